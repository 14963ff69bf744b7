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
