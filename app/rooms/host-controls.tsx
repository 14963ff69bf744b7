import { useEffect, useRef, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ClientMessage, RoomState } from "#domain/room-protocol.ts";
import { CommandForm } from "./command-form";

type Props = {
  state: RoomState;
  send: (message: ClientMessage) => boolean;
  /** The big screen's row of buttons, or a phone's full-width stack. */
  layout: "screen" | "phone";
};

/**
 * The buttons a host has in each phase: close voting, reveal, re-open, reset (after asking) and
 * next or finish. Each is a form that posts without JavaScript.
 */
export function HostControls({ state, send, layout }: Props) {
  const { phase, index } = state;
  if (phase === "lobby" || phase === "ended") return null;
  const phone = layout === "phone";
  const size = phone ? "w-full px-6 py-4 text-xl" : "px-8 py-4 text-xl";
  const primary = `${button.primary} ${size}`;
  const secondary = `${button.secondary} ${size}`;
  const last = index + 1 >= state.total;
  return (
    <div className={phone ? "grid gap-3" : "flex flex-wrap items-start gap-3"}>
      {phase === "question" && (
        <CommandForm message={{ type: "close", index }} send={send} className={secondary}>
          {m.rooms_close_voting()}
        </CommandForm>
      )}
      {(phase === "question" || phase === "closed") && (
        <CommandForm message={{ type: "reveal", index }} send={send} className={primary}>
          {m.rooms_reveal_votes()}
        </CommandForm>
      )}
      {(phase === "closed" || phase === "revealed") && (
        <CommandForm message={{ type: "reopen", index }} send={send} className={secondary}>
          {m.rooms_reopen()}
        </CommandForm>
      )}
      <CommandForm
        message={{ type: "next", index }}
        send={send}
        className={phase === "revealed" ? primary : secondary}
      >
        {last ? m.rooms_finish() : m.rooms_next_question()}
      </CommandForm>
      <ResetButton index={index} send={send} className={secondary} />
    </div>
  );
}

/**
 * Reset deletes the question's votes, so it asks first: with JavaScript in place, with "Keep the
 * votes" focused; without, the button opens this page with the question (?confirm=reset).
 */
function ResetButton({ index, send, className }: { index: number; send: Props["send"]; className: string }) {
  const [params] = useSearchParams();
  const [asking, setAsking] = useState(params.get("confirm") === "reset");
  const keep = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(asking);
  useEffect(() => {
    if (asking && !wasAsking.current) keep.current?.focus();
    if (!asking && wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <input type="hidden" name="confirm" value="reset" />
        <button ref={opener} type="submit" className={className}>
          {m.rooms_reset()}
        </button>
      </Form>
    );
  }
  return (
    <fieldset
      className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-red-700 p-3 dark:border-red-300"
      onKeyDown={(event) => event.key === "Escape" && setAsking(false)}
    >
      <legend className="px-1 font-bold">{m.rooms_reset_question()}</legend>
      <CommandForm
        message={{ type: "reset", index }}
        send={(message) => {
          const sent = send(message);
          if (sent) setAsking(false);
          return sent;
        }}
        className={`${button.danger} px-5 py-3 text-base`}
      >
        {m.rooms_reset_confirm()}
      </CommandForm>
      <Form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(false);
        }}
      >
        <button ref={keep} type="submit" className={`${button.secondary} px-5 py-3 text-base`}>
          {m.rooms_reset_keep()}
        </button>
      </Form>
    </fieldset>
  );
}
