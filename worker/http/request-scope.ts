import { type AppContext, requestAppContext } from "../services/context";
import { Visitor } from "../votes/voter";
import { bookmarkCookie, bookmarkFrom } from "./d1-bookmark";

export type RequestScope = {
  app: AppContext;
  visitor: Visitor;
  /** The cookies this request must send back, known once its handler has run. */
  setCookies: () => string[];
};

/**
 * What the pages' middleware and the API's middleware both build once per request: the services
 * (reading through a D1 session from the visitor's bookmark) and the visitor. A vote or like that
 * issued a voter cookie, and a write that moved the bookmark, each send their cookie back once.
 */
export function openRequestScope(env: Cloudflare.Env, request: Request): RequestScope {
  const before = bookmarkFrom(request);
  const { app, bookmark } = requestAppContext(env, before);
  const visitor = new Visitor(request, app.config.voterSecret);
  const setCookies = () =>
    [visitor.setCookie, bookmarkCookie(request, before, bookmark())].filter((c): c is string => !!c);
  return { app, visitor, setCookies };
}
