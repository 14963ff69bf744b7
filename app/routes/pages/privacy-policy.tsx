import { Link } from "react-router";
import { link } from "#app/lib/ui.ts";
import { RETENTION_DAYS, ROOM_LIFETIME_HOURS } from "#domain/retention.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/privacy-policy";
import { ProsePage, type ProseSection } from "./prose-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy - Would You Rather",
    description:
      "What Would You Rather collects, why, and what we never do with it: no selling data, no ad trackers, and one anonymous cookie to count your votes fairly.",
    path: "/privacy-policy",
  });

// Written against what the site actually does; update it whenever a feature starts collecting more.
const SECTIONS: ProseSection[] = [
  {
    id: "short-version",
    title: "The short version",
    body: (
      <ul>
        <li>You can browse, vote and submit questions without creating an account.</li>
        <li>
          We use one lasting cookie, holding a random number, so each browser gets one vote per question.
        </li>
        <li>We do not sell your data, show ads or use advertising or cross-site tracking cookies.</li>
        <li>We answer every privacy request within 30 days.</li>
      </ul>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <h3>Your votes and likes</h3>
        <p>
          The first time you vote or like a question, your browser receives a random identifier in a cookie.
          The cookie is <strong>HttpOnly</strong>, so scripts on the page cannot read it, and it is signed so
          it cannot be forged. We never store the identifier itself: next to the option you chose we store a
          keyed hash of it that is different for every question, so our records cannot tell that two answers
          came from the same browser. That lets us keep one vote per question per browser and show you your
          earlier choices, without knowing who you are.
        </p>
        <h3>Questions you submit</h3>
        <p>
          When you submit a question we store its text, its two options, the category you picked and, if you
          give one, your nickname. If the question is published, the nickname appears next to it as
          &ldquo;Submitted by&rdquo;. Please use a nickname rather than your full name.
        </p>
        <h3>Your account, if you make one</h3>
        <p>
          An account is optional. With one we store your name, your e-mail address and your password as a
          salted hash (never the password itself); signing in with Google or GitHub gives us the name, e-mail
          address and picture address they share. For each signed-in browser we keep a session with its IP
          address and browser name, so you can see and end your sessions. Your votes then count as your
          account&rsquo;s, on any browser.
        </p>
        <h3>Rooms</h3>
        <p>
          A room (started at /rooms/new) keeps its questions, each player&rsquo;s nickname and each
          player&rsquo;s A or B for each question, so it can count one vote per player and show the results.
          The host&rsquo;s browser and each player&rsquo;s browser get a random token in an HttpOnly cookie
          that only works for that room; the room stores only a hash of it. No account, e-mail address or
          other personal detail is asked for: please play under a nickname, not your full name. Votes in a
          room are not added to the question&rsquo;s counts on the rest of the site.
        </p>
        <h3>Messages you send us</h3>
        <p>
          The contact form asks for your name, e-mail address, a subject and your message. We store these so
          the people who run the site can read them and reply.
        </p>
        <h3>Technical information</h3>
        <p>
          The site runs on Cloudflare. Like any web host, Cloudflare handles technical details such as your IP
          address and browser type to deliver pages and protect the site from abuse. When a request is refused
          as abuse, or someone signs in, our security log keeps the network part of the address (never the
          whole address) for a few days. We do not build profiles from this information.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use it",
    body: (
      <ul>
        <li>To count votes fairly and show you the results of questions you have answered.</li>
        <li>To review submitted questions and publish the ones that fit our community guidelines.</li>
        <li>To answer your messages and fix the problems you report.</li>
        <li>To keep the site secure and stop spam, vote stuffing and other abuse.</li>
      </ul>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <p>
          We set one lasting cookie: the voting cookie described above. It is needed for voting to work,
          contains no personal details and lasts up to about 13 months. For one minute after you like, submit
          or send something, a second technical cookie remembers how recent our copy of the data must be, so
          the next page you open already shows your change; it holds no identifier. We do not use advertising,
          analytics or social media tracking cookies. Only if you sign in do you also get a session cookie,
          which ends when you sign out or the session expires.
        </p>
        <p>
          You can clear it at any time in your browser settings. The site keeps working; your browser simply
          starts fresh and will no longer show which options you picked before.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Sharing and selling",
    body: (
      <>
        <p>
          <strong>We do not sell your personal data</strong>, and we do not share it with advertisers or data
          brokers. We share information only with the service providers that host the site and its database,
          and only to run it, or when the law requires us to.
        </p>
        <p>
          If you use a button to share a question on a social network, that site&rsquo;s own privacy policy
          applies to what you do there.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>Vote and like records stay for as long as the question they belong to is on the site.</li>
        <li>
          Declined submissions are deleted {RETENTION_DAYS.rejectedSubmissions} days after the decision;
          published questions stay until they are removed or you ask us to delete them.
        </li>
        <li>Contact messages are deleted {RETENTION_DAYS.contactMessages} days after they arrive.</li>
        <li>
          A room and everything in it (nicknames, votes, tokens) is deleted {ROOM_LIFETIME_HOURS} hours after
          it was started, and its cookies expire at the same time. Nothing of a room is kept afterwards.
        </li>
        <li>
          Expired sessions and e-mailed links are deleted within a day of expiring, and a session ends{" "}
          {RETENTION_DAYS.sessionLifetime} days after you signed in, however often you use it.
        </li>
        <li>
          Your account and its sessions are deleted when you delete it in Settings; your votes stay counted,
          no longer linked to anyone.
        </li>
        <li>A cleanup runs every day to delete what has passed these periods.</li>
      </ul>
    ),
  },
  {
    id: "children",
    title: "Children's privacy",
    body: (
      <>
        <p>
          Would You Rather is made for families, and nobody needs an account to play. We do not knowingly
          collect personal information from children under 13 without parental consent.
        </p>
        <p>
          We ask children to use a made-up nickname when submitting a question and to let a parent or guardian
          send any contact message. If you believe a child has given us personal information, please{" "}
          <Link to="/contact" className={link}>
            contact us
          </Link>{" "}
          and we will delete it.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your choices and rights",
    body: (
      <>
        <p>
          You can ask us to show you, correct or delete the personal information we hold about you, such as a
          contact message or a nickname on a question you submitted. We answer every request within 30 days.
        </p>
        <p>
          Because votes are linked only to a hashed random number, we cannot find your votes from your name or
          e-mail address. Clearing your cookies is the simplest way to leave your voting history behind.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Every page is served over HTTPS. The voting cookie is signed and hidden from page scripts, and stored
        data uses hashes where we do not need the original. No system is perfectly secure, but we collect as
        little as we can so there is less to protect.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes and contact",
    body: (
      <p>
        If we add features that change what we collect, we will update this page and the date at the top
        first. Questions about your privacy are always welcome through our{" "}
        <Link to="/contact" className={link}>
          contact page
        </Link>
        .
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="We collect as little as we can, we explain all of it here, and we never sell it."
      lastUpdated="January 2025"
      sections={SECTIONS}
    />
  );
}
