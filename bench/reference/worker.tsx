/** @jsxRuntime automatic @jsxImportSource react */
// wrangler's esbuild finds no JSX setting in the root tsconfig.json, so the pragma asks for React's
// automatic runtime (the same as tsconfig.cloudflare.json's "react-jsx", which typechecks this file).
import { DurableObject } from "cloudflare:workers";
import { renderToReadableStream } from "react-dom/server";
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

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === "/vote" && request.method === "POST") {
      // Read the body like the site's vote does, so the JSON parse is part of the floor too.
      const { option } = await request.json<{ option?: string }>();
      // One hot object and a new random voter every time: the viral spike the site's vote path sees.
      const stub = env.REFERENCE_VOTES.get(env.REFERENCE_VOTES.idFromName("hot"));
      const counts = await stub.vote(crypto.randomUUID(), option === "B" ? "B" : "A");
      return Response.json(counts);
    }
    if (pathname === "/page" && request.method === "GET") {
      const body = await renderToReadableStream(<ReferencePage />);
      return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
    return new Response("Not found", { status: 404 });
  },
} satisfies ExportedHandler<ReferenceEnv>;
