import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * Once the room ends, the page's loader is asked again, once: the summary and its kept link are
 * read on the server at the end. Once only, so a summary that cannot be read never loops.
 */
export function useEndReload(ended: boolean, loaded: boolean) {
  const revalidator = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (!ended || loaded || asked.current || revalidator.state !== "idle") return;
    asked.current = true;
    revalidator.revalidate();
  }, [ended, loaded, revalidator]);
}
