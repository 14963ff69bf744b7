import { CSP, framablePolicy, isDocument, NOT_A_DOCUMENT_POLICY } from "./content-security-policy";
import { withEditedHeaders } from "./edit-headers";

// Headers every answer of the worker carries (static assets get the same from public/_headers).
// Pages bring their own script policy (worker/http/content-security-policy.ts); all else gets one
// that loads nothing. Both forbid framing, so vote buttons cannot be clickjacked, except on the
// embeds, which exist to be framed (docs/embeds.md; SECURITY.md says why that is safe).

const ALWAYS: [name: string, value: string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
];
/** A page may ask for less (a private status link sends no referrer at all). */
const DEFAULTS: [name: string, value: string][] = [["Referrer-Policy", "strict-origin-when-cross-origin"]];
/** A page the dev server renders has no nonce for Vite's own inline scripts; it still may not be framed. */
const DEV_DOCUMENT_POLICY = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'";
/** A year, over https only: a browser that saw it never tries plain http again. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * `https`: the request came over https, so browsers may be told to keep to it (HSTS).
 * `framable`: any website may show the answer in a frame (an embed's path, and only that).
 */
export function withSecurityHeaders(https: boolean, response: Response, framable = false): Response {
  // A socket's upgrade answer cannot be copied; it carries no document anyway.
  if (response.webSocket) return response;
  return withEditedHeaders(response, (headers) => setHeaders(headers, https, framable));
}

function setHeaders(headers: Headers, https: boolean, framable: boolean) {
  for (const [name, value] of ALWAYS) headers.set(name, value);
  // X-Frame-Options has no value for "anyone"; the policy's frame-ancestors says it instead.
  if (framable) headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", "DENY");
  for (const [name, value] of DEFAULTS) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!isDocument(headers)) headers.set(CSP, NOT_A_DOCUMENT_POLICY);
  else if (!headers.has(CSP)) headers.set(CSP, DEV_DOCUMENT_POLICY);
  if (framable) headers.set(CSP, framablePolicy(headers.get(CSP) ?? ""));
  if (https) headers.set("Strict-Transport-Security", HSTS);
}
