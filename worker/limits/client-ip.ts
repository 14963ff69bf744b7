/** Cloudflare sets this header and overwrites any a client sends; only local runs may lack it. */
export function clientIp(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}
