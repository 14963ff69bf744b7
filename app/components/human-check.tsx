import { lazy, Suspense } from "react";

// The check's code loads only for a form whose last answer asked for it: a client that tripped a
// limit is rare, and every page with a vote or a form would otherwise carry it.
const TurnstileWidget = lazy(() => import("./turnstile-widget"));

type Props = { siteKey?: string; action: string; answer: unknown };

/** Cloudflare Turnstile inside the form it guards, when `siteKey` says the server asks for it. */
export function HumanCheck(props: Props) {
  if (!props.siteKey) return null;
  return (
    <Suspense>
      <TurnstileWidget {...props} />
    </Suspense>
  );
}
