// What a 卡灵时代 scenario step's action can fail with (KALING_STEP_ERRORS, the note of CS5144): every action of every
// kind tried on states of real games — seeded random games, some with no room for face-down cards (KL-CT-07) — fails
// only with the codes listed for its step; placing a device where a face-down card could not be set fails with
// set/limit (KL-CT-07), and a scenario that expects `place/limit` is told the codes `place` can return.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlayableSet, resolveDecks } from '../../compiler/play/load-set.js';
import { runScenarioFile } from '../../compiler/scenario/index.js';
import { stepCodes } from '../../compiler/scenario/closed-names.js';
import { KALING_STEP_ERRORS } from '../../compiler/scenario/rulesets/kaling.js';
import {
  ACTION_ERRORS,
  actorOf,
  createPool,
  legalActions,
  performAction,
  randInt,
  seedRng,
  type Action,
  type GameState,
} from '../../runtime/index.js';
import { checkKaling } from '../../runtime/rulesets/kaling/legal.js';
import type { KalingOwnAction } from '../../runtime/rulesets/kaling/actions.js';
import type { KalingState } from '../../runtime/rulesets/kaling/state.js';

const root = resolve(import.meta.dirname, '../..');
const set = loadPlayableSet(resolve(root, 'cards/kaling'), root).set!;
const decks = resolveDecks(set, undefined) as { lists: [string[], string[]] };
const pool = createPool('kaling', set.cards);
const CODES = [...ACTION_ERRORS.core, ...ACTION_ERRORS.kaling].flatMap((t) =>
  Object.values(t).map((v) => (typeof v === 'function' ? v('') : v).code),
);

/** Every action of every kind a scenario step makes, over every card, area and ability index. */
function candidates(s: GameState): KalingOwnAction[] {
  const ids = [...s.cards.keys(), -1, s.cards.length + 3];
  const cells = [-1, ...Array.from({ length: 25 }, (_, i) => i)];
  const out: KalingOwnAction[] = [{ type: 'skillDraw' }, { type: 'endTurn' }];
  for (const card of ids) {
    out.push({ type: 'set', card }, { type: 'place', card });
    for (const material of [-1, ...ids]) out.push({ type: 'summon', card, material });
    for (const cell of cells) {
      out.push({ type: 'move', card, cell }, { type: 'skillMove', card, cell });
      out.push({ type: 'attack', attacker: card, cell });
    }
    for (let ability = 0; ability < 4; ability++) out.push({ type: 'activate', card, ability });
  }
  return out as KalingOwnAction[];
}

describe('卡灵时代 step errors (KALING_STEP_ERRORS, CS5144 note)', () => {
  it('KL-CT-07 every action of a step fails only with a code listed for that step, on states of real games', () => {
    const seen = new Map<string, Set<string>>();
    for (let g = 0; g < 6; g++) {
      // Games 4 and 5 have no room for face-down cards or devices (maxSetCards 0): place fails with set/limit.
      const params = g >= 4 ? { ...set.params, maxSetCards: 0 } : set.params;
      const s = pool.rules.start({ cards: set.cards, decks: decks.lists, seed: 100 + g, params }, pool).state;
      const rng = seedRng(g);
      for (let step = 0; step < 400 && s.winner === null; step++) {
        if (step % 7 === 0)
          for (const p of [0, 1])
            for (const a of candidates(s)) {
              const e = checkKaling(s as KalingState, a, p);
              if (!e) continue;
              (seen.get(a.type) ?? seen.set(a.type, new Set()).get(a.type)!).add(e.code);
            }
        const legal: Action[] = legalActions(s);
        if (!legal.length) break;
        actorOf(s);
        performAction(s, legal[randInt(rng, legal.length)], []);
      }
    }
    for (const [type, codes] of seen) {
      const allowed = stepCodes(KALING_STEP_ERRORS[type], CODES);
      for (const c of codes) expect(allowed, `${type} returned ${c}`).toContain(c);
    }
    // The codes that matter most were met: placing at the limit is set/limit, not a place/… code.
    expect([...seen.get('place')!]).toEqual(expect.arrayContaining(['place/not-placed-device', 'set/limit']));
    expect([...seen.get('set')!]).toEqual(expect.arrayContaining(['set/limit', 'set/not-in-hand']));
    expect(seen.size).toBe(9);
  }, 120_000);

  it('lists only codes the engine has, each step something', () => {
    for (const [step, patterns] of Object.entries(KALING_STEP_ERRORS)) {
      const codes = stepCodes(patterns, CODES);
      expect(codes.length, step).toBeGreaterThan(0);
      for (const p of patterns) expect(stepCodes([p], CODES).length, `${step}: ${p}`).toBeGreaterThan(0);
    }
  });

  it('CS5144 for place/limit names the codes place can return, set/limit among them; set/limit passes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardc-step-errors-'));
    cpSync(resolve(root, 'cards/kaling'), dir, { recursive: true, filter: (p) => !/[/\\](scenarios|sim)$/.test(p) });
    const file = join(dir, 'place.scenario.yaml');
    const scenario = (code: string) =>
      [
        'name: 放置设备也受盖伏上限约束 (KL-CT-07)',
        'rules: [KL-CT-07]',
        'params: {maxSetCards: 0}',
        'setup:',
        '  A: {hand: [守望塔]}',
        'steps:',
        '  - place: 守望塔',
        `    expectError: ${code}`,
        '',
      ].join('\n');
    writeFileSync(file, scenario('place/limit'));
    const bad = runScenarioFile(file);
    expect(bad.ok).toBe(false);
    const d = bad.diagnostics.find((x) => x.code === 'CS5144')!;
    expect(d.messageEn).toBe('"place/limit" is not an error code of the 卡灵时代 engine');
    expect(d.notes?.map((n) => n.en)).toEqual([
      'codes place can return: phase/not-action set/limit set/no-area place/not-placed-device',
    ]);
    expect(d.notes?.[0].zh).toBe(
      'place 可能返回的错误码：phase/not-action set/limit set/no-area place/not-placed-device',
    );
    writeFileSync(file, scenario('set/limit'));
    const good = runScenarioFile(file);
    expect(good.diagnostics.map((x) => `${x.code} ${x.messageEn}`)).toEqual([]);
    expect(good.ok).toBe(true);
  }, 60_000);
});
