import { describe, expect, it } from "vitest";
import { readConfig } from "#worker/config.ts";
import { PUBLISHED_SECRETS } from "#worker/published-secrets.ts";
import { newVoterId, Visitor, voterHash } from "#worker/votes/voter.ts";
import { type VoterKeys, voterCookieHeader } from "#worker/votes/voter-cookie.ts";

const HASH_KEY = "h".repeat(40);
const OLD_KEY = "o".repeat(40);
const NEW_KEY = "n".repeat(40);
const keys = (cookie: string, previousCookie?: string): VoterKeys => ({
  hash: HASH_KEY,
  cookie,
  previousCookie,
});

/** A request from a browser whose voter cookie was signed with `signingKey`. */
async function browserWithCookie(id: string, signingKey: string) {
  const setCookie = await voterCookieHeader(new Request("https://wyr.example/"), id, keys(signingKey));
  const cookie = setCookie.split(";")[0] as string;
  return new Request("https://wyr.example/", { headers: { Cookie: cookie } });
}

describe("rotating the voter cookie's signing key", () => {
  it("keeps the voter of a cookie signed with the previous key, and signs it anew", async () => {
    const id = newVoterId();
    const visitor = new Visitor(await browserWithCookie(id, OLD_KEY), keys(NEW_KEY, OLD_KEY));
    expect(await visitor.voterHash()).toBe(await voterHash(id, HASH_KEY));
    expect(visitor.setCookie).toMatch(/^__Host-wyr_voter=[0-9a-f]{32}\./);
    // The re-signed cookie is valid under the new key alone.
    const again = new Request("https://wyr.example/", {
      headers: { Cookie: visitor.setCookie?.split(";")[0] ?? "" },
    });
    const later = new Visitor(again, keys(NEW_KEY));
    expect(await later.voterHash()).toBe(await voterHash(id, HASH_KEY));
    expect(later.setCookie).toBeUndefined();
  });

  it("sends nothing back for a cookie signed with the current key", async () => {
    const visitor = new Visitor(await browserWithCookie(newVoterId(), NEW_KEY), keys(NEW_KEY, OLD_KEY));
    expect(await visitor.voterHash()).toBeDefined();
    expect(visitor.setCookie).toBeUndefined();
  });

  it("does not accept a cookie signed with a key it no longer knows", async () => {
    const visitor = new Visitor(await browserWithCookie(newVoterId(), OLD_KEY), keys(NEW_KEY));
    expect(await visitor.voterHash()).toBeUndefined();
  });
});

describe("the secrets in the configuration", () => {
  const base = { VOTER_SECRET: HASH_KEY, BETTER_AUTH_SECRET: "a".repeat(40) };

  it("signs cookies with VOTER_SECRET until a cookie key of its own is set", () => {
    expect(readConfig({ ...base } as unknown as Cloudflare.Env).voterKeys).toEqual({
      hash: HASH_KEY,
      cookie: HASH_KEY,
      previousCookie: undefined,
    });
    const rotated = { ...base, VOTER_COOKIE_SECRET: NEW_KEY, VOTER_COOKIE_SECRET_PREVIOUS: OLD_KEY };
    expect(readConfig(rotated as unknown as Cloudflare.Env).voterKeys).toEqual(keys(NEW_KEY, OLD_KEY));
  });

  it("refuses the example value published in the repository", () => {
    const [published] = [...PUBLISHED_SECRETS];
    expect(() => readConfig({ ...base, VOTER_SECRET: published } as unknown as Cloudflare.Env)).toThrow(
      /VOTER_SECRET is the example value published in the repository/,
    );
    expect(() => readConfig({ ...base, VOTER_COOKIE_SECRET: "short" } as unknown as Cloudflare.Env)).toThrow(
      /VOTER_COOKIE_SECRET must be at least 32 characters/,
    );
  });
});
