import { env, SELF } from "cloudflare:test";

export const BASE = "http://localhost";

export type Json = Record<string, any>;

export async function api(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await SELF.fetch(`${BASE}${path}`, init);
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

let visitorNumber = 0;

/**
 * A POST as one visitor sends it: from an address of its own unless the test names one, as tests
 * of many visitors mean many people (every abuse limit counts per address: see worker/limits/).
 */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  visitorNumber += 1;
  const address = `192.0.${Math.floor(visitorNumber / 250) % 250}.${(visitorNumber % 250) + 1}`;
  return api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "cf-connecting-ip": address, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The name=value part of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookieFrom(headers: Headers): string {
  const setCookie = headers.get("Set-Cookie");
  if (!setCookie) throw new Error("expected a Set-Cookie header");
  return setCookie.split(";")[0] as string;
}

export async function firstQuestion(category = "Kids"): Promise<Json> {
  const { body } = await api(`/api/questions?category=${category}&limit=1`);
  return body.data[0];
}

export async function d1Question(id: string) {
  return env.DB.prepare("select votes_a, votes_b, status from questions where id = ?").bind(id).first<Json>();
}

export async function d1VoteCount(id: string) {
  const row = await env.DB.prepare("select count(*) as n from votes where question_id = ?")
    .bind(id)
    .first<Json>();
  return row?.n as number;
}
