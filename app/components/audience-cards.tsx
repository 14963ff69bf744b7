import {
  ArrowLeftRight,
  Briefcase,
  CalendarDays,
  FolderOpen,
  GraduationCap,
  HeartHandshake,
  type LucideIcon,
  Users,
} from "lucide-react";
import { createElement } from "react";
import { Link } from "react-router";
import { AUDIENCES, type Audience, categoryIcon, PRODUCT_PATH } from "#app/lib/categories.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

/** A list page's card: an audience page's (with its category's icon) or an intent page's (its own). */
type ListCard = Audience & { icon?: LucideIcon };

/** The intent pages: lists by who is playing or when, drawn from every category (domain/landing-copy.ts). */
export const INTENT_PAGES: ListCard[] = [
  {
    path: "/would-you-rather-questions-for-couples",
    title: m.lists_audience_couples_title,
    blurb: m.lists_audience_couples_blurb,
    category: "Adults",
    icon: HeartHandshake,
    gradient: "from-pink-700 to-rose-800",
  },
  {
    path: "/would-you-rather-questions-for-teens",
    title: m.lists_audience_teens_title,
    blurb: m.lists_audience_teens_blurb,
    category: "Crush",
    icon: Users,
    gradient: "from-fuchsia-700 to-purple-800",
  },
  {
    path: "/would-you-rather-questions-for-work",
    title: m.lists_audience_work_title,
    blurb: m.lists_audience_work_blurb,
    category: "Adults",
    icon: Briefcase,
    gradient: "from-teal-700 to-cyan-800",
  },
  {
    path: "/would-you-rather-questions-for-the-classroom",
    title: m.lists_audience_classroom_title,
    blurb: m.lists_audience_classroom_blurb,
    category: "Kids",
    icon: GraduationCap,
    gradient: "from-emerald-700 to-green-800",
  },
  {
    path: "/this-or-that-questions",
    title: m.lists_audience_thisorthat_title,
    blurb: m.lists_audience_thisorthat_blurb,
    category: "Classics",
    icon: ArrowLeftRight,
    gradient: "from-orange-700 to-amber-800",
  },
  {
    path: "/seasonal-would-you-rather-questions",
    title: m.lists_audience_seasonal_title,
    blurb: m.lists_audience_seasonal_blurb,
    category: "Classics",
    icon: CalendarDays,
    gradient: "from-sky-700 to-indigo-800",
  },
];

const ALL_CARDS: ListCard[] = [...AUDIENCES, ...INTENT_PAGES];

/**
 * What each list page suggests next: pages for the same readers. Pages for children and teens, and
 * the family-safe lists, never suggest the adults-only Spicy page.
 */
const RELATED: Record<string, string[]> = {
  "/would-you-rather-for-kids": [
    "/would-you-rather-questions-for-the-classroom",
    "/this-or-that-questions",
    "/would-you-rather-questions-for-teens",
  ],
  "/would-you-rather-for-adults": [
    "/would-you-rather-questions-for-couples",
    "/would-you-rather-questions-for-work",
    "/would-you-rather-movie-questions",
  ],
  "/would-you-rather-movie-questions": [
    "/this-or-that-questions",
    "/would-you-rather-questions-for-teens",
    "/would-you-rather-for-adults",
  ],
  "/spicy-would-you-rather-questions": [
    "/would-you-rather-questions-for-couples",
    "/would-you-rather-for-adults",
    "/would-you-rather-movie-questions",
  ],
  "/would-you-rather-questions-for-couples": [
    "/would-you-rather-for-adults",
    "/this-or-that-questions",
    "/seasonal-would-you-rather-questions",
  ],
  "/would-you-rather-questions-for-teens": [
    "/would-you-rather-questions-for-the-classroom",
    "/this-or-that-questions",
    "/would-you-rather-movie-questions",
  ],
  "/would-you-rather-questions-for-work": [
    "/would-you-rather-for-adults",
    "/this-or-that-questions",
    "/seasonal-would-you-rather-questions",
  ],
  "/would-you-rather-questions-for-the-classroom": [
    "/would-you-rather-for-kids",
    "/would-you-rather-questions-for-teens",
    "/this-or-that-questions",
  ],
  "/this-or-that-questions": [
    "/would-you-rather-for-kids",
    "/seasonal-would-you-rather-questions",
    "/would-you-rather-questions-for-work",
  ],
  "/seasonal-would-you-rather-questions": [
    "/this-or-that-questions",
    "/would-you-rather-questions-for-the-classroom",
    "/would-you-rather-questions-for-couples",
  ],
};

export function AudienceCard({ audience }: { audience: ListCard }) {
  return (
    <Link
      to={localizeHref(audience.path)}
      className={`group flex h-full flex-col rounded-2xl bg-gradient-to-br ${audience.gradient} p-5 text-white shadow-sm transition-transform hover:-translate-y-0.5`}
    >
      {audience.icon
        ? createElement(audience.icon, { className: "size-8 shrink-0", "aria-hidden": true })
        : categoryIcon(audience.category, "size-8 shrink-0")}
      <span className="mt-3 text-lg font-bold">{audience.title()}</span>
      <span className="mt-1 text-sm text-white">{audience.blurb()}</span>
    </Link>
  );
}

/** "You Might Also Like": three list pages for the same readers, never the one the visitor is on. */
export function YouMightAlsoLike({ currentPath }: { currentPath?: string }) {
  const related = currentPath ? RELATED[currentPath] : undefined;
  const picks = related
    ? related.flatMap((path) => ALL_CARDS.filter((card) => card.path === path))
    : AUDIENCES.filter((a) => a.path !== currentPath).slice(0, 3);
  return (
    <section aria-labelledby="also-like-heading" className="mt-14">
      <h2 id="also-like-heading" className="text-2xl font-bold">
        {m.lists_also_like()}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {picks.map((a) => (
          <li key={a.path}>
            <AudienceCard audience={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page's four audience cards plus the way into every question. */
export function AudienceCards() {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {AUDIENCES.map((a) => (
        <li key={a.path}>
          <AudienceCard audience={a} />
        </li>
      ))}
      <li>
        <Link
          to={localizeHref(PRODUCT_PATH)}
          className="flex h-full flex-col justify-center rounded-2xl border-2 border-dashed border-indigo-700 p-5 font-bold text-indigo-800 hover:bg-indigo-50 dark:border-indigo-300 dark:text-indigo-200 dark:hover:bg-indigo-950"
        >
          <FolderOpen className="size-8 shrink-0" />
          <span className="mt-3 text-lg">{m.lists_browse_all()}</span>
        </Link>
      </li>
    </ul>
  );
}
