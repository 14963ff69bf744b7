// The 1200x630 social previews: one for a question (with its options and, once people have voted,
// the rounded split) and one for any other page (a headline and a line about it). White text on
// the category's 700 shade (a gradient doubled the drawing time).
import { percentages } from "#domain/percent.ts";
import type { PictureQuestion } from "#domain/share-images.ts";
import { previewOptionSize, previewQuestionSize } from "./fit";
import { FONT_FAMILY } from "./fonts";
import type { PictureColours } from "./palette";
import { type PictureWords, percentLabel } from "./words";

const PANEL = "rgba(255, 255, 255, 0.16)";

function Frame({ colours, children }: { colours: PictureColours; children: React.ReactNode }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100%",
        padding: 64,
        background: colours.strong,
        color: "#ffffff",
        fontFamily: FONT_FAMILY,
      }}
    >
      {children}
    </div>
  );
}

function TopLine({
  siteName,
  badge,
  colours,
}: {
  siteName: string;
  badge?: string;
  colours: PictureColours;
}) {
  return (
    <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
      <div style={{ display: "flex", fontSize: 34, fontWeight: 800 }}>{siteName}</div>
      {badge && (
        <div
          style={{
            display: "flex",
            padding: "8px 24px",
            borderRadius: 999,
            background: colours.tint,
            color: colours.ink,
            fontSize: 28,
            fontWeight: 700,
          }}
        >
          {badge}
        </div>
      )}
    </div>
  );
}

function OptionPanel({
  label,
  text,
  percent,
  size,
  words,
}: {
  label: string;
  text: string;
  percent?: number;
  size: number;
  words: PictureWords;
}) {
  return (
    <div
      style={{
        display: "flex",
        flex: 1,
        alignItems: "center",
        gap: 20,
        padding: 24,
        borderRadius: 24,
        background: PANEL,
      }}
    >
      <div style={{ display: "flex", fontSize: 40, fontWeight: 800 }}>{label}</div>
      <div style={{ display: "flex", flex: 1, fontSize: size, fontWeight: 700, lineHeight: 1.2 }}>{text}</div>
      {percent !== undefined && (
        <div style={{ display: "flex", fontSize: 48, fontWeight: 800 }}>{percentLabel(words, percent)}</div>
      )}
    </div>
  );
}

type QuestionPreviewProps = {
  question: PictureQuestion;
  colours: PictureColours;
  siteName: string;
  host: string;
  words: PictureWords;
};

export function QuestionPreview({ question, colours, siteName, host, words }: QuestionPreviewProps) {
  const voted = question.votesA + question.votesB > 0;
  const pct = voted ? percentages(question.votesA, question.votesB) : undefined;
  const size = previewOptionSize(question.optionA, question.optionB);
  return (
    <Frame colours={colours}>
      <TopLine siteName={siteName} badge={question.category} colours={colours} />
      <div
        style={{
          display: "flex",
          flex: 1,
          alignItems: "center",
          fontSize: previewQuestionSize(question.questionText),
          fontWeight: 800,
          lineHeight: 1.15,
        }}
      >
        {question.questionText}
      </div>
      <div style={{ display: "flex", gap: 24 }}>
        <OptionPanel label="A" text={question.optionA} percent={pct?.a} size={size} words={words} />
        <OptionPanel label="B" text={question.optionB} percent={pct?.b} size={size} words={words} />
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", marginTop: 28, fontSize: 26 }}>
        <div style={{ display: "flex" }}>{voted ? words.previewVoted : words.previewFirst}</div>
        <div style={{ display: "flex", fontWeight: 700 }}>{host}</div>
      </div>
    </Frame>
  );
}

type PagePreviewProps = {
  headline: string;
  line: string;
  colours: PictureColours;
  siteName: string;
  host: string;
  badge?: string;
  words: PictureWords;
};

export function PagePreview({ headline, line, colours, siteName, host, badge, words }: PagePreviewProps) {
  return (
    <Frame colours={colours}>
      <TopLine siteName={siteName} badge={badge} colours={colours} />
      <div style={{ display: "flex", flexDirection: "column", flex: 1, justifyContent: "center", gap: 28 }}>
        <div
          style={{
            display: "flex",
            fontSize: headline.length > 40 ? 64 : 76,
            fontWeight: 800,
            lineHeight: 1.1,
          }}
        >
          {headline}
        </div>
        <div style={{ display: "flex", fontSize: 32, lineHeight: 1.35, maxWidth: 1000 }}>{line}</div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 26 }}>
        <div style={{ display: "flex" }}>{words.pageFooter}</div>
        <div style={{ display: "flex", fontWeight: 700 }}>{host}</div>
      </div>
    </Frame>
  );
}
