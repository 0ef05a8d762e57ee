// How strong the bots are, per ruleset: greedy against random on the bundled sets with their first two decks,
// measured once with `cardc sim` (seats and first player alternating; docs/balance.md, "How strong the bots
// are") and written here, so a report's header says how much its agents' play is worth without playing more
// games. Re-measure after changing an agent or a bundled set.
import type { RulesetId } from '../../runtime/card-def.js';

export interface StrengthRow {
  /** Greedy's wins and the games played. */
  wins: number;
  games: number;
  /** When it was measured (YYYY-MM-DD). */
  measured: string;
}

export const GREEDY_VS_RANDOM: Record<RulesetId, StrengthRow> = {
  slcg: { wins: 0, games: 0, measured: '' },
  guangan: { wins: 0, games: 0, measured: '' },
  kaling: { wins: 0, games: 0, measured: '' },
};
