// Walks POST /api/admin/reconcile page by page (worker/api/reconcile.ts), for `npm run reconcile`
// and the chaos suite alike.
import type { QuestionReconcile } from "#worker/services/reconcile-report.ts";

export type { QuestionReconcile };

const PAGE = 25;

/** Sends one request to the worker: over the network, or straight into a local Miniflare. */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

type Page = { success: boolean; data: QuestionReconcile[]; next: string | null; error?: string };

export async function reconcileAll(send: Send, token: string, apply: boolean): Promise<QuestionReconcile[]> {
  const all: QuestionReconcile[] = [];
  let after = "";
  for (;;) {
    const response = await send("/api/admin/reconcile", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ after, limit: PAGE, apply }),
    });
    const page = (await response.json().catch(() => ({}))) as Partial<Page>;
    if (!response.ok || !page.data) {
      throw new Error(`reconcile answered ${response.status}: ${page.error ?? "no JSON"}`);
    }
    all.push(...page.data);
    if (!page.next) return all;
    after = page.next;
  }
}

/** True when D1 holds exactly what the objects hold for this question. */
export const inStep = (q: QuestionReconcile) => q.missingInD1 === 0 && q.extraInD1 === 0 && !q.countsDiffer;

/** One line per question that differs, and a total. */
export function describeDifferences(questions: QuestionReconcile[]): string[] {
  const differing = questions.filter((q) => !inStep(q));
  const lines = differing.map(
    (q) =>
      `${q.id}: objects A ${q.objects.votesA} B ${q.objects.votesB}, D1 A ${q.d1.votesA} B ${q.d1.votesB}; ` +
      `${q.missingInD1} rows missing from D1, ${q.extraInD1} extra${q.repaired ? " (repairing)" : ""}`,
  );
  lines.push(`${questions.length} questions compared, ${differing.length} differ.`);
  return lines;
}
