import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { button, card, container, input, link, muted } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { ROOM_LIFETIME_HOURS } from "#domain/retention.ts";
import { DEFAULT_ROOM_SETTINGS, MAX_PLAYERS, MAX_QUESTIONS, MIN_QUESTIONS } from "#domain/room-protocol.ts";
import { DEFAULT_QUESTION_COUNT, FAMILY_MIX } from "#domain/room-schema.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/rooms-new";
import { SettingsFields, settingsValues } from "./room-settings-fields";
import { handleNewRoomForm, loadNewRoom } from "./rooms-new.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.page_title({ title: m.rooms_new_meta_title() }),
    description: m.rooms_new_meta_description(),
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
  const starting = navigation.state !== "idle" && navigation.formAction === localizeHref("/rooms/new");
  const errorRef = useRef<HTMLParagraphElement>(null);
  const values = actionData?.values;
  useEffect(() => {
    if (actionData?.error) errorRef.current?.focus();
  }, [actionData]);
  return (
    <main>
      <PageHero
        eyebrow={m.rooms_new_eyebrow()}
        title={m.rooms_new_title()}
        intro={m.rooms_new_intro({ max: MAX_PLAYERS })}
      />
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-3`}>
        <section aria-labelledby="new-room-heading" className={`${card} p-5 sm:p-8 lg:col-span-2`}>
          <h2 id="new-room-heading" className="text-2xl font-bold">
            {m.rooms_start_a_room()}
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
                {m.rooms_new_category_label()}
              </label>
              <select
                id="room-category"
                name="category"
                defaultValue={values?.category ?? FAMILY_MIX}
                aria-describedby="room-category-hint"
                className={`${input} mt-1`}
              >
                <option value={FAMILY_MIX}>{m.rooms_new_family_mix()}</option>
                {loaderData.categories.map((c) => (
                  <option key={c.name} value={c.name}>
                    {categoryLabel(c.name)}
                  </option>
                ))}
              </select>
              <p id="room-category-hint" className={`mt-1 text-sm ${muted}`}>
                {m.rooms_new_category_hint()}
              </p>
            </div>
            <div>
              <label htmlFor="room-count" className="font-semibold">
                {m.rooms_new_count_label()}
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
                {m.rooms_new_count_hint({ min: MIN_QUESTIONS, max: MAX_QUESTIONS })}
              </p>
            </div>
            <div>
              <label htmlFor="room-questions" className="font-semibold">
                {m.rooms_new_questions_label()}
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
                {m.rooms_new_questions_hint()}
              </p>
            </div>
            <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <legend className="px-1 text-lg font-bold">{m.rooms_settings_heading()}</legend>
              <SettingsFields idPrefix="new-room" values={settingsValues(DEFAULT_ROOM_SETTINGS, values)} />
            </fieldset>
            <button type="submit" className={`${button.primary} w-full sm:w-auto`} disabled={starting}>
              {starting ? m.rooms_new_starting() : m.rooms_new_start()}
            </button>
          </Form>
        </section>
        <aside aria-labelledby="how-heading" className="space-y-3">
          <h2 id="how-heading" className="text-xl font-bold">
            {m.rooms_new_how_heading()}
          </h2>
          <ol className={`list-decimal space-y-2 pl-5 ${muted}`}>
            <li>{m.rooms_new_how_1()}</li>
            <li>{m.rooms_new_how_2()}</li>
            <li>{m.rooms_new_how_3()}</li>
            <li>{m.rooms_new_how_4()}</li>
          </ol>
          <p className={muted}>
            {m.rooms_new_have_code()}
            <Link to={localizeHref("/r")} className={link}>
              {m.rooms_join_a_room()}
            </Link>
            {m.rooms_new_lifetime({ hours: ROOM_LIFETIME_HOURS })}
          </p>
        </aside>
      </div>
    </main>
  );
}
