import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import type { LandingSource } from "#domain/landing/parts.ts";
import { LANDING_PAGE_SIZE, landingCopyFor } from "#domain/landing-copy.ts";
import { localizeHref, unlocalizedPath } from "#domain/locale.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import { type Season, seasonOn } from "#domain/seasons.ts";
import { z } from "#domain/zod.ts";
import { type LandingPick, landingList } from "#worker/services/landing.ts";

// Nothing on a landing page depends on who reads it.
const NOTHING_PERSONAL = { headers: personalQuestions() };

/**
 * `?page=N`: absent or empty is the first page (the edge cache reads an empty value as none);
 * anything else must be a plain page number, so `?page=abc`, `?page=0` or `?page=1.5` is the
 * site's 404 rather than a copy of page 1 under another address.
 */
const pageParam = z.union([
  z.literal("").transform(() => 1),
  z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/)
    .transform(Number),
]);

const notFound = () => data(null, { status: 404 });

/** The request's page number; a 404 for a malformed one. */
function requestedPage(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  const parsed = pageParam.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export type LandingPage = {
  path: string;
  season: Season | null;
  picks: LandingPick[];
  picksFailed: boolean;
  page: number;
  pageSize: number;
  total: number;
};

/**
 * The landing page for the request's path: one page (of LANDING_PAGE_SIZE) of its whole list, a
 * category's or a tag's, in editorial order. The seasonal page's season is today's (UTC), worked
 * out per request; its HTML is shared for seconds like every page's, so it turns over at midnight.
 * The copy is the point of these pages, so a failed read still renders them, just without the
 * list, instead of replacing the whole page with an error.
 */
export async function loadLanding(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const season = seasonOn(new Date());
  const copy = landingCopyFor(unlocalizedPath(url.pathname), season);
  if (!copy) throw notFound();
  const page = requestedPage(url);
  // Page 1 has one address: the page's own, without ?page=1.
  if (url.searchParams.get("page") === "1") throw redirect(localizeHref(copy.path), 301);
  const source: LandingSource = copy.source;
  const base = {
    path: copy.path,
    season: source.kind === "tag" && source.tag === season ? season : null,
    page,
    pageSize: LANDING_PAGE_SIZE,
  };
  let read: { picks: LandingPick[]; total: number };
  try {
    read = await landingList(requestContext(context).app, source, {
      limit: LANDING_PAGE_SIZE,
      offset: (page - 1) * LANDING_PAGE_SIZE,
    });
  } catch (error) {
    console.error("landing picks failed", copy.path, error);
    const failed: LandingPage = { ...base, picks: [], picksFailed: true, total: 0 };
    return data(failed, NOTHING_PERSONAL);
  }
  // Past the last page (or any page but the first of an empty list) there is nothing to show.
  if (page > 1 && read.picks.length === 0) throw notFound();
  const loaded: LandingPage = { ...base, ...read, picksFailed: false };
  return data(loaded, NOTHING_PERSONAL);
}
