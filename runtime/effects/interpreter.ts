// Runs the effect ops of a chain link in order; pauses (returns 'ask') when an optional op needs a yes/no
// or a 载入 needs the controller to pick a card.

import type { EffectOp, TargetSpec } from '../card-def.js';
import { optionalAnswer } from '../core/chain.js';
import { evalCondition } from '../core/conditions.js';
import type { ChainLink, GameState } from '../core/state.js';
import { candidates, designates, matchesFilters } from '../core/targeting.js';
import { zoneIndex } from '../core/zones.js';
import type { EffectContext } from './context.js';
import type { OpRegistry } from './registry.js';

/** The TargetSpec an op acts on, if any. */
export function opTarget(op: EffectOp): TargetSpec | undefined {
  if ('target' in op) return op.target;
  if (op.op === 'costModifier') return op.subject;
  return undefined;
}

/** Targets at resolution: chosen targets still legal (SLCG-TG-01), or the current set for refs and mass effects. */
export function resolveTargets(ctx: EffectContext, op: EffectOp, opIndex: number): number[] {
  const spec = opTarget(op);
  if (!spec) return [];
  const now = candidates(ctx.s, ctx.hooks, spec, { controller: ctx.controller, source: ctx.source, subject: ctx.subject });
  if (!designates(spec)) return now;
  const chosen = ctx.link.targets[opIndex] ?? [];
  // A loop rather than filter with a closure: this runs for every designated op of every link.
  const out: number[] = [];
  for (let i = 0; i < chosen.length; i++) if (now.includes(chosen[i])) out.push(chosen[i]);
  return out;
}

export type StepResult = 'done' | 'ask';

/** Deck cards a 载入 (search) op may take: in deck order, matching its name and filters. */
export function searchCandidates(ctx: EffectContext, op: Extract<EffectOp, { op: 'search' }>): number[] {
  const s = ctx.s;
  const deck = s.players[ctx.controller].zones[zoneIndex(s, 'deck')];
  const out: number[] = [];
  for (let k = 0; k < deck.length; k++) {
    const id = deck[k];
    if (op.name && s.defs[s.cards[id].def].name !== op.name) continue;
    if (!matchesFilters(s, ctx.hooks, id, op.filter, { controller: ctx.controller, source: ctx.source, subject: ctx.subject })) continue;
    out.push(id);
  }
  return out;
}

/** The cards already picked for op i of the link. */
export function picksOf(link: ChainLink, i: number): number[] {
  return link.picks?.[i] ?? [];
}

/** Records a pick for op i (the link has `opCount` ops). */
export function addPick(link: ChainLink, i: number, opCount: number, card: number): void {
  if (!link.picks) {
    link.picks = [];
    for (let k = 0; k < opCount; k++) link.picks.push([]);
  }
  link.picks[i].push(card);
}

// runEffects asks pickOptions before every op; most ops are not a 载入, and the answer for them is this.
const NO_PICKS: readonly number[] = Object.freeze([]);

/**
 * KL-TX-04 载入 is taking a *chosen* card: while more cards are to be taken and the candidates are
 * not all copies of one card, the controller picks; the options are one card per name (copies are
 * alike). Returns the options, or [] when no choice is left to make.
 */
export function pickOptions(ctx: EffectContext, op: EffectOp, i: number): readonly number[] {
  if (op.op !== 'search') return NO_PICKS;
  const picked = picksOf(ctx.link, i);
  const left = searchCandidates(ctx, op).filter((id) => !picked.includes(id));
  if (picked.length >= op.count || left.length === 0) return [];
  const byName = new Map<string, number>();
  for (const id of left) {
    const name = ctx.s.defs[ctx.s.cards[id].def].name;
    if (!byName.has(name)) byName.set(name, id);
  }
  // One name left: taking copies in deck order is the same as choosing them.
  return byName.size > 1 ? [...byName.values()] : [];
}

/**
 * Runs ops from link.next on. An optional op (可以, SLCG-TX-08) returns 'ask' the first time it is reached;
 * the caller records the answer (setOptionalAnswer) and calls again.
 * SLCG-TX-07: every op runs on its own — one with no legal target, or whose own condition fails, does nothing
 * and the rest go on.
 * An op the registry lacks is an engine error: pools refuse such cards when they are built (core/pool.ts).
 */
export function runEffects<S extends GameState>(ctx: EffectContext<S>, ops: readonly EffectOp[], reg: OpRegistry<S>): StepResult {
  const link = ctx.link;
  while (link.next < ops.length) {
    if (ctx.s.winner !== null) return 'done'; // a win ends everything at once
    const i = link.next;
    const op = ops[i];
    // SLCG-TX-07 (every game): a 若… of this op's own clause is judged when the op's turn comes.
    if (op.condition && !evalCondition(ctx.s, ctx.hooks, op.condition, ctx.controller, ctx.source)) {
      link.next++;
      continue;
    }
    if (op.optional) {
      const ans = optionalAnswer(link, i);
      if (ans === undefined) return 'ask';
      if (!ans) { link.next++; continue; }
    }
    if (pickOptions(ctx, op, i).length) return 'ask';
    const handler = reg.get(op.op);
    if (!handler) throw new Error(`the ${ctx.s.ruleset} runtime has no effect '${op.op}'`);
    link.next++;
    const spec = opTarget(op);
    const targets = resolveTargets(ctx, op, i);
    if (spec && targets.length === 0) continue;
    handler(ctx, op, targets);
  }
  return 'done';
}
