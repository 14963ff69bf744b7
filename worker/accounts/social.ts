import { SOCIAL_PROVIDERS, type SocialProviderId } from "#domain/auth-rules.ts";
import { baseLocale, isLocale, type Locale } from "#domain/locale.ts";
import type { Config } from "#worker/config.ts";

/** Where better-auth sends the browser after its own /api/auth/callback/:provider: our page. */
export const SOCIAL_CALLBACK_PATH = "/auth/callback";

/**
 * The callback page for a sign-in started in `locale`. It has one address for both languages, so a
 * sign-in started on a Chinese page names its language there (`?lang=zh`), and goes home in it.
 * `returnTo`, one of our paths, is where a successful sign-in lands instead of home.
 */
export function socialCallbackPath(locale: Locale, returnTo?: string) {
  const query = new URLSearchParams();
  if (locale !== baseLocale) query.set("lang", locale);
  if (returnTo) query.set("returnTo", returnTo);
  const search = query.toString();
  return search ? `${SOCIAL_CALLBACK_PATH}?${search}` : SOCIAL_CALLBACK_PATH;
}

/** The language the callback page was named with; English without one. */
export function callbackLocale(url: URL): Locale {
  const lang = url.searchParams.get("lang");
  return lang !== null && isLocale(lang) ? lang : baseLocale;
}

/**
 * Where each provider's sign-in page lives (better-auth's built-in providers hard-code them): an
 * answer from better-auth pointing anywhere else is not followed.
 */
export const AUTHORIZE_ORIGINS: Record<SocialProviderId, string> = {
  google: "https://accounts.google.com",
  github: "https://github.com",
};

/** The providers this site has client ids for, in the order their buttons appear. */
export const enabledSocialProviders = (config: Config): SocialProviderId[] =>
  SOCIAL_PROVIDERS.filter((id) => config.social[id] !== undefined);

/**
 * better-auth's part of Google and GitHub sign-in, spread into its options. Providers without a
 * client id are left out, so better-auth answers "provider not found" for them.
 */
export function socialSignInOptions(config: Config, origin: string) {
  const { google, github } = config.social;
  return {
    socialProviders: {
      ...(google && { google: { ...google, prompt: "select_account" as const } }),
      ...(github && { github }),
    },
    account: {
      // A provider's address joins the account that already has it only when the provider vouches
      // for it (Google's email_verified, GitHub's verified flag) AND the account confirmed it here
      // too: an unconfirmed sign-up may be someone else's claim on the address (pre-hijacking).
      // Then the sign-in fails (/?error=auth_failed) until the owner confirms the e-mail.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    // OAuth failures better-auth cannot tie to a sign-in (state lost, cookie gone) land on our
    // callback page too, which sends them home with ?error=auth_failed instead of its own error page.
    onAPIError: { errorURL: `${origin}${SOCIAL_CALLBACK_PATH}` },
  };
}
