import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { button, card, container, input, link, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/room-join";
import { roomPageHeaders } from "./room-errors";
import { loadJoinByCode } from "./room-join.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.page_title({ title: m.rooms_join_a_room() }),
    description: m.rooms_join_meta_description(),
    path: "/r",
  });

export const headers = roomPageHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadJoinByCode(request, context);
}

export default function JoinRoomPage({ loaderData }: Route.ComponentProps) {
  const { error, code } = loaderData;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  return (
    <main className={`${container} py-10`}>
      <div className={`${card} mx-auto max-w-md p-5 sm:p-8`}>
        <h1 className="text-3xl font-extrabold">{m.rooms_join_a_room()}</h1>
        <p className={`mt-2 ${muted}`}>{m.rooms_join_intro()}</p>
        <Form method="get" className="mt-5 space-y-4">
          <div>
            <label htmlFor="room-code" className="font-semibold">
              {m.rooms_room_code()}
            </label>
            <input
              ref={inputRef}
              id="room-code"
              name="code"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              defaultValue={code}
              placeholder="K7M2QX"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "room-code-error" : undefined}
              className={`${input} mt-1 text-center font-mono text-3xl uppercase tracking-[0.3em]`}
            />
            {error && (
              <p
                id="room-code-error"
                role="alert"
                className="mt-2 font-semibold text-red-700 dark:text-red-300"
              >
                {error}
              </p>
            )}
          </div>
          <button type="submit" className={`${button.primary} w-full py-3 text-lg`}>
            {m.rooms_join_button()}
          </button>
        </Form>
        <p className={`mt-6 text-sm ${muted}`}>
          {m.rooms_join_hosting_instead()}
          <Link to={localizeHref("/rooms/new")} className={link}>
            {m.rooms_start_a_room()}
          </Link>
        </p>
      </div>
    </main>
  );
}
