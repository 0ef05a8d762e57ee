// One ability → one TypeScript function the engine runs (its resolution): the ability's ops as calls on the typed
// effect API (runtime/effects/api.ts), with the control flow the interpreter would follow for them written out —
// an op's own 若 (SLCG-TX-07), 可以 (SLCG-TX-08), picks (KL-TX-04), pausing and resuming at `fx.next`.

import type {
  AbilityDef,
  Condition,
  EffectOp,
  RulesetId,
  SourceRef,
  TargetSpec,
  Timing,
} from '../../runtime/card-def.js';
import { askingOpBefore, bodySignature, countsCards, testsCards } from '../../runtime/effects/signature.js';
import type { CostModel } from '../../runtime/core/ruleset.js';
import { RULESET_COSTS, RULESET_OPS } from '../../runtime/rulesets/index.js';

/** The effects type a ruleset's bodies take (runtime/rulesets/<id>/ops.ts exports the same name). */
export const EFFECTS_TYPE: Readonly<Record<RulesetId, string>> = {
  slcg: 'SlcgEffects',
  guangan: 'GuanganEffects',
  kaling: 'KalingEffects',
};

/** The card type a ruleset's compiled cards are typed as (runtime/card-def.ts; the profiles name its card types). */
export const CARD_TYPE: Readonly<Record<RulesetId, string>> = {
  slcg: 'SlcgCard',
  guangan: 'GuanganCard',
  kaling: 'KalingCard',
};

/** The costs type a ruleset's cost functions take, for a ruleset whose abilities have printed costs. */
export const COSTS_TYPE: Readonly<Record<RulesetId, string>> = {
  slcg: 'SlcgCosts',
  guangan: 'GuanganCosts',
  kaling: 'KalingCosts',
};

/**
 * What the emitter needs of a ruleset: which ops run as effects, which ask picks first, and its cost model (what a
 * printed cost may owe and which abilities are charged one).
 */
export interface OpFacts {
  runs(op: string): boolean;
  hasPicks(op: string): boolean;
  /** The ops bodies may call, in registration order. */
  names: readonly string[];
  costs?: CostModel;
}

export function opFacts(ruleset: RulesetId): OpFacts {
  const reg = RULESET_OPS[ruleset];
  const runs = (op: string) => !!reg?.get(op);
  return {
    runs,
    hasPicks: (op) => reg?.choices(op) !== undefined,
    names: reg ? reg.names().filter(runs) : [],
    costs: RULESET_COSTS[ruleset],
  };
}

/** Whether an ability gets a body: it resolves as a link (not a standing line) and its ruleset runs every op. */
export function hasBody(ab: AbilityDef, facts: OpFacts): boolean {
  return ab.kind !== 'static' && ab.effects.every((op) => facts.runs(op.op));
}

/** An op's target when it names cards (not 自身/它, a player or an area): what gets a compiled test. */
export function cardTarget(op: EffectOp): TargetSpec | undefined {
  // 选择X，推动进度+X，X为其常值: the card read for X is designated as a target is (runtime opTarget).
  const spec = ('target' in op ? op.target : undefined) ?? op.reads;
  return spec && testsCards(spec) ? spec : undefined;
}

/**
 * Whether an ability without a body gets code all the same: a standing line (常驻, kind 'static') never resolves,
 * but its 若… (the line's and each op's) and its card targets are judged all the time (its code row entry has no
 * `resolve`).
 */
export function hasStandingCode(ab: AbilityDef, facts: OpFacts): boolean {
  return (
    !hasBody(ab, facts) &&
    ab.kind === 'static' &&
    (!!ab.condition || ab.effects.some((op) => !!op.condition || cardTarget(op)))
  );
}

export function signatureOf(ops: readonly EffectOp[], facts: OpFacts): string {
  return bodySignature(ops, facts.hasPicks);
}

/** A generated line and the .card place it stands for (for the source map), when it has one. */
export interface BodyLine {
  text: string;
  source?: SourceRef;
}

/**
 * The function's lines, doc comment first. `doc` is the card's printed text (already safe for a comment,
 * see docComment); `name` a safe identifier. The body depends on the ops' signature only, so two abilities of one
 * signature get the same code under different names (the shape type-check relies on it).
 */
