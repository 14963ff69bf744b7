/** The value of one cookie in the request, as sent. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function isSecure(request: Request): boolean {
  // A request's URL is absolute with its scheme in lowercase, so no parse is needed (a vote asks thrice).
  return request.url.startsWith("https:");
}

/**
 * A request's path, read from its absolute URL without parsing it: a new voter's cookie asks on
 * every first vote. Runs from the first slash after the host to the query or fragment.
 */
export function pathOf(request: Request): string {
  const { url } = request;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const query = url.indexOf("?", start);
  const fragment = url.indexOf("#", start);
  const ends = [query, fragment].filter((at) => at >= 0);
  return url.slice(start, ends.length > 0 ? Math.min(...ends) : undefined);
}
