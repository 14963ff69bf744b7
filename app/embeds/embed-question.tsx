import { isRouteErrorResponse } from "react-router";
import type { PageHandle } from "#app/root.tsx";
import { EMBED_THEME_ATTRIBUTE } from "#domain/embed.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/embed-question";
import { EmbedResults, EmbedVote } from "./embed-parts";
import { embedVote, loadEmbed } from "./embed-question.server";
import { EMBED_SCRIPT } from "./embed-script";
import { EMBED_STYLE } from "./embed-style";

// A question inside another website's page (docs/embeds.md): the question, its two options and,
// after a vote, the results and a link to the full page. Shown bare (no header, footer, sign-in or
// site scripts: app/root.tsx), and the only page other websites may frame.

export const handle: PageHandle = { bare: true };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadEmbed(request, params.slug, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return embedVote(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: m.page_title({ title: m.question_not_found() }) }];
  // The question's own page is the one to index and share; this copy of it is for frames.
  return [
    { title: m.page_title({ title: loaderData.question.questionText }) },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: loaderData.pageUrl },
  ];
};

const newTab = { target: "_blank", rel: "noopener" } as const;
const footerLink = "font-semibold text-(--e-link) underline-offset-4 hover:underline";

/** `script`: the page's inline script runs (the nonce is undefined on the dev server, which needs none). */
type FrameProps = { slug?: string; script?: { nonce: string | undefined }; children: React.ReactNode };

/** The card every state of the embed is drawn in; the worker sets its theme from `?theme`. */
function EmbedFrame({ slug, script, children }: FrameProps) {
  const theme = { [EMBED_THEME_ATTRIBUTE]: "auto" };
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, with quotes React would escape */}
      <style dangerouslySetInnerHTML={{ __html: EMBED_STYLE }} />
      <main
        id="embed"
        data-slug={slug}
        {...theme}
        className="embed rounded-xl border border-(--e-line) bg-(--e-bg) p-4 text-(--e-fg) min-[400px]:p-5"
      >
        {children}
      </main>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, run by the page's nonce */}
      {script && <script nonce={script.nonce} dangerouslySetInnerHTML={{ __html: EMBED_SCRIPT }} />}
    </>
  );
}

export default function EmbedQuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { question, yourVote, nonce, pageUrl, siteUrl } = loaderData;
  const notice = actionData?.error ?? (actionData?.option ? m.question_vote_submitted() : "");
  return (
    <EmbedFrame slug={question.slug} script={{ nonce }}>
      <h1 className="text-lg leading-snug font-extrabold break-words">{question.questionText}</h1>
      {yourVote ? (
        <EmbedResults question={question} yourVote={yourVote} />
      ) : (
        <EmbedVote question={question} pageUrl={pageUrl} />
      )}
      <p role="status" className="mt-2 text-sm font-semibold empty:hidden">
        {notice}
      </p>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-(--e-line) pt-3 text-sm">
        <a href={siteUrl} {...newTab} className={footerLink}>
          {m.site_name()}
          <span className="sr-only">{m.question_opens_new_tab()}</span>
        </a>
        <a href={pageUrl} {...newTab} className={footerLink}>
          {m.embed_full_question()}
          <span aria-hidden="true"> ↗</span>
          <span className="sr-only">{m.question_opens_new_tab()}</span>
        </a>
      </footer>
    </EmbedFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EmbedFrame>
      <h1 className="text-lg font-extrabold">{missing ? m.question_not_found() : m.question_failed()}</h1>
      <p className="mt-2 text-sm text-(--e-muted)">
        {missing ? m.question_not_found_message() : m.question_failed_message()}
      </p>
    </EmbedFrame>
  );
}
