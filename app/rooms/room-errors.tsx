import { type HeadersFunction, isRouteErrorResponse } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";

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
    return (
      <NotFound
        title="Room not found"
        message="There is no room with that code. Check the code on the host's screen: rooms end after a few hours."
      />
    );
  }
  console.error(error);
  return <NotFound title="Something went wrong" message="The room could not be loaded. Please try again." />;
}
