import type { PictureQuestion } from "#domain/share-images.ts";
import type { PictureColours } from "./palette";
import { PagePreview, QuestionPreview } from "./previews";
import { drawQrCode } from "./qr";
import { QuestionCard } from "./question-card";
import { drawPng } from "./render";

type Size = { width: number; height: number };

export type QuestionPictureInput = {
  question: PictureQuestion;
  colours: PictureColours;
  siteName: string;
  /** The question's absolute URL, which the card's QR code opens. */
  url: string;
  host: string;
};

export function questionPicture(kind: "card" | "og", size: Size, input: QuestionPictureInput) {
  const { question, colours, siteName, host } = input;
  if (kind === "card") {
    const card = <QuestionCard question={question} colours={colours} siteName={siteName} host={host} />;
    return drawPng(card, size, (svg) => drawQrCode(svg, input.url));
  }
  return drawPng(
    <QuestionPreview question={question} colours={colours} siteName={siteName} host={host} />,
    size,
  );
}

export type PagePictureInput = {
  headline: string;
  line: string;
  badge?: string;
  colours: PictureColours;
  siteName: string;
  host: string;
};

/** Lines past this would overflow the preview; the page's own description is rarely longer. */
const LINE_MAX = 170;

export function pagePicture(size: Size, input: PagePictureInput) {
  const line = input.line.length > LINE_MAX ? `${input.line.slice(0, LINE_MAX - 1).trimEnd()}…` : input.line;
  return drawPng(<PagePreview {...input} line={line} />, size);
}
