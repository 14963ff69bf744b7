/**
 * The named fields of a form as text. A field sent twice or as a file is refused with a sentence
 * rather than coerced ("[object File]"); a missing one is empty, for the schema to report.
 */
export function formText<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): { ok: true; values: Record<Field, string> } | { ok: false; error: string } {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const all = form.getAll(field);
    if (all.length > 1) return { ok: false, error: `The form sent "${field}" more than once.` };
    const value = all[0] ?? "";
    if (typeof value !== "string") return { ok: false, error: `"${field}" must be text, not a file.` };
    values[field] = value;
  }
  return { ok: true, values };
}
