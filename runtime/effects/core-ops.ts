// Effect ops whose meaning is the same in every ruleset; rulesets extend this table with their own
// (and override where their rules differ). Only what every game runs belongs here: the registries are
// what the checker reads to say which game runs which op (CS2014).

import { negateLink } from '../core/chain.js';
import { forbidKey } from '../core/forbidden.js';
import { addModifier, untilTurn } from '../core/modifiers.js';
import { randInt, shuffleInPlace } from '../core/rng.js';
import type { GameState } from '../core/state.js';
import { moveCard, zoneIndex } from '../core/zones.js';
import type { EffectOp } from '../card-def.js';
import type { EffectContext } from './context.js';
import { picksOf, searchCandidates } from './interpreter.js';
import { OpRegistry, type OpHandler } from './registry.js';

const sideOf = (ctx: EffectContext, side: 'self' | 'opponent' | 'both' | undefined): number =>
  side === 'opponent' ? 1 - ctx.controller : ctx.controller;

/** The players an op's side names, the controller first: 'both' is each of them (双方各…, SLCG-TG-01, KL-TG-01). */
export function playersOf(ctx: EffectContext, side: 'self' | 'opponent' | 'both' | undefined): readonly number[] {
  if (side === 'both') return [ctx.controller, 1 - ctx.controller];
  return [sideOf(ctx, side)];
}

/** Draws up to `count` cards from the top of the deck; an empty deck simply draws nothing (SLCG-TRN-06). */
export function drawCards(ctx: EffectContext, player: number, count: number): number {
  const s = ctx.s;
  const deck = s.players[player].zones[zoneIndex(s, 'deck')];
  const hand = zoneIndex(s, 'hand');
  let n = 0;
  for (; n < count && deck.length > 0; n++) {
    const id = deck[0];
    moveCard(s, id, hand, player);
    ctx.emit({ type: 'drew', player, card: id });
  }
  return n;
}

/**
 * Moves targets to a zone of their owners (on top for a deck with `atTop`), then shuffles where asked: each owner's
 * zone once, told in the log as 洗切卡组 is (KL-TX-03 回档: a card returns to the deck and the deck is shuffled).
 */
export function moveTo(ctx: EffectContext, zone: string, targets: number[], atTop = false, shuffle = false): void {
  const s = ctx.s;
  const z = zoneIndex(s, zone);
  for (const t of targets) {
    if (t < 0) continue;
    const c = s.cards[t];
    const from = s.zoneNames[c.zone];
    moveCard(s, t, z, c.owner, atTop);
    ctx.emit({ type: 'moved', player: c.owner, card: t, from, to: zone });
  }
  if (shuffle)
    for (const p of new Set(targets.filter((t) => t >= 0).map((t) => s.cards[t].owner))) {
      shuffleInPlace(s.rng, s.players[p].zones[z]);
      ctx.emit({ type: 'shuffled', player: p, info: 'effect' });
    }
}

/** An event `type` for each of `targets` now in `zone` (a card an effect moved there). */
function arrived(ctx: EffectContext, targets: readonly number[], zone: string, type: 'banished' | 'returned'): void {
  const s = ctx.s;
  const z = zoneIndex(s, zone);
  for (const t of targets) if (t >= 0 && s.cards[t].zone === z) ctx.emit({ type, player: s.cards[t].owner, card: t });
}

/**
 * 支付N点能量 as an effect (SLCG-RES-01, KL-RES-04), for the games whose effects pay: all of it from what the controller
 * holds, or nothing — and then the op is not done (false), so a 若如此 after it does not run. No card is converted
 * while it resolves.
 */
export const payResource: OpHandler<'pay'> = (ctx, op) => {
  const res = ctx.s.players[ctx.controller].res as Record<string, number>;
  if (!(op.resource in res)) throw new Error(`this ruleset has no resource '${op.resource}'`);
  if (res[op.resource] < op.amount) return false;
  res[op.resource] -= op.amount;
  ctx.emit({ type: 'resource', player: ctx.controller, amount: -op.amount, info: op.resource });
  return true;
};

/** The modifier key that marks `keyword` as lost (失去【X】): a ruleset's keyword query answers false while it is on. */
export function lostKeywordKey(keyword: string): string {
  return `lost:${keyword}`;
}

