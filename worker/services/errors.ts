/**
 * A failure a caller can act on, with the HTTP status the API answers and a sentence for people.
 * Loaders and actions catch these too, so the same rule reads the same on pages and in JSON.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export const notFound = (message: string) => new ServiceError(404, message);
