import { type Config, readConfig } from "../config";
import { createDb, type Database } from "../db/client";

/** What every service needs, built once per isolate from the worker's bindings. */
export type AppContext = {
  db: Database;
  votes: DurableObjectNamespace<import("../votes/question-votes").QuestionVotes>;
  config: Config;
};

const contexts = new WeakMap<object, AppContext>();

export function appContext(env: Cloudflare.Env): AppContext {
  let ctx = contexts.get(env);
  if (!ctx) {
    ctx = { db: createDb(env.DB), votes: env.QUESTION_VOTES, config: readConfig(env) };
    contexts.set(env, ctx);
  }
  return ctx;
}
