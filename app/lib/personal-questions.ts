// How a page tells the worker what about it is personal (worker/http/personal-from-shared.ts). A
// page that sends these headers promises: for a visitor with a voter cookie and no session, it
// differs from the page every visitor without a cookie gets only in that visitor's own votes,
// likes and reports on the questions listed. A returning visitor with none of those gets the edge
// cache's shared copy instead of a render of their own; one whose only marks are votes on cards
// gets the shared copy with those votes written onto the cards (see CARD_ATTRIBUTE). The worker
// never sends these headers out.

/** Questions shown as question cards, where the visitor's vote is all that is personal. */
export const PERSONAL_CARDS_HEADER = "X-Personal-Cards";
/** Questions whose votes (as D1 holds them), likes and reports by the visitor the page shows. */
export const PERSONAL_QUESTIONS_HEADER = "X-Personal-Questions";
/** Questions whose vote by the visitor the page shows as their object knows it, up to the moment. */
export const PERSONAL_LIVE_HEADER = "X-Personal-Live";

/**
 * A question card's root element carries its question's id in this attribute, and the visitor's
 * vote in YOUR_VOTE_ATTRIBUTE; everything else a vote changes on a card is styled from the latter
 * (app/app.css), so writing that one attribute onto a shared copy gives the markup a render for
 * the voter would have.
 */
export const CARD_ATTRIBUTE = "data-question-card";
export const YOUR_VOTE_ATTRIBUTE = "data-your-vote";
/**
 * The votes written onto a shared copy's cards travel to the browser in a JSON script with this
 * id, so the page hydrates with them (app/components/card-votes.ts).
 */
export const CARD_VOTES_SCRIPT_ID = "card-votes";

type QuestionRef = { id: string };
type Personal = {
  cards?: readonly QuestionRef[];
  shown?: readonly QuestionRef[];
  live?: readonly QuestionRef[];
};

const idList = (questions: readonly QuestionRef[] = []) => questions.map((q) => q.id).join(",");

export function personalQuestions({ cards, shown, live }: Personal = {}): Record<string, string> {
  return {
    [PERSONAL_CARDS_HEADER]: idList(cards),
    [PERSONAL_QUESTIONS_HEADER]: idList(shown),
    [PERSONAL_LIVE_HEADER]: idList(live),
  };
}
