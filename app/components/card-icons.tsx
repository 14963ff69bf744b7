// Every question card shows three icons: its category's, a heart and a speech bubble. Drawn inline
// they were a third of a list page's markup, the same few SVGs again on every card. A page that
// lists cards draws each of them once, in a hidden sprite, and every card points at it with <use>
// (docs/decisions/0034-card-icons-drawn-once-per-page.md).
import { Heart, type LucideIcon, MessageCircle } from "lucide-react";
import { CATEGORY_ICONS, FALLBACK_CATEGORY_ICON } from "#app/lib/categories.ts";

const OTHER_CATEGORY = "other";
const ACTION_ICONS: Record<CardIconName, LucideIcon> = { likes: Heart, comments: MessageCircle };

export type CardIconName = "likes" | "comments";

const symbolId = (name: string) => `card-icon-${name}`;
const categoryKey = (category: string) =>
  Object.hasOwn(CATEGORY_ICONS, category) ? category : OTHER_CATEGORY;

/** One of the sprite's icons, sized by its class; decorative, as the words beside it say what it is. */
function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return <SpriteIcon name={name} className={className} />;
}

/** The category's icon on a card, as categoryIcon draws it everywhere else. */
export function CardCategoryIcon({ category, className }: { category: string; className: string }) {
  return <SpriteIcon name={categoryKey(category)} className={className} />;
}

/**
 * The icons the cards point at: the action icons and the icons of the categories shown, so a page
 * of one category carries one category icon. Once per page that shows cards (two would repeat
 * their ids), anywhere in it: a <use> finds its symbol wherever it stands in the document.
 */
export function CardIconSprite({ categories }: { categories: Iterable<string> }) {
  const shown = new Set(Array.from(categories, categoryKey));
  const icons: [string, LucideIcon][] = [
    ...Object.entries(ACTION_ICONS),
    ...[...shown].map((key): [string, LucideIcon] => [key, CATEGORY_ICONS[key] ?? FALLBACK_CATEGORY_ICON]),
  ];
  return (
    <svg className="hidden" aria-hidden="true">
      {icons.map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}
