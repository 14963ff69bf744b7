import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { button, input, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { NICKNAME_MAX_LENGTH } from "#domain/room-protocol.ts";

/** The nickname form; the page's action joins and comes back to the same page as a player. */
export function JoinForm({ code, error, nickname }: { code: string; error?: string; nickname?: string }) {
  const navigation = useNavigation();
  const joining = navigation.state !== "idle" && navigation.formAction === localizeHref(`/r/${code}`);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
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
          required
          maxLength={NICKNAME_MAX_LENGTH}
          autoComplete="off"
          defaultValue={nickname}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "nickname-error nickname-hint" : "nickname-hint"}
          className={`${input} mt-1 text-xl`}
        />
        <p id="nickname-hint" className={`mt-1 text-sm ${muted}`}>
          {m.rooms_nickname_hint()}
        </p>
        {error && (
          <p id="nickname-error" role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={`${button.primary} w-full py-4 text-xl`} disabled={joining}>
        {joining ? m.rooms_joining() : m.rooms_join_the_room()}
      </button>
    </Form>
  );
}
