/** The heading block at the top of content pages. */
export function PageHero({
  eyebrow,
  title,
  intro,
  gradient = "from-indigo-700 to-violet-800",
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  gradient?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={`bg-gradient-to-br ${gradient} text-white`}>
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-white">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg text-white">{intro}</div>}
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
