import { Link } from "react-router";
import { link } from "#app/lib/ui.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/terms-of-service";
import { ProsePage, type ProseSection } from "./prose-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms of Service - Would You Rather",
    description:
      "The rules for using Would You Rather: fair play when voting, what you allow us to do with questions you submit, moderation and our disclaimers.",
    path: "/terms-of-service",
  });

const SECTIONS: ProseSection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    body: (
      <p>
        These terms apply to everyone who visits Would You Rather. By browsing, voting or submitting a
        question you agree to them and to our{" "}
        <Link to="/community-guidelines" className={link}>
          community guidelines
        </Link>
        . If you do not agree, please do not use the site. Children under 13 should use it with a parent,
        guardian or teacher who has read these terms.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>
          Would You Rather is a shared space for families, classrooms and friends. When you use it, please do
          not:
        </p>
        <ul>
          <li>
            Post content that is hateful, harassing, sexually explicit, violent or otherwise unsuitable for a
            general audience.
          </li>
          <li>
            Share anyone&rsquo;s personal information, including your own full name, address or phone number.
          </li>
          <li>Use bots, scripts or repeated cookie clearing to cast extra votes or skew results.</li>
          <li>Flood the site with submissions or messages, or advertise products and services.</li>
          <li>Try to break, overload or get around the security of the site or its API.</li>
          <li>Copy the question catalogue in bulk to republish it elsewhere.</li>
        </ul>
      </>
    ),
  },
  {
    id: "submissions",
    title: "Questions you submit",
    body: (
      <>
        <p>
          You keep ownership of the questions you write. By submitting one, you give us a worldwide,
          royalty-free, non-exclusive and perpetual licence to publish, display, store, adapt and share it, on
          this site and in material that promotes it, for example in share images. Adapting covers small
          changes such as fixing spelling, shortening an option or choosing a better category.
        </p>
        <p>
          You confirm that the question is your own work or that you have the right to share it, and that it
          does not break the law or anyone else&rsquo;s rights. Any nickname you give may be shown publicly
          next to the question.
        </p>
      </>
    ),
  },
  {
    id: "moderation",
    title: "Moderation",
    body: (
      <>
        <p>
          Every submitted question is reviewed before it is published, and we may decline any submission
          without giving a reason. We may also edit, move or remove published content at any time, including
          content reported by visitors.
        </p>
        <p>
          If someone breaks these terms or the community guidelines, we may remove their content, give a
          warning, or stop them from submitting questions.
        </p>
      </>
    ),
  },
  {
    id: "our-content",
    title: "Our content",
    body: (
      <p>
        The design, code, name and the questions we write ourselves belong to Would You Rather. You are
        welcome to share links to questions and to use them for play at home, with friends or in class. Please
        ask us before using them in a commercial product.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    body: (
      <>
        <p>
          Questions on this site are hypothetical and meant for fun and conversation. They are not advice, and
          the results show how visitors voted, not a scientific survey.
        </p>
        <p>
          We work hard to keep the site running and its content appropriate, but we provide it &ldquo;as
          is&rdquo;, without warranties of any kind. We cannot promise it will always be available or free of
          errors, and we are not responsible for the content of other websites we link to.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        As far as the law allows, Would You Rather and the people who run it are not liable for any indirect
        or consequential loss arising from your use of the site. Nothing in these terms limits rights you have
        under consumer law that cannot be limited.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to the site and these terms",
    body: (
      <p>
        We may add, change or remove features as the site grows. When we change these terms we will update the
        date at the top of this page; continuing to use the site after that means you accept the new version.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms, or something you would like us to review? Reach us through the{" "}
        <Link to="/contact" className={link}>
          contact page
        </Link>{" "}
        and we will get back to you. How we handle your information is explained in our{" "}
        <Link to="/privacy-policy" className={link}>
          privacy policy
        </Link>
        .
      </p>
    ),
  },
];

export default function TermsOfService() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Terms of Service"
      intro="The ground rules that keep Would You Rather fair, friendly and fun for every age."
      lastUpdated="January 2025"
      sections={SECTIONS}
    />
  );
}
