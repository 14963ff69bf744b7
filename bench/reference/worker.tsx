/** @jsxRuntime automatic @jsxImportSource react */
// wrangler's esbuild finds no JSX setting in the root tsconfig.json, so the pragma asks for React's
// automatic runtime (the same as tsconfig.cloudflare.json's "react-jsx", which typechecks this file).
import { DurableObject } from "cloudflare:workers";
import { renderToReadableStream } from "react-dom/server";
import { withSecurityHeaders } from "../../worker/http/security-headers";
import { ReferencePage } from "./page";

type ReferenceEnv = { REFERENCE_VOTES: DurableObjectNamespace<ReferenceVotes> };
type Option = "A" | "B";

/** The floor for a vote: the same single SQLite step as the site's QuestionVotes.vote, nothing more. */
export class ReferenceVotes extends DurableObject<ReferenceEnv> {
  constructor(ctx: DurableObjectState, env: ReferenceEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      create table if not exists counts (id integer primary key check (id = 1), a integer not null, b integer not null);
      insert or ignore into counts (id, a, b) values (1, 0, 0);
      create table if not exists voters (
        seq integer primary key autoincrement,
        voter text not null unique,
        option text not null check (option in ('A', 'B')),
        created_at integer not null
      );
    `);
  }

  vote(voter: string, option: Option): { accepted: boolean; votesA: number; votesB: number } {
    const sql = this.ctx.storage.sql;
    return this.ctx.storage.transactionSync(() => {
      const inserted = sql
        .exec(
          "insert into voters (voter, option, created_at) values (?, ?, ?) on conflict (voter) do nothing returning seq",
          voter,
          option,
          Date.now(),
        )
        .toArray();
      if (inserted.length > 0) {
        sql.exec(option === "A" ? "update counts set a = a + 1" : "update counts set b = b + 1");
      }
      const row = sql.exec<{ a: number; b: number }>("select a, b from counts where id = 1").one();
      return { accepted: inserted.length > 0, votesA: row.a, votesB: row.b };
    });
  }
}

/** The answer with a `padding` field that makes its JSON `pad` bytes longer (the field's name and quotes count too). */
function padded(counts: object, pad: number) {
  return { ...counts, padding: "x".repeat(Math.max(0, pad - ',"padding":""'.length)) };
}

/** What the site's vote answer carries before its security headers: no caching, and a new voter's cookie. */
function voteHeaders(): Headers {
  const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": "private, no-store" });
  // Shaped like the site's signed voter cookie (worker/votes/voter-cookie.ts): a 32-hex id, a 43-character signature.
  const id = crypto.randomUUID().replaceAll("-", "");
  const signature = `${id}${id}`.slice(0, 43);
  headers.append(
    "Set-Cookie",
    `wyr_voter=${id}.${signature}; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax`,
  );
  return headers;
}

/** Bytes that headers beyond Content-Type (which both answers have) add, as `Name: value` lines. */
function extraHeaderBytes(headers: Headers): number {
  const lines = [...headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  return lines - "Content-Type: application/json\r\n".length;
}

/** The same for every answer (the cookie's length never changes), so it is counted once. */
let siteHeaderBytes: number | undefined;

/**
 * The counts with the site's headers, through the site's own withSecurityHeaders, padded so that
 * headers and body together add `pad` bytes.
 */
function withSiteHeaders(counts: object, pad: number): Response {
  const headers = voteHeaders();
  siteHeaderBytes ??= extraHeaderBytes(
    withSecurityHeaders(false, new Response(null, { headers: new Headers(headers) })).headers,
  );
  const body = pad - siteHeaderBytes > 0 ? padded(counts, pad - siteHeaderBytes) : counts;
  return withSecurityHeaders(false, new Response(JSON.stringify(body), { headers }));
}

export default {
  async fetch(request, env) {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname === "/vote" && request.method === "POST") {
      // Read the body like the site's vote does, so the JSON parse is part of the floor too.
      const { option } = await request.json<{ option?: string }>();
      // One hot object and a new random voter every time: the viral spike the site's vote path sees.
      const stub = env.REFERENCE_VOTES.get(env.REFERENCE_VOTES.idFromName("hot"));
      const counts = await stub.vote(crypto.randomUUID(), option === "B" ? "B" : "A");
      // `npm run bench -- --sized-reference` asks for `pad` bytes more, to answer as many bytes as
      // the site's vote does (bench/standard.ts), and with `headers=site` for the site's headers too.
      const pad = Math.min(Number(searchParams.get("pad")) || 0, 100_000);
      if (searchParams.get("headers") === "site") return withSiteHeaders(counts, pad);
      if (pad <= 0) return Response.json(counts);
      return Response.json(padded(counts, pad));
    }
    if (pathname === "/page" && request.method === "GET") {
      const body = await renderToReadableStream(<ReferencePage />);
      return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
    return new Response("Not found", { status: 404 });
  },
} satisfies ExportedHandler<ReferenceEnv>;
