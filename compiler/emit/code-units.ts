// The units the generated *code* is type-checked by: one small file (or, for the index, a few) per op signature, per
// condition, trigger, target and cost shape, one template and one index in miniature. Each unit imports only the runtime's
// declarations (card-def.ts, effects-api.ts), so whether it type-checks depends on nothing but its own text and
// theirs — which is what lets a unit checked once be trusted by its text (prechecked.ts).

import type {
  AbilityDef,
  CardDef,
  Condition,
  EffectOp,
  RulesetId,
  TargetSpec,
  Timing,
} from '../../runtime/card-def.js';
import { conditionShape, costShape, targetShape, triggerShape } from '../../runtime/effects/signature.js';
import {
  bodyCode,
  CARD_TYPE,
  cardTarget,
  conditionLines,
  costLines,
  COSTS_TYPE,
  EFFECTS_TYPE,
  hasBody,
  hasCost,
  hasStandingCode,
  signatureOf,
  targetLines,
  triggerLines,
  type OpFacts,
} from './bodies.js';
import {
  API_MODULE,
  CARD_DEF_MODULE,
  codeName,
  constName,
  generateIndex,
  modulePath,
  type GeneratedModule,
  type LiteralProblem,
} from './modules.js';
import type { Member } from './shapes.js';
import type { GeneratedFile } from './typecheck.js';

export interface CodeUnit {
  /** What it stands for: `op damage?`, `condition #>=`, `trigger self;self`, `target k[tapped]`, `cost paid`, `template`, `index`. */
  label: string;
  /** Its files, paths relative to the generated root; units never share a path. */
  files: GeneratedFile[];
  /** The ops (card, ability, effect) or abilities whose code it stands for: a type error is reported at each. */
  members: Member[];
}

/** The imports every body unit starts with (the same text for every unit of a ruleset). */
function header(ruleset: RulesetId): string[] {
  return [
    `import type { AbilityCosts, CompiledAbility, ConditionLeaf, ConditionQueries, ${COSTS_TYPE[ruleset]}, ${EFFECTS_TYPE[ruleset]}, Filters, Ops, Step, TargetQueries, TriggerEvent, TriggerQueries } from "./${API_MODULE}.js";`,
    `import type { TargetSpec, Timing } from "./${CARD_DEF_MODULE}.js";`,
    'export {};',
  ];
}

const unitText = (ruleset: RulesetId, lines: readonly string[]) => [...header(ruleset), ...lines].join('\n') + '\n';

/** The function of one op of its signature (a snippet's types depend on its op's name and flags only, bodies.ts). */
export function opUnitText(ruleset: RulesetId, op: EffectOp, facts: OpFacts): string {
  return unitText(
    ruleset,
    bodyCode('w', [op], EFFECTS_TYPE[ruleset], facts).map((l) => l.text),
  );
}

export function conditionUnitText(ruleset: RulesetId, cond: Condition): string {
  return unitText(
    ruleset,
    conditionLines('w', [], cond).map((l) => l.text),
  );
}

export function triggerUnitText(ruleset: RulesetId, timing: Timing): string {
  return unitText(
    ruleset,
    triggerLines('w', [], timing).map((l) => l.text),
  );
}

export function costUnitText(ruleset: RulesetId, costs: AbilityDef['costs'], facts: OpFacts): string {
  return unitText(
    ruleset,
    costLines('w', [], costs, ruleset, facts).map((l) => l.text),
  );
}

export function targetUnitText(ruleset: RulesetId, spec: TargetSpec): string {
  return unitText(
    ruleset,
    targetLines('w', [], spec).map((l) => l.text),
  );
}

/**
 * The switch, fall-through and return around several ops, and a code-table row naming a resolution, a condition
 * and a filter: the same for every set of a ruleset (its first two ops stand for any; their snippets are units of
 * their own), so it is checked once.
 */
export function templateUnitText(ruleset: RulesetId, facts: OpFacts): string {
  const ops = facts.names.slice(0, 2).map((op) => ({ op }) as EffectOp);
  const lines = [
    ...bodyCode('template', ops, EFFECTS_TYPE[ruleset], facts).map((l) => l.text),
    ...conditionLines('condition', [], { subject: 'turn', cmp: '>=', value: 1 }).map((l) => l.text),
    ...triggerLines('trigger', [], { event: 'enter', side: 'self', subject: { ref: 'self' } }).map((l) => l.text),
    ...targetLines('target', [], { kind: 'character', filters: [{ kind: 'tapped' }] }).map((l) => l.text),
    ...(facts.costs ? costLines('cost', [], {}, ruleset, facts).map((l) => l.text) : []),
    // A resolving ability, a standing line (a condition and targets, no resolution) and nothing.
    `export const row: (CompiledAbility | null)[] = [{ name: "", signature: "", resolve: template, condition: condition, conditionShape: "", trigger: trigger, triggerShape: "", targets: [{ op: 0, test: target, shape: "" }]${facts.costs ? ', cost: cost, costShape: ""' : ''} }, { name: "", signature: "", condition: condition, conditionShape: "", targets: [{ op: 0, test: target, shape: "" }] }, null];`,
  ];
  return unitText(ruleset, lines);
}

