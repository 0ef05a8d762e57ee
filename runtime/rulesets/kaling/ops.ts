// 卡灵时代 meanings of effect ops on top of the shared table. This registry is the one list of what the 卡灵时代
// runtime runs: the checker reads it for CS2014, and a pool refuses a card with any other op.

import { battlefieldOf, cellInDirection } from '../../core/grid.js';
import { mutCard } from '../../core/state.js';
import type { Effects } from '../../effects/api.js';
import type { OpsOf } from '../../effects/registry.js';
import type { EffectOp } from '../../card-def.js';
import { negateLink } from '../../core/chain.js';
import { addModifier, restoreStats, untilTurn } from '../../core/modifiers.js';
import { shuffleInPlace } from '../../core/rng.js';
import { cellOfRef, cellRef, isCellRef, isPlayerRef, playerOfRef, rangeCells } from '../../core/targeting.js';
import type { ChainLink } from '../../core/state.js';
import { coreOps, drawCount, moveTo, payResource, playersOf } from '../../effects/core-ops.js';
import type { EffectContext } from '../../effects/context.js';
import { picksOf, recordEntered, resolveTargets } from '../../effects/interpreter.js';
import type { OpChoices, OpHandler } from '../../effects/registry.js';
import { CELLS, freeOwnAreas, isFree, NEIGHBOURS } from './board.js';
import {
  checkOver,
  clearCard,
  damagePlayer,
  drawCards,
  enterField,
  setEnergy,
  stepCard,
  stopMoving,
  swapCards,
  transferCard,
} from './mechanics.js';
import { ETERNAL_NEGATED, hasKeyword } from './queries.js';
import type { KalingLinkData, KalingState } from './state.js';
import { Z } from './zones.js';

type Ctx = EffectContext<KalingState>;
type Op<N extends EffectOp['op']> = Extract<EffectOp, { op: N }>;

/** KL-TG-01: an effect that targets an area acts on the card in it; one that targets a card acts on the card. */
function cardsOf(s: KalingState, targets: readonly number[]): number[] {
  const out: number[] = [];
  for (const t of targets) {
    if (isCellRef(t)) {
      const id = s.grid![cellOfRef(t)];
      if (id >= 0) out.push(id);
    } else if (t >= 0) out.push(t);
  }
  return out;
}

/** A shared handler run on the cards its (card or area) targets name. */
function onCards<N extends EffectOp['op']>(h: OpHandler<N, KalingState>): OpHandler<N, KalingState> {
  return (ctx, op, t) => h(ctx, op, cardsOf(ctx.s, t));
}

const core = <N extends EffectOp['op']>(name: N): OpHandler<N, KalingState> => coreOps.get(name)!;

/** The face-up cards on the battlefield an op's targets name (what 移动 and 转移 move). */
function movers(s: KalingState, targets: readonly number[]): number[] {
  return cardsOf(s, targets).filter((id) => s.cards[id].zone === Z.battlefield && !s.cards[id].faceDown);
}

/**
 * KL-MV-01 移动N格 by an effect: each mover steps N times into a free adjacent area, as far as it can; the
 * controller picks a step whenever there is more than one way. With a direction (向前移动1格) every step goes that way,
 * as the moving card's controller sees it (KL-ZN-07), and nothing is picked. Walks the picks made so far on a copy of
 * the grid (`apply` false: returns the next options to pick from, or []) or on the grid itself (`apply` true).
 */
function walk(ctx: Ctx, op: Op<'move'>, i: number, ids: readonly number[], apply: boolean): number[] {
  const s = ctx.s;
  const grid = apply ? s.grid! : s.grid!.slice();
  const picks = picksOf(ctx.link, i);
  const free = (x: number) => x >= 0 && grid[x] < 0 && s.gridLocks![x] < s.turn;
  let j = 0;
  for (const id of ids) {
    let pos = s.cards[id].cell;
    for (let step = 0; step < op.steps; step++) {
      if (op.direction) {
        // KL-MV-03: an occupied area (a face-down card's too), a locked one or the edge ends the path.
        const next = cellInDirection(pos, op.direction, s.cards[id].controller);
        if (!free(next)) break;
        if (apply) stepCard(s, ctx.events, id, next, 'effect');
        else {
          grid[pos] = -1;
          grid[next] = id;
        }
        pos = next;
        continue;
      }
      const opts = NEIGHBOURS[pos].filter(free);
      if (opts.length === 0) break;
      let next = opts[0];
      if (opts.length > 1) {
        if (j >= picks.length) return apply ? [] : opts.map(cellRef);
        next = cellOfRef(picks[j++]);
        if (!opts.includes(next)) break;
      }
      if (apply) stepCard(s, ctx.events, id, next, 'effect');
      else {
        grid[pos] = -1;
        grid[next] = id;
      }
      pos = next;
    }
  }
  return [];
}

