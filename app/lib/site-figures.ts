// The about page's headline figures. The rounded "1000+" and "50K+" are used only once they are
// true; until then the real count is shown, zero included.

import { m } from "#domain/paraglide/messages.js";
import { groupDigits } from "./format";

export type Figure = { value: string; label: string };

function atLeast(n: number, threshold: number, rounded: string): string {
  return n >= threshold ? rounded : groupDigits(n);
}

export function headlineFigures(counts: { questions: number; votes: number; categories: number }): Figure[] {
  return [
    { value: atLeast(counts.questions, 1000, "1000+"), label: m.lists_figure_questions() },
    { value: atLeast(counts.votes, 50_000, "50K+"), label: m.lists_figure_votes() },
    { value: groupDigits(counts.categories), label: m.lists_figure_categories() },
    { value: "24/7", label: m.lists_figure_always_open() },
  ];
}
