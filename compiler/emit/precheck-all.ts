// Checks, for real, every code unit the emitter can write for each ruleset — each op of its registry with and
// without 可以 (its own or a 双方各 clause's), waiting for a 可以 before it (ifDone) and its own 若, every
// trigger-filter form, single comparisons and their and/or/not, the template and the index — plus the condition
// shapes of any IR handed in (the bundled sets), against each place the runtime's types are found (sources, dist/).
// The keys of the clean units are what prechecked.ts trusts.

import type {
  CardDef,
  Condition,
  EffectOp,
  Filter,
  RulesetId,
  Side,
  TargetSpec,
  Timing,
} from '../../runtime/card-def.js';
import { RULESET_IDS } from '../../runtime/profiles/types.js';
import { opFacts } from './bodies.js';
import {
  codeUnits,
  conditionUnitText,
  indexUnitFiles,
  costUnitText,
  opUnitText,
  targetUnitText,
  templateUnitText,
  triggerUnitText,
  type CodeUnit,
} from './code-units.js';
import { checkSalt, checkerVersion, unitKey, type PrecheckedFile } from './prechecked.js';
import { declarationFiles, runtimeTypeVariants, type RuntimeTypes } from './runtime-types.js';
import { CheckProject } from './typecheck.js';

const CMPS = ['>=', '<=', '>', '<', '=', '!='] as const;
const SIDES: (Side | undefined)[] = [undefined, 'self', 'opponent', 'both'];

/** One comparison of each form: a value or a count of cards, each comparison, each player it reads. */
function leaves(): Condition[] {
  const out: Condition[] = [];
  for (const counts of [false, true])
    for (const cmp of CMPS)
      for (const side of ['self', 'opponent', 'both'] as const)
        out.push(
          counts
            ? { subject: 'count', side, cmp, value: 1, of: { kind: 'character' } }
            : { subject: 'energy', side, cmp, value: 1 },
        );
  return out;
}

function conditions(): Condition[] {
  const ls = leaves();
  const own = ls.filter((l) => 'side' in l && l.side === 'self');
  const out: Condition[] = [...ls, ...ls.map((l) => ({ not: l }))];
  for (const a of own) for (const b of own) out.push({ and: [a, b] }, { or: [a, b] });
  return out;
}

/** Every form triggerLines distinguishes: whose event, a damage or effect kind named, the subject's form. */
function timings(): Timing[] {
  const subjects: Timing['subject'][] = [undefined, { ref: 'self' }, { ref: 'it' }, {}];
  for (const kind of [undefined, 'player', 'character'] as const)
    for (const filters of [undefined, [{ kind: 'tapped' } as const]]) subjects.push({ kind, filters });
  const out: Timing[] = [];
  for (const side of SIDES)
    for (const damageType of [undefined, 'ability'])
      for (const effectKind of [undefined, 'activated'])
        for (const subject of subjects) out.push({ event: 'enter', side, damageType, effectKind, subject } as Timing);
  return out;
}

/** A target naming a kind or not, with no filter or one of each kind (a stat filter with each comparison). */
function targets(): TargetSpec[] {
  const one: Filter[] = [
    { kind: 'tapped' },
    { kind: 'upright' },
    { kind: 'trait', value: 'x' },
    { kind: 'name', value: 'x' },
    { kind: 'type', value: 'x' },
    { kind: 'keyword', value: 'x' },
    { kind: 'notSelf' },
    { kind: 'notDesignated' },
    { kind: 'faceDown' },
    { kind: 'empty' },
    { kind: 'locked' },
    { kind: 'dead' },
    { kind: 'sealed' },
    { kind: 'extreme', stat: 'value', which: 'max' },
    { kind: 'extreme', stat: 'value', which: 'min' },
    ...CMPS.map((cmp): Filter => ({ kind: 'stat', stat: 'value', cmp, value: 1 })),
  ];
  const out: TargetSpec[] = [];
  for (const kind of [undefined, 'character'] as const) {
    out.push({ kind }, { kind, filters: [] });
    for (const f of one) out.push({ kind, filters: [f] });
  }
  return out;
}

