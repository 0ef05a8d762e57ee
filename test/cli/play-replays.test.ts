// Every replay under test/data/replays/ must re-run without an engine exception, and (unless it
// records a crash) reproduce its recorded events exactly. Crashes found by mass play are saved here.
// UPDATE_GOLDEN=1 re-records bot games from their setup when an intended runtime change moves events.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentSeed, isBot, makeBot } from '../../compiler/play/agents.js';
import { playBotGame, rerun } from '../../compiler/play/game.js';
import { firstDivergence, gameLines, parseReplay, setLine } from '../../compiler/play/replay-file.js';
import { replayMismatchText } from '../../runtime/index.js';

const dir = resolve(__dirname, '../data/replays');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort();
const update = process.env.UPDATE_GOLDEN === '1';

function rerecord(path: string): void {
  const p = parseReplay(readFileSync(path, 'utf8'));
  if (!p.ok) return;
  const { set, games } = p.file;
  const lines = [
    setLine(set.name, set.ruleset, set.cards, set.source, set.texts ? new Map(Object.entries(set.texts)) : undefined),
  ];
  for (const g of games) {
    const [a, b] = g.setup.agents;
    if (!isBot(a) || !isBot(b) || g.result?.status === 'crashed') return;
    const r = playBotGame(set.cards, g.setup, [
      makeBot(a, agentSeed(g.setup.seed, 0), g.setup.budget),
      makeBot(b, agentSeed(g.setup.seed, 1), g.setup.budget),
    ]);
    lines.push(...gameLines(r));
  }
  writeFileSync(path, lines.join('\n') + '\n');
}

describe('recorded replays (test/data/replays)', () => {
  it('holds at least one replay', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const f of files) {
    it(`${f} re-runs to completion and matches its events`, () => {
      const path = join(dir, f);
      if (update) rerecord(path);
      const p = parseReplay(readFileSync(path, 'utf8'));
      if (!p.ok) throw new Error(`${f}:${p.line}: ${p.message.en}`);
      for (const g of p.file.games) {
        const r = rerun(p.file.set.cards, g.setup, g.decisions);
        expect(r.error, `${f} game ${g.setup.game}: ${r.error}`).toBeUndefined();
        expect(r.steps).toBe(g.decisions.length);
        if (g.result?.status === 'crashed') continue;
        const d = firstDivergence(g, r.events, p.file.set.version, r.eventStarts);
        expect(d, `${f}: ${d && replayMismatchText(d, 'en')} (UPDATE_GOLDEN=1 re-records if intended)`).toBeNull();
        if (g.result) expect(r.winner).toBe(g.result.winner);
      }
    });
  }
});