/**
 * The index in miniature: one card in each of two modules (declared, not written out: the data is the schema's
 * business), so its imports, lists and maps are checked; it is one template over positional names (card_NNNN,
 * mNNN) and the set's name as a string literal, so the miniature is the same for every set of a ruleset.
 */
export function indexUnitFiles(ruleset: RulesetId, moduleCount: number): GeneratedFile[] {
  const n = Math.min(2, moduleCount);
  const mini = Array.from({ length: n }, (_, i) => ({
    path: modulePath(i),
    names: new Map([[i, constName(i)]]),
  }));
  const card = CARD_TYPE[ruleset];
  const stubs = mini.map((m) => ({
    path: m.path,
    text: `import type { ${card} } from "../${CARD_DEF_MODULE}.js";\nimport type { CompiledAbility } from "../${API_MODULE}.js";\nexport declare const sourceFile: string;\n${[
      ...m.names.entries(),
    ]
      .map(([i, name]) => `export declare const ${name}: ${card}, ${codeName(i)}: (CompiledAbility | null)[];\n`)
      .join('')}export declare const cards: ${card}[];\n`,
  }));
  const index = generateIndex('', ruleset, mini as unknown as GeneratedModule[], [...mini.keys()]);
  return [...stubs, { path: 'index.ts', text: index }];
}

/** Every unit the code of these cards is checked by, members attached (cards with literal problems left out). */
export function codeUnits(
  cards: readonly CardDef[],
  facts: OpFacts,
  ruleset: RulesetId,
  problems: readonly LiteralProblem[],
  moduleCount: number,
): CodeUnit[] {
  const skip = new Set(problems.map((p) => p.card));
  const byKey = new Map<string, CodeUnit>();
  let k = 0;
  // Labels first (cheap), then texts: two labels may write one text (a condition's subject is data, not code).
  const byLabel = new Map<string, CodeUnit>();
  const unit = (label: string, make: () => string, member: Member) => {
    let u = byLabel.get(label);
    if (!u) {
      const text = make();
      u = byKey.get(text);
      if (!u) byKey.set(text, (u = { label, files: [{ path: `w${k++}.ts`, text }], members: [] }));
      byLabel.set(label, u);
    }
    u.members.push(member);
  };
  let bodies = 0;
  cards.forEach((c, i) => {
    if (skip.has(i) || !c || !Array.isArray(c.abilities)) return;
    c.abilities.forEach((ab, j) => {
      if (!ab || !Array.isArray(ab.effects) || !ab.effects.every((o) => o && typeof o.op === 'string')) return;
      const resolves = hasBody(ab, facts);
      if (!resolves && !hasStandingCode(ab, facts)) return;
      bodies++;
      // One unit per condition shape (the ability's, each op's): its code depends on nothing else (signature.ts).
      const cond = (x: Condition, m: Member) =>
        unit(`condition ${conditionShape(x)}`, () => conditionUnitText(ruleset, x), m);
      if (ab.condition) cond(ab.condition, { card: i, ability: j });
      if (hasCost(ab, facts)) {
        const k = ab.costs;
        unit(`cost ${costShape(k)}`, () => costUnitText(ruleset, k, facts), { card: i, ability: j });
      }
      if (ab.timing) {
        const t = ab.timing;
        unit(`trigger ${triggerShape(t)}`, () => triggerUnitText(ruleset, t), { card: i, ability: j });
      }
      ab.effects.forEach((op, e) => {
        const member = { card: i, ability: j, effect: e };
        if (op.condition) cond(op.condition, member);
        // A standing line's ops are data its code never calls (it has no resolution).
        if (resolves) unit(`op ${signatureOf([op], facts)}`, () => opUnitText(ruleset, op, facts), member);
        const spec = cardTarget(op);
        if (spec) unit(`target ${targetShape(spec)}`, () => targetUnitText(ruleset, spec), member);
      });
    });
  });
  const out = [...byKey.values()];
  if (bodies)
    out.push({
      label: 'template',
      files: [{ path: 'template.ts', text: templateUnitText(ruleset, facts) }],
      members: [],
    });
  if (moduleCount) out.push({ label: 'index', files: indexUnitFiles(ruleset, moduleCount), members: [] });
  return out;
}