function unitsFor(ruleset: RulesetId, corpus: readonly CardDef[]): CodeUnit[] {
  const facts = opFacts(ruleset);
  const units: CodeUnit[] = [];
  let k = 0;
  const one = (text: string, label: string) =>
    units.push({ label, files: [{ path: `w${k++}.ts`, text }], members: [] });
  // How an op may ask: not at all, its own 可以, or the first half's of a 双方各 clause (answeredBy 0, the usual index).
  const asks: Partial<EffectOp>[] = [{ optional: false }, { optional: true }, { answeredBy: 0 }];
  for (const op of facts.names)
    for (const ask of asks)
      for (const ifDone of [false, true])
        for (const condition of [undefined, leaves()[0]])
          one(opUnitText(ruleset, { op, ...ask, ifDone, condition } as EffectOp, facts), `op ${op}`);
  // An op of an option of 选择一项 (which option is data, read from the op), as most are written: no 可以, no 若.
  const mode = { group: 0, option: 0, options: 2, choose: 1 };
  for (const op of facts.names) one(opUnitText(ruleset, { op, mode } as EffectOp, facts), `op ${op} in a choice`);
  for (const c of conditions()) one(conditionUnitText(ruleset, c), 'condition');
  for (const t of timings()) one(triggerUnitText(ruleset, t), 'trigger');
  for (const t of targets()) one(targetUnitText(ruleset, t), 'target');
  if (facts.costs) for (const k of [{}, { free: true }]) one(costUnitText(ruleset, k, facts), 'cost');
  units.push({
    label: 'template',
    files: [{ path: 'template.ts', text: templateUnitText(ruleset, facts) }],
    members: [],
  });
  for (const n of [1, 2]) units.push({ label: `index ${n}`, files: indexUnitFiles(ruleset, n), members: [] });
  // The bundled sets' own units (their condition shapes above all), unique paths kept apart from the ones above.
  for (const u of codeUnits(corpus, facts, ruleset, [], 0))
    if (!u.files.some((f) => f.path === 'template.ts')) one(u.files[0].text, u.label);
  return units;
}

export interface PrecheckReport extends PrecheckedFile {
  /** Units checked and how many had a type error (an emitter bug: they are left out of the keys). */
  checked: number;
  failed: { ruleset: RulesetId; label: string; message: string }[];
}

/** Checks every unit of every ruleset against every runtime-types variant; `corpus` adds a ruleset's own IR. */
export function precheckAll(
  corpus: Partial<Record<RulesetId, readonly CardDef[]>> = {},
  variants: readonly RuntimeTypes[] = runtimeTypeVariants(),
): PrecheckReport {
  const keys = new Set<string>();
  const failed: PrecheckReport['failed'] = [];
  let checked = 0;
  for (const types of variants)
    for (const ruleset of RULESET_IDS) {
      const facts = opFacts(ruleset);
      const decls = declarationFiles(types, ruleset, facts);
      const salt = checkSalt(decls);
      // The index units share paths with each other: one project per index unit, the rest in one.
      const units = unitsFor(ruleset, corpus[ruleset] ?? []);
      const groups = [
        units.filter((u) => !u.label.startsWith('index')),
        ...units.filter((u) => u.label.startsWith('index')).map((u) => [u]),
      ];
      for (const group of groups) {
        const p = new CheckProject();
        p.add(decls);
        for (const u of group) p.add(u.files);
        const bad = new Map<string, string>();
        let declBroken: string | undefined;
        for (const pr of p.problems()) {
          // A problem outside the units (no file, or in the declarations) condemns the whole group.
          if (!pr.file || decls.some((d) => d.path === pr.file))
            declBroken ??= `the declarations do not type-check: ${pr.file ?? '(global)'}:${pr.line + 1}: TS${pr.code}: ${pr.message}`;
          else if (!bad.has(pr.file)) bad.set(pr.file, `TS${pr.code}: ${pr.message}`);
        }
        for (const u of group) {
          checked++;
          const err = declBroken ?? u.files.map((f) => bad.get(f.path)).find(Boolean);
          if (err) failed.push({ ruleset, label: u.label, message: err });
          else keys.add(unitKey(salt, u));
        }
      }
    }
  return { checker: checkerVersion(), keys: [...keys].sort(), checked, failed };
}