export function bodyLines(
  name: string,
  doc: readonly string[],
  ab: AbilityDef,
  effectsType: string,
  facts: OpFacts,
): BodyLine[] {
  const src = ab.source;
  return [...docLines(doc, src), ...bodyCode(name, ab.effects, effectsType, facts, src)];
}

/** A doc comment of `doc`'s lines (an empty one is a bare ` *`), every line at `src`. */
function docLines(doc: readonly string[], src?: SourceRef): BodyLine[] {
  const out: BodyLine[] = [{ text: '/**', source: src }];
  for (const d of doc) out.push({ text: d ? ` * ${d}` : ' *', source: src });
  out.push({ text: ' */', source: src });
  return out;
}

/** The function itself, from its signature line to its closing brace. */
export function bodyCode(
  name: string,
  ops: readonly EffectOp[],
  effectsType: string,
  facts: OpFacts,
  src?: SourceRef,
): BodyLine[] {
  const names = ops.map((o) => JSON.stringify(o.op)).join(', ');
  const out: BodyLine[] = [
    { text: `export function ${name}(fx: ${effectsType}, op: Ops<[${names}]>): Step {`, source: src },
  ];
  const line = (text: string, source = src) => out.push({ text, source });
  if (ops.length) {
    line('  switch (fx.next) {');
    ops.forEach((o, i) => {
      const at = o.source ?? src;
      if (i) line('    // falls through', at);
      line(`    case ${i}:`, at);
      line('      if (fx.over()) return "done";', at);
      let indent = '      ';
      const open: string[] = [];
      // 选择一项: the op belongs to an option, and runs only if that option was chosen.
      if (o.mode) {
        line(`${indent}if (fx.chosen(op[${i}].mode)) {`, at);
        open.push(indent);
        indent += '  ';
      }
      // SLCG-TX-08: 可以X，然后Y — Y waits for the optional op before it (the same one for every op list of this signature).
      if (o.ifDone) {
        line(`${indent}if (fx.done(${askingOpBefore(ops, i)})) {`, at);
        open.push(indent);
        indent += '  ';
      }
      // 否则: the op runs only if the 若 of the op it answers was judged and failed.
      if (o.otherwise !== undefined) {
        line(`${indent}if (fx.failed(${o.otherwise})) {`, at);
        open.push(indent);
        indent += '  ';
      }
      if (o.condition) {
        const answered = ops.some((x) => x.otherwise === i);
        line(`${indent}if (fx.${answered ? `judge(${i}, ` : 'holds('}op[${i}].condition)) {`, at);
        open.push(indent);
        indent += '  ';
      }
      if (o.optional) {
        line(`${indent}if (fx.optional(${i}) === undefined) return "ask";`, at);
        line(`${indent}if (fx.optional(${i})) {`, at);
        open.push(indent);
        indent += '  ';
      } else if (o.answeredBy !== undefined) {
        // The other half of a 双方各 clause: the clause's one 可以 (op k's) answers for it; asked itself only if k never was.
        const answer = `(fx.optional(${o.answeredBy}) ?? fx.optional(${i}))`;
        line(`${indent}if (${answer} === undefined) return "ask";`, at);
        line(`${indent}if (${answer}) {`, at);
        open.push(indent);
        indent += '  ';
      }
      if (facts.hasPicks(o.op)) line(`${indent}if (fx.picking(${i}, op[${i}])) return "ask";`, at);
      line(`${indent}fx.next = ${i + 1};`, at);
      line(`${indent}fx.${o.op}(${i}, op[${i}]);`, at);
      for (let k = open.length - 1; k >= 0; k--) line(`${open[k]}}`, at);
      if (open.length) line(`      fx.next = ${i + 1};`, at);
    });
    line('  }');
  }
  line('  return "done";');
  line('}');
  return out;
}

/**
 * Card text as doc-comment lines: nothing in it can end the comment (`*\/` is broken up) or the line (U+2028,
 * U+2029 and other line breaks are written as their escapes). A comment is never evaluated.
 */
export function docComment(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) =>
      l
        .replace(/\*\//g, '*\\/')
        .replace(/[\u2028\u2029\u0085\u000b\u000c]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/\s+$/, ''),
    );
}

const CMP_CODE: Readonly<Record<string, string>> = {
  '>=': '>=',
  '<=': '<=',
  '>': '>',
  '<': '<',
  '=': '===',
  '!=': '!==',
};

