// A compiled ability's signature: what its code depends on besides the op objects it is handed. The emitter writes
// it beside each function and the pool compares it with the ability's (effects/compiled.ts).

import type { AbilityDef, Condition, EffectOp, TargetSpec, Timing } from '../card-def.js';

/**
 * What a body's code depends on, besides the op objects it is handed: per op its name, whether it is optional
 * (`?`), waits for the optional op before it (`&`, ifDone), has its own condition (`!`), is the else of op k's
 * condition (`~k`, 否则), shares the 可以 of op k (`=k`, answeredBy), is part of an option of a choice (`@`,
 * 选择一项: which one is data, read from the op) and whether its ruleset asks picks before it runs (`^`). Two op lists of one signature run the same code.
 */
export function bodySignature(ops: readonly EffectOp[], hasPicks: (op: string) => boolean): string {
  let sig = '';
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (i) sig += ',';
    sig += op.op;
    if (op.optional) sig += '?';
    if (op.ifDone) sig += '&';
    if (op.condition) sig += '!';
    if (op.otherwise !== undefined) sig += `~${op.otherwise}`;
    if (op.answeredBy !== undefined) sig += `=${op.answeredBy}`;
    if (op.mode) sig += '@';
    if (hasPicks(op.op)) sig += '^';
  }
  return sig;
}

/** The last optional op before op i: the one an `ifDone` op i waits for (SLCG-TX-08), or -1. Read off the signature. */
export function askingOpBefore(ops: readonly EffectOp[], i: number): number {
  for (let k = Math.min(i, ops.length) - 1; k >= 0; k--) if (ops[k].optional) return k;
  return -1;
}

type Leaf = Extract<Condition, { subject: unknown }>;

/** Whether a leaf is an existence test (how many cards or areas `of` names) rather than a subject's value. */
export function countsCards(l: Leaf): boolean {
  return l.subject === 'count' && l.of !== undefined;
}

/**
 * What a compiled condition's code depends on, besides the leaves it is handed: the and/or/not structure and per
 * leaf its comparison, whose player it reads (`:opponent`, `:both`) and whether it counts cards (`#`; `#vs#` when the
 * count is compared with another; `vs:self` / `vs:opponent` when a player's number is compared with a player's). The values, subjects' filters and targets are data, read from the leaves. Two
 * conditions of one shape run the same code.
 */
export function conditionShape(c: Condition): string {
  if ('and' in c) return `and(${c.and.map(conditionShape).join(',')})`;
  if ('or' in c) return `or(${c.or.map(conditionShape).join(',')})`;
  if ('not' in c) return `not(${conditionShape(c.not)})`;
  const read = countsCards(c) ? (c.than ? '#vs#' : '#') : c.subject;
  const vs = c.thanSide ? `vs:${c.thanSide}` : '';
  return `${read}${c.cmp}${c.side === 'opponent' || c.side === 'both' ? `:${c.side}` : ''}${vs}`;
}

/** The leaves of a condition in the order conditionShape writes them (what a compiled condition is handed). */
export function conditionLeaves(c: Condition, out: Leaf[] = []): Leaf[] {
  if ('and' in c) for (const x of c.and) conditionLeaves(x, out);
  else if ('or' in c) for (const x of c.or) conditionLeaves(x, out);
  else if ('not' in c) conditionLeaves(c.not, out);
  else out.push(c);
  return out;
}

/**
 * What a compiled trigger filter's code depends on, besides the timing it is handed: whose event (`self`,
 * `opponent`, `both`), whether a damage kind or an effect kind is named, and the subject's form — `self` (this
 * card), `ref` (another reference: no test), or `card` with `k` (a kind; `kc` when the kind is a card's, so an
 * event without a card fails) and `f` (filters). The values are data.
 */
export function triggerShape(t: Timing): string {
  let shape = t.side;
  if (t.damageType) shape += ';damage';
  if (t.effectKind) shape += ';effect';
  const subj = t.subject;
  if (subj) {
    if (subj.ref === 'self') shape += ';self';
    else if (subj.ref) shape += ';ref';
    else shape += `;card${subj.kind ? (subj.kind !== 'player' ? 'kc' : 'k') : ''}${subj.filters ? 'f' : ''}`;
  }
  return shape;
}

/**
 * Whether a target is tested card by card (core/targeting.ts candidates' loop): not a reference, a player or an
 * area. Only such targets get a compiled test.
 */
export function testsCards(t: TargetSpec): boolean {
  return !t.ref && t.kind !== 'player' && t.kind !== 'area';
}

/**
 * What a compiled target test's code depends on: whether a kind is named (`k`) and the filters' kinds in order, a
 * stat filter with its comparison (`stat<=`). The kind's and filters' values are data, read from the spec.
 */
export function targetShape(t: TargetSpec): string {
  return `${t.kind ? 'k' : ''}[${(t.filters ?? []).map((f) => (f.kind === 'stat' ? `stat${f.cmp}${f.or ? 'or' : ''}` : f.kind)).join(',')}]`;
}

/** What a compiled cost's code depends on: whether it is free (免费/免能); the amounts are data. */
export function costShape(costs: AbilityDef['costs']): string {
  return costs.free ? 'free' : 'paid';
}
