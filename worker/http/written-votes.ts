// A returning visitor whose only marks on a page are votes on its question cards and its vote panel
// gets the shared copy with those votes written onto them: one attribute each (domain/personal-questions.ts),
// from which the page's stylesheet shows the results and "Your choice" as a render of their own
// would, and on a panel its buttons marked as a vote leaves them. The votes also go into the page
// as JSON, so it hydrates with them (app/voting/written-votes.ts).

import { Buffer } from "node:buffer";
import {
  CARD_ATTRIBUTE,
  PANEL_ATTRIBUTE,
  PANEL_VARIANT_ATTRIBUTE,
  WRITTEN_VOTES_SCRIPT_ID,
  YOUR_VOTE_ATTRIBUTE,
} from "#domain/personal-questions.ts";
import type { VoteOption } from "#worker/votes/question-votes.ts";

export type WrittenVotes = { cards: Record<string, VoteOption>; panels: Record<string, VoteOption> };

/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** Bytes of the page to replace (none, for an insertion) with text. */
type Edit = { at: number; remove?: number; text: string };

/** Every offset where `needle` starts in the page. */
function startsOf(page: Buffer, needle: string): number[] {
  const starts: number[] = [];
  for (let at = page.indexOf(needle); at >= 0; at = page.indexOf(needle, at + 1)) starts.push(at);
  return starts;
}

/**
 * A card's id attribute is the last of its opening tag (question-card.tsx), so the vote goes
 * right after it, where React puts it.
 */
function cardVote(page: Buffer, id: string, vote: VoteOption): Edit[] {
  const card = `${CARD_ATTRIBUTE}="${id}">`;
  const text = ` ${YOUR_VOTE_ATTRIBUTE}="${vote}"`;
  return startsOf(page, card).map((at) => ({ at: at + card.length - 1, text }));
}

/**
 * A voted panel's buttons (vote-panel.tsx) say which option was chosen; on a question page they are
 * disabled, on the home page they become plain buttons that explain the vote is in.
 */
function panelVote(page: Buffer, id: string, vote: VoteOption): Edit[] {
  const panel = `${PANEL_ATTRIBUTE}="${id}"`;
  const start = page.indexOf(panel);
  if (start < 0) return [];
  const tag = page.toString("latin1", page.lastIndexOf("<form", start), page.indexOf(">", start));
  const home = tag.includes(`${PANEL_VARIANT_ATTRIBUTE}="home"`);
  const form = page.indexOf("</form>", start);
  const button = (option: VoteOption): Edit[] => {
    const submit = `<button type="submit" value="${option}"`;
    const at = page.indexOf(submit, start);
    if (at < 0 || at > form) return [];
    const pressed = ` aria-pressed="${option === vote}"`;
    const end = at + submit.length;
    if (!home) return [{ at: end, text: ` disabled=""${pressed}` }];
    const type = at + '<button type="'.length;
    return [
      { at: type, remove: "submit".length, text: "button" },
      { at: end, text: pressed },
    ];
  };
  const voted = { at: start + panel.length, text: ` ${YOUR_VOTE_ATTRIBUTE}="${vote}"` };
  return [voted, ...button("A"), ...button("B")];
}

/**
 * Plain byte edits, found by the runtime's own search, not an HTMLRewriter nor a decoded string:
 * on the 270 KB all-questions page the rewriter held the voter's page to 0.37x of the bench's
 * reference page, string edits to 0.40-0.49x. The edits cannot match text: React escapes quotes and
 * `>` in text and attributes, and the loader data's JSON escapes quotes.
 * tests/e2e/written-votes.test.ts checks the result against a render of the voter's own.
 */
export async function withWrittenVotes(shared: Response, votes: WrittenVotes): Promise<Response> {
  const page = Buffer.from(await shared.arrayBuffer());
  const all = { ...votes.cards, ...votes.panels };
  const script = `<script type="application/json" id="${WRITTEN_VOTES_SCRIPT_ID}">${scriptJson(all)}</script>`;
  const head = page.indexOf("</head>");
  const edits: Edit[] = [
    ...(head >= 0 ? [{ at: head, text: script }] : []),
    ...Object.entries(votes.cards).flatMap(([id, vote]) => cardVote(page, id, vote)),
    ...Object.entries(votes.panels).flatMap(([id, vote]) => panelVote(page, id, vote)),
  ].sort((a, b) => a.at - b.at);
  const parts: Uint8Array[] = [];
  let done = 0;
  for (const { at, remove = 0, text } of edits) {
    parts.push(page.subarray(done, at), Buffer.from(text));
    done = at + remove;
  }
  parts.push(page.subarray(done));
  const response = new Response(Buffer.concat(parts), shared);
  // The body is not the shared copy's any more, so neither are its validators.
  response.headers.delete("ETag");
  response.headers.delete("Content-Length");
  return response;
}
