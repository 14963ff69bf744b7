/// <reference types="node" />
// workerd implements node:crypto natively under nodejs_compat; only this module needs its types.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// better-auth's default hash is scrypt in pure JavaScript, far too slow for a Worker's CPU budget.
// The same parameters through workerd's native node:crypto fit it (scripts/password-cost.ts prints the cost).
const N = 16384;
const r = 16;
const p = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 128 * N * r * 2;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `salt:key` in hex, the format better-auth's own hasher writes, so either can read the other's hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await derive(password, salt)).toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [salt, key] = hash.split(":");
  if (!salt || !key || !/^[0-9a-f]+$/.test(key)) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await derive(password, salt);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
