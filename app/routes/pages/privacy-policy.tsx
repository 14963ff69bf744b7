import { Link } from "react-router";
import { link } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { RETENTION_DAYS, ROOM_LIFETIME_HOURS } from "#domain/retention.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/privacy-policy";
import { ProsePage, type ProseSection } from "./prose-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_privacy_meta_title(),
    description: m.pages_privacy_meta_description(),
    path: "/privacy-policy",
  });

// Written against what the site actually does; update it whenever a feature starts collecting more.
// Built while rendering, so each page has it in its own language.
function sections(): ProseSection[] {
  return [
    {
      id: "short-version",
      title: m.pages_privacy_short_title(),
      body: (
        <ul>
          <li>{m.pages_privacy_short_account()}</li>
          <li>{m.pages_privacy_short_cookie()}</li>
          <li>{m.pages_privacy_short_no_selling()}</li>
          <li>{m.pages_privacy_short_requests()}</li>
        </ul>
      ),
    },
    {
      id: "what-we-collect",
      title: m.pages_privacy_collect_title(),
      body: (
        <>
          <h3>{m.pages_privacy_votes_heading()}</h3>
          <p>
            {m.pages_privacy_votes_text()}
            <strong>HttpOnly</strong>
            {m.pages_privacy_votes_text_end()}
          </p>
          <h3>{m.pages_privacy_submissions_heading()}</h3>
          <p>{m.pages_privacy_submissions_text()}</p>
          <h3>{m.pages_privacy_account_heading()}</h3>
          <p>{m.pages_privacy_account_text()}</p>
          <h3>{m.pages_privacy_rooms_heading()}</h3>
          <p>{m.pages_privacy_rooms_text({ path: localizeHref("/rooms/new") })}</p>
          <h3>{m.pages_privacy_messages_heading()}</h3>
          <p>{m.pages_privacy_messages_text()}</p>
          <h3>{m.pages_privacy_technical_heading()}</h3>
          <p>{m.pages_privacy_technical_text()}</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: m.pages_privacy_use_title(),
      body: (
        <ul>
          <li>{m.pages_privacy_use_votes()}</li>
          <li>{m.pages_privacy_use_review()}</li>
          <li>{m.pages_privacy_use_messages()}</li>
          <li>{m.pages_privacy_use_security()}</li>
        </ul>
      ),
    },
    {
      id: "cookies",
      title: m.pages_privacy_cookies_title(),
      body: (
        <>
          <p>{m.pages_privacy_cookies_text()}</p>
          <p>{m.pages_privacy_cookies_clear()}</p>
        </>
      ),
    },
    {
      id: "sharing",
      title: m.pages_privacy_sharing_title(),
      body: (
        <>
          <p>
            <strong>{m.pages_privacy_sharing_no_selling()}</strong>
            {m.pages_privacy_sharing_text()}
          </p>
          <p>{m.pages_privacy_sharing_social()}</p>
        </>
      ),
    },
    {
      id: "retention",
      title: m.pages_privacy_retention_title(),
      body: (
        <ul>
          <li>{m.pages_privacy_retention_votes()}</li>
          <li>{m.pages_privacy_retention_submissions({ days: RETENTION_DAYS.rejectedSubmissions })}</li>
          <li>{m.pages_privacy_retention_messages({ days: RETENTION_DAYS.contactMessages })}</li>
          <li>
            {m.pages_privacy_retention_rooms({
              hours: ROOM_LIFETIME_HOURS,
              days: RETENTION_DAYS.roomSummaries,
            })}
          </li>
          <li>{m.pages_privacy_retention_sessions({ days: RETENTION_DAYS.sessionLifetime })}</li>
          <li>{m.pages_privacy_retention_account()}</li>
          <li>{m.pages_privacy_retention_cleanup()}</li>
        </ul>
      ),
    },
    {
      id: "children",
      title: m.pages_privacy_children_title(),
      body: (
        <>
          <p>{m.pages_privacy_children_text()}</p>
          <p>
            {m.pages_privacy_children_nickname()}
            <Link to={localizeHref("/contact")} className={link}>
              {m.pages_privacy_children_contact_link()}
            </Link>
            {m.pages_privacy_children_nickname_end()}
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: m.pages_privacy_rights_title(),
      body: (
        <>
          <p>{m.pages_privacy_rights_text()}</p>
          <p>{m.pages_privacy_rights_votes()}</p>
        </>
      ),
    },
    {
      id: "security",
      title: m.pages_privacy_security_title(),
      body: <p>{m.pages_privacy_security_text()}</p>,
    },
    {
      id: "changes",
      title: m.pages_privacy_changes_title(),
      body: (
        <p>
          {m.pages_privacy_changes_text()}
          <Link to={localizeHref("/contact")} className={link}>
            {m.pages_legal_contact_page()}
          </Link>
          {m.pages_privacy_changes_text_end()}
        </p>
      ),
    },
  ];
}

export default function PrivacyPolicy() {
  return (
    <ProsePage
      eyebrow={m.pages_legal_eyebrow()}
      title={m.pages_privacy_title()}
      intro={m.pages_privacy_intro()}
      lastUpdated={m.pages_privacy_last_updated()}
      sections={sections()}
    />
  );
}