/**
 * KL-TX-04 载入 is taking a *chosen* card: while more cards are to be taken and the candidates are not all copies
 * of one card, the controller picks; the options are one card per name (copies are alike).
 */
function searchChoices(ctx: EffectContext, op: Extract<EffectOp, { op: 'search' }>, i: number): number[] {
  if (op.random) return []; // 随机载入: the resolution draws them
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

/** Which chain links each 无效 object can cancel (link kinds as the rulesets push them). */
const NEGATABLE: Record<Extract<EffectOp, { op: 'negate' }>['what'], readonly string[]> = {
  attack: ['attack'],
  trauma: ['trauma'],
  card: ['card', 'deploy'],
  // SLCG-CB-08 / SLCG-KW-10: a push (or 妨碍推进) a 突发 card answers is 该效果 too: 当对方推动进度时：无效该效果.
  effect: ['ability', 'card', 'deploy', 'push', 'hinder'],
  damage: ['damage'],
};

/**
 * How many cards player p draws for a draw op: its count, or what p's hand lacks of it (抽卡直到手牌数为N, SLCG-TRN-05:
 * counted as the op resolves, docs/rules-decisions.md).
 */
export function drawCount(s: GameState, p: number, op: Extract<EffectOp, { op: 'draw' }>): number {
  return op.untilHand ? Math.max(0, op.count - s.players[p].zones[zoneIndex(s, 'hand')].length) : op.count;
}

export const coreOps = new OpRegistry<GameState, never>()
  .register('draw', (ctx, op) => {
    // 双方各抽N张卡 (side 'both'): the controller draws first, then the other player.
    const p = sideOf(ctx, op.side);
    drawCards(ctx, p, drawCount(ctx.s, p, op));
    if (op.side === 'both') drawCards(ctx, 1 - ctx.controller, drawCount(ctx.s, 1 - ctx.controller, op));
  })
  // 被除外时 / 被回归时 (SLCG-ZN-05, GA-ZN-02, GA-ZN-01): each card that made it there is an event of its own, as
  // 卡灵时代's own ops tell them (KL-TX-01/02), so 当对方召唤物被除外时 wakes.
  .register('banish', (ctx, _op, t) => {
    moveTo(ctx, 'banished', t);
    arrived(ctx, t, 'banished', 'banished');
  })
  .register('returnToHand', (ctx, _op, t) => {
    moveTo(ctx, 'hand', t);
    arrived(ctx, t, 'hand', 'returned');
  })
  .register('shuffleIntoDeck', (ctx, _op, t) => moveTo(ctx, 'deck', t, false, true)) // KL-TX-03 回档
  .register('topDeck', (ctx, _op, t) => moveTo(ctx, 'deck', t, true)) // KL-TX-05 置顶
  // 置底 (SLCG-ZN-04, GA-ZN-01; docs/rules-decisions.md): under the deck, drawn last.
  .register('bottomDeck', (ctx, _op, t) => moveTo(ctx, 'deck', t, false))
  .register(
    'search',
    (ctx, op) => {
      // KL-TX-04 载入: take the cards the controller picked (searchChoices asked), then, where only copies of one
      // card were left to choose from, the first in deck order; then shuffle.
      const s = ctx.s;
      const deck = s.players[ctx.controller].zones[zoneIndex(s, 'deck')];
      const picks = picksOf(ctx.link, ctx.link.next - 1).filter((id) => deck.includes(id));
      const candidates = searchCandidates(ctx, op);
      // 随机载入 (docs/rules-decisions.md): each card drawn with the game's seeded rng among those left.
      if (op.random)
        while (picks.length < op.count && candidates.length)
          picks.push(candidates.splice(randInt(s.rng, candidates.length), 1)[0]);
      for (const id of candidates) {
        if (picks.length >= op.count) break;
        if (!picks.includes(id)) picks.push(id);
      }
      moveTo(ctx, 'hand', picks);
      // A card taken from the deck's top cards (op.top, GA-ZN-01) searched nothing through: the rest stay in order.
      if (op.top !== undefined) return;
      shuffleInPlace(s.rng, deck);
      ctx.emit({ type: 'shuffled', player: ctx.controller, info: 'effect' });
    },
    undefined,
    searchChoices,
  )
  .register('grantKeyword', (ctx, op, t) => {
    for (const id of t)
      if (id >= 0)
        addModifier(ctx.s, {
          target: id,
          kind: 'keyword',
          key: op.keyword,
          amount: 1,
          until: untilTurn(ctx.s, op.duration, ctx.controller),
          duration: op.duration,
          source: ctx.source,
        });
  })
  .register('modifyStat', (ctx, op, t) => {
    const d = op.duration ?? 'permanent';
    for (const id of t)
      if (id >= 0)
        addModifier(ctx.s, {
          target: id,
          kind: 'stat',
          key: op.stat,
          amount: op.amount,
          until: untilTurn(ctx.s, d, ctx.controller),
          duration: d,
          source: ctx.source,
        });
  })
  .register('loseKeyword', (ctx, op, t) => {
    // 失去【X】: a grant of X on the target ends now, and a marker says X is lost for the duration
    // (printed keywords: the ruleset's keyword query must honour the marker, see lostKeywordKey).
    const s = ctx.s;
    const set = new Set(t);
    if (s.mods.some((m) => set.has(m.target) && m.kind === 'keyword' && m.key === op.keyword)) {
      s.mods = s.mods.filter((m) => !(set.has(m.target) && m.kind === 'keyword' && m.key === op.keyword));
    }
    for (const id of t)
      if (id >= 0)
        addModifier(s, {
          target: id,
          kind: 'keyword',
          key: lostKeywordKey(op.keyword),
          amount: 1,
          until: untilTurn(s, op.duration, ctx.controller),
          duration: op.duration,
          source: ctx.source,
        });
  })
  .register('forbid', (ctx, op, t) => {
    // 令X本回合不能攻击: a marker for the duration; the ruleset's legality checks read it (core/forbidden.ts).
    for (const id of t)
      if (id >= 0)
        addModifier(ctx.s, {
          target: id,
          kind: 'keyword',
          key: forbidKey(op.action),
          amount: 1,
          until: untilTurn(ctx.s, op.duration, ctx.controller),
          duration: op.duration,
          source: ctx.source,
        });
  })
  .register('loseResource', (ctx, op) => {
    // Resources are the ruleset's (typed per ruleset); losing one is the same everywhere: a counter
    // the player has, never below 0 (失去1点能量 with none left loses nothing). A card's counter
    // (`target`: 护盾 of a character, GA-CB-06) is the ruleset's to run: it overrides this op.
    if (op.target) throw new Error(`loseResource of a card's '${op.resource}' needs the ruleset's own op`);
    for (const p of playersOf(ctx, op.side)) {
      const res = ctx.s.players[p].res as Record<string, number>;
      if (!(op.resource in res)) throw new Error(`this ruleset has no resource '${op.resource}'`);
      const before = res[op.resource];
      res[op.resource] = Math.max(0, before - op.amount);
      if (res[op.resource] !== before)
        ctx.emit({ type: 'resource', player: p, amount: res[op.resource] - before, info: op.resource });
    }
  })
  .register('shuffleDeck', (ctx, op) => {
    // 洗切卡组: the deck in a new order from the game's seeded RNG, told in the log (SLCG-ZN-04, GA-ZN-01, KL-ZN-03).
    const deck = zoneIndex(ctx.s, 'deck');
    for (const p of playersOf(ctx, op.side)) {
      shuffleInPlace(ctx.s.rng, ctx.s.players[p].zones[deck]);
      ctx.emit({ type: 'shuffled', player: p, info: 'effect' });
    }
  })
  .register('discard', (ctx, _op, t) => moveTo(ctx, 'discard', t))
  .register('negate', (ctx, op) => {
    // 无效 marks the link this one answers (link.answers), when it is the kind of thing the text
    // names: 无效那次攻击 cannot cancel a trauma or a card (SLCG-CT-07, KL-CB-04, GA-CT-06).
    const target = ctx.link.answers;
    if (target < 0) return;
    const answered = ctx.s.chain.find((l) => l.id === target);
    if (!answered || !NEGATABLE[op.what].includes(answered.kind)) return;
    if (negateLink(ctx.s, target, [])) ctx.emit({ type: 'negated', player: ctx.controller, amount: target });
  });
