import type { Locale } from "#domain/locale.ts";
import type { PictureQuestion } from "#domain/share-images.ts";
import { letteringFor } from "./lettering";
import type { PictureColours } from "./palette";
import { PagePreview, QuestionPreview } from "./previews";
import { drawQrCode } from "./qr";
import { QuestionCard } from "./question-card";
import { drawPng } from "./render";
import { PICTURE_WORDS, type PictureWords } from "./words";

type Size = { width: number; height: number };

/** The picture's own words, which pick its fonts along with its texts. */
const said = (w: PictureWords) => [w.cardVoted, w.cardFirst, w.previewVoted, w.previewFirst, w.pageFooter];

export type QuestionPictureInput = {
  /** The question in the picture's language, its `category` the category's name in it. */
  question: PictureQuestion;
  colours: PictureColours;
  siteName: string;
  /** The question's absolute URL, which the card's QR code opens. */
  url: string;
  host: string;
  locale: Locale;
};

export function questionPicture(kind: "card" | "og", size: Size, input: QuestionPictureInput) {
  const { colours, host, locale } = input;
  const words = PICTURE_WORDS[locale];
  const { questionText, optionA, optionB, category } = input.question;
  const lettering = letteringFor([questionText, optionA, optionB, category, input.siteName, ...said(words)]);
  const question = {
    ...input.question,
    questionText: lettering.text(questionText),
    optionA: lettering.text(optionA),
    optionB: lettering.text(optionB),
    category: lettering.text(category),
  };
  const siteName = lettering.text(input.siteName);
  const props = { question, colours, siteName, host, words };
  if (kind === "card") {
    return drawPng(<QuestionCard {...props} />, size, lettering.fonts, (svg) => drawQrCode(svg, input.url));
  }
  return drawPng(<QuestionPreview {...props} />, size, lettering.fonts);
}

export type PagePictureInput = {
  headline: string;
  line: string;
  badge?: string;
  colours: PictureColours;
  siteName: string;
  host: string;
  locale: Locale;
};

/** Lines past this would overflow the preview; the page's own description is rarely longer. */
const LINE_MAX = 170;

export function pagePicture(size: Size, { locale, ...input }: PagePictureInput) {
  const words = PICTURE_WORDS[locale];
  const line = input.line.length > LINE_MAX ? `${input.line.slice(0, LINE_MAX - 1).trimEnd()}…` : input.line;
  const lettering = letteringFor([input.headline, line, input.badge ?? "", input.siteName, ...said(words)]);
  const preview = (
    <PagePreview
      {...input}
      headline={lettering.text(input.headline)}
      line={lettering.text(line)}
      badge={input.badge === undefined ? undefined : lettering.text(input.badge)}
      siteName={lettering.text(input.siteName)}
      words={words}
    />
  );
  return drawPng(preview, size, lettering.fonts);
}
