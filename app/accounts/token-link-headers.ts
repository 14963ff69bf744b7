/**
 * The headers of a page opened from an e-mailed link, whose URL carries a one-time token: no shared
 * cache may keep it, and nothing on it (a link followed, an image or script loaded) may pass that URL
 * to another site as the Referer, whatever the site's default policy allows. `same-origin` rather
 * than `no-referrer`: under `no-referrer` a browser sends `Origin: null` with the page's own form,
 * which the cross-site checks rightly refuse, and our own server already holds the token.
 */
export const TOKEN_LINK_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
