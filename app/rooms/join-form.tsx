import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { button, input, muted } from "#app/lib/ui.ts";
import { getLocale, localizeHref } from "#domain/locale.ts";
import { generateNickname } from "#domain/nickname-generator.ts";
import { m } from "#domain/paraglide/messages.js";
import { NICKNAME_MAX_LENGTH } from "#domain/room-protocol.ts";

type Props = { code: string; error?: string; nickname?: string };

/**
 * The nickname form; the page's action joins and comes back to the same page as a player. An
 * empty nickname is allowed: the room picks one. With JavaScript a button picks one here first,
 * so the player sees it and can change it.
 */
export function JoinForm({ code, error, nickname }: Props) {
  const navigation = useNavigation();
  const joining = navigation.state !== "idle" && navigation.formAction === localizeHref(`/r/${code}`);
  const inputRef = useRef<HTMLInputElement>(null);
  const [scripted, setScripted] = useState(false);
  const [picked, setPicked] = useState("");
  useEffect(() => setScripted(true), []);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  const pick = () => {
    const field = inputRef.current;
    if (!field) return;
    field.value = generateNickname(getLocale());
    setPicked(field.value);
    field.focus();
  };
  return (
    <Form method="post" className="mt-6 space-y-4">
      <input type="hidden" name="intent" value="join" />
      <div>
        <label htmlFor="nickname" className="text-lg font-semibold">
          {m.rooms_your_nickname()}
        </label>
        <input
          ref={inputRef}
          id="nickname"
          name="nickname"
          maxLength={NICKNAME_MAX_LENGTH}
          autoComplete="off"
          defaultValue={nickname}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "nickname-error nickname-hint" : "nickname-hint"}
          className={`${input} mt-1 text-xl`}
        />
        <p id="nickname-hint" className={`mt-1 text-sm ${muted}`}>
          {m.rooms_nickname_hint()}
          {m.rooms_player_nickname_optional()}
        </p>
        {error && (
          <p id="nickname-error" role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {scripted && (
          <button type="button" onClick={pick} className={`${button.secondary} mt-3 w-full py-3 text-base`}>
            {m.rooms_player_pick_name()}
          </button>
        )}
        <p role="status" className="sr-only">
          {picked && m.rooms_player_picked_name({ nickname: picked })}
        </p>
      </div>
      <button type="submit" className={`${button.primary} w-full py-4 text-xl`} disabled={joining}>
        {joining ? m.rooms_joining() : m.rooms_join_the_room()}
      </button>
    </Form>
  );
}
