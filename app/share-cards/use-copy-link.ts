import { useState } from "react";

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
      window.alert(`Copy failed. Please copy the link manually: ${url}`);
    }
  };
  return { copied, copy };
}