/**
 * A condition as a boolean expression over the queries `q` and its leaves `l` (in conditionLeaves order): and/or/not
 * as &&, ||, !; per leaf its value or count for the player whose ability it is (0) or the opponent (1) compared
 * with the leaf's value. What evalCondition (core/conditions.ts) does for the same tree, as code.
 */
function conditionExpr(c: Condition, next = { leaf: 0 }): string {
  if ('and' in c) return c.and.length ? `(${c.and.map((x) => conditionExpr(x, next)).join(' && ')})` : 'true';
  if ('or' in c) return c.or.length ? `(${c.or.map((x) => conditionExpr(x, next)).join(' || ')})` : 'false';
  // Parenthesised: `!a >= b` would compare the negation (a single comparison is not wrapped).
  if ('not' in c) return `!(${conditionExpr(c.not, next)})`;
  const k = next.leaf++;
  const op = CMP_CODE[c.cmp];
  const read = (side: 0 | 1) => `q.${countsCards(c) ? 'count' : 'value'}(l[${k}], ${side})`;
  if (!op) return 'false'; // an unknown comparison holds for no value (core/targeting.ts compare)
  // 若对方场上的角色多于己方: the count is compared with the count of `than` (plus the value).
  const than = (side: 0 | 1) => (countsCards(c) && c.than ? `q.than(l[${k}], ${side}) + ` : '');
  const test = (side: 0 | 1) => `${read(side)} ${op} ${than(side)}l[${k}].value`;
  // 若对方手牌数多于己方: one player's number against the other's (core/conditions.ts).
  if (c.thanSide)
    return `${read(c.side === 'opponent' ? 1 : 0)} ${op} q.value(l[${k}], ${c.thanSide === 'opponent' ? 1 : 0}) + l[${k}].value`;
  if (c.side === 'opponent') return test(1);
  if (c.side === 'both') return `(${test(0)} && ${test(1)})`;
  return test(0);
}

/** A condition function, doc comment first: `name(q, l)` returns whether the 若… holds. */
export function conditionLines(name: string, doc: readonly string[], cond: Condition, src?: SourceRef): BodyLine[] {
  const out = docLines(doc, src);
  out.push({
    text: `export function ${name}(q: ConditionQueries, l: readonly ConditionLeaf[]): boolean {`,
    source: src,
  });
  out.push({ text: `  return ${conditionExpr(cond)};`, source: src });
  out.push({ text: '}', source: src });
  return out;
}

/**
 * A triggered ability's filter past the event's type, as code: whose event, the damage or effect kind it names and
 * the subject — what core/triggers.ts's sideAndSubjectMatch does for the same timing, test for test.
 */
export function triggerLines(name: string, doc: readonly string[], t: Timing, src?: SourceRef): BodyLine[] {
  const out = docLines(doc, src);
  const line = (text: string) => out.push({ text, source: src });
  line(`export function ${name}(q: TriggerQueries, e: TriggerEvent, t: Timing): boolean {`);
  if (t.side === 'self') line('  if (e.player !== undefined && e.player !== q.controller) return false;');
  else if (t.side === 'opponent') line('  if (e.player !== undefined && e.player === q.controller) return false;');
  if (t.damageType) line('  if (e.type === "damaged" && !q.damageKind(e, t.damageType!)) return false;');
  if (t.effectKind)
    line(
      '  if (e.card === undefined || e.amount === undefined || q.effectKind(e.card, e.amount) !== t.effectKind) return false;',
    );
  if (t.overSummon) line('  if (e.info !== "over") return false;');
  if (t.clearedBy) line('  if (e.type === "destroyed" && e.info !== t.clearedBy) return false;');
  const subj = t.subject;
  if (subj?.ref === 'self') line('  if (e.card !== q.source) return false;');
  else if (subj && !subj.ref) {
    if (subj.kind && subj.kind !== 'player') line('  if (e.card === undefined || e.card < 0) return false;');
    if (subj.kind || subj.filters) {
      line('  if (e.card !== undefined && e.card >= 0) {');
      if (subj.kind) line('    if (!q.kind(e.card, t.subject!.kind!)) return false;');
      if (subj.filters) line('    if (!q.filters(e.card, t.subject!.filters!)) return false;');
      line('  }');
    }
  }
  line('  return true;');
  line('}');
  return out;
}

