import { ServiceError } from "#worker/services/errors.ts";

/**
 * The discussion's refusals that are not about the input: 401 for a visitor who is not signed in,
 * 403 for a member acting on someone else's comment (or too late).
 */
export class DiscussionRefusal extends ServiceError {
  constructor(status: 401 | 403, message: string, details?: Record<string, unknown>) {
    super(status, message, details);
    this.name = "DiscussionRefusal";
  }
}
