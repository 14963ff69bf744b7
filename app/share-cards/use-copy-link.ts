import { useState } from "react";
import { m } from "#domain/paraglide/messages.js";

const COPIED_MS = 2000;

/** Copies a link, saying "Copied!" for 2 seconds; if the browser refuses, asks to copy by hand. */
export function useCopyLink(url: string) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      window.alert(m.question_copy_failed({ url }));
    }
  };
  return { copied, copy };
}
