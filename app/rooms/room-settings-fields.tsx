import { muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { type RoomSettings, TEAM_CHOICES, TIMER_CHOICES } from "#domain/room-protocol.ts";

type Choice = { value: string; label: string };

const revealChoices = (): Choice[] => [
  { value: "host", label: m.rooms_settings_reveal_host() },
  { value: "instant", label: m.rooms_settings_reveal_instant() },
];
const timerChoices = (): Choice[] =>
  TIMER_CHOICES.map((s) => ({
    value: String(s),
    label: s === 0 ? m.rooms_settings_timer_off() : m.rooms_settings_timer_seconds({ seconds: s }),
  }));
const teamChoices = (): Choice[] =>
  TEAM_CHOICES.map((n) => ({
    value: String(n),
    label: n === 0 ? m.rooms_settings_teams_none() : m.rooms_settings_teams_count({ count: n }),
  }));

/** One setting as a group of radios with its hint, which the group's name is read with. */
function RadioGroup(props: {
  id: string;
  name: string;
  legend: string;
  hint: string;
  value: string;
  choices: Choice[];
}) {
  const { id, name, legend, hint, value, choices } = props;
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-700 dark:border-slate-600 dark:has-[:focus-visible]:outline-indigo-300 dark:has-[:checked]:border-indigo-300 dark:has-[:checked]:bg-indigo-950"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={choice.value === value}
              className="size-4 accent-indigo-700 dark:accent-indigo-300"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className={`mt-1 text-sm ${muted}`}>
        {hint}
      </p>
    </fieldset>
  );
}

/**
 * How a room runs, as radios the form posts: used by the new-room form and by the host's settings
 * panel (which leaves teams out once the first question has started).
 */
export function SettingsFields({
  values,
  idPrefix,
  teams = true,
}: {
  values: SettingsText;
  idPrefix: string;
  teams?: boolean;
}) {
  return (
    <div className="space-y-5">
      <RadioGroup
        id={`${idPrefix}-reveal`}
        name="reveal"
        legend={m.rooms_settings_reveal_legend()}
        hint={m.rooms_settings_reveal_hint()}
        value={values.reveal}
        choices={revealChoices()}
      />
      <RadioGroup
        id={`${idPrefix}-timer`}
        name="timer"
        legend={m.rooms_settings_timer_legend()}
        hint={m.rooms_settings_timer_hint()}
        value={values.timer}
        choices={timerChoices()}
      />
      {teams && (
        <RadioGroup
          id={`${idPrefix}-teams`}
          name="teams"
          legend={m.rooms_settings_teams_legend()}
          hint={m.rooms_settings_teams_hint()}
          value={values.teams}
          choices={teamChoices()}
        />
      )}
    </div>
  );
}

type SettingsText = { [K in keyof RoomSettings]: string };

/** The settings as the form's text fields carry them; what a refused form sent back wins where it has a value. */
export function settingsValues(s: RoomSettings, sent?: Partial<SettingsText>): SettingsText {
  return {
    reveal: sent?.reveal || s.reveal,
    timer: sent?.timer || String(s.timer),
    teams: sent?.teams || String(s.teams),
  };
}
