// The fuzz suite in `npm test` (issue 14): a few thousand seeded cases across the parser, checker, build, editor
// features, manifest, scenarios and replays; each must not throw, keep its spans inside its text, give the same
// result twice and finish within the time budget. `FUZZ_CASES=1000000 npm run fuzz` runs the long mode.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCase } from './properties.js';
import { casesOf, lanes, SEED } from './suite.js';

const TOTAL = Number(process.env.FUZZ_TEST_CASES ?? 3000);
/** Large inputs drawn at a fifth of the long mode's sizes, to keep `npm test` fast. */
const LANES = lanes(Number(process.env.FUZZ_SCALE ?? 0.2));

describe('fuzz: hostile input never crashes, hangs or leaves its text', () => {
  LANES.forEach((lane, i) => {
    const n = casesOf(lane, TOTAL, LANES);
    it(`${lane.target.name}: ${n} cases`, () => {
      fc.assert(
        fc.property(lane.input, (input) => {
          const { problems } = runCase(lane.target, input);
          expect(problems).toEqual([]);
        }),
        { seed: SEED + i, numRuns: n, endOnFailure: true },
      );
    });
  });
});

describe('fuzz: the properties themselves', () => {
  it('report a throw, a span outside its text, a result that changes between runs and a slow input', () => {
    let n = 0;
    const target = {
      name: 'fake',
      run: (x: string) => {
        if (x === 'throw') throw new Error('boom');
        n++;
        return {
          result: x === 'random' ? n : x,
          spans: [{ span: { start: 2, end: 9 }, length: x.length, what: 'span' }],
          broken: x === 'broken' ? ['it broke'] : [],
        };
      },
    };
    expect(runCase(target, 'throw').problems.map((p) => p.kind)).toEqual(['crash']);
    expect(runCase(target, 'short').problems.map((p) => p.kind)).toEqual(['badRange']);
    expect(runCase(target, 'random and long').problems.map((p) => p.kind)).toEqual([]);
    expect(runCase(target, 'random').problems.map((p) => p.kind)).toEqual(['badRange', 'nondeterministic']);
    expect(runCase(target, 'broken but long').problems.map((p) => p.kind)).toEqual([]);
    expect(runCase(target, 'broken').problems.map((p) => p.kind)).toEqual(['badRange', 'broken']);
    expect(runCase(target, 'slow enough text', -1).problems.map((p) => p.kind)).toEqual(['hang']);
  });
});
