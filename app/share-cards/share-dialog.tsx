// Loaded only when someone opens it (see share-button.tsx), so it costs no page any JavaScript.
import { Download, LinkIcon, Share } from "lucide-react";
import { useEffect, useState } from "react";
import { ModalDialog } from "#app/components/modal-dialog.tsx";
import { button } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { cardFileName, cardPath, type PictureQuestion } from "#domain/share-images.ts";
import { EmbedSnippet } from "./embed-snippet";
import { SocialShareLinks } from "./social-share-links";
import { useCopyLink } from "./use-copy-link";
import { useSiteOrigin } from "./use-site-origin";

export type ShareDialogProps = {
  question: PictureQuestion;
  /** The visitor's choice, if any: the dialog opens with a short pulse on it. */
  yourVote: "A" | "B" | null;
  onClose: () => void;
};

const PULSE_MS = 2000;

/**
 * The share dialog: the card with its QR code, download, copy link, two social sites, the share
 * sheet, and the HTML to embed the question in another website.
 */
export default function ShareDialog({ question, yourVote, onClose }: ShareDialogProps) {
  const origin = useSiteOrigin();
  const url = `${origin}${localizeHref(`/question/${question.slug}`)}`;
  const image = cardPath(question);
  const [fileName] = useState(() => cardFileName(question.slug));
  const [picture, setPicture] = useState<"loading" | "ready" | "failed">("loading");
  const [pulse, setPulse] = useState(yourVote !== null);
  const [canShare, setCanShare] = useState(false);
  const { copied, copy } = useCopyLink(url);

  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    const stopPulse = setTimeout(() => setPulse(false), PULSE_MS);
    return () => clearTimeout(stopPulse);
  }, []);

  // The card itself travels when the device can share files; otherwise the link does.
  const shareSheet = async () => {
    const shared = { title: question.questionText, text: question.questionText, url };
    try {
      const blob = await (await fetch(image)).blob();
      const file = new File([blob], fileName, { type: "image/png" });
      await navigator.share(navigator.canShare?.({ files: [file] }) ? { ...shared, files: [file] } : shared);
    } catch {
      // Dismissing the sheet rejects too; there is nothing to tell the visitor.
    }
  };

  const choice = yourVote === "A" ? question.optionA : yourVote === "B" ? question.optionB : null;
  return (
    <ModalDialog
      titleId="share-dialog-title"
      title={m.question_share_title()}
      width="w-[min(94vw,40rem)]"
      onClose={onClose}
    >
      {choice && (
        <p
          className={`mt-2 inline-block rounded-full bg-emerald-800 px-3 py-1 text-sm font-bold text-white ${pulse ? "motion-safe:animate-pulse" : ""}`}
        >
          {m.question_you_picked({ option: yourVote ?? "", choice })}
        </p>
      )}
      <div className="relative mt-4 aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        <img
          src={image}
          width={600}
          height={450}
          alt={m.question_card_alt({
            question: question.questionText,
            a: question.optionA,
            b: question.optionB,
          })}
          className={`h-full w-full object-contain ${picture === "ready" ? "" : "invisible"}`}
          onLoad={() => setPicture("ready")}
          onError={() => setPicture("failed")}
        />
        {picture !== "ready" && (
          <p
            role="status"
            className="absolute inset-0 grid place-items-center p-4 text-center text-slate-600 dark:text-slate-300"
          >
            {picture === "loading" ? m.question_drawing_card() : m.question_card_failed()}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={image} download={fileName} className={button.primary}>
          <Download className="size-4 shrink-0" /> {m.question_download()}
        </a>
        <button type="button" className={button.secondary} onClick={copy}>
          <LinkIcon className="size-4 shrink-0" />
          <span aria-live="polite">{copied ? m.question_copied() : m.question_copy_link()}</span>
        </button>
        <SocialShareLinks text={question.questionText} url={url} />
        {canShare && (
          <button type="button" className={button.secondary} onClick={shareSheet}>
            <Share className="size-4 shrink-0" /> {m.question_share_sheet()}
          </button>
        )}
      </div>
      <EmbedSnippet origin={origin} question={question} />
    </ModalDialog>
  );
}
