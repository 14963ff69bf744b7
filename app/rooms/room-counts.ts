import { groupDigits } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";

// A room's counted nouns in the page's language: one message per form, chosen here (Paraglide's
// plural selector would build an Intl.PluralRules on every call).

/** "1 player", "12 players", "12 位玩家". */
export function formatPlayers(n: number): string {
  const shown = groupDigits(n);
  return n === 1 ? m.rooms_players_one({ shown }) : m.rooms_players_many({ shown });
}

/** "1 question", "5 questions", "5 个问题". */
export function formatQuestions(n: number): string {
  const shown = groupDigits(n);
  return n === 1 ? m.rooms_questions_one({ shown }) : m.rooms_questions_many({ shown });
}
