import { type HeadersFunction, isRouteErrorResponse } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";
import { m } from "#domain/paraglide/messages.js";

/**
 * A room page's headers: a refusal's Retry-After (too many look-ups or joins from one network).
 * React Router hands a thrown answer's headers only to the route whose error view shows it, which is
 * why each room page has its own (RoomError).
 */
export const roomPageHeaders: HeadersFunction = ({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const headers = new Headers(parentHeaders);
  const retryAfter =
    errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** A room page that could not be shown: no such room, a refusal with its sentence, or a failure. */
export function RoomError({ error }: { error: unknown }) {
  const refused = refusalOf(error);
  if (refused) return <RequestRefused message={refused} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound title={m.rooms_not_found_title()} message={m.rooms_not_found_message()} />;
  }
  console.error(error);
  return <NotFound title={m.rooms_failed_title()} message={m.rooms_failed_message()} />;
}
