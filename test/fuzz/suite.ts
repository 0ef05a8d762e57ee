// The fuzz suite: which family of inputs each stage gets, and each stage's share of the cases. The vitest run and
// the long mode (scripts/fuzz.ts) both draw from here, with seeds, so a failing case can be drawn again.
import fc from 'fast-check';
import { families, GAMES } from './families.js';
import {
  buildTarget,
  checkTarget,
  editorTarget,
  manifestTarget,
  parseTarget,
  replayTarget,
  scenarioLoadTarget,
  scenarioRunTarget,
  type Target,
} from './targets.js';

export interface Lane {
  target: Target<any>;
  input: fc.Arbitrary<unknown>;
  /** Share of the cases, out of the sum of all shares. */
  share: number;
}

/** The lanes, with the large families scaled by `scale` (families.ts). */
export function lanes(scale = 1): Lane[] {
  const { cardDocument, manifestDocument, scenarioDocument, replayDocument } = families(scale);
  const cardInput = fc.record({ text: cardDocument, game: fc.constantFrom(...GAMES), at: fc.nat() });
  const yamlInput = (doc: fc.Arbitrary<string>) => fc.record({ text: doc, game: fc.constantFrom(...GAMES) });
  return [
    { target: parseTarget, input: cardInput, share: 25 },
    { target: checkTarget, input: cardInput, share: 15 },
    { target: buildTarget, input: cardInput, share: 8 },
    { target: editorTarget, input: cardInput, share: 12 },
    { target: manifestTarget, input: yamlInput(manifestDocument), share: 12 },
    { target: scenarioLoadTarget, input: scenarioDocument, share: 10 },
    { target: scenarioRunTarget, input: scenarioDocument, share: 6 },
    { target: replayTarget, input: replayDocument.map((text) => ({ text })), share: 12 },
  ];
}

/** How many of `total` cases a lane gets (at least one). */
export function casesOf(lane: Lane, total: number, all: readonly Lane[]): number {
  const sum = all.reduce((n, l) => n + l.share, 0);
  return Math.max(1, Math.round((total * lane.share) / sum));
}

/** The seed of the vitest run (FUZZ_SEED overrides it): fixed, so `npm test` draws the same cases every time. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_140);
