// 若其阵亡 / 若该角色被消灭 (subject 'destroyed'): the cards an earlier op of the link acted on, and whether they are
// destroyed now.

import type { EffectOp, Filter, TargetSpec } from '../card-def.js';
import type { RulesHooks } from '../core/ruleset.js';
import type { ChainLink, GameState } from '../core/state.js';
import { designates, matchesFilters, standsIn } from '../core/targeting.js';
import { effectsOf, entersPlay, opTarget } from './interpreter.js';

/**
 * The cards the nearest op before op i with a target acted on: what it designated (link.targets, its picks), the
 * source (自身), the trigger's subject (其 with nothing designated before it), or what an op that brings cards into play
 * brought (召唤, 超越降临: recorded in link.targets). A mass effect names none: which of its cards it reached is not kept.
 */
function actedOn(s: GameState, link: ChainLink, i: number): readonly number[] {
  const ops = effectsOf(s, link);
  for (let k = Math.min(i, ops.length) - 1; k >= 0; k--)
    if (opTarget(ops[k]) || entersPlay(ops[k])) return cardsOf(link, ops, k);
  // X，若其生命值≤2，改为Y (GA-RES-09, grammar/clauses/instead.ts): Y comes first, designating X's target, and its 若
  // asks about that target. Lowering names a 其 with no effect before it 那个角色 (ref 'trigger'), so a 其 here with
  // none before is this op's own: what it designated.
  const own = i < ops.length ? opTarget(ops[i]) : undefined;
  if (own && designates(own)) return [...(link.targets[i] ?? [])];
  return [];
}

function cardsOf(link: ChainLink, ops: readonly EffectOp[], k: number): number[] {
  if (entersPlay(ops[k])) return [...(link.targets[k] ?? [])];
  const spec = opTarget(ops[k])!;
  if (spec.ref === 'self') return link.source >= 0 ? [link.source] : [];
  // 其 after a designation is what it designated (resolveTargets); with none, the trigger's subject.
  if (spec.ref === 'it')
    for (let j = k - 1; j >= 0; j--) {
      const t = opTarget(ops[j]);
      if ((t && designates(t)) || entersPlay(ops[j])) return cardsOf(link, ops, j);
    }
  if (spec.ref === 'it' || spec.ref === 'trigger' || spec.ref === 'that') return subjectOf(link);
  if (spec.ref === 'attacker') return link.attacker !== undefined && link.attacker >= 0 ? [link.attacker] : [];
  if (!designates(spec)) return [];
  return [...(link.targets[k] ?? []), ...(link.picks?.[k] ?? [])];
}

const subjectOf = (link: ChainLink): number[] => (link.subject >= 0 ? [link.subject] : []);

/**
 * How many of the cards op i's 若 asks about are destroyed: gone to the discard (SLCG 消灭, KL-TX-01 清除), or dead
 * where the game keeps a dead character in place (GA-CHR-04 阵亡: its `dead` stat).
 */
export function destroyedCount(s: GameState, hooks: RulesHooks, link: ChainLink, i: number): number {
  const cards = actedOn(s, link, i);
  const discard = s.zoneNames.indexOf('discard');
  let n = 0;
  for (let k = 0; k < cards.length; k++) {
    const id = cards[k];
    if (id < 0 || id >= s.cards.length) continue; // an encoded player or cell, not a card
    if (s.cards[id].zone === discard || hooks.stat(s, id, 'dead') > 0) n++;
  }
  return n;
}

/**
 * 若其未被横置 / 若该角色生命≤3 / 若那个角色已横置 (a count of ref 'it' or 'trigger' with filters): how many of the
 * cards op i's condition asks about — what the op before it acted on (其), or the trigger's subject (那个角色) — meet
 * the filters now, seen from player p.
 */
/** The cards 其 (ref 'it': what the nearest op before op i with a target acted on) or 那个角色 (ref 'trigger') name. */
export function referredCards(s: GameState, link: ChainLink, i: number, ref: 'it' | 'trigger'): readonly number[] {
  return ref === 'trigger' ? subjectOf(link) : actedOn(s, link, i);
}

export function referredMatching(
  s: GameState,
  hooks: RulesHooks,
  link: ChainLink,
  i: number,
  ref: 'it' | 'trigger',
  filters: readonly Filter[] | undefined,
  p: number,
  source: number,
  place?: TargetSpec,
): number {
  const cards = referredCards(s, link, i, ref);
  let n = 0;
  for (let k = 0; k < cards.length; k++) {
    const id = cards[k];
    if (id < 0 || id >= s.cards.length) continue; // an encoded player or cell, not a card
    if (place && !standsIn(s, id, place, p)) continue; // 若其在对方战场 (KL-ZN-01)
    if (matchesFilters(s, hooks, id, filters, { controller: p, source, subject: link.subject })) n++;
  }
  return n;
}
