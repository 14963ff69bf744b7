// A returning visitor whose only marks on a page are votes on its question cards and its vote panel
// gets the shared copy with those votes written onto them: one attribute each (domain/personal-questions.ts),
// from which the page's stylesheet shows the results and "Your choice" as a render of their own
// would, and on a panel its buttons marked as a vote leaves them. The votes also go into the page
// as JSON, so it hydrates with them (app/voting/written-votes.ts).

import {
  CARD_ATTRIBUTE,
  PANEL_ATTRIBUTE,
  PANEL_VARIANT_ATTRIBUTE,
  WRITTEN_VOTES_SCRIPT_ID,
  YOUR_VOTE_ATTRIBUTE,
} from "#domain/personal-questions.ts";
import type { VoteOption } from "#domain/vote.ts";

export type WrittenVotes = { cards: Record<string, VoteOption>; panels: Record<string, VoteOption> };

/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

type Attribute = [name: string, value: string];

/**
 * Adds attributes right after `anchor`, where React renders them (question-card.tsx, vote-panel.tsx),
 * so the copy's markup is the same as a render of the voter's own. The rewriter only appends new
 * attributes, so the ones after the anchor are taken off and put back behind them. Values come
 * and go as written in the markup (entities and all); only a quote is escaped on the way back.
 */
function addAfter(element: Element, anchor: string, added: Attribute[]) {
  const names = new Set(added.map(([name]) => name));
  const following: Attribute[] = [];
  let seen = false;
  // The workers typings and the DOM's both declare a global Element, and the DOM's `attributes` wins.
  for (const [name = "", value = ""] of element.attributes as unknown as Iterable<string[]>) {
    if (seen && !names.has(name)) following.push([name, value]);
    else if (name.toLowerCase() === anchor) seen = true;
  }
  const rewritten = [...added, ...following];
  for (const [name] of rewritten) element.removeAttribute(name);
  for (const [name, value] of rewritten) element.setAttribute(name, value);
}

/** A CSS string holding `text`, for an attribute selector. */
const cssString = (text: string) => `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

// Each selector names its element as well as its attribute: given an attribute alone, the rewriter
// has to read the attributes of every tag in the page, which costs more than the rest of the rewrite.
// A card or panel rendered as another element would go unmarked: tests/workers/written-votes.test.ts
// renders the real components and fails then.
const CARD_ELEMENT = "article";
const PANEL_ELEMENT = "form";
/**
 * Each selector costs the parser a little on every card of the page, and each card it hands over
 * costs a call into this code: one selector per voted question while there are few, past this
 * one selector for every card and a lookup.
 */
const MAX_CARD_SELECTORS = 16;

/** A card shows the voter's vote from one attribute (question-card.tsx), on every card of that question. */
function writeCardVotes(rewriter: HTMLRewriter, votes: Record<string, VoteOption>) {
  const mark = (card: Element, vote: VoteOption) =>
    addAfter(card, CARD_ATTRIBUTE, [[YOUR_VOTE_ATTRIBUTE, vote]]);
  const entries = Object.entries(votes);
  if (entries.length <= MAX_CARD_SELECTORS) {
    for (const [id, vote] of entries)
      rewriter.on(`${CARD_ELEMENT}[${CARD_ATTRIBUTE}=${cssString(id)}]`, {
        element: (card) => mark(card, vote),
      });
    return;
  }
  const byId = new Map(entries);
  rewriter.on(`${CARD_ELEMENT}[${CARD_ATTRIBUTE}]`, {
    element(card) {
      const vote = byId.get(card.getAttribute(CARD_ATTRIBUTE) ?? "");
      if (vote) mark(card, vote);
    },
  });
}

const isOption = (value: string | null): value is VoteOption => value === "A" || value === "B";

/**
 * A voted panel's option buttons (vote-panel.tsx) say which option was chosen; on a question page
 * they are disabled, on the home page they become plain buttons that explain the vote is in.
 */
function writePanelVote(rewriter: HTMLRewriter, id: string, vote: VoteOption) {
  const panel = `${PANEL_ELEMENT}[${PANEL_ATTRIBUTE}=${cssString(id)}]`;
  // The panel's start tag comes before its buttons, so its variant is known by then.
  let home = false;
  rewriter.on(panel, {
    element(form) {
      home = form.getAttribute(PANEL_VARIANT_ATTRIBUTE) === "home";
      addAfter(form, PANEL_ATTRIBUTE, [[YOUR_VOTE_ATTRIBUTE, vote]]);
    },
  });
  rewriter.on(`${panel} button[value]`, {
    element(button) {
      const option = button.getAttribute("value");
      const type = button.getAttribute("type")?.toLowerCase() ?? "submit";
      if (!isOption(option) || type !== "submit") return;
      const pressed: Attribute = ["aria-pressed", String(option === vote)];
      if (home) {
        button.setAttribute("type", "button");
        addAfter(button, "value", [pressed]);
      } else addAfter(button, "value", [["disabled", ""], pressed]);
    },
  });
}

/**
 * The copy streams through the runtime's HTML parser, which holds back nothing but the tag it is
 * rewriting, finds each card and panel by its element and attribute wherever the attribute stands
 * and however the tag is spaced, and never looks for them in text, comments or scripts.
 * tests/e2e/written-votes.test.ts checks the result against a render of the voter's own.
 */
export function withWrittenVotes(shared: Response, votes: WrittenVotes): Response {
  const rewriter = new HTMLRewriter();
  const all = { ...votes.cards, ...votes.panels };
  const script = `<script type="application/json" id="${WRITTEN_VOTES_SCRIPT_ID}">${scriptJson(all)}</script>`;
  let scriptWritten = false;
  rewriter.on("head", {
    element(head) {
      if (scriptWritten) return;
      scriptWritten = true;
      head.append(script, { html: true });
    },
  });
  writeCardVotes(rewriter, votes.cards);
  for (const [id, vote] of Object.entries(votes.panels)) writePanelVote(rewriter, id, vote);
  const response = new Response(rewriter.transform(shared).body, shared);
  // The body is not the shared copy's any more, so neither are its validators.
  response.headers.delete("ETag");
  response.headers.delete("Content-Length");
  return response;
}
