/**
 * Rounded share of votes for each option. With no votes the home page shows 50/50 and other
 * pages 0/0, so the caller says which.
 */
export function percentages(votesA: number, votesB: number, whenEmpty: 0 | 50 = 0): { a: number; b: number } {
  const total = votesA + votesB;
  if (total === 0) return { a: whenEmpty, b: whenEmpty };
  const a = Math.round((votesA / total) * 100);
  return { a, b: 100 - a };
}
