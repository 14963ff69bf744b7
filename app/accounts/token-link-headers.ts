/**
 * The headers of a page opened from an e-mailed link, whose URL carries a one-time token: no shared
 * cache may keep it, and nothing on it (a link followed, an image or script loaded) may pass that URL
 * to anyone as the Referer, whatever the site's default policy allows.
 */
export const TOKEN_LINK_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
