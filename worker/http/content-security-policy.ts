import { createContext } from "react-router";
import { AUTHORIZE_ORIGINS } from "#worker/accounts/social.ts";
import { noncedInlineScripts } from "./nonced-scripts";

// The pages' Content-Security-Policy (docs/decisions/0008-content-security-policy.md). Scripts run
// only from our origin or inline with this response's nonce; a page kept in the edge cache is
// shared by many visitors, so its copy names by hash the inline scripts its render gave the nonce,
// computed once when it is stored, and a cache hit costs nothing more. Any other inline script in
// the copy did not come from the render's own code, so it stays refused.

export const CSP = "Content-Security-Policy";

/** The nonce of the page being rendered, handed by the worker to app/entry.server.tsx. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** Turnstile's script and frame, loaded only when a form asks a client for the check. */
const TURNSTILE = "https://challenges.cloudflare.com";

/** Whatever is not a page (JSON, images, redirects) may load nothing and be framed by no one. */
export const NOT_A_DOCUMENT_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'";

/**
 * The same policy for a page any website may frame: the embeds (docs/embeds.md), and nothing else.
 * Every policy here forbids framing in the same words, so those are what change.
 */
export function framablePolicy(policy: string): string {
  return policy.replace("frame-ancestors 'none'", "frame-ancestors *");
}

export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** `scriptSources` are `'nonce-…'` or `'sha256-…'` sources for the page's inline scripts. */
function documentPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources, TURNSTILE].join(" "),
    // React renders `style` attributes (bar widths, colours); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Account pictures come from the sign-in providers' image hosts.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${TURNSTILE}`,
    // Google and GitHub sign-in post to our action, which answers with a redirect to their page.
    ["form-action 'self'", ...Object.values(AUTHORIZE_ORIGINS)].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

export function isDocument(headers: Headers): boolean {
  return headers.get("Content-Type")?.startsWith("text/html") ?? false;
}

export function noncePolicy(nonce: string): string {
  return documentPolicy([`'nonce-${nonce}'`]);
}

/** The nonce a page's policy lets its inline scripts run by, if it has one. */
export function nonceOf(policy: string | null): string | undefined {
  const scriptSrc = policy
    ?.split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === "script-src");
  const source = scriptSrc?.find((token) => /^'nonce-[^']+'$/.test(token));
  return source?.slice("'nonce-".length, -1);
}

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/**
 * The policy for a stored copy of a page rendered with `nonce`: the inline scripts that carried it,
 * by hash. Without a nonce no inline script runs.
 */
export async function hashPolicy(html: string, nonce: string | undefined): Promise<string> {
  const scripts = new Set(nonce ? await noncedInlineScripts(html, nonce) : []);
  return documentPolicy(await Promise.all([...scripts].map(sha256Source)));
}