/** KL-MV-05 转移: where a card may go: a free area, within the destination's range counted from the card itself. */
function transferAreas(ctx: Ctx, op: Op<'transfer'>, id: number): number[] {
  const s = ctx.s;
  const from = s.cards[id].cell;
  const cells = op.to.range
    ? rangeCells(s, op.to.range, from, ctx.controller)
    : Array.from({ length: CELLS }, (_, c) => c);
  // KL-ZN-01: 转移至对方战场的空置区域 — an area in those rows, seen from the effect's controller.
  const rows = op.to.battlefield;
  return cells.filter((c) => c !== from && isFree(s, c) && (!rows || battlefieldOf(c, ctx.controller) === rows));
}

/** Destinations of each mover in order: the single free area, else the one picked; stops at the first still to pick. */
function transferPlan(
  ctx: Ctx,
  op: Op<'transfer'>,
  i: number,
  ids: readonly number[],
): { plan: [number, number][]; ask: number[] } {
  const picks = picksOf(ctx.link, i);
  const plan: [number, number][] = [];
  let j = 0;
  for (const id of ids) {
    const areas = transferAreas(ctx, op, id).filter((c) => !plan.some(([, to]) => to === c));
    if (areas.length === 0) continue;
    if (areas.length === 1) plan.push([id, areas[0]]);
    else if (j < picks.length) plan.push([id, cellOfRef(picks[j++])]);
    else return { plan, ask: areas.map(cellRef) };
  }
  return { plan, ask: [] };
}

/** KL-SUM-03 超越降临「X」: a copy from the controller's hand, else the deck, else the 弃区. */
function overSummonCard(ctx: Ctx, name: string): number {
  const s = ctx.s;
  for (const z of [Z.hand, Z.deck, Z.discard]) {
    const list = s.players[ctx.controller].zones[z];
    for (let k = 0; k < list.length; k++)
      if (s.defs[s.cards[list[k]].def].name === name && s.pool.tables.kaling[s.cards[list[k]].def]) return list[k];
  }
  return -1;
}

/**
 * A zone change by an effect (the shared moveTo, with its 'moved' events): a card that leaves the battlefield
 * ends its movement (KL-MV-04) and is face up wherever it goes — only the battlefield holds face-down cards
 * (KL-CT-07), and text that names them (将一张盖伏的卡除外) can now send one away.
 */
function moveOut(ctx: Ctx, zone: string, ids: number[], atTop = false, shuffle = false): void {
  const s = ctx.s;
  for (const id of ids) if (s.flags.moving === id + 1) stopMoving(s);
  moveTo(ctx, zone, ids, atTop, shuffle);
  for (const id of ids) mutCard(s, id).faceDown = false;
}

/** Events of a zone change for the cards that made it into `zone` (被回归时, 被除外时 wake on them). */
function wakeAfterMove(ctx: Ctx, ids: readonly number[], zone: number, type: 'returned' | 'banished'): void {
  for (const id of ids) if (ctx.s.cards[id].zone === zone) ctx.emit({ type, player: ctx.s.cards[id].owner, card: id });
}

/**
 * The other player's hand when a 弃 names it (一张 / N张, not 所有): its owner picks (see 'discard') — unless it
 * says 随机, whose cards the game designated when the link was built.
 */
function hiddenHand(ctx: Ctx, op: Op<'discard'>): readonly number[] | null {
  const spec = op.target;
  if (spec.zone !== 'hand' || spec.side !== 'opponent' || typeof spec.count !== 'number' || spec.random) return null;
  return ctx.s.players[1 - ctx.controller].zones[Z.hand];
}

/** What a 弃 of the other player's hand takes without asking: the rest of it, when no more than are still owed. */
function discardRest(ctx: Ctx, op: Op<'discard'>, picked: readonly number[]): number[] {
  const hand = hiddenHand(ctx, op);
  if (!hand) return [];
  const left = hand.filter((id) => !picked.includes(id));
  return left.length <= (op.target.count as number) - picked.length ? left : [];
}

/** KL-TX-07: the last turn a 封锁 lasts: as written, else through the next turn (the opponent's answer to it). */
function lockUntil(ctx: Ctx, op: Op<'lockArea'>): number {
  if (op.duration === 'permanent' || op.duration === 'whileSource') return 1e9;
  return op.duration ? untilTurn(ctx.s, op.duration, ctx.controller) : ctx.s.turn + 1;
}

