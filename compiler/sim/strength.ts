// How strong the bots are, per ruleset: greedy against random on the bundled sets with their first two decks,
// measured once with `cardc sim` — 200 games with greedy in seat 1 and 200 in seat 2, seed 1, the first player
// alternating (docs/balance.md, "How strong the bots are") — and written here, so a report's header says what its
// agents' play is worth without playing more games. Re-measure after changing an agent or a bundled set.
import type { RulesetId } from '../../runtime/card-def.js';

export interface StrengthRow {
  /** Greedy's wins and the games played. */
  wins: number;
  games: number;
  /** When it was measured (YYYY-MM-DD). */
  measured: string;
}

export const GREEDY_VS_RANDOM: Record<RulesetId, StrengthRow> = {
  slcg: { wins: 397, games: 400, measured: '2026-12-02' },
  guangan: { wins: 345, games: 400, measured: '2026-12-02' },
  kaling: { wins: 391, games: 400, measured: '2026-12-02' },
};
