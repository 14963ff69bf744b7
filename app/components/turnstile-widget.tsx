import { useEffect, useRef } from "react";

// Cloudflare Turnstile, shown only in a form whose last answer asked for it (a client that tripped
// a limit). Its script is fetched then, never on a normal page view.

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type Turnstile = {
  render: (element: HTMLElement, options: { sitekey: string; action: string }) => string;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")));
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Turnstile's script did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The widget, inside the form it guards: it adds the `cf-turnstile-response` field the server
 * verifies. `answer` is the form's last answer: a new one means a used token, so a fresh widget.
 */
export default function TurnstileWidget({
  siteKey,
  action,
  answer,
}: {
  siteKey?: string;
  action: string;
  answer: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer needs a new, unused token.
  useEffect(() => {
    const element = ref.current;
    if (!siteKey || !element) return;
    let widget: string | undefined;
    let removed = false;
    loadTurnstile()
      .then((turnstile) => {
        if (!removed) widget = turnstile.render(element, { sitekey: siteKey, action });
      })
      .catch((error) => console.error(error));
    return () => {
      removed = true;
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey, action, answer]);
  return <div ref={ref} />;
}
