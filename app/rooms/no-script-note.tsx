/** Without JavaScript the buttons still post, but nothing arrives by itself: say how to catch up. */
export function NoScriptNote({ children }: { children: string }) {
  return (
    <noscript>
      <p className="mt-4 rounded-xl bg-amber-100 p-3 font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        {children}
      </p>
    </noscript>
  );
}