/** What each 无效 object cancels on the chain (KL-CB-04 那次攻击, KL-CT-06 那张卡牌, KL-EF-01/02 该效果). */
function negatable(what: Op<'negate'>['what'], l: ChainLink<KalingLinkData>): boolean {
  switch (what) {
    case 'attack':
      return l.kind === 'attack';
    case 'card':
      return l.data.card === 1 || l.kind === 'place';
    case 'effect':
      return l.kind === 'start' || l.kind === 'instant';
  }
  return false;
}

export const kalingOps = coreOps
  .extend<KalingState>()
  // KL-SU-04 / KL-WIN-01: damage is dealt to players (their life points); a card takes none (validateCard).
  .register(
    'damage',
    (ctx, op, t) => {
      for (const x of t)
        if (isPlayerRef(x)) damagePlayer(ctx.s, ctx.events, playerOfRef(x), op.amount, ctx.source, 'effect', false);
      checkOver(ctx.s, ctx.events); // KL-WIN-02: both at 0 from one effect is a draw
    },
    'KL-WIN-01',
  )
  // KL-TX-01 清除 by an effect; KL-KW-02 防爆.
  .register(
    'destroy',
    (ctx, _op, t) => {
      for (const id of cardsOf(ctx.s, t)) clearCard(ctx.s, ctx.events, id, 'effect');
    },
    'KL-TX-01',
  )
  .register(
    'banish',
    (ctx, _op, t) => {
      const ids = cardsOf(ctx.s, t);
      moveOut(ctx, 'banished', ids);
      wakeAfterMove(ctx, ids, Z.banished, 'banished'); // 被除外时
    },
    'KL-TX-01',
  )
  // KL-TX-02 回归 from the battlefield or the 弃区; KL-KW-03 辟旋 keeps a card on the battlefield.
  .register(
    'returnToHand',
    (ctx, _op, t) => {
      const s = ctx.s;
      const ids = cardsOf(s, t).filter((id) => !(s.cards[id].zone === Z.battlefield && hasKeyword(s, id, 'unbounce')));
      moveOut(ctx, 'hand', ids);
      wakeAfterMove(ctx, ids, Z.hand, 'returned'); // 被回归时
    },
    'KL-TX-02',
  )
  // KL-TX-04 载入: the shared search (a chosen card, then a shuffle), and 载入时 triggers for what was taken.
  .register(
    'search',
    (ctx, op, t) => {
      const hand = ctx.s.players[ctx.controller].zones[Z.hand];
      const before = hand.length;
      core('search')(ctx, op, t);
      for (let i = before; i < hand.length; i++) ctx.emit({ type: 'searched', player: ctx.controller, card: hand[i] });
    },
    'KL-TX-04',
    coreOps.choices('search') as OpChoices<'search', KalingState>,
  )
  // 弃 (to the 弃区, KL-ZN-04): a card of one's own hand is designated; the other player's hand, which its
  // controller does not see, is picked from by its owner (targetable, discardChoices).
  .register(
    'discard',
    (ctx, op, t) => {
      const s = ctx.s;
      const picked = picksOf(ctx.link, ctx.link.next - 1).filter((id) => s.cards[id].zone === Z.hand);
      const ids = [...cardsOf(s, t), ...picked, ...discardRest(ctx, op, picked)];
      // Run bare (below): with nothing designated, picked or left to take, nothing was discarded.
      if (!ids.length) return false;
      moveOut(ctx, 'discard', ids);
    },
    'KL-ZN-04',
    (ctx, op, i) => {
      const hand = hiddenHand(ctx, op);
      if (!hand) return [];
      const picked = picksOf(ctx.link, i);
      const owed = (op.target.count as number) - picked.length;
      const left = hand.filter((id) => !picked.includes(id));
      // Asked while cards are still owed and the hand holds more than that (else discardRest takes them all).
      return owed > 0 && left.length > owed ? left : [];
    },
    (ctx) => 1 - ctx.controller,
  )
  // KL-ZN-04: the other hand holding no more cards than are owed — no one picks, and all of them go (discardRest).
  .bare('discard')
  .register('shuffleIntoDeck', (ctx, _op, t) => moveOut(ctx, 'deck', cardsOf(ctx.s, t), false, true), 'KL-TX-03')
  .register('topDeck', (ctx, _op, t) => moveOut(ctx, 'deck', cardsOf(ctx.s, t), true), 'KL-TX-05')
  .register('bottomDeck', (ctx, _op, t) => moveOut(ctx, 'deck', cardsOf(ctx.s, t)), 'KL-ZN-03')
  .register('shuffleDeck', core('shuffleDeck'), 'KL-ZN-03')
  // KL-RES-04: 支付N点能量 as an effect pays from the energy the player holds, as 耗能N does.
  .register('pay', payResource, 'KL-RES-04')
  // KL-TX-04 抽卡 / KL-WIN-02: a draw from an empty deck loses.
  .register(
    'draw',
    (ctx, op) =>
      // 双方各抽 (side 'both'): both draw, then KL-WIN-02 is judged once, so both decked out is a draw (KL-WIN-01/02).
      op.side === 'both'
        ? drawCards(ctx.s, ctx.events, [ctx.controller, 1 - ctx.controller], (p) => drawCount(ctx.s, p, op))
        : drawCards(ctx.s, ctx.events, op.side === 'opponent' ? 1 - ctx.controller : ctx.controller, (p) =>
            drawCount(ctx.s, p, op),
          ),
    'KL-WIN-02',
  )
  .register(
    'move',
    (ctx, op, t) => {
      walk(ctx, op, ctx.link.next - 1, movers(ctx.s, t), true);
    },
    'KL-MV-01',
    (ctx, op, i) => walk(ctx, op, i, movers(ctx.s, resolveTargets(ctx, op, i)), false),
  )
  .register(
    'transfer',
    (ctx, op, t) => {
      for (const [id, to] of transferPlan(ctx, op, ctx.link.next - 1, movers(ctx.s, t)).plan)
        if (isFree(ctx.s, to)) transferCard(ctx.s, ctx.events, id, to);
    },
    'KL-MV-05',
    (ctx, op, i) => transferPlan(ctx, op, i, movers(ctx.s, resolveTargets(ctx, op, i))).ask,
  )
  // KL-MV-05 交换位置: the partner (a reference, resolved as a target would be) and the target's first card, or the
  // target's two cards, trade areas; with one of them gone from the battlefield nothing happens.
  .register(
    'swap',
    (ctx, op, t) => {
      const cards = movers(ctx.s, t);
      const partner = op.partner
        ? movers(ctx.s, resolveTargets(ctx, { op: 'swap', target: op.partner }, ctx.link.next - 1))
        : undefined;
      const pair = partner ? [partner[0], cards[0]] : cards;
      if (pair.length >= 2 && pair[0] !== undefined && pair[1] !== undefined)
        swapCards(ctx.s, ctx.events, pair[0], pair[1]);
    },
    'KL-MV-05',
  )
  // KL-TX-07 封锁: the areas are absent until the lock ends.
  .register(
    'lockArea',
    (ctx, op, t) => {
      const until = lockUntil(ctx, op);
      for (const x of t) {
        if (!isCellRef(x)) continue;
        ctx.s.gridLocks![cellOfRef(x)] = until;
        ctx.emit({
          type: 'locked',
          player: ctx.controller,
          amount: cellOfRef(x),
          info: until >= 1e9 ? 'permanent' : `until ${until}`,
        });
      }
    },
    'KL-TX-07',
  )
  // KL-TX-06 还原: values changed by effects return to the printed ones (a value change, neither up nor down);
  // 还原 of a 封锁 area (KL-TX-07, text that names locked areas) ends the lock.
  .register(
    'restore',
    (ctx, _op, t) => {
      const s = ctx.s;
      for (const x of t) {
        if (isCellRef(x) && s.gridLocks![cellOfRef(x)] >= s.turn) {
          s.gridLocks![cellOfRef(x)] = -1;
          ctx.emit({ type: 'unlocked', player: ctx.controller, amount: cellOfRef(x) });
          continue;
        }
        for (const id of cardsOf(s, [x])) {
          restoreStats(s, id);
          ctx.emit({ type: 'restored', player: s.cards[id].controller, card: id });
        }
      }
    },
    'KL-TX-06',
  )
  // One-shot AP/DP/SP/GP changes last while the card stays on the battlefield (KL-TX-06 还原 undoes them).
  .register('modifyStat', onCards(core('modifyStat')), 'KL-TX-06')
  .register('grantKeyword', onCards(core('grantKeyword')), 'KL-KW-01')
  // 失去【X】: the card lacks X for the duration, printed, granted or by a 永恒 line (hasKeyword).
  .register('loseKeyword', onCards(core('loseKeyword')), 'KL-KW-01')
  // 令一张对方卡灵本回合不能攻击 / 不能移动: attackerProblem / moverProblem read the marker (checks.ts).
  .register('forbid', onCards(core('forbid')), 'KL-CB-01')
  // KL-RES-01/03: energy, never above the cap.
  .register(
    'gainResource',
    (ctx, op) => {
      for (const p of playersOf(ctx, op.side)) {
        const before = ctx.s.players[p].res.energy;
        setEnergy(ctx.s, p, before + op.amount);
        ctx.emit({ type: 'resource', player: p, amount: ctx.s.players[p].res.energy - before, info: 'energy' });
      }
    },
    'KL-RES-03',
  )
  // 失去N点能量 (KL-RES-01: never below 0); 失去N点生命 is life lost without damage (KL-WIN-01 still applies, once
  // both players lost theirs in 双方各失去N点生命: both at 0 is a draw).
  .register(
    'loseResource',
    (ctx, op, t) => {
      const s = ctx.s;
      if (op.resource !== 'energy' && op.resource !== 'life') {
        core('loseResource')(ctx, op, t);
        return;
      }
      for (const p of playersOf(ctx, op.side)) {
        const res = s.players[p].res;
        if (op.resource === 'energy') {
          const before = res.energy;
          setEnergy(s, p, before - op.amount);
          if (res.energy !== before)
            ctx.emit({ type: 'resource', player: p, amount: res.energy - before, info: 'energy' });
        } else {
          const lost = Math.min(res.life, op.amount);
          res.life -= lost;
          if (lost) ctx.emit({ type: 'resource', player: p, amount: -lost, info: 'life' });
        }
      }
      if (op.resource === 'life') checkOver(s, ctx.events);
    },
    'KL-RES-01',
  )
  // KL-CB-04 / KL-CT-06 / KL-EF-03: 无效 cancels the link it answers when it is what the text names; 无效那张卡牌
  // with no activation left to cancel stops the 永恒 effects of the card it speaks of until the end of the turn.
  .register(
    'negate',
    (ctx, op) => {
      const s = ctx.s;
      const answered = ctx.link.answers >= 0 ? s.chain.find((l) => l.id === ctx.link.answers) : undefined;
      if (answered && !answered.negated && negatable(op.what, answered)) {
        negateLink(s, answered.id, []);
        ctx.emit({
          type: 'negated',
          player: ctx.controller,
          card: answered.source,
          amount: answered.id,
          info: answered.kind,
        });
        return;
      }
      const subject = ctx.subject;
      if (
        op.what === 'card' &&
        subject >= 0 &&
        s.cards[subject].zone === Z.battlefield &&
        s.pool.tables.eternal[s.cards[subject].def].length
      ) {
        addModifier(s, {
          target: subject,
          kind: 'keyword',
          key: ETERNAL_NEGATED,
          amount: 1,
          until: s.turn,
          duration: 'endOfTurn',
          source: ctx.source,
        });
        ctx.emit({ type: 'negated', player: ctx.controller, card: subject, info: 'eternal' });
      }
    },
    'KL-EF-03',
  )
  .register(
    'overSummon',
    (ctx, op) => {
      const s = ctx.s;
      const id = overSummonCard(ctx, op.name);
      const areas = freeOwnAreas(s, ctx.controller);
      if (id < 0 || areas.length === 0) return;
      const picked = picksOf(ctx.link, ctx.link.next - 1);
      const cell = areas.length === 1 ? areas[0] : cellOfRef(picked[0]);
      if (!isFree(s, cell)) return;
      const fromDeck = s.cards[id].zone === Z.deck;
      enterField(s, ctx.events, id, ctx.controller, cell, 'over');
      // 超越降临「X」，其AP+1: a 其 after it names this instance.
      recordEntered(ctx.link, ctx.link.next - 1, id);
      if (fromDeck) {
        shuffleInPlace(s.rng, s.players[ctx.controller].zones[Z.deck]);
        ctx.emit({ type: 'shuffled', player: ctx.controller, info: 'effect' });
      }
    },
    'KL-SUM-03',
    (ctx, op, i) => {
      if (picksOf(ctx.link, i).length || overSummonCard(ctx, op.name) < 0) return [];
      const areas = freeOwnAreas(ctx.s, ctx.controller);
      return areas.length > 1 ? areas.map(cellRef) : [];
    },
  )
  // KL-RES-05: 耗能±x lines are 永恒 (read by effectCost); a one-shot one is refused when the pool is built.
  .registerStatic('costModifier', 'KL-RES-05');

/** What a compiled kaling ability body may call: the shared control plus one method per op this registry runs. */
export type KalingEffects = Effects<OpsOf<typeof kalingOps>>;
