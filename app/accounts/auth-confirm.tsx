import { useEffect } from "react";
import { data, Form, Link, useNavigate } from "react-router";
import { button, card, muted } from "#app/lib/ui.ts";
import {
  CONFIRM_FAILED,
  CONFIRM_INVALID_LINK,
  CONFIRM_SUCCESS,
  CONFIRM_UNEXPECTED,
} from "#domain/auth-rules.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { readTextForm } from "#worker/services/forms.ts";
import type { Route } from "./+types/auth-confirm";
import { authCall } from "./auth.server";
import { TOKEN_LINK_HEADERS } from "./token-link-headers";

/** After a confirmation, 3 s on this page, then the home page (in the page's language) with ?confirmed=true. */
const REDIRECT_SECONDS = 3;
const afterConfirm = () => localizeHref("/?confirmed=true");

export const meta: Route.MetaFunction = () => [
  { title: m.page_title({ title: m.account_confirm_title() }) },
  { name: "robots", content: "noindex" },
];

// The link carries a one-time token (./token-link-headers.ts).
export const headers: Route.HeadersFunction = () => TOKEN_LINK_HEADERS;

/** The token from a link of ours (type=signup), or undefined for a missing or wrong link. */
function tokenOf(request: Request): string | undefined {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  return params.get("type") === "signup" && token ? token : undefined;
}

export function loader({ request }: Route.LoaderArgs) {
  return { valid: tokenOf(request) !== undefined };
}

// Verifying only on POST: mail scanners that open every link in a message consume nothing.
export async function action({ request, context }: Route.ActionArgs) {
  await readTextForm(request, []); // the button sends nothing; the token is in the link
  const token = tokenOf(request);
  if (!token) return data({ confirmed: false, message: CONFIRM_INVALID_LINK() }, 400);
  try {
    const result = await authCall(request, context, `/verify-email?token=${encodeURIComponent(token)}`);
    if (result.ok) return { confirmed: true, message: CONFIRM_SUCCESS() };
    return data({ confirmed: false, message: CONFIRM_FAILED() }, result.status >= 500 ? 500 : 400);
  } catch (error) {
    console.error("email confirmation failed", error);
    return data({ confirmed: false, message: CONFIRM_UNEXPECTED() }, 500);
  }
}

/**
 * The redirect 3 s after a confirmation. With JavaScript a timer does it: a <meta> refresh
 * there is an accessibility failure (WCAG 2.2.1, timing the visitor cannot control), so the meta
 * tag is only for browsers without JavaScript, inside <noscript>.
 */
function GoHomeSoon() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(afterConfirm()), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=${afterConfirm()}`} />
    </noscript>
  );
}

export default function AuthConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData ? !actionData.confirmed : !loaderData.valid;
  const message = actionData?.message ?? (loaderData.valid ? undefined : CONFIRM_INVALID_LINK());
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 text-center sm:py-16">
      <section className={`${card} p-5 sm:p-8`}>
        {actionData?.confirmed ? (
          <>
            <GoHomeSoon />
            <h1 className="text-2xl font-extrabold">{m.account_confirmed_heading()}</h1>
            <p role="status" className={`mt-3 ${muted}`}>
              {message}
            </p>
            <Link to={afterConfirm()} className={`${button.primary} mt-6`}>
              {m.account_continue()}
            </Link>
          </>
        ) : failed ? (
          <>
            <h1 className="text-2xl font-extrabold">{m.account_confirm_failed_heading()}</h1>
            <p role="alert" className={`mt-3 ${muted}`}>
              {message}
            </p>
            <Link to={localizeHref("/")} className={`${button.primary} mt-6`}>
              {m.account_go_home()}
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-extrabold">{m.account_confirm_title()}</h1>
            <p className={`mt-3 ${muted}`}>{m.account_confirm_intro()}</p>
            <Form method="post" reloadDocument className="mt-6">
              <button type="submit" className={button.primary}>
                {m.account_confirm_button()}
              </button>
            </Form>
          </>
        )}
      </section>
    </main>
  );
}
