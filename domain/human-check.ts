/**
 * The field Cloudflare Turnstile's widget adds to the form it sits in, and the header of the same
 * name in which the API's clients (the page's vote buttons among them) send a solved check's token.
 */
export const TURNSTILE_FIELD = "cf-turnstile-response";
