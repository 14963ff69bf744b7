// The discussion's rows: a question page carrying 200 comments, read by a cookieless visitor (the
// edge-cached copy) and by a signed-in member (rendered for them), and a member posting a comment
// through the API. The member (the bench site's admin) signs up, confirms and signs in through the
// site itself, and publishes their own first comment from the moderation queue.
import type { BenchServer } from "./servers";
import type { Group } from "./targets";

export const DISCUSSION_COMMENTS = 200;
/** In the bench site's ADMIN_EMAILS (bench/servers.ts). */
export const BENCH_ADMIN = "bench-admin@example.com";

type QuestionRef = { id: string; slug: string };
/** `bare` has no comments: the member's page without a discussion to show, for comparison. */
export type DiscussionFixture = { member: string; page: QuestionRef; posted: QuestionRef; bare: QuestionRef };

const SHOWN_PAGE = `/question/:slug with ${DISCUSSION_COMMENTS} comments (discussion)`;
const SHOWN_BARE = "/question/:slug with no comments (discussion)";
const ROW_IDS = {
  page: `page ${SHOWN_PAGE} (no cookie)`,
  memberPage: `page ${SHOWN_PAGE} (member)`,
  memberBare: `page ${SHOWN_BARE} (member)`,
  post: "comment POST /api/questions/:id/comments (discussion)",
};

/** Whether `--only` selects any discussion row (every row runs without it): only then is the fixture made. */
export const wantsDiscussion = (only: string[]) =>
  only.length === 0 || only.some((word) => Object.values(ROW_IDS).some((id) => id.includes(word)));

async function call(site: BenchServer, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${site.baseURL}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: site.baseURL,
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * The bench site's admin (bench/servers.ts names the address in ADMIN_EMAILS), signed up, confirmed
 * from the development mailbox and signed in, as a person would: their session cookies.
 */
async function signedInAdmin(site: BenchServer): Promise<string> {
  const password = "bench-password-1";
  await call(site, "/api/auth/sign-up/email", { name: "Bench Member", email: BENCH_ADMIN, password });
  const mailbox = await (await fetch(`${site.baseURL}/dev/mailbox`)).text();
  const link = /href="([^"]*token=[^"]*)"/.exec(mailbox)?.[1]?.replaceAll("&amp;", "&");
  if (!link) throw new Error("no confirmation link in the development mailbox");
  // The link's page posts its token to better-auth's endpoint; the bench calls that endpoint itself.
  const token = new URL(link, site.baseURL).searchParams.get("token") ?? "";
  const verified = await fetch(`${site.baseURL}/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    redirect: "manual",
  });
  if (verified.status >= 400) throw new Error(`confirming the address answered ${verified.status}`);
  const signedIn = await call(site, "/api/auth/sign-in/email", { email: BENCH_ADMIN, password });
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A moderator's decision from the queue's form, as the browser posts it without JavaScript. */
async function publish(site: BenchServer, cookie: string, commentId: string) {
  const response = await fetch(`${site.baseURL}/moderate/comments`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.baseURL, Cookie: cookie },
    body: new URLSearchParams({ id: commentId, intent: "publish" }).toString(),
  });
  if (response.status >= 400) throw new Error(`publishing the first comment answered ${response.status}`);
}

const comment = (n: number) => ({
  body: `Comment ${n}: I would pick the first one, because it lasts longer and costs nothing.`,
});

export async function discussionFixture(site: BenchServer): Promise<DiscussionFixture> {
  const list = await fetch(`${site.baseURL}/api/questions?limit=20&sort=newest`);
  const { data } = (await list.json()) as { data: QuestionRef[] };
  // Not the questions the other rows read or vote on (the newest two).
  const [page, posted, bare] = [data[5], data[6], data[7]];
  if (!page || !posted || !bare) throw new Error("the site has too few questions");
  const cookie = await signedInAdmin(site);
  // A first comment waits for review, even an admin's; once it is published, later ones are at once.
  const first = await call(site, `/api/questions/${page.id}/comments`, comment(0), cookie);
  await publish(site, cookie, ((await first.json()) as { data: { id: string } }).data.id);
  for (let n = 1; n < DISCUSSION_COMMENTS; n++) {
    const answer = await call(site, `/api/questions/${page.id}/comments`, comment(n), cookie);
    if (answer.status !== 201) throw new Error(`comment ${n} was not published at once (${answer.status})`);
  }
  const ref = (q: QuestionRef) => ({ id: q.id, slug: q.slug });
  return { member: cookie, page: ref(page), posted: ref(posted), bare: ref(bare) };
}

export function discussionGroups(baseURL: string, f: DiscussionFixture): Group[] {
  const pageUrl = `${baseURL}/question/${f.page.slug}`;
  return [
    {
      reference: "page",
      rows: [
        {
          id: ROW_IDS.page,
          path: SHOWN_PAGE,
          visitor: "no cookie",
          target: { method: "GET", url: pageUrl },
        },
        {
          id: ROW_IDS.memberPage,
          path: SHOWN_PAGE,
          visitor: "member",
          target: { method: "GET", url: pageUrl, headers: { Cookie: f.member } },
        },
        {
          id: ROW_IDS.memberBare,
          path: SHOWN_BARE,
          visitor: "member",
          target: { method: "GET", url: `${baseURL}/question/${f.bare.slug}`, headers: { Cookie: f.member } },
        },
      ],
    },
    {
      reference: "vote",
      rows: [
        {
          id: ROW_IDS.post,
          path: "POST /api/questions/:id/comments",
          visitor: "member",
          target: {
            method: "POST",
            url: `${baseURL}/api/questions/${f.posted.id}/comments`,
            headers: {
              "Content-Type": "application/json",
              Origin: baseURL,
              "Sec-Fetch-Site": "same-origin",
              Cookie: f.member,
            },
            body: JSON.stringify(comment(1)),
          },
        },
      ],
    },
  ];
}
