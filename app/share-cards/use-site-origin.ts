import { useRouteLoaderData } from "react-router";

/** The site's origin (SITE_URL) from the root loader, for links people copy and share. */
export function useSiteOrigin(): string {
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  return root?.origin ?? "";
}
