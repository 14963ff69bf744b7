import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { HumanCheck } from "#app/components/human-check.tsx";
import { button, input, link } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { NICKNAME_MAX, OPTION_MAX, QUESTION_MAX } from "#domain/limits.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

type Failure = {
  error: string;
  field: string;
  values: Record<string, string>;
  similarPath?: string;
  turnstileSiteKey?: string;
};

/** Labels and placeholders are functions, read while the form renders, in the page's language. */
const FIELDS = [
  {
    name: "questionText",
    label: m.submit_field_question,
    max: QUESTION_MAX,
    placeholder: m.submit_placeholder_question,
    multiline: true,
  },
  {
    name: "optionA",
    label: m.submit_field_option_a,
    max: OPTION_MAX,
    placeholder: m.submit_placeholder_option_a,
  },
  {
    name: "optionB",
    label: m.submit_field_option_b,
    max: OPTION_MAX,
    placeholder: m.submit_placeholder_option_b,
  },
] as const;

const FIELD_NAMES = new Set<string>([...FIELDS.map((f) => f.name), "category", "submittedBy"]);

/** The "Submit New Question" form: one error at a time, in the schema's order, cleared as soon as the visitor edits. */
export function SubmitForm({ categories, result }: { categories: string[]; result?: Failure }) {
  const busy = useNavigation().state === "submitting";
  const [error, setError] = useState(result);
  const [lengths, setLengths] = useState<Record<string, number>>(() =>
    Object.fromEntries(Object.entries(result?.values ?? {}).map(([k, v]) => [k, v.length])),
  );
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setError(result);
    if (result) formRef.current?.querySelector<HTMLElement>(`[name="${result.field}"]`)?.focus();
  }, [result]);

  // The message sits under the field it is about; anything else (a network failure) under the form.
  const errorAt = error && FIELD_NAMES.has(error.field) ? error.field : "form";
  const message = (className = "") => (
    <p id="form-error" role="alert" className={`font-semibold text-red-700 dark:text-red-300 ${className}`}>
      {error?.error}
      {error?.similarPath && (
        <>
          {" "}
          <Link to={localizeHref(error.similarPath)} className={`${link} underline`}>
            {m.submit_see_similar()}
          </Link>
        </>
      )}
    </p>
  );
  const invalid = (name: string) => (error?.field === name ? true : undefined);
  const describedBy = (name: string) =>
    [`${name}-count`, error?.field === name ? "form-error" : ""].join(" ").trim();
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    setLengths((l) => ({ ...l, [target.name]: target.value.length }));
    setError(undefined);
  };

  return (
    <Form method="post" ref={formRef} noValidate onInput={onInput} className="grid gap-5">
      {FIELDS.map((f) => {
        const Control = "multiline" in f ? "textarea" : "input";
        return (
          <div key={f.name} className="grid gap-1">
            <label htmlFor={f.name} className="font-semibold">
              {f.label()}
            </label>
            <Control
              id={f.name}
              name={f.name}
              defaultValue={result?.values[f.name]}
              placeholder={f.placeholder()}
              aria-invalid={invalid(f.name)}
              aria-describedby={describedBy(f.name)}
              rows={"multiline" in f ? 3 : undefined}
              className={input}
            />
            <p
              id={`${f.name}-count`}
              className="text-right text-xs text-slate-600 tabular-nums dark:text-slate-300"
            >
              {lengths[f.name] ?? 0}/{f.max}
            </p>
            {errorAt === f.name && message()}
          </div>
        );
      })}
      <div className="grid gap-1">
        <label htmlFor="category" className="font-semibold">
          {m.submit_field_category()}
        </label>
        <select
          id="category"
          name="category"
          defaultValue={result?.values.category || categories[0]}
          aria-invalid={invalid("category")}
          aria-describedby={invalid("category") && "form-error"}
          className={input}
        >
          {categories.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </select>
        {errorAt === "category" && message()}
      </div>
      <div className="grid gap-1">
        <label htmlFor="submittedBy" className="font-semibold">
          {m.submit_field_nickname()}{" "}
          <span className="font-normal text-slate-600 dark:text-slate-300">{m.submit_optional()}</span>
        </label>
        <input
          id="submittedBy"
          name="submittedBy"
          defaultValue={result?.values.submittedBy}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
          aria-invalid={invalid("submittedBy")}
          aria-describedby={describedBy("submittedBy")}
          className={input}
        />
        <p id="submittedBy-count" className="text-xs text-slate-600 dark:text-slate-300">
          {m.submit_nickname_help({ count: lengths.submittedBy ?? 0, max: NICKNAME_MAX })}
        </p>
        {errorAt === "submittedBy" && message()}
      </div>
      <HumanCheck siteKey={result?.turnstileSiteKey} action="submit" answer={result} />
      {errorAt === "form" && message("min-h-6")}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? m.submit_submitting() : m.submit_button()}
        </button>
        <Link to={localizeHref("/")} className={button.secondary}>
          {m.submit_cancel()}
        </Link>
      </div>
    </Form>
  );
}
