// Runs the effect ops of a chain link in order; pauses (returns 'ask') when an optional op needs a yes/no
// or a 载入 needs the controller to pick a card.

import type { EffectOp, TargetSpec } from '../card-def.js';
import { conditionFailed, markDone, markFailed, modeChosen, optionalDone, sharedAnswer } from '../core/chain.js';
import { evalCondition } from '../core/conditions.js';
import type { ChainLink, GameState } from '../core/state.js';
import { candidates, designates, hasFilter, keepExtremes, matchesFilters } from '../core/targeting.js';
import { isHiddenCard } from '../core/view.js';
import { zoneIndex } from '../core/zones.js';
import { withCountedAmount } from './amounts.js';
import type { EffectContext } from './context.js';
import type { OpRegistry } from './registry.js';
import { askingOpBefore } from './signature.js';

/** The TargetSpec an op acts on, if any. */
export function opTarget(op: EffectOp): TargetSpec | undefined {
  if ('target' in op && op.target) return op.target;
  if (op.op === 'costModifier') return op.subject;
  // 选择X，推动进度+X，X为其常值: the card whose value X is, designated like a target.
  return op.reads;
}

const NO_OPS: readonly EffectOp[] = Object.freeze([]);

/**
 * Whether an op brings cards into play (召唤 GA-CHR-08, 超越降临 KL-SUM-03): it designates nothing, and as it resolves it
 * records the instances it brought in `link.targets` at its own index (recordEntered), what a 其 after it names.
 */
export function entersPlay(op: EffectOp): boolean {
  return op.op === 'summon' || op.op === 'overSummon';
}

/** Records card `id` as brought into play by op i of the link (召唤一个「火狐」，其…: 其 is this instance). */
export function recordEntered(link: ChainLink, i: number, id: number): void {
  (link.targets[i] ??= []).push(id);
}

/** The instances op k (one that enters play) brought in that are still on the field. */
function enteredCards(s: GameState, hooks: EffectContext['hooks'], link: ChainLink, k: number): number[] {
  const ids = link.targets[k] ?? [];
  const out: number[] = [];
  for (let j = 0; j < ids.length; j++) if (hooks.fieldZones.includes(s.cards[ids[j]].zone)) out.push(ids[j]);
  return out;
}

/**
 * The cards a 复活 (revive) op brought back (复活一个阵亡的己方角色，令其获得2点护盾, GA-CHR-04): what it designated that
 * is in play now. Its own target names dead cards, so judged again after it resolved it would name nothing.
 */
function revivedCards(s: GameState, hooks: EffectContext['hooks'], link: ChainLink, k: number): number[] {
  const ids = link.targets[k] ?? [];
  const out: number[] = [];
  for (let j = 0; j < ids.length; j++) {
    const id = ids[j];
    if (!hooks.fieldZones.includes(s.cards[id].zone) || hooks.stat(s, id, 'dead') > 0) continue;
    if (hooks.targetable && !hooks.targetable(s, id, link.controller, {})) continue; // still sealed (GA-CHR-06)
    out.push(id);
  }
  return out;
}

/** The effect ops a link runs: the ruleset's answer (Ruleset.linkEffects), else its source ability's, or none. */
export function effectsOf(s: GameState, link: ChainLink): readonly EffectOp[] {
  // A player's view of a link from a card it hides (a 盖卡 used face down, KL-CH-03) does not say what it does.
  if (link.source >= 0 && isHiddenCard(s, link.source)) return NO_OPS;
  const own = s.pool.rules.linkEffects;
  if (own) return own(s, link);
  if (link.ability < 0 || link.source < 0) return NO_OPS;
  return s.defs[s.cards[link.source].def].abilities[link.ability]?.effects ?? NO_OPS;
}

/**
 * What a range's origin `it` names for op i (其上方, 该卡灵O1范围内: KL-TG-02..05): the cards the nearest op before it
 * that designates designated, or undefined (the trigger's subject) when none does. The designated cards as chosen, so
 * a card that has left the field since is still named (and reaches no area).
 */
export function rangeOriginCards(link: ChainLink, ops: readonly EffectOp[], i: number): readonly number[] | undefined {
  for (let k = Math.min(i, ops.length) - 1; k >= 0; k--) {
    const earlier = opTarget(ops[k]);
    if (earlier && designates(earlier)) return link.targets[k] ?? [];
  }
  return undefined;
}

/**
 * The cards the ops before op i designated (link.targets of the ops whose target designates): what 另一个 (the
 * `notDesignated` filter) keeps out, SLCG-TG-01 / GA-TG-01 / KL-TG-01. Undefined when op i's target has no such filter.
 */
export function designatedBefore(
  link: ChainLink,
  ops: readonly EffectOp[],
  i: number,
  spec: TargetSpec,
): number[] | undefined {
  if (!hasFilter(spec.filters, 'notDesignated')) return undefined;
  const out: number[] = [];
  for (let k = 0; k < Math.min(i, ops.length); k++) {
    const t = opTarget(ops[k]);
    if (t && designates(t)) out.push(...(link.targets[k] ?? []));
  }
  return out;
}

/**
 * Targets at resolution: chosen targets still legal (SLCG-TG-01), or the current set for refs and mass effects.
 * `ref: 'it'` after an op that designates is what that op designated (选择X，其AP-2，DP-2: one choice); after an op
 * that brings cards into play (召唤一个「火狐」，其获得2点护盾) the instances it brought, still on the field (after a 复活
 * the cards it brought back); with
 * neither before it, like 'trigger', it is the subject of the triggering event.
 */
