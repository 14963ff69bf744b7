// How a page tells the worker what about it is personal (worker/http/personal-from-shared.ts). A
// page that sends these headers promises: for a visitor with a voter cookie and no session, it
// differs from the page every visitor without a cookie gets only in that visitor's own votes,
// likes and reports on the questions listed. A returning visitor with none of those gets the edge
// cache's shared copy instead of a render of their own; one whose only marks are votes on cards
// and vote panels gets the shared copy with those votes written onto them (see CARD_ATTRIBUTE and
// PANEL_ATTRIBUTE). The worker never sends these headers out.

/** Questions shown as question cards, where the visitor's vote is all that is personal. */
export const PERSONAL_CARDS_HEADER = "X-Personal-Cards";
/** Questions whose likes and reports by the visitor the page shows. */
export const PERSONAL_QUESTIONS_HEADER = "X-Personal-Questions";
/**
 * Questions shown in a vote panel: their vote as the object knows it too. A vote on a card or a
 * panel is written onto the copy only once the page's counts include it: COUNTS_READ_HEADER says
 * when the page asked for them (epoch milliseconds), from D1 for cards, from the objects for panels.
 */
export const PERSONAL_PANELS_HEADER = "X-Personal-Panels";
export const COUNTS_READ_HEADER = "X-Personal-Counts-Read";

/**
 * A question card's root element carries its question's id in this attribute, and the visitor's
 * vote in YOUR_VOTE_ATTRIBUTE; everything else a vote changes on a card is styled from the latter
 * (app/app.css), so writing that one attribute onto a shared copy gives the markup a render for
 * the voter would have.
 */
export const CARD_ATTRIBUTE = "data-question-card";
export const YOUR_VOTE_ATTRIBUTE = "data-your-vote";
/**
 * The same for a vote panel (app/voting/vote-panel.tsx), whose buttons a vote also changes, so
 * the worker marks them too, as the panel's variant says: a question page's are disabled, the home
 * page's explain that the vote is in.
 */
export const PANEL_ATTRIBUTE = "data-vote-panel";
export const PANEL_VARIANT_ATTRIBUTE = "data-variant";
/**
 * The votes written onto a shared copy travel to the browser in a JSON script with this id, so
 * the page hydrates with them (app/voting/written-votes.ts).
 */
export const WRITTEN_VOTES_SCRIPT_ID = "written-votes";

type QuestionRef = { id: string };
type Personal = {
  cards?: readonly QuestionRef[];
  shown?: readonly QuestionRef[];
  panels?: readonly QuestionRef[];
  /** When the page asked for its counts (D1's for cards, the objects' for panels); required with either. */
  countsRead?: number;
};

const idList = (questions: readonly QuestionRef[] = []) => questions.map((q) => q.id).join(",");

export function personalQuestions({
  cards,
  shown,
  panels,
  countsRead,
}: Personal = {}): Record<string, string> {
  return {
    [PERSONAL_CARDS_HEADER]: idList(cards),
    [PERSONAL_QUESTIONS_HEADER]: idList(shown),
    [PERSONAL_PANELS_HEADER]: idList(panels),
    [COUNTS_READ_HEADER]: String(countsRead ?? 0),
  };
}
