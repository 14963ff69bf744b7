import { data, type RouterContextProvider } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { roomSummaryCsv } from "#domain/room-summary-csv.ts";
import { roomSummaryByKey } from "#worker/services/room-summaries.ts";
import { countLookup } from "./room-code.server";

type Context = Readonly<RouterContextProvider>;

async function keptSummary(params: { key?: string }, request: Request, context: Context) {
  // A key is 128 random bits; the look-up limit still keeps guessing slow and cheap.
  await countLookup(request);
  const kept = await roomSummaryByKey(requestContext(context).app, params.key ?? "");
  if (!kept) throw data(null, { status: 404 });
  return kept;
}

/** A finished room's summary at its private link, while it is kept. */
export async function loadRoomSummaryPage(params: { key?: string }, request: Request, context: Context) {
  const { summary, expiresAt } = await keptSummary(params, request, context);
  return { key: params.key ?? "", summary, expiresAt: expiresAt.toISOString() };
}

/** The same summary as a CSV download, headed in the address's language. */
export async function roomSummaryCsvResponse(params: { key?: string }, request: Request, context: Context) {
  const { summary } = await keptSummary(params, request, context);
  const origin = siteOriginFor(request, context);
  const csv = roomSummaryCsv(summary, (slug) => `${origin}${localizeHref(`/question/${slug}`)}`);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="room-${summary.code}-results.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
