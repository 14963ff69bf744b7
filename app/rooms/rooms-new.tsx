import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { button, card, container, input, link, muted } from "#app/lib/ui.ts";
import { ROOM_LIFETIME_HOURS } from "#domain/retention.ts";
import { MAX_PLAYERS, MAX_QUESTIONS, MIN_QUESTIONS } from "#domain/room-protocol.ts";
import { DEFAULT_QUESTION_COUNT, FAMILY_MIX } from "#domain/room-schema.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/rooms-new";
import { handleNewRoomForm, loadNewRoom } from "./rooms-new.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Start a room - Would You Rather",
    description:
      "Play would you rather together: show the questions on a big screen and let a class or a party vote from their phones with a room code. No accounts needed.",
    path: "/rooms/new",
  });

export function loader({ context }: Route.LoaderArgs) {
  return loadNewRoom(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleNewRoomForm(request, context);
}

export default function NewRoomPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const starting = navigation.state !== "idle" && navigation.formAction === "/rooms/new";
  const errorRef = useRef<HTMLParagraphElement>(null);
  const values = actionData?.values;
  useEffect(() => {
    if (actionData?.error) errorRef.current?.focus();
  }, [actionData]);
  return (
    <main>
      <PageHero
        eyebrow="Rooms"
        title="Play together in a room"
        intro={`Show the questions on a big screen; everyone votes from their phone with the room's code. Up to ${MAX_PLAYERS} players, nicknames only, no accounts.`}
      />
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-3`}>
        <section aria-labelledby="new-room-heading" className={`${card} p-5 sm:p-8 lg:col-span-2`}>
          <h2 id="new-room-heading" className="text-2xl font-bold">
            Start a room
          </h2>
          {actionData?.error && (
            <p
              ref={errorRef}
              tabIndex={-1}
              role="alert"
              className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {actionData.error}
            </p>
          )}
          <Form method="post" className="mt-5 space-y-5">
            <div>
              <label htmlFor="room-category" className="font-semibold">
                Questions from
              </label>
              <select
                id="room-category"
                name="category"
                defaultValue={values?.category ?? FAMILY_MIX}
                aria-describedby="room-category-hint"
                className={`${input} mt-1`}
              >
                <option value={FAMILY_MIX}>Family mix (all ages)</option>
                {loaderData.categories.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
              <p id="room-category-hint" className={`mt-1 text-sm ${muted}`}>
                The family mix leaves out categories for grown-ups only.
              </p>
            </div>
            <div>
              <label htmlFor="room-count" className="font-semibold">
                How many questions
              </label>
              <input
                id="room-count"
                name="count"
                type="number"
                inputMode="numeric"
                min={MIN_QUESTIONS}
                max={MAX_QUESTIONS}
                required
                defaultValue={values?.count ?? DEFAULT_QUESTION_COUNT}
                aria-describedby="room-count-hint"
                className={`${input} mt-1 max-w-40`}
              />
              <p id="room-count-hint" className={`mt-1 text-sm ${muted}`}>
                From {MIN_QUESTIONS} to {MAX_QUESTIONS}, picked at random.
              </p>
            </div>
            <div>
              <label htmlFor="room-questions" className="font-semibold">
                Or choose the questions (optional)
              </label>
              <textarea
                id="room-questions"
                name="questions"
                rows={4}
                defaultValue={values?.questions ?? ""}
                aria-describedby="room-questions-hint"
                className={`${input} mt-1`}
              />
              <p id="room-questions-hint" className={`mt-1 text-sm ${muted}`}>
                Paste question links, one a line, in the order you want them. When there are any, they are the
                room's questions.
              </p>
            </div>
            <button type="submit" className={`${button.primary} w-full sm:w-auto`} disabled={starting}>
              {starting ? "Starting the room…" : "Start the room"}
            </button>
          </Form>
        </section>
        <aside aria-labelledby="how-heading" className="space-y-3">
          <h2 id="how-heading" className="text-xl font-bold">
            How it works
          </h2>
          <ol className={`list-decimal space-y-2 pl-5 ${muted}`}>
            <li>Start the room and put its screen on a projector or TV.</li>
            <li>Players open the link or scan the QR code, and pick a nickname.</li>
            <li>Show each question, reveal the votes, and move on.</li>
            <li>At the end, see the room's most divided question and how it compares with everyone else.</li>
          </ol>
          <p className={muted}>
            Have a code already?{" "}
            <Link to="/r" className={link}>
              Join a room
            </Link>
            . Rooms end after {ROOM_LIFETIME_HOURS} hours, and everything in them is deleted then.
          </p>
        </aside>
      </div>
    </main>
  );
}
