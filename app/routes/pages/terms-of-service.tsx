import { Link } from "react-router";
import { link } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/terms-of-service";
import { ProsePage, type ProseSection } from "./prose-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_terms_meta_title(),
    description: m.pages_terms_meta_description(),
    path: "/terms-of-service",
  });

// Built while rendering, so each page has it in its own language.
function sections(): ProseSection[] {
  return [
    {
      id: "agreement",
      title: m.pages_terms_agreement_title(),
      body: (
        <p>
          {m.pages_terms_agreement_text()}
          <Link to={localizeHref("/community-guidelines")} className={link}>
            {m.pages_terms_agreement_guidelines_link()}
          </Link>
          {m.pages_terms_agreement_text_end()}
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: m.pages_terms_use_title(),
      body: (
        <>
          <p>{m.pages_terms_use_intro()}</p>
          <ul>
            <li>{m.pages_terms_use_content()}</li>
            <li>{m.pages_terms_use_personal()}</li>
            <li>{m.pages_terms_use_votes()}</li>
            <li>{m.pages_terms_use_flood()}</li>
            <li>{m.pages_terms_use_security()}</li>
            <li>{m.pages_terms_use_copy()}</li>
          </ul>
        </>
      ),
    },
    {
      id: "submissions",
      title: m.pages_terms_submissions_title(),
      body: (
        <>
          <p>{m.pages_terms_submissions_licence()}</p>
          <p>{m.pages_terms_submissions_confirm()}</p>
        </>
      ),
    },
    {
      id: "moderation",
      title: m.pages_terms_moderation_title(),
      body: (
        <>
          <p>{m.pages_terms_moderation_review()}</p>
          <p>{m.pages_terms_moderation_breaches()}</p>
        </>
      ),
    },
    {
      id: "our-content",
      title: m.pages_terms_content_title(),
      body: <p>{m.pages_terms_content_text()}</p>,
    },
    {
      id: "disclaimers",
      title: m.pages_terms_disclaimers_title(),
      body: (
        <>
          <p>{m.pages_terms_disclaimers_fun()}</p>
          <p>{m.pages_terms_disclaimers_as_is()}</p>
        </>
      ),
    },
    {
      id: "liability",
      title: m.pages_terms_liability_title(),
      body: <p>{m.pages_terms_liability_text()}</p>,
    },
    {
      id: "changes",
      title: m.pages_terms_changes_title(),
      body: <p>{m.pages_terms_changes_text()}</p>,
    },
    {
      id: "contact",
      title: m.pages_terms_contact_title(),
      body: (
        <p>
          {m.pages_terms_contact_text()}
          <Link to={localizeHref("/contact")} className={link}>
            {m.pages_legal_contact_page()}
          </Link>
          {m.pages_terms_contact_text_middle()}
          <Link to={localizeHref("/privacy-policy")} className={link}>
            {m.pages_terms_contact_privacy_link()}
          </Link>
          {m.pages_terms_contact_text_end()}
        </p>
      ),
    },
  ];
}

export default function TermsOfService() {
  return (
    <ProsePage
      eyebrow={m.pages_legal_eyebrow()}
      title={m.pages_terms_title()}
      intro={m.pages_terms_intro()}
      lastUpdated={m.pages_terms_last_updated()}
      sections={sections()}
    />
  );
}
