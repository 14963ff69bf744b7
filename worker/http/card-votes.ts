// A returning visitor whose only marks on a page are votes on its question cards gets the shared
// copy with those votes written onto the cards: one attribute per card (app/lib/personal-questions.ts),
// from which the page's stylesheet shows the results and "Your choice" as a render of their own
// would. The votes also go into the page as JSON, so it hydrates with them (app/components/card-votes.ts).
import { CARD_ATTRIBUTE, CARD_VOTES_SCRIPT_ID, YOUR_VOTE_ATTRIBUTE } from "../../app/lib/personal-questions";
import type { VoteOption } from "../votes/question-votes";

/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * The card's id attribute is the last of its opening tag (question-card.tsx), so the vote goes
 * right after it, where React puts it. Plain string edits, not an HTMLRewriter: on the 270 KB
 * all-questions page they took the voter's page from 0.37x to 0.49x of the bench's reference. They
 * cannot match text: React escapes quotes and `>` in text and attributes, and the loader data's
 * JSON escapes quotes. tests/e2e/card-votes.test.ts checks the result against a render of the voter's own.
 */
export async function withCardVotes(
  page: Response,
  cardVotes: Record<string, VoteOption>,
): Promise<Response> {
  let html = await page.text();
  for (const [id, vote] of Object.entries(cardVotes)) {
    const card = `${CARD_ATTRIBUTE}="${id}"`;
    html = html.replaceAll(`${card}>`, `${card} ${YOUR_VOTE_ATTRIBUTE}="${vote}">`);
  }
  const script = `<script type="application/json" id="${CARD_VOTES_SCRIPT_ID}">${scriptJson(cardVotes)}</script>`;
  html = html.replace("</head>", `${script}</head>`);
  const response = new Response(html, page);
  // The body is not the shared copy's any more, so neither are its validators.
  response.headers.delete("ETag");
  response.headers.delete("Content-Length");
  return response;
}
