// The entry to accounts for pages: better-auth calls made on the visitor's behalf, roles, social
// sign-in, and the development mailbox.

import { enabledSocialProviders } from "#worker/accounts/social.ts";
import { readConfig } from "#worker/config.ts";

export { type AuthCallResult, callAuth, type SessionUser } from "#worker/accounts/calls.ts";
export { type Moderator, moderatorOf } from "#worker/accounts/roles.ts";
export { callbackDestination, startSocialSignIn } from "#worker/accounts/social-flow.ts";
export { latestMail } from "#worker/mail/dev-mailbox.ts";

/** The social providers this deployment has credentials for. */
export const socialProvidersOf = (env: Cloudflare.Env) => enabledSocialProviders(readConfig(env));
