// Copy for the four audience landing pages. One module serves all four routes; the URL path picks
// the entry, so each page keeps its own title, description and text for search engines.
// A landing page is the editors' list for one search ("would you rather questions for kids"); the
// category page it links to is where people vote on all of them, so it must not claim that search too.

import type { Faq } from "./structured-data";

export type LandingAction = { label: string; to: string };
export type LandingSection = { heading: string; text?: string; steps?: string[]; points?: string[] };

export type LandingCopy = {
  path: string;
  /** The search this page answers, lower case; its title says it, its category page's title must not. */
  searchPhrase: string;
  /** The page title; `{count}` becomes the number of picks shown (dropped when there are none). */
  titleTemplate: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  gradient: string;
  /** The category the page's picks come from: its category page is where people vote on all of them. */
  category: string;
  actions: LandingAction[];
  sections: LandingSection[];
  /** Shown on the page and as FAQPage structured data, word for word. */
  faqs: Faq[];
  mature?: boolean;
};

const ALL_QUESTIONS: LandingAction = { label: "Browse All Questions", to: "/would-you-rather-questions" };

const howToPlay = (who: string): string[] => [
  `Gather ${who} and take turns reading a question out loud.`,
  "Everyone picks A or B at the same time: a show of hands or pointing works well.",
  "Take a minute to defend your choice. The reasons are the best part.",
  "Vote on the site to see how everyone else answered.",
];

