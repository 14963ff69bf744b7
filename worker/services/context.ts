import { type Config, readConfig } from "#worker/config.ts";
import { createDb, type Database } from "#worker/db/client.ts";
import type { CategoryRow } from "./categories";

/** What stays in an isolate's memory between requests. Values only: a promise another request settles would hang this one. */
export type IsolateMemory = { categories?: { at: number; list: CategoryRow[] } };

/** What every service needs: the bindings (built once per isolate) and the request's D1 session. */
export type AppContext = {
  db: Database;
  votes: DurableObjectNamespace<import("#worker/votes/question-votes.ts").QuestionVotes>;
  rooms: DurableObjectNamespace<import("#worker/rooms/room.ts").Room>;
  config: Config;
  memory: IsolateMemory;
};

const contexts = new WeakMap<object, AppContext>();

/** The isolate's context, reading D1's primary: for the Durable Objects, scripts and tests. */
export function appContext(env: Cloudflare.Env): AppContext {
  let ctx = contexts.get(env);
  if (!ctx) {
    ctx = {
      db: createDb(env.DB),
      votes: env.QUESTION_VOTES,
      rooms: env.ROOMS,
      config: readConfig(env),
      memory: {},
    };
    contexts.set(env, ctx);
  }
  return ctx;
}

/**
 * A request's context: its reads go through a D1 session, so with read replication on they may be
 * served by a nearby replica, yet never older than the bookmark the visitor brings from a write.
 */
export function requestAppContext(env: Cloudflare.Env, bookmark: string | undefined) {
  // Opened on first use: a vote never reads D1, so it should not pay for a session.
  let session: D1DatabaseSession | undefined;
  let db: Database | undefined;
  const app: AppContext = {
    ...appContext(env),
    get db() {
      session ??= env.DB.withSession(bookmark ?? "first-unconstrained");
      // drizzle types only D1Database; a session answers the same prepare/batch calls it makes.
      db ??= createDb(session as unknown as D1Database);
      return db;
    },
  };
  return { app, bookmark: () => session?.getBookmark() ?? null };
}
