// What every answer to a bad input must look like, for the API and for page actions. Each check
// returns a sentence about what is wrong, or undefined when the answer is fine.

/** Chinese is written without spaces between words: a few characters of it say something. */
const CHINESE_WORDS = /\p{Script=Han}{4,}/u;

/** A sentence a person can read: at least two words, short, no stack trace or code in it. */
export function isSentence(text: unknown): boolean {
  if (typeof text !== "string") return false;
  const trimmed = text.trim();
  const words = (trimmed.length >= 8 && /\p{L}+\s+\p{L}+/u.test(trimmed)) || CHINESE_WORDS.test(trimmed);
  return words && trimmed.length <= 300 && !/\bat .*:\d+:\d+|Error:|undefined|\[object /.test(trimmed);
}

/** Cut short and well-formed (a cut can split a surrogate pair, which the test runner cannot send). */
export const shorten = (text: string, max = 200) =>
  (text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text).replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );

/** No 5xx; a 4xx is `{ success: false, error: "<a sentence>" }`. Reads the body either way. */
export async function checkApiAnswer(response: Response): Promise<string | undefined> {
  const text = await response.text();
  if (response.status >= 500) return `answered ${response.status}: ${shorten(text)}`;
  if (response.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${response.status} with a body that is not JSON: ${shorten(text)}`;
  }
  const { success, error } = (body ?? {}) as { success?: unknown; error?: unknown };
  if (success !== false) return `answered ${response.status} without success: false: ${shorten(text)}`;
  if (!isSentence(error)) return `answered ${response.status} without a sentence in error: ${shorten(text)}`;
  return undefined;
}

/** Error views for what the site did not expect: a refused post must say more than these. */
const ERROR_VIEWS = [
  "Oops! Something went wrong",
  "Failed to load question",
  "Error loading category questions",
  "The status could not be loaded",
];

/** Visible text of a page, roughly: the HTML without scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The text of the page's alerts, status messages and field errors: where pages say what went wrong. */
function announcedTexts(html: string): string[] {
  const found =
    html.match(/<[a-z]+ [^>]*(role="(alert|status)"|id="[\w-]+-error")[^>]*>[\s\S]*?<\/[a-z]+>/g) ?? [];
  return found.map((element) => visibleText(element).trim());
}

/**
 * No 5xx; a refused post (4xx) to a page answers that page or one saying what was wrong, in an
 * alert or status message, never an error view for failures. A `.data` answer (for fetchers) is
 * not a page and is held to the status only.
 */
export async function checkPageAnswer(response: Response): Promise<string | undefined> {
  const html = await response.text();
  if (response.status >= 500) return `answered ${response.status}: ${shorten(visibleText(html))}`;
  if (response.status < 400) return undefined;
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) return undefined;
  const visible = visibleText(html);
  const view = ERROR_VIEWS.find((text) => visible.includes(text));
  if (view) return `answered ${response.status} with the error view "${view}"`;
  if (announcedTexts(html).some(isSentence)) return undefined;
  // The site's not-found views say so in their heading (also after a refused post to a question
  // that reports have just hidden: the action answers 400, the page's loader finds nothing).
  if (/not found/i.test(visible)) return undefined;
  return `answered ${response.status} without a message in the page`;
}

/**
 * A page read (GET): as a refused post's page when 4xx (checkPageAnswer), and no error view on any
 * page, whatever its status: a bad link gets the page or its not-found view, never a failure.
 */
export async function checkReadAnswer(response: Response): Promise<string | undefined> {
  if (response.status >= 400) return checkPageAnswer(response);
  const body = await response.text();
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) return undefined;
  const view = ERROR_VIEWS.find((text) => visibleText(body).includes(text));
  return view ? `answered ${response.status} with the error view "${view}"` : undefined;
}
