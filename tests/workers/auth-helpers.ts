import { env } from "cloudflare:test";
import { callAuth } from "#worker/accounts/calls.ts";

export const ORIGIN = "https://wyr.example";

/** A browser's form post from our own origin, from one address. */
export function visitor(ip: string, cookie?: string): Request {
  const headers: Record<string, string> = { origin: ORIGIN, "cf-connecting-ip": ip };
  if (cookie) headers.cookie = cookie;
  return new Request(`${ORIGIN}/sign-in`, { method: "POST", headers });
}

export const auth = (request: Request, path: string, body?: Record<string, unknown>) =>
  callAuth(env, ORIGIN, request, path, body);

/** The newest development mail to `to`, with the first link in it. */
export async function lastMailTo(to: string) {
  const row = await env.DB.prepare("select subject, text from dev_mail where to_address = ? order by id desc")
    .bind(to)
    .first<{ subject: string; text: string }>();
  return row ? { ...row, link: row.text.match(/https:\/\/\S+/)?.[0] } : undefined;
}

export const mailCount = async (to: string) =>
  (
    await env.DB.prepare("select count(*) as n from dev_mail where to_address = ?")
      .bind(to)
      .first<{ n: number }>()
  )?.n ?? 0;

/** The name=value pairs of Set-Cookie headers, as a Cookie header. */
export const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

/** Signs up and confirms from the mailbox, as a person does, from address `ip`. */
export async function createConfirmedAccount(email: string, password: string, ip: string, name = "Voter") {
  const signUp = await auth(visitor(ip), "/sign-up/email", { name, email, password });
  if (!signUp.ok) throw new Error(signUp.message);
  const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
  const verified = await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
  if (!verified.ok) throw new Error(verified.message);
}
