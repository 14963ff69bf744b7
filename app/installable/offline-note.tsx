import { WifiOff } from "lucide-react";
import { m } from "#domain/paraglide/messages.js";

/** The note a saved copy shows; loaded only then (installable.tsx), from the worker's precache. */
export default function OfflineNote() {
  return (
    <p className="flex items-center gap-2 rounded-full bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 shadow-md ring-1 ring-amber-400 dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-700">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {m.offline_note()}
    </p>
  );
}
