/** The answer to the last moderation form, announced to screen readers. */
export function ResultNotice({ result }: { result: { ok: boolean; message: string } | undefined }) {
  if (!result) return null;
  const style = result.ok
    ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    : "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-100";
  return (
    <p role={result.ok ? "status" : "alert"} className={`rounded-xl p-3 text-sm font-semibold ${style}`}>
      {result.message}
    </p>
  );
}
