import { z } from "zod";
import type { SocialProviderId } from "#domain/auth-rules.ts";

export type OAuthClient = { clientId: string; clientSecret: string };
/** The providers whose client id and secret are both set; the others are off. */
export type SocialSettings = Partial<Record<SocialProviderId, OAuthClient>>;

const setting = z.string().trim().default("");

const socialSettingsSchema = z
  .object({
    GOOGLE_CLIENT_ID: setting,
    GOOGLE_CLIENT_SECRET: setting,
    GITHUB_CLIENT_ID: setting,
    GITHUB_CLIENT_SECRET: setting,
  })
  .transform((env, ctx): SocialSettings => {
    const pair = (name: "GOOGLE" | "GITHUB", clientId: string, clientSecret: string) => {
      if (clientId === "" && clientSecret === "") return undefined;
      if (clientId !== "" && clientSecret !== "") return { clientId, clientSecret };
      const missing = clientId === "" ? `${name}_CLIENT_ID` : `${name}_CLIENT_SECRET`;
      const present = clientId === "" ? `${name}_CLIENT_SECRET` : `${name}_CLIENT_ID`;
      ctx.issues.push({
        code: "custom",
        input: env,
        message: `${present} is set but ${missing} is not: set both to turn the sign-in on, or neither to leave it off.`,
      });
      return undefined;
    };
    return {
      google: pair("GOOGLE", env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      github: pair("GITHUB", env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    };
  });

/**
 * Google and GitHub sign-in settings. Half a pair fails loudly instead of showing a button whose
 * sign-in can only fail. Kept apart from config.ts's schema so each setting group stays small.
 */
export function readSocialSettings(env: object): SocialSettings {
  const parsed = socialSettingsSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
