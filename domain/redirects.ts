// Where a visitor may be sent back to, without zod: the header's sign-in link imports this on every page.
import { localizeHref } from "./locale";

/** Only our own paths: "/x" but never "//host" or "/\\host", which browsers read as another site. */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example":
  // no whitespace or control character at all, and no second slash or backslash after the first.
  const control = target
    ? [...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
    : false;
  return target && !control && /^\/(?![/\\])\S*$/.test(target) ? target : fallback;
}

/**
 * /sign-in in the page's language, with the way back a sign-in takes when it is one of our paths
 * (put in the page's language too). `redirectTo` is the name /sign-in reads and the edge cache keys on.
 */
export function signInHref(returnTo?: string): { href: string; returnTo?: string } {
  const back = returnTo && safeRedirect(returnTo, "") ? localizeHref(returnTo) : undefined;
  const href = localizeHref(back ? `/sign-in?redirectTo=${encodeURIComponent(back)}` : "/sign-in");
  return back ? { href, returnTo: back } : { href };
}
