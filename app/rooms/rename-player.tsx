import { useRef } from "react";
import { Form } from "react-router";
import { button, input } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { type ClientMessage, NICKNAME_MAX_LENGTH } from "#domain/room-protocol.ts";

type Props = {
  player: { id: string; nickname: string };
  send: (message: ClientMessage) => boolean;
};

/**
 * Rename, inline: a disclosure holding a one-field form, so it opens and posts without JavaScript
 * too. The room checks the new name as it checks a join's (length, the site's rules, unique) and
 * says why it refused on the host's connection line.
 */
export function RenamePlayer({ player, send }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const id = `rename-${player.id}`;
  return (
    <details ref={details} className="group">
      <summary
        aria-label={m.rooms_rename_player({ nickname: player.nickname })}
        className={`${button.ghost} cursor-pointer list-none px-2 py-1 text-xs [&::-webkit-details-marker]:hidden`}
      >
        {m.rooms_rename()}
      </summary>
      <Form
        method="post"
        className="mt-1 flex flex-wrap items-end gap-1"
        onSubmit={(event) => {
          const nickname = String(new FormData(event.currentTarget).get("nickname") ?? "");
          if (send({ type: "rename", playerId: player.id, nickname })) {
            event.preventDefault();
            if (details.current) details.current.open = false;
          }
        }}
      >
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="playerId" value={player.id} />
        <label htmlFor={id} className="sr-only">
          {m.rooms_new_nickname_for({ nickname: player.nickname })}
        </label>
        <input
          id={id}
          name="nickname"
          required
          maxLength={NICKNAME_MAX_LENGTH}
          defaultValue={player.nickname}
          autoComplete="off"
          className={`${input} w-40 py-1 text-sm`}
        />
        <button type="submit" className={`${button.primary} px-2 py-1 text-xs`}>
          {m.rooms_save()}
        </button>
      </Form>
    </details>
  );
}
