import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { requestContextMiddleware } from "#app/context.server.ts";

let lastOctets = 0;

/**
 * An address no other test uses: the rate-limit counters live as long as the test runtime, and
 * every limit counts per address.
 */
export function freshIp(): string {
  lastOctets += 1;
  const random = Math.floor(Math.random() * 200) + 1;
  return `10.${random}.${Math.floor(lastOctets / 250)}.${(lastOctets % 250) + 1}`;
}

let networks = 0;

/**
 * An IPv6 /64 no other test uses, as its address `n`, written as a client would send it: the many
 * addresses one home connection or one server is handed.
 */
export function freshNetwork(): (n: number) => string {
  networks += 1;
  const prefix = `2001:db8:${(Math.floor(Math.random() * 0xefff) + 0x1000).toString(16)}:${networks.toString(16)}`;
  return (n) => `${prefix}:0:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}:1`;
}

/**
 * The local simulation counts in fixed windows aligned to the clock (a new minute starts at :00),
 * so a loop that must stay in one window first waits out a window about to end.
 */
export async function roomInWindow(seconds: number, period = 60) {
  const left = period * 1000 - (Date.now() % (period * 1000));
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Uses up `times` of a rate-limit binding's allowance for one key, many calls at a time. */
export async function spendLimit(binding: RateLimit, key: string, times: number) {
  for (let done = 0; done < times; done += 200) {
    const batch = Math.min(200, times - done);
    await Promise.all(Array.from({ length: batch }, () => binding.limit({ key })));
  }
}

export async function count(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A page form's post from one address (and optionally a cookie), as the browser sends it. */
export function formPost(path: string, ip: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    origin: "https://wyr.example",
    "cf-connecting-ip": ip,
  };
  if (cookie) headers.cookie = cookie;
  return new Request(`https://wyr.example${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

/** What a page action's `data(...)` comes back as when called outside React Router. */
export type ActionAnswer<T> = { data: T; init: ResponseInit | null };

/** Runs a page action behind the pages' real middleware, as React Router does. */
export async function runAction<T>(
  request: Request,
  action: (request: Request, context: Readonly<RouterContextProvider>) => Promise<unknown>,
): Promise<{ data: T; status: number; headers: Headers; setCookie: string | null }> {
  const context = new RouterContextProvider();
  let answer: unknown;
  const args = { request, context, params: {} } as unknown as Parameters<typeof requestContextMiddleware>[0];
  const response = await requestContextMiddleware(args, async () => {
    answer = await action(request, context);
    return new Response(null);
  });
  const { data, init } = answer as ActionAnswer<T>;
  return {
    data,
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
    setCookie: response?.headers.get("Set-Cookie") ?? null,
  };
}
