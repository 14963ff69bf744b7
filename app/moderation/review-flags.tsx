import { Flag } from "lucide-react";
import { link } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { REVIEW_FLAG_LABELS, type ReviewFlag } from "#domain/review-flags.ts";

/** What the automatic checks noticed about a submission, for the moderator deciding on it. */
export function ReviewFlags({ flags }: { flags: ReviewFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label={m.moderation_flags_label()} className="flex flex-wrap gap-2 text-sm">
      {flags.map((flag) => (
        <li
          key={flag.code + (flag.detail ?? "")}
          className="rounded-xl bg-amber-50 px-2.5 py-1 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <Flag className="mr-1.5 inline size-3.5 align-[-0.125em]" />
          {REVIEW_FLAG_LABELS[flag.code]()}
          {flag.detail && flag.code === "near-duplicate" ? (
            <>
              {m.moderation_flag_separator()}
              <a
                href={localizeHref(`/question/${flag.detail}`)}
                className={link}
                target="_blank"
                rel="noreferrer"
              >
                {flag.detail}
              </a>
            </>
          ) : (
            flag.detail && (
              <span className="font-semibold">
                {m.moderation_flag_separator()}“{flag.detail}”
              </span>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
