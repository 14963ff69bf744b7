import { input as inputStyle } from "#app/lib/ui.ts";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string };

/** A labelled, required input whose error is tied to it for screen readers. */
export function AuthField({ id, label, error, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputStyle} mt-1`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

type NoticeProps = {
  kind: "success" | "error";
  children: React.ReactNode;
  ref?: React.Ref<HTMLParagraphElement>;
};

/** A form's answer; an error can take focus (tabIndex -1), so it is read first. */
export function Notice({ kind, children, ref }: NoticeProps) {
  const style =
    kind === "success"
      ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      : "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-100";
  return (
    <p
      ref={ref}
      role={kind === "success" ? "status" : "alert"}
      tabIndex={kind === "error" ? -1 : undefined}
      className={`mt-4 rounded-xl p-4 font-semibold ${style}`}
    >
      {children}
    </p>
  );
}
