// `cardc sim merge`: games files of shards (or of separate runs of the same set, decks, agents and seed) → the
// games file and tallies of the whole run, read line by line (a file is never held in memory). Shards are put
// in game order, so four shards merged give the same games file and report as one run.
import { closeSync, createReadStream, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { readErrorText } from '../cli/paths.js';
import type { SimCode } from './codes.js';
import { parseSimLine, simProblem, type GameLine, type RunLine, type SimProblem } from './record.js';
import { GAMES_FILES } from './run.js';
import { addGame, emptyTally, type Tally } from './tally.js';

export type MergeResult =
  | { ok: true; runs: RunLine[]; tallies: Tally[]; files: number; missing: number[] }
  | {
      ok: false;
      file: string;
      /** 1-based; 0 for a file that cannot be read at all. */
      line: number;
      col: number;
      /** CS53xx; absent for a file that cannot be read. */
      code?: SimCode;
      message: { zh: string; en: string };
    };

interface Part {
  file: string;
  run: RunLine;
  /** The first game line's index (Infinity for a file with none). */
  first: number;
  /** The run line's text and line number, where a field that differs is pointed at. */
  runText: string;
  runAt: number;
}

/** The fields two games files must agree on to be parts of one run. */
const SAME: (keyof RunLine)[] = ['set', 'ruleset', 'cardsHash', 'decks', 'agents', 'seed', 'games', 'maxSteps'];

async function* lines(file: string): AsyncGenerator<[string, number]> {
  const rl = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const l of rl) {
    n++;
    if (l.trim()) yield [l, n];
  }
}

const failed = (file: string, line: number, p: SimProblem): Extract<MergeResult, { ok: false }> => ({
  ok: false,
  file,
  line,
  col: p.col,
  code: p.code,
  message: p.message,
});

async function head(file: string): Promise<Part | Extract<MergeResult, { ok: false }>> {
  let run: RunLine | undefined;
  let runText = '';
  let runAt = 1;
  for await (const [text, n] of lines(file)) {
    const p = parseSimLine(text);
    if ('error' in p) return failed(file, n, p.error);
    if (!run) {
      if (p.line.type !== 'run') return failed(file, n, simProblem('CS5304'));
      run = p.line;
      runText = text;
      runAt = n;
      continue;
    }
    if (p.line.type === 'game') return { file, run, first: p.line.game, runText, runAt };
  }
  if (!run) return failed(file, 1, simProblem('CS5305'));
  return { file, run, first: Infinity, runText, runAt };
}

/** Merges games files into `outDir` (games.jsonl, and games-b.jsonl for the B side of a comparison). */
export async function mergeGames(files: readonly string[], outDir: string): Promise<MergeResult> {
  const parts: Part[] = [];
  for (const f of files) {
    let h: Awaited<ReturnType<typeof head>>;
    try {
      h = await head(f);
    } catch (e) {
      return {
        ok: false,
        file: f,
        line: 0,
        col: 0,
        message: { zh: `无法读取：${readErrorText(e, 'zh')}`, en: `cannot read: ${readErrorText(e, 'en')}` },
      };
    }
    if ('ok' in h) return h;
    parts.push(h);
  }
  const variants = [...new Set(parts.map((p) => p.run.variant))].sort();
  mkdirSync(outDir, { recursive: true });
  const runs: RunLine[] = [];
  const tallies: Tally[] = [];
  const missing: number[] = [];
  for (const [vi, variant] of variants.entries()) {
    const mine = parts.filter((p) => p.run.variant === variant).sort((a, b) => a.first - b.first);
    const run = mine[0].run;
    for (const p of mine)
      for (const k of SAME)
        if (JSON.stringify(p.run[k]) !== JSON.stringify(run[k]))
          return failed(
            p.file,
            p.runAt,
            simProblem('CS5308', [mine[0].file, k], p.runText.indexOf(`"${k}":`) + 1 || 1),
          );
    const tally = emptyTally(run);
    const seen = new Uint8Array(run.games);
    const fd = openSync(join(outDir, GAMES_FILES[vi]), 'w');
    try {
      writeSync(fd, JSON.stringify(run) + '\n');
      let last = -1;
      for (const p of mine) {
        let batch = '';
        for await (const [text, n] of lines(p.file)) {
          const parsed = parseSimLine(text);
          if ('error' in parsed) return failed(p.file, n, parsed.error);
          if (parsed.line.type === 'run') continue;
          const g: GameLine = parsed.line;
          if (!(g.game >= 0 && g.game < run.games) || seen[g.game] || g.game < last)
            return failed(
              p.file,
              n,
              simProblem(seen[g.game] ? 'CS5306' : 'CS5307', [g.game], text.indexOf('"game":') + 1 || 1),
            );
          seen[g.game] = 1;
          last = g.game;
          addGame(tally, g, run.deckCards);
          batch += text + '\n';
          if (batch.length > 1 << 16) {
            writeSync(fd, batch);
            batch = '';
          }
        }
        writeSync(fd, batch);
      }
    } finally {
      closeSync(fd);
    }
    if (vi === 0) for (let i = 0; i < run.games && missing.length < 1_000_000; i++) if (!seen[i]) missing.push(i);
    runs.push(run);
    tallies.push(tally);
  }
  return { ok: true, runs, tallies, files: files.length, missing };
}
