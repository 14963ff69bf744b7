import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { COMMENT_SORTS, DEFAULT_COMMENT_SORT, type DiscussionPage } from "#domain/discussion.ts";
import { z } from "#domain/zod.ts";
import { getDiscussion, type Member } from "#worker/services/discussion.ts";
import { ServiceError } from "#worker/services/errors.ts";
import type { DiscussionQuery } from "./discussion-query";

/** Far beyond any discussion; a bigger number is a made-up address, shown as the first page. */
const PAGE_MAX = 10_000;

const querySchema = z.object({
  comments: z.enum(COMMENT_SORTS).catch(DEFAULT_COMMENT_SORT),
  cpage: z.coerce.number().int().min(1).max(PAGE_MAX).catch(1),
});

/** `?comments=new&cpage=2` as the loader reads it: anything unreadable is the first page of Top. */
export function discussionQuery(search: URLSearchParams): DiscussionQuery {
  const { comments, cpage } = querySchema.parse({
    comments: search.get("comments") ?? undefined,
    cpage: search.get("cpage") ?? undefined,
  });
  return { sort: comments, page: cpage };
}

/** The signed-in user as the discussion's services know a member. */
export async function currentMember(context: Readonly<RouterContextProvider>): Promise<Member | undefined> {
  const user = await requestContext(context).user();
  return user && { userId: user.id, name: user.name, role: user.role };
}

export type DiscussionData = {
  /** Null when the comments could not be read: the question still shows, with a note. */
  page: DiscussionPage | null;
  signedIn: boolean;
  /** The signed-in reader's name, so the live news never announces their own comment. */
  viewerName: string | null;
  /** The server's clock when it rendered, so relative times read the same on both sides. */
  now: number;
};

/**
 * One page of a question's discussion for the question page, read beside the question itself.
 * A visitor without a session reads exactly what every other one does, so the page stays shareable.
 */
export async function loadDiscussion(
  context: Readonly<RouterContextProvider>,
  slug: string,
  query: DiscussionQuery,
): Promise<DiscussionData> {
  const { app } = requestContext(context);
  const viewer = await currentMember(context);
  const now = Date.now();
  try {
    const page = await getDiscussion(app, { slug }, { ...query, ...(viewer ? { viewer } : {}) });
    return { page, signedIn: !!viewer, viewerName: viewer?.name ?? null, now };
  } catch (error) {
    // An unknown question is the question read's 404; anything else must not take the question down.
    if (!(error instanceof ServiceError && error.status === 404)) {
      console.error("discussion read failed", slug, error);
    }
    return { page: null, signedIn: !!viewer, viewerName: viewer?.name ?? null, now };
  }
}