export const LANDING_PAGES: LandingCopy[] = [
  {
    path: "/would-you-rather-for-kids",
    searchPhrase: "would you rather questions for kids",
    titleTemplate: "Would You Rather Questions for Kids: {count} Fun Picks",
    description:
      "Kid-friendly would you rather questions for classrooms, car rides and family dinners. Silly, clean choices that get children laughing, thinking and talking.",
    eyebrow: "For kids and families",
    heading: "Would You Rather Questions for Kids",
    intro:
      "Pet dragons, chocolate rivers and superpowers: silly, clean choices that get kids giggling, thinking and explaining their answers. Every question is reviewed before it goes live.",
    gradient: "from-sky-700 to-blue-800",
    category: "Kids",
    actions: [{ label: "Play Kids Questions", to: "/category/Kids" }, ALL_QUESTIONS],
    sections: [
      {
        heading: "Why these questions work for kids",
        text: "A good kids' question has no wrong answer, so shy children join in as happily as talkative ones. Picking a side and saying why builds reasoning and confidence without feeling like homework.",
        points: [
          "Imaginative, not scary: talking animals, candy worlds and made-up powers.",
          "Short enough to read aloud and easy for younger children to follow.",
          "Great for teachers as a warm-up, brain break or writing prompt.",
        ],
      },
      { heading: "How to play", steps: howToPlay("your family or class") },
      {
        heading: "Tips for parents and teachers",
        points: [
          "Ask a follow-up: \u201cWhat would you do first?\u201d turns one question into a story.",
          "Let kids invent their own question and submit it for other families to enjoy.",
          "Keep score of who matches the most popular answer for a simple, friendly game.",
        ],
      },
    ],
    faqs: [
      {
        question: "What age are these would you rather questions for?",
        answer:
          "Children from about five to twelve: simple words, no scary or grown-up topics, and nothing a parent would have to explain away. Teens and adults enjoy them too.",
      },
      {
        question: "How can teachers use them in class?",
        answer:
          "As a two-minute warm-up, a brain break or a writing prompt. Read a question, let students vote by moving to one side of the room, then ask them to say or write why.",
      },
      {
        question: "Are the questions checked before they appear?",
        answer:
          "Yes. Every question, including the ones visitors send in, is reviewed against our community guidelines before it is published.",
      },
      {
        question: "Can my child suggest a question?",
        answer:
          "Yes, with a grown-up's help: the submit page takes a question, two options and an optional nickname (never a full name). It goes live once a moderator approves it.",
      },
    ],
  },
  {
    path: "/would-you-rather-for-adults",
    searchPhrase: "would you rather questions for adults",
    titleTemplate: "Would You Rather Questions for Adults: {count} Real-Life Picks",
    description:
      "Would you rather questions for adults about work, money, relationships and life's trade-offs. Made for dinner parties, team building and deep conversations.",
    eyebrow: "For grown-ups",
    heading: "Would You Rather Questions for Adults",
    intro:
      "A four-day week or working from anywhere? A raise or a month off? Real-life dilemmas about careers, money, family and what matters most, for conversations that go past small talk.",
    gradient: "from-indigo-700 to-blue-800",
    category: "Adults",
    actions: [
      { label: "Play Adults Questions", to: "/category/Adults" },
      { label: "Try Deep Questions", to: "/category/Deep" },
      ALL_QUESTIONS,
    ],
    sections: [
      {
        heading: "Why these questions work for adults",
        text: "Grown-up choices are rarely about dragons. These questions put two reasonable options side by side, so the interesting part is hearing how someone weighs freedom against security or comfort against adventure.",
        points: [
          "Reveal values and priorities without anyone feeling put on the spot.",
          "Work for colleagues, old friends and first meetings alike.",
          "Stay clean and respectful, so they suit mixed company.",
        ],
      },
      { heading: "How to play", steps: howToPlay("friends, family or colleagues") },
      {
        heading: "Tips for a great conversation",
        points: [
          "Use them as icebreakers at the start of a meeting or a dinner party.",
          "Ask \u201cWould your answer have been different ten years ago?\u201d",
          "When the table agrees too easily, switch to the Deep category for harder choices.",
        ],
      },
    ],
    faqs: [
      {
        question: "What makes a good would you rather question for adults?",
        answer:
          "Two options that are both reasonable, so the choice says something about priorities: money or time, security or adventure, comfort or growth. The debate afterwards is the point.",
      },
      {
        question: "Are these questions suitable for work?",
        answer:
          "Yes. The Adults category stays clean and respectful, so it suits team meetings, training icebreakers and client dinners. For cheekier party questions, see the Spicy page.",
      },
      {
        question: "Can I see how other people answered?",
        answer:
          "Vote on any question and its page shows the live split between A and B, one vote per person, so you can compare your table with everyone else.",
      },
    ],
  },
  {
    path: "/would-you-rather-movie-questions",
    searchPhrase: "would you rather movie questions",
    titleTemplate: "Would You Rather Movie Questions: {count} Picks for Film Fans",
    description:
      "Movie would you rather questions about genres, plot twists, heroes and villains. Fun film dilemmas for movie nights, fan clubs and cinema lovers of every age.",
    eyebrow: "For movie lovers",
    heading: "Would You Rather Movie Questions",
    intro:
      "Live inside a musical or a silent film? Star in a horror movie or play comic relief in an action film? Dilemmas for anyone who has ever shouted advice at a screen.",
    gradient: "from-rose-700 to-pink-800",
    category: "Movie",
    actions: [
      { label: "Play Movie Questions", to: "/category/Movie" },
      { label: "Try Entertainment Questions", to: "/category/Entertainment" },
      ALL_QUESTIONS,
    ],
    sections: [
      {
        heading: "Why movie questions work",
        text: "Everyone has a favorite film, so everyone has an opinion. Movie dilemmas mix imagination with shared references, which makes them easy to answer and fun to argue about.",
        points: [
          "No spoilers needed: questions are about genres and movie tropes, not plot details.",
          "Work for casual viewers and serious film buffs alike.",
          "Family-friendly, so they fit a kids' movie night as well as a film club.",
        ],
      },
      { heading: "How to play", steps: howToPlay("your movie-night crew") },
      {
        heading: "Tips for movie night",
        points: [
          "Ask a few questions while the popcorn is in the microwave or before the trailers.",
          "Pick the next film by the genre that wins the most votes.",
          "Cast each other: who in the room would survive the horror movie?",
        ],
      },
    ],
    faqs: [
      {
        question: "Do I need to have seen particular films to answer?",
        answer:
          "No. The questions are about genres, tropes and movie worlds rather than plot details, so anyone who has watched a few films can answer, and nothing is spoiled.",
      },
      {
        question: "Are the movie questions family-friendly?",
        answer:
          "Yes. They are reviewed like every other question, so they work for a kids' movie night as well as a film club. The horror questions are about surviving the genre, not gore.",
      },
      {
        question: "What is the difference between Movie and Entertainment questions?",
        answer:
          "Movie questions stay on the big screen: genres, heroes, villains and film worlds. Entertainment covers music, TV, games and fame, for when the talk moves on from cinema.",
      },
    ],
  },
  {
    path: "/spicy-would-you-rather-questions",
    searchPhrase: "spicy would you rather questions",
    titleTemplate: "Spicy Would You Rather Questions: {count} Cheeky Party Picks",
    description:
      "Spicy would you rather questions about crushes, first dates and awkward moments. Cheeky, never explicit party dilemmas for game nights with teens and adults.",
    eyebrow: "Teens and up",
    heading: "Spicy Would You Rather Questions",
    intro:
      "Crushes, first dates and awkward moments: cheeky dilemmas that make a party laugh and blush a little. Spicy here means bold and playful, never explicit.",
    gradient: "from-red-700 to-rose-800",
    category: "Spicy",
    mature: true,
    actions: [{ label: "Play Spicy Questions", to: "/category/Spicy" }, ALL_QUESTIONS],
    sections: [
      {
        heading: "Why spicy questions work",
        text: "A little embarrassment is the fastest way to get a room laughing. These questions poke at crushes, dating disasters and social slip-ups, and every one is reviewed to stay cheeky rather than crude.",
        points: [
          "Break the ice at parties, sleepovers and game nights.",
          "Get friends talking about dating without anything getting too personal.",
          "Keep things playful: no explicit content, ever.",
        ],
      },
      { heading: "How to play", steps: howToPlay("your friends") },
      {
        heading: "Tips for keeping it fun",
        points: [
          "Anyone can pass on a question, no explanation needed.",
          "Read the room: switch to Funny questions if someone looks uncomfortable.",
          "With younger players around, play Kids questions instead.",
        ],
      },
    ],
    faqs: [
      {
        question: "How spicy are these questions?",
        answer:
          "Cheeky, never explicit: crushes, first dates, flirting and awkward moments. Nothing sexual or graphic is published, and every question is reviewed before it appears.",
      },
      {
        question: "Who are spicy questions for?",
        answer:
          "Teens and adults. They suit parties, game nights and sleepovers with older teens. With younger children around, play the Kids questions instead.",
      },
      {
        question: "Are my votes anonymous?",
        answer:
          "Yes. Voting needs no account: a random id in a cookie makes sure each browser votes once, and other visitors only ever see the totals.",
      },
    ],
  },
];

/** The copy for a path, ignoring a trailing slash; undefined for any other path. */
export function landingCopyFor(pathname: string): LandingCopy | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return LANDING_PAGES.find((page) => page.path === path);
}

/** The landing page that owns a category's search phrase, if any. */
export function landingForCategory(category: string): LandingCopy | undefined {
  return LANDING_PAGES.find((page) => page.category === category);
}

/** How many questions a landing page lists: enough to be worth a visit, few enough to read through. */
export const LANDING_PICKS = 30;

/** The title with the number of picks actually shown, so it never promises more than the page has. */
export function landingTitle(copy: LandingCopy, count: number): string {
  return count > 0
    ? copy.titleTemplate.replace("{count}", String(count))
    : copy.titleTemplate.replace("{count} ", "");
}
