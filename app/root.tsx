import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { signedIn, socialProviders } from "#app/accounts/auth.server.ts";
import { LanguageSuggestion } from "#app/components/language-suggestion.tsx";
import { NavigationProgress } from "#app/components/navigation-progress.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { ToastProvider } from "#app/components/toast.tsx";
import { Installable, InstallableLinks } from "#app/installable/installable.tsx";
import { THEME_COLOURS } from "#app/installable/theme.ts";
import { button, container } from "#app/lib/ui.ts";
import { getLocale, HTML_LANG, localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { requestContextMiddleware, siteOriginFor } from "./context.server";

export const middleware: Route.MiddlewareFunction[] = [requestContextMiddleware];

// The root loader reads the origin, which never changes, and the session, which only changes through
// document-reloading forms (sign-in, sign-out): actions and client navigations skip it.
export const shouldRevalidate = () => false;

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    origin: siteOriginFor(request, context),
    user: await signedIn(context),
    // Which sign-in buttons to show; the browser never loads the settings' schema to find out.
    providers: socialProviders(),
  };
}

/**
 * A route whose `handle` says `bare` is shown inside other websites' pages (the embeds): no header,
 * footer or sign-in, and none of the site's scripts; it brings the little it needs itself.
 */
export type PageHandle = { bare?: boolean };

const isBare = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => (match.handle as PageHandle | undefined)?.bare === true);

/** Who is signed in, as far as the saved pages care: the name and picture the header shows. */
const accountKey = (user: { displayName: string; image: string | null } | null) =>
  user ? `${user.displayName}\n${user.image ?? ""}` : "";

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const bare = isBare(useMatches());
  return (
    <html lang={HTML_LANG[getLocale()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOURS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOURS.dark} />
        <link rel="icon" href="/favicon.ico" />
        {/* Pages framed by other sites are no app of their own: no manifest, no service worker. */}
        {!bare && <InstallableLinks />}
        {/*
          Linked by URL rather than imported for its side effect, so the stylesheet stays out of the
          JavaScript chunk that the layout and its components share (vite.config.ts). With a
          precedence React writes it before the scripts' modulepreloads, so it is asked for first.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      {bare ? (
        <body className="bg-transparent text-slate-900 antialiased dark:text-slate-100">{children}</body>
      ) : (
        <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {m.skip_to_content()}
          </a>
          <NavigationProgress />
          <ToastProvider>
            <SiteHeader user={root?.user ?? null} />
            <div id="main" className="flex-1">
              {children}
            </div>
            <SiteFooter />
            <LanguageSuggestion />
            <Installable account={accountKey(root?.user ?? null)} />
          </ToastProvider>
          {/* New paths start at the top; back and forward restore where the reader was. */}
          <ScrollRestoration />
          <Scripts />
        </body>
      )}
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const refused = refusalOf(error);
  if (refused) return <RequestRefused message={refused} />;
  console.error(error);
  return (
    <main className={`${container} py-20 text-center`}>
      <title>{m.page_title({ title: m.error_title() })}</title>
      <h1 className="text-3xl font-extrabold">{m.error_title()}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{m.error_message()}</p>
      <a href={localizeHref("/")} className={`${button.primary} mt-6`}>
        {m.back_to_home()}
      </a>
    </main>
  );
}
