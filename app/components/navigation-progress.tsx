import { useNavigation } from "react-router";
import { m } from "#domain/paraglide/messages.js";

/** A thin bar at the top while the next page loads; fixed, so it never shifts the layout. */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label={m.lists_loading()}
      aria-hidden={!busy}
      className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-indigo-500 transition-transform duration-500 ${busy ? "scale-x-75" : "scale-x-0"}`}
    />
  );
}