export function resolveTargets(ctx: EffectContext, op: EffectOp, opIndex: number): number[] {
  const spec = opTarget(op);
  if (!spec) return [];
  if (spec.ref === 'it') {
    const ops = effectsOf(ctx.s, ctx.link);
    for (let k = Math.min(opIndex, ops.length) - 1; k >= 0; k--) {
      if (entersPlay(ops[k])) return enteredCards(ctx.s, ctx.hooks, ctx.link, k);
      if (ops[k].op === 'revive') return revivedCards(ctx.s, ctx.hooks, ctx.link, k);
      const earlier = opTarget(ops[k]);
      if (earlier && designates(earlier)) return resolveTargets(ctx, ops[k], k);
    }
  }
  const now = candidates(ctx.s, ctx.hooks, spec, {
    controller: ctx.controller,
    source: ctx.source,
    subject: ctx.subject,
    attacker: ctx.link.attacker,
    it: spec.range?.origin === 'it' ? rangeOriginCards(ctx.link, effectsOf(ctx.s, ctx.link), opIndex) : undefined,
    designated: designatedBefore(ctx.link, effectsOf(ctx.s, ctx.link), opIndex, spec),
  });
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
  // 查看卡组顶N张卡 (GA-ZN-01): only the first `top` cards of the deck (top first).
  const end = op.top !== undefined ? Math.min(op.top, deck.length) : deck.length;
  for (let k = 0; k < end; k++) {
    const id = deck[k];
    if (op.name && s.defs[s.cards[id].def].name !== op.name) continue;
    if (
      !matchesFilters(s, ctx.hooks, id, op.filter, {
        controller: ctx.controller,
        source: ctx.source,
        subject: ctx.subject,
      })
    )
      continue;
    out.push(id);
  }
  return keepExtremes(s, ctx.hooks, op.filter, out);
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

// runEffects asks pickOptions before every op; most ops ask no pick, and the answer for them is this.
const NO_PICKS: readonly number[] = Object.freeze([]);

/** What the controller must pick before op i runs (the op's registered choices), or [] when nothing is to pick. */
export function pickOptions<S extends GameState>(
  ctx: EffectContext<S>,
  op: EffectOp,
  i: number,
  reg: OpRegistry<S>,
): readonly number[] {
  const choices = reg.choices(op.op);
  return choices ? choices(ctx, op, i) : NO_PICKS;
}

/**
 * Runs ops from link.next on. An optional op (可以, SLCG-TX-08) returns 'ask' the first time it is reached, and so
 * does an op with picks left to make (pickOptions); the caller records the answer (setOptionalAnswer / addPick)
 * and calls again.
 * SLCG-TX-07: every op runs on its own — one with no legal target, or whose own condition fails, does nothing
 * and the rest go on.
 * An op the registry lacks is an engine error: pools refuse such cards when they are built (core/pool.ts).
 */
export function runEffects<S extends GameState>(
  ctx: EffectContext<S>,
  ops: readonly EffectOp[],
  reg: OpRegistry<S>,
): StepResult {
  const link = ctx.link;
  while (link.next < ops.length) {
    if (ctx.s.winner !== null) return 'done'; // a win ends everything at once
    const i = link.next;
    const op = ops[i];
    // 选择一项: an op of an option not chosen does nothing.
    if (op.mode && !modeChosen(link, op.mode)) {
      link.next++;
      continue;
    }
    // SLCG-TX-08: 可以X，然后Y / 若如此 — Y only if X was chosen and done.
    if (op.ifDone && !optionalDone(link, askingOpBefore(ops, i))) {
      link.next++;
      continue;
    }
    // 否则: only if the 若 it answers was judged and failed.
    if (op.otherwise !== undefined && !conditionFailed(link, op.otherwise)) {
      link.next++;
      continue;
    }
    // SLCG-TX-07 (every game): a 若… of this op's own clause is judged when the op's turn comes.
    if (op.condition && !evalCondition(ctx.s, ctx.hooks, op.condition, ctx.controller, ctx.source, link)) {
      markFailed(link, i);
      link.next++;
      continue;
    }
    // A 双方各 half with answeredBy asks no question of its own: its clause's one 可以 answers for it.
    if (op.optional || op.answeredBy !== undefined) {
      const ans = sharedAnswer(link, i, op.answeredBy);
      if (ans === undefined) return 'ask';
      if (!ans) {
        link.next++;
        continue;
      }
    }
    if (pickOptions(ctx, op, i, reg).length) return 'ask';
    const handler = reg.get(op.op);
    if (!handler) throw new Error(`the ${ctx.s.ruleset} runtime has no effect '${op.op}'`);
    link.next++;
    const spec = opTarget(op);
    const targets = resolveTargets(ctx, op, i);
    // Nothing to act on, unless the op's own picks name what (a card from a hand its controller does not see).
    // (An op marked `bare` finds what it acts on itself: registry.ts.)
    if (spec && targets.length === 0 && !reg.runsBare(op.op) && !(picksOf(link, i).length && reg.choices(op.op)))
      continue;
    const run = withCountedAmount(ctx, op);
    if (!run) continue;
    const did = handler(ctx, run, targets) !== false;
    if (did && (op.optional || op.answeredBy !== undefined)) markDone(link, op.answeredBy ?? i);
  }
  return 'done';
}
