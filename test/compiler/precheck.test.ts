// Prechecked code units (compiler/emit/prechecked.ts): a unit checked clean once is trusted by its text, never by
// anything else; a unit not in the memo is type-checked as before; every unit the emitter can write for the three
// rulesets type-checks (precheck-all.ts, what `npm run build` runs).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { opFacts } from '../../compiler/emit/bodies.js';
import { codeUnits, conditionUnitText, opUnitText } from '../../compiler/emit/code-units.js';
import { emitSetSync, type EmitOptions } from '../../compiler/emit/index.js';
import { precheckAll } from '../../compiler/emit/precheck-all.js';
import { checkSalt, unitKey } from '../../compiler/emit/prechecked.js';
import { declarationFiles, runtimeCardTypes } from '../../compiler/emit/runtime-types.js';
import { groupBySource } from '../../compiler/emit/modules.js';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import type { CardDef, EffectOp, RulesetId } from '../../runtime/index.js';
import { FIXTURES } from './emit-fixtures.js';

const tmp = mkdtempSync(join(tmpdir(), 'cardc-precheck-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const saved = process.env.CARDC_PRECHECKED;
afterEach(() => {
  if (saved === undefined) delete process.env.CARDC_PRECHECKED;
  else process.env.CARDC_PRECHECKED = saved;
});
let n = 0;

/** The keys of these cards' units as this emitter writes them (what a memo that had checked them would hold). */
function keysOf(cards: readonly CardDef[], ruleset: RulesetId, moduleCount = groupBySource(cards).size): string[] {
  const facts = opFacts(ruleset);
  const salt = checkSalt(declarationFiles(runtimeCardTypes(), ruleset, facts));
  return codeUnits(cards, facts, ruleset, [], moduleCount).map((u) => unitKey(salt, u));
}

function memo(keys: readonly string[]): string {
  const f = join(tmp, `memo${n++}.json`);
  writeFileSync(f, JSON.stringify({ checker: 'test', keys }));
  return f;
}

function build(cards: CardDef[], ruleset: RulesetId, memoFile: string | '0', more: Partial<EmitOptions> = {}) {
  process.env.CARDC_PRECHECKED = memoFile;
  const outDir = join(tmp, `out${n++}`);
  const r = emitSetSync(cards, { setName: `pre-${ruleset}`, ruleset, outDir, typecheck: 'code', ...more });
  return { ...r, outDir };
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length))
    .sort()
    .map((p) => [p, readFileSync(join(dir, p), 'utf8')]);

describe('prechecked code units', () => {
  for (const ruleset of ['slcg', 'guangan', 'kaling'] as const) {
    it(`${ruleset}: every unit known → none is handed to TypeScript, and the output is the checked build's, byte for byte`, () => {
      const cards = FIXTURES[ruleset];
      const known = build(cards, ruleset, memo(keysOf(cards, ruleset)));
      const checked = build(cards, ruleset, '0');
      expect(known.diagnostics).toEqual([]);
      expect(known.checked!.units).toBeGreaterThan(2);
      expect(known.checked).toEqual({ units: known.checked!.units, prechecked: known.checked!.units });
      expect(checked.checked).toEqual({ units: known.checked!.units, prechecked: 0 });
      expect(files(known.outDir)).toEqual(files(checked.outDir));
    });
  }

  it('a unit missing from the memo is type-checked, the others are not', () => {
    const cards = FIXTURES.slcg;
    const all = keysOf(cards, 'slcg');
    const partial = build(cards, 'slcg', memo(all.slice(1)));
    expect(partial.diagnostics).toEqual([]);
    expect(partial.checked).toEqual({ units: all.length, prechecked: all.length - 1 });
  });

  it('the key covers the unit text and the declarations it is checked against, nothing else', () => {
    const facts = opFacts('slcg');
    const decls = declarationFiles(runtimeCardTypes(), 'slcg', facts);
    const salt = checkSalt(decls);
    const unit = (text: string) => ({ files: [{ path: 'w7.ts', text }] });
    const plain = opUnitText('slcg', { op: 'damage' } as EffectOp, facts);
    const optional = opUnitText('slcg', { op: 'damage', optional: true } as EffectOp, facts);
    expect(unitKey(salt, unit(plain))).toBe(unitKey(salt, { files: [{ path: 'w0.ts', text: plain }] }));
    expect(unitKey(salt, unit(plain))).not.toBe(unitKey(salt, unit(optional)));
    const otherDecls = checkSalt([decls[0], { ...decls[1], text: decls[1].text.replace('export', 'export ') }]);
    expect(unitKey(otherDecls, unit(plain))).not.toBe(unitKey(salt, unit(plain)));
    // Two values of one comparison form write one text: the key is the code's, not the card's.
    const a = conditionUnitText('slcg', { subject: 'energy', cmp: '>=', value: 2 });
    const b = conditionUnitText('slcg', { subject: 'victory', cmp: '>=', value: 9 });
    expect(a).toBe(b);
  });

  it('SLCG-TG-01 至多N个 (TargetSpec.upTo) is data, not code: its units are the exact count’s, all known to a memo of those', () => {
    const a = new Analysis();
    const r = a.checkFile(
      `规则：slcg\n卡牌 连环打击\n  类型：发生\n  费用：2\n  选择至多2个对方横置的角色，对其各造成1点伤害。\n\n` +
        `卡牌 号令\n  类型：发生\n  费用：1\n  令最多2个己方角色获得【守护】直到回合结束。\n`,
      'up-to.card',
    );
    expect(r.diagnostics).toEqual([]);
    const upTo = [...a.lowerSet(r.value).value.cards];
    expect(upTo.every((c) => c.abilities[0].effects.every((op) => 'target' in op && op.target?.upTo))).toBe(true);
    // The same cards with exact counts (选择2个…): what the bundled sets and precheck-all's target list have.
    const exact = upTo.map((c) => ({
      ...c,
      abilities: c.abilities.map((ab) => ({
        ...ab,
        effects: ab.effects.map((op) => {
          if (!('target' in op) || !op.target) return op;
          const { upTo: _, ...target } = op.target;
          return { ...op, target };
        }),
      })),
    })) as CardDef[];
    expect(keysOf(upTo, 'slcg')).toEqual(keysOf(exact, 'slcg'));
    const known = build(upTo, 'slcg', memo(keysOf(exact, 'slcg')));
    expect(known.diagnostics).toEqual([]);
    expect(known.checked).toEqual({ units: known.checked!.units, prechecked: known.checked!.units });
  });

  it('a memo file that is missing or not JSON trusts nothing: every unit is checked', () => {
    const cards = FIXTURES.kaling;
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, '{ not json');
    for (const f of [bad, join(tmp, 'absent.json')]) {
      const r = build(cards, 'kaling', f);
      expect(r.diagnostics).toEqual([]);
      expect(r.checked!.prechecked).toBe(0);
    }
  });

  it('every unit the emitter can write for the three rulesets type-checks, the bundled sets all known (what npm run build writes)', () => {
    const corpus: Partial<Record<RulesetId, CardDef[]>> = {};
    for (const id of ['slcg', 'guangan', 'kaling'] as const) {
      const set = loadPlayableSet(join(import.meta.dirname, '../../cards', id), process.cwd()).set!;
      corpus[id] = set.cards;
    }
    // Against the sources' types (a dist/ built before the last change may be stale; npm run build rewrites both).
    const r = precheckAll(corpus, [runtimeCardTypes()]);
    expect(r.failed).toEqual([]);
    expect(r.keys.length).toBeGreaterThan(1000);
    const keys = new Set(r.keys);
    for (const [id, cards] of Object.entries(corpus) as [RulesetId, CardDef[]][])
      for (const k of keysOf(cards, id, 3)) expect(keys.has(k)).toBe(true);
    // SLCG-TX-08: the second half of 可以对双方各… shares the first's question (answeredBy): its unit is known too.
    const a = new Analysis();
    const each = a.checkFile(
      `规则：slcg\n卡牌 审判\n  类型：发生\n  费用：0\n  可以对双方各一个角色造成1点伤害。\n`,
      'e.card',
    );
    const shared = a.lowerSet(each.value).value.cards;
    expect(shared[0].abilities[0].effects[1].answeredBy).toBe(0);
    for (const k of keysOf(shared, 'slcg', 1)) expect(keys.has(k)).toBe(true);
  }, 120_000);
});
