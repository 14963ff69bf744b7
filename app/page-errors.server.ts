import { data } from "react-router";
import { ServiceError } from "#worker/services/errors.ts";
import { LimitExceeded, retryHeaders } from "#worker/services/limits.ts";

// The one place a page turns a service's refusal into an answer, as the API's onError does for
// JSON: the service's status and sentence, and Retry-After on a 429. Anything else is unexpected
// and goes on to the error boundary as it is.

/** The status (and Retry-After) a page answers a refusal with, in action data or a thrown answer. */
export function refusalInit(error: ServiceError): ResponseInit {
  return { status: error.status, headers: error instanceof LimitExceeded ? retryHeaders(error) : {} };
}

/** A refusal as the page's answer: "not found" is the site's 404 page, others say what was refused. */
export function pageError(error: unknown): unknown {
  if (!(error instanceof ServiceError)) return error;
  return data(error.status === 404 ? null : error.message, refusalInit(error));
}

/** Runs a loader's service call; a refusal becomes the page's answer (see pageError). */
export async function orPageError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw pageError(error);
  }
}
