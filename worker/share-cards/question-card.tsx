// The share card: 600x450, drawn at scale 2 (every length below goes through `u`). satori
// lays out flexbox only, so every box with more than one child says `display: flex`. Nothing on it
// may change unless its URL's version does (domain/share-images.ts), so it shows rounded
// percentages but never the running vote count.
import { percentages } from "#domain/percent.ts";
import type { PictureQuestion } from "#domain/share-images.ts";
import { cardOptionSize, cardQuestionSize } from "./fit";
import { FONT_FAMILY } from "./fonts";
import type { PictureColours } from "./palette";
import { QrCodeSlot } from "./qr";
import { type PictureWords, percentLabel } from "./words";

const SCALE = 2;
const u = (n: number) => n * SCALE;

export const CARD_UNITS = { width: 600, height: 450 } as const;

const INK = "#0f172a";
const MUTED = "#475569";
const OPTION_COLOURS = { A: "#4338ca", B: "#be123c" } as const;

type OptionProps = {
  label: "A" | "B";
  text: string;
  percent: number | null;
  size: number;
  words: PictureWords;
};

function OptionRow({ label, text, percent, size, words }: OptionProps) {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: u(5) }}>
      <div style={{ display: "flex", alignItems: "center", gap: u(10) }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: u(26),
            height: u(26),
            borderRadius: u(13),
            background: OPTION_COLOURS[label],
            color: "#ffffff",
            fontSize: u(14),
            fontWeight: 800,
            flexShrink: 0,
          }}
        >
          {label}
        </div>
        <div style={{ display: "flex", flex: 1, fontSize: u(size), fontWeight: 700, lineHeight: 1.25 }}>
          {text}
        </div>
        {percent !== null && (
          <div style={{ display: "flex", fontSize: u(20), fontWeight: 800, color: OPTION_COLOURS[label] }}>
            {percentLabel(words, percent)}
          </div>
        )}
      </div>
      {percent !== null && (
        <div style={{ display: "flex", height: u(8), borderRadius: u(4), background: "#e2e8f0" }}>
          <div
            style={{
              display: "flex",
              width: `${percent}%`,
              height: u(8),
              borderRadius: u(4),
              background: OPTION_COLOURS[label],
            }}
          />
        </div>
      )}
    </div>
  );
}

type CardProps = {
  /** The question as drawn: its text in the picture's language, its category's name in it too. */
  question: PictureQuestion;
  colours: PictureColours;
  siteName: string;
  host: string;
  words: PictureWords;
};

/** The card, with a slot for the QR code that `drawQrCode` fills (worker/share-cards/qr.tsx). */
export function QuestionCard({ question, colours, siteName, host, words }: CardProps) {
  const voted = question.votesA + question.votesB > 0;
  const pct = voted ? percentages(question.votesA, question.votesB) : null;
  const optionSize = cardOptionSize(question.optionA, question.optionB);
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100%",
        padding: u(24),
        background: "#ffffff",
        borderTop: `${u(10)}px solid ${colours.strong}`,
        color: INK,
        fontFamily: FONT_FAMILY,
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <div
          style={{
            display: "flex",
            padding: `${u(4)}px ${u(12)}px`,
            borderRadius: u(999),
            background: colours.tint,
            color: colours.ink,
            fontSize: u(13),
            fontWeight: 700,
          }}
        >
          {question.category}
        </div>
        <div style={{ display: "flex", fontSize: u(15), fontWeight: 800, color: "#3730a3" }}>{siteName}</div>
      </div>
      <div
        style={{
          display: "flex",
          flex: 1,
          alignItems: "center",
          marginTop: u(8),
          fontSize: u(cardQuestionSize(question.questionText)),
          fontWeight: 800,
          lineHeight: 1.2,
        }}
      >
        {question.questionText}
      </div>
      <div style={{ display: "flex", alignItems: "flex-end", gap: u(20), marginTop: u(8) }}>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: u(10) }}>
          <OptionRow
            label="A"
            text={question.optionA}
            percent={pct?.a ?? null}
            size={optionSize}
            words={words}
          />
          <OptionRow
            label="B"
            text={question.optionB}
            percent={pct?.b ?? null}
            size={optionSize}
            words={words}
          />
          <div style={{ display: "flex", fontSize: u(12), color: MUTED }}>
            {voted ? words.cardVoted : words.cardFirst}
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
          <QrCodeSlot size={u(120)} />
          <div style={{ display: "flex", marginTop: u(4), fontSize: u(10), color: MUTED }}>{host}</div>
        </div>
      </div>
    </div>
  );
}
