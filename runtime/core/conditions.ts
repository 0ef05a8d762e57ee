// Evaluates Condition trees (登场前提, 费用减免, 若…) through the ruleset's subject values.

import type { Condition, EffectOp, TargetSpec } from '../card-def.js';
import type { ConditionLeaf, ConditionQueries } from '../effects/api.js';
import { destroyedCount, referredCards, referredMatching } from '../effects/acted-on.js';
import { countsCards } from '../effects/signature.js';
import type { RulesHooks } from './ruleset.js';
import type { ChainLink, GameState } from './state.js';
import { candidates, compare, matchesFilters, type TargetContext } from './targeting.js';

/** The queries a compiled condition reads (effects/api.ts), over one game, ruleset hooks, player and source card. */
class Queries implements ConditionQueries {
  constructor(
    private readonly s: GameState,
    private readonly hooks: RulesHooks,
    private readonly player: number,
    private readonly source: number,
    private readonly link: ChainLink | undefined,
  ) {}
  value(l: ConditionLeaf, side: 0 | 1): number {
    if (l.subject === 'destroyed') return destroyed(this.s, this.hooks, this.link);
    return this.hooks.conditionValue(this.s, l.subject, side ? 1 - this.player : this.player, l.filters);
  }
  count(l: ConditionLeaf, side: 0 | 1): number {
    return countOf(this.s, this.hooks, l.of!, side ? 1 - this.player : this.player, this.source, this.link);
  }
  than(l: ConditionLeaf, side: 0 | 1): number {
    return countOf(this.s, this.hooks, l.than!, side ? 1 - this.player : this.player, this.source);
  }
}

/**
 * Loops rather than every/some with closures: conditions are tested during legal-action enumeration.
 * `source` is the card whose text holds the condition (ranges and 「自身」 in an existence test are its), or -1.
 * `link`: the resolution judging an op's 若 (its `next` is that op), which 若其阵亡 (subject 'destroyed') reads.
 */
export function evalCondition(
  s: GameState,
  hooks: RulesHooks,
  c: Condition | undefined,
  player: number,
  source = -1,
  link?: ChainLink,
): boolean {
  if (!c) return true;
  // A compiled set's ability conditions run as their generated code (effects/compiled.ts); the rest below.
  const compiled = s.pool.compiled;
  if (compiled !== null && compiled.conditions.size) {
    const f = compiled.conditions.get(c);
    if (f !== undefined) return f.fn(new Queries(s, hooks, player, source, link), f.leaves);
  }
  if ('and' in c) {
    for (let i = 0; i < c.and.length; i++) if (!evalCondition(s, hooks, c.and[i], player, source, link)) return false;
    return true;
  }
  if ('or' in c) {
    for (let i = 0; i < c.or.length; i++) if (evalCondition(s, hooks, c.or[i], player, source, link)) return true;
    return false;
  }
  if ('not' in c) return !evalCondition(s, hooks, c.not, player, source, link);
  if (c.subject === 'destroyed') return compare(destroyed(s, hooks, link), c.cmp, c.value);
  // 若对方手牌数多于己方 (SLCG-CT-08): one player's number against the other's.
  if (c.thanSide) {
    const a = c.side === 'opponent' ? 1 - player : player;
    const b = c.thanSide === 'opponent' ? 1 - player : player;
    const value = (q: number) => hooks.conditionValue(s, c.subject, q, c.filters);
    return compare(value(a), c.cmp, value(b) + c.value);
  }
  // 'both' reads as "for both players" (the player first, as before).
  if (c.side === 'opponent') return leafHolds(s, hooks, c, 1 - player, source, link);
  if (c.side === 'both')
    return leafHolds(s, hooks, c, player, source, link) && leafHolds(s, hooks, c, 1 - player, source, link);
  return leafHolds(s, hooks, c, player, source, link);
}

/**
 * SLCG-TX-07: 若其阵亡 is judged when its op's turn comes — how many of the cards the op before it acted on are
 * destroyed by then. Outside a resolution (no link) there is nothing it acted on: none.
 */
function destroyed(s: GameState, hooks: RulesHooks, link: ChainLink | undefined): number {
  return link ? destroyedCount(s, hooks, link, link.next) : 0;
}

type Leaf = Extract<Condition, { subject: unknown }>;

/**
 * How many cards (or areas) a condition's target names, seen from player p; 自身 (ref 'self') is the source card, 其
 * (ref 'it') what an earlier op of the resolving link acted on and 那个角色 (ref 'trigger') the trigger's subject —
 * none outside a resolution.
 */
export function countOf(
  s: GameState,
  hooks: RulesHooks,
  of: TargetSpec,
  p: number,
  source: number,
  link?: ChainLink,
): number {
  if (of.ref === 'it' || of.ref === 'trigger')
    return link ? referredMatching(s, hooks, link, link.next, of.ref, of.filters, p, source, of) : 0;
  // 若攻击者常值≥3 (SLCG-CB-04): the attacker of the attack that started the link, if it is a card still there.
  if (of.ref === 'attacker') {
    const a = link?.attacker;
    if (a === undefined || a < 0 || a >= s.cards.length) return 0;
    return matchesFilters(s, hooks, a, of.filters, { controller: p, source, subject: link!.subject }) ? 1 : 0;
  }
  // 若其上方有对方卡灵 / 若那张卡灵O1范围内有己方卡灵 (KL-TG-02..05): a range measured from the card 其 or 那张卡灵 names.
  const origin = of.range?.origin;
  const far = origin === 'it' || origin === 'trigger';
  const ctx: TargetContext = { controller: p, source, subject: far && link ? link.subject : -1 };
  if (origin === 'it') ctx.it = link ? referredCards(s, link, link.next, 'it') : [];
  return candidates(s, hooks, { ...of, count: 'all' }, ctx).length;
}

function leafHolds(s: GameState, hooks: RulesHooks, c: Leaf, p: number, source: number, link?: ChainLink): boolean {
  // SLCG-CT-08 (every game): an existence test counts what its target names, seen from the condition's player; two
  // counts compared (若对方场上的角色多于己方) compare it with the other's.
  if (countsCards(c)) {
    const than = c.than ? countOf(s, hooks, c.than, p, source) : 0;
    return compare(countOf(s, hooks, c.of!, p, source, link), c.cmp, than + c.value);
  }
  return compare(hooks.conditionValue(s, c.subject, p, c.filters), c.cmp, c.value);
}

/**
 * An op as it runs under the 若 of its line (SLCG-TX-07: a condition covering every effect of a line is the line's,
 * judged when each op's turn comes, like the op's own): both must hold. The op itself when the line has none. The
 * condition objects are kept, so a compiled set's code for each still runs (evalCondition finds them).
 */
export function underCondition(op: EffectOp, line: Condition | undefined): EffectOp {
  if (!line) return op;
  return { ...op, condition: op.condition ? { and: [line, op.condition] } : line };
}