/**
 * An op target's test of one candidate card, as code: its kind, then each filter in order, over the queries `q` —
 * what core/targeting.ts's candidates loop does with kindMatches and matchesFilters for the same spec, test for
 * test. `f` is the spec's filters, typed one by one (`Filters<["stat", "trait"]>`), so each test reads its own.
 */
export function targetLines(name: string, doc: readonly string[], t: TargetSpec, src?: SourceRef): BodyLine[] {
  const out = docLines(doc, src);
  const line = (text: string) => out.push({ text, source: src });
  const filters = t.filters ?? [];
  const kinds = filters.map((f) => JSON.stringify(f.kind)).join(', ');
  line(`export function ${name}(q: TargetQueries, c: number, t: TargetSpec, f: Filters<[${kinds}]>): boolean {`);
  if (t.kind) line('  if (!q.kind(c, t.kind!)) return false;');
  filters.forEach((flt, i) => {
    const test = filterTest(flt.kind, i, flt.kind === 'stat' ? flt.cmp : undefined, flt.kind === 'stat' && !!flt.or);
    if (test) line(`  if (${test}) return false;`);
    // 常值最高的 compares the card with the other candidates: core/targeting.ts keepExtremes judges the list.
    else if (flt.kind === 'extreme')
      line(`  // f[${i}]: compares the candidates with each other, judged on their list (keepExtremes)`);
    // 另一个 after a designation: the link's earlier designations, which candidates and cardMatches know.
    else if (flt.kind === 'notDesignated')
      line(
        `  // f[${i}]: not a card an earlier op of the link designated, judged by candidates (TargetContext.designated)`,
      );
    // 空置, 被封锁的, 阵亡, 封印 speak of areas or of a ruleset's own state: its targetable judges them, not this test.
    else
      line(
        `  // f[${i}]: an area's or the ruleset's own state, judged by its targetable (as matchesFilters leaves it)`,
      );
  });
  line('  return true;');
  line('}');
  return out;
}

/** The test that fails the candidate for one filter, or undefined for a filter the card test does not judge. */
function filterTest(kind: string, i: number, cmp?: string, or = false): string | undefined {
  switch (kind) {
    case 'tapped':
      return '!q.tapped(c)';
    case 'upright':
      return 'q.tapped(c)';
    case 'trait':
      return `!q.trait(c, f[${i}])`;
    case 'name':
      return `!q.named(c, f[${i}])`;
    case 'type':
      return `!q.typed(c, f[${i}])`;
    case 'keyword':
      return `!q.keyword(c, f[${i}])`;
    case 'notSelf':
      return 'c === q.source';
    case 'faceDown':
      return '!q.faceDown(c)';
    case 'attackedThisTurn':
      return '!q.attacked(c)';
    case 'stat': {
      const op = CMP_CODE[cmp ?? ''];
      // 常值为2或3: equal to the value or any of `or` (core/targeting.ts statMatches).
      if (or && cmp === '=')
        return `!(q.stat(c, f[${i}]) === f[${i}].value || (f[${i}].or ?? []).indexOf(q.stat(c, f[${i}])) >= 0)`;
      // An unknown comparison holds for no value (core/targeting.ts compare).
      return op ? `!(q.stat(c, f[${i}]) ${op} f[${i}].value)` : 'true';
    }
  }
  return undefined;
}

/** Whether an ability gets a cost function: it has a body and its ruleset charges it a printed cost. */
export function hasCost(ab: AbilityDef, facts: OpFacts): boolean {
  return !!facts.costs && hasBody(ab, facts) && facts.costs.charges(ab);
}

/**
 * An ability's printed cost as code: what it owes, resource by resource of its ruleset (the amounts are the
 * ability's `costs`), or that it is free — what core/costs.ts owedCost reads off the same IR.
 */
export function costLines(
  name: string,
  doc: readonly string[],
  costs: AbilityDef['costs'],
  ruleset: RulesetId,
  facts: OpFacts,
  src?: SourceRef,
): BodyLine[] {
  const out = docLines(doc, src);
  const line = (text: string) => out.push({ text, source: src });
  line(`export function ${name}(c: ${COSTS_TYPE[ruleset]}, k: AbilityCosts): void {`);
  if (costs.free) line('  c.free();');
  else for (const r of facts.costs?.resources ?? []) line(`  c.${r}(k.${r} ?? 0);`);
  line('}');
  return out;
}
