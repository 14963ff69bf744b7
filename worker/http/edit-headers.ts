/**
 * Changes a response's headers in place, or on a copy (sharing the body stream) when they are
 * immutable: answers from the cache API, `Response.redirect` and fetched responses. In place is
 * the usual case, and spares every answer a second Response.
 */
export function withEditedHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}
