/** @jsxRuntime automatic @jsxImportSource react */
// wrangler's esbuild finds no JSX setting in the root tsconfig.json, so the pragma asks for React's
// automatic runtime (the same as tsconfig.cloudflare.json's "react-jsx", which typechecks this file).
// A static page shaped like the site's home page (header, 18 question cards with two options and
// result bars, footer, an inline data script like a router's hydration payload) and about as large
// (~60 KB of HTML), so its render cost is the floor for any server-rendered page of ours.

const CATEGORIES = [
  "Kids",
  "Adults",
  "Deep",
  "Funny",
  "Hard",
  "Food",
  "Travel",
  "Sports",
  "Technology",
  "Entertainment",
  "Movie",
  "Spicy",
];

const THINGS = [
  ["fly like a bird", "breathe under water"],
  ["live without music", "live without movies"],
  ["always be ten minutes late", "always be twenty minutes early"],
  ["have a pet dragon", "have a pet unicorn"],
  ["eat pizza every day", "never eat pizza again"],
  ["know every language", "play every instrument"],
];

type Card = {
  id: string;
  text: string;
  a: string;
  b: string;
  category: string;
  votesA: number;
  votesB: number;
};

const CARDS: Card[] = Array.from({ length: 18 }, (_, i) => {
  const [a, b] = THINGS[i % THINGS.length] as [string, string];
  return {
    id: `ref${String(i).padStart(4, "0")}`,
    text: `Would you rather ${a} for the rest of your life or ${b} starting tomorrow morning?`,
    a: `${a[0]?.toUpperCase()}${a.slice(1)}`,
    b: `${b[0]?.toUpperCase()}${b.slice(1)}`,
    category: CATEGORIES[i % CATEGORIES.length] as string,
    votesA: 100 + i * 37,
    votesB: 80 + i * 53,
  };
});

const chip =
  "rounded-full border px-3 py-1.5 text-sm font-semibold border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const cardClass =
  "group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900 sm:flex-row sm:items-center sm:gap-6";
const optionClass =
  "flex w-full items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 text-left font-semibold text-slate-900 transition hover:border-indigo-500 hover:bg-indigo-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

function Bar({ label, votes, total, tone }: { label: string; votes: number; total: number; tone: string }) {
  const percent = Math.round((votes / total) * 100);
  return (
    <div className="mt-2">
      <div className="flex items-center justify-between text-xs font-medium text-slate-600 dark:text-slate-300">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function QuestionCard({ card }: { card: Card }) {
  const total = card.votesA + card.votesB;
  return (
    <article className={cardClass}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-bold text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100">
            {card.category}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-300">{total} votes</span>
        </div>
        <h3 className="mt-3 font-bold leading-snug">
          <a
            href={`/question/${card.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
          >
            {card.text}
          </a>
        </h3>
        <form method="post" className="mt-3 grid gap-1.5">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="questionId" value={card.id} />
          <button type="submit" name="option" value="A" className={optionClass}>
            <span className="grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold text-white bg-indigo-700">
              A
            </span>
            {card.a}
          </button>
          <button type="submit" name="option" value="B" className={optionClass}>
            <span className="grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold text-white bg-rose-700">
              B
            </span>
            {card.b}
          </button>
        </form>
        <Bar label={card.a} votes={card.votesA} total={total} tone="bg-indigo-600" />
        <Bar label={card.b} votes={card.votesB} total={total} tone="bg-rose-600" />
      </div>
    </article>
  );
}

export function ReferencePage() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Would You Rather Questions - Reference Page</title>
        <meta name="description" content="A static page of similar size to the site's home page." />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
          <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
            <a href="/" className="text-lg font-extrabold">
              Would You Rather?
            </a>
            {CATEGORIES.map((name) => (
              <a
                key={name}
                href={`/category/${name}`}
                className="block rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {name}
              </a>
            ))}
          </nav>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-10">
          <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-5xl">
            Would You Rather?
          </h1>
          <div className="mt-6 flex flex-wrap gap-2">
            {CATEGORIES.map((name) => (
              <button key={name} type="button" className={chip}>
                {name}
              </button>
            ))}
          </div>
          <section className="mt-6 grid gap-4 sm:grid-cols-2">
            {CARDS.map((card) => (
              <QuestionCard key={card.id} card={card} />
            ))}
          </section>
        </main>
        <footer className="border-t border-slate-200 bg-white py-10 dark:border-slate-800 dark:bg-slate-950">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:grid-cols-3">
            {["Questions", "Categories", "About"].map((heading) => (
              <div key={heading}>
                <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-200">
                  {heading}
                </h2>
                <ul className="mt-3 grid gap-2 text-sm">
                  {CATEGORIES.slice(0, 6).map((name) => (
                    <li key={name}>
                      <a
                        href={`/category/${name}`}
                        className="text-slate-600 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300"
                      >
                        {name} questions
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </footer>
        <script
          type="application/json"
          id="page-data"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of constant data, like a hydration payload.
          dangerouslySetInnerHTML={{ __html: JSON.stringify({ cards: CARDS, categories: CATEGORIES }) }}
        />
      </body>
    </html>
  );
}
