import type { HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";

/**
 * React Router's own handler logs every error with its stack, including a visitor's mistakes such
 * as a POST to a page that takes none (405): in production every bot's stray form post would read
 * as a server fault. Those answers are already shaped; only what went wrong on our side is logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(isRouteErrorResponse(error) && "error" in error ? error.error : error);
};
