import { lazy, Suspense } from "react";
import { m } from "#domain/paraglide/messages.js";

// The check's code loads only for a form whose last answer asked for it: a client that tripped a
// limit is rare, and every page with a vote or a form would otherwise carry it.
const TurnstileWidget = lazy(() => import("./turnstile-widget"));

type Props = { siteKey?: string; action: string; answer: unknown };

/** Cloudflare Turnstile inside the form it guards, when `siteKey` says the server asks for it. */
export function HumanCheck(props: Props) {
  if (!props.siteKey) return null;
  // The note for a browser without JavaScript stays outside the lazy part, so it is in the
  // server's HTML even when that part streams in after it.
  return (
    <div className="grid gap-1">
      <Suspense>
        <TurnstileWidget {...props} />
      </Suspense>
      <noscript>{m.lists_human_check_noscript()}</noscript>
    </div>
  );
}
