import { input } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { OPTION_MAX, QUESTION_MAX } from "#domain/limits.ts";
import { m } from "#domain/paraglide/messages.js";

type Question = { questionText: string; optionA: string; optionB: string; category: string };

/** A moderator's edit of a question: the same limits as the submit form. */
export function QuestionFields({
  idPrefix,
  question,
  categories,
}: {
  idPrefix: string;
  question: Question;
  categories: string[];
}) {
  const field = (name: keyof Question, label: string, max: number) => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        required
        maxLength={max}
        defaultValue={question[name]}
        className={`${input} mt-1`}
      />
    </div>
  );
  return (
    <div className="grid gap-3">
      {field("questionText", m.moderation_field_question(), QUESTION_MAX)}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("optionA", m.moderation_field_option_a(), OPTION_MAX)}
        {field("optionB", m.moderation_field_option_b(), OPTION_MAX)}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-category`} className="block text-sm font-semibold">
          {m.moderation_field_category()}
        </label>
        <select
          id={`${idPrefix}-category`}
          name="category"
          required
          defaultValue={question.category}
          className={`${input} mt-1`}
        >
          {categories.map((name) => (
            <option key={name} value={name}>
              {categoryLabel(name)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
