// 光暗 meanings of effect ops on top of the shared table. This registry is the one list of what the 光暗 runtime
// runs (the checker reads it for CS2014); every op carries the rule it implements. The 若 of an op's line or clause
// is its `condition` (tables.ts), judged by the interpreter when the op's turn comes.

import { mutCard } from '../../core/state.js';
import type { Effects } from '../../effects/api.js';
import type { OpHandler, OpsOf } from '../../effects/registry.js';
import type { EffectOp } from '../../card-def.js';
import { negateLink } from '../../core/chain.js';
import { statDelta, untilTurn } from '../../core/modifiers.js';
import { isPlayerRef, playerOfRef, playerRef } from '../../core/targeting.js';
import { moveCard } from '../../core/zones.js';
import { coreOps, playersOf } from '../../effects/core-ops.js';
import type { EffectContext } from '../../effects/context.js';
import { recordEntered } from '../../effects/interpreter.js';
import {
  addPoints,
  changeCountdown,
  changeLightDark,
  checkLoss,
  damageKind,
  dealDamage,
  die,
  emit,
  enterPlay,
  mayHaveLost,
  revive,
  seal,
  spendPoints,
  toDiscard,
} from './mechanics.js';
import { waitOnDamage } from './damage-answers.js';
import { HAND_MOVES, laterHandChoices, laterHandTargets } from './later-hand.js';
import { gaParams } from './params.js';
import { hpLeft, isAlive } from './queries.js';
import type { GuanganState } from './state.js';
import { Z } from './zones.js';

type Ctx = EffectContext<GuanganState>;

/** GA-CB-07 (and GA-SU-01 for players): HP back, never above the 生命 (or the starting HP). */
function recoverTarget(ctx: Ctx, t: number, n: number): void {
  const s = ctx.s;
  if (n <= 0) return;
  if (isPlayerRef(t)) {
    const p = playerOfRef(t);
    const res = s.players[p].res;
    const got = Math.min(n, Math.max(0, s.players[p].flags.maxHp - res.hp));
    res.hp += got;
    if (got) ctx.emit({ type: 'recovered', player: p, amount: got });
    return;
  }
  if (!isAlive(s, t)) return;
  const c = mutCard(s, t);
  const got = Math.min(n, c.damage);
  c.damage -= got;
  if (got) ctx.emit({ type: 'recovered', player: c.controller, card: t, amount: got });
}

/** GA-CT-06: 无效 cancels the link it answers when that is what the text names. */
const NEGATABLE: Record<Extract<EffectOp, { op: 'negate' }>['what'], readonly string[]> = {
  card: ['normal', 'response', 'counter'],
  effect: ['normal', 'response', 'counter', 'ability'],
  attack: ['sortie'],
  damage: [],
  trauma: [],
};

const ops = coreOps
  .extend<GuanganState>()
  // GA-CB-04/05, GA-KW-05/06, GA-CB-06/07: effect damage (法术 unless written), simultaneous for all its targets;
  // GA-WIN-06 losses it causes are judged together, after the last target.
  .register(
    'damage',
    (ctx, op, targets) => {
      const kind = damageKind(op.damageType);
      const battle = op.damageType === 'battle';
      for (const t of targets) dealDamage(ctx.s, ctx.events, t, op.amount, kind, battle, ctx.source, ctx.link);
      if (mayHaveLost(ctx.s)) checkLoss(ctx.s, ctx.events);
    },
    'GA-CB-04',
  )
  .register(
    'recover',
    (ctx, op, targets) => {
      // 回复全部生命 / 回复至满 (full): all HP lost comes back, however much that is.
      for (const t of targets) recoverTarget(ctx, t, op.full ? Number.POSITIVE_INFINITY : op.amount);
    },
    'GA-CB-07',
  )
  .register(
    'gainResource',
    (ctx, op, targets) => {
      const s = ctx.s;
      if (op.resource === 'shield' && op.target) {
        shieldTargets(ctx, targets, op.amount);
        return;
      }
      for (const p of playersOf(ctx, op.side)) {
        const res = s.players[p].res;
        switch (op.resource) {
          case 'stamina': {
            // GA-RES-02: at most `maxStamina` through effects
            const before = res.stamina;
            res.stamina = Math.max(0, Math.min(gaParams(s).maxStamina, before + op.amount));
            if (res.stamina !== before)
              ctx.emit({ type: 'resource', player: p, amount: res.stamina - before, info: 'stamina' });
            break;
          }
          case 'lightDark':
            changeLightDark(s, ctx.events, p, op.amount); // GA-RES-07..09, GA-CHR-02
            break;
          case 'shield': {
            // GA-CB-06: the player's 护盾
            const before = res.shield;
            res.shield = Math.max(0, before + op.amount);
            if (res.shield !== before)
              ctx.emit({ type: 'resource', player: p, amount: res.shield - before, info: 'shield' });
            break;
          }
          case 'hp':
            recoverTarget(ctx, playerRef(p), op.amount);
            break;
        }
      }
    },
    'GA-RES-02',
  )
  // 失去N点…: GA-RES-02 stamina and GA-RES-07 【光暗值】 never below 0; a player's 护盾 (GA-CB-06); 失去N点生命 is HP
  // lost without damage (no 护盾, no 光环; GA-WIN-01 judges it); a character's 护盾 points (GA-CB-06).
  .register(
    'loseResource',
    (ctx, op, targets) => {
      const s = ctx.s;
      if (op.target) {
        // only 护盾 is written with a target (the lowering gives the others a side)
        for (const t of targets) {
          const p = playerOfShield(ctx, t);
          if (p >= 0) {
            const res = s.players[p].res;
            const lost = Math.min(res.shield, op.amount);
            res.shield -= lost;
            if (lost) ctx.emit({ type: 'resource', player: p, amount: -lost, info: 'shield' });
          } else if (t >= 0 && isAlive(s, t)) {
            const lost = spendPoints(s, t, 'shield', op.amount);
            if (lost)
              ctx.emit({ type: 'resource', player: s.cards[t].controller, card: t, amount: -lost, info: 'shield' });
          }
        }
        return;
      }
      // 双方各失去N点生命: both lose theirs before GA-WIN-01 is judged, once (both at 0 is a draw, GA-WIN-06).
      for (const p of playersOf(ctx, op.side)) {
        const res = s.players[p].res;
        if (op.resource === 'lightDark') {
          changeLightDark(s, ctx.events, p, -op.amount);
          continue;
        }
        const key = op.resource as 'stamina' | 'shield' | 'hp';
        const before = res[key];
        res[key] = Math.max(0, before - op.amount);
        if (res[key] !== before) ctx.emit({ type: 'resource', player: p, amount: res[key] - before, info: key });
      }
      if (op.resource === 'hp' && mayHaveLost(s)) checkLoss(s, ctx.events);
    },
    'GA-RES-02',
  )
  // GA-KW-05 / GA-CB-06: 【光环】 and 【护盾】 are points spent by damage; other 词条 are keywords for their duration.
  .register(
    'grantKeyword',
    (ctx, op, targets) => {
      const s = ctx.s;
      const until = untilTurn(s, op.duration, ctx.controller);
      if (op.keyword === 'aura' || op.keyword === 'shield') {
        const n = op.keyword === 'aura' ? 1 : gaParams(s).keywordShield;
        for (const t of targets) if (t >= 0 && isAlive(s, t)) addPoints(s, t, op.keyword, n, until);
        return;
      }
      coreOps.get('grantKeyword')!(
        ctx,
        op,
        targets.filter((t) => t >= 0 && isAlive(s, t)),
      );
    },
    'GA-CT-10',
  )
  // 失去【X】: 【光环】 / 【护盾】 points are spent at once (GA-KW-05, GA-CB-06); another 词条 is lost for the duration
  // (the shared op's marker, which hasKeyword honours).
  .register(
    'loseKeyword',
    (ctx, op, targets) => {
      const s = ctx.s;
      const alive = targets.filter((t) => t >= 0 && isAlive(s, t));
      if (op.keyword === 'aura' || op.keyword === 'shield') {
        for (const t of alive) {
          const lost = spendPoints(s, t, op.keyword, statDelta(s, t, op.keyword));
          if (lost)
            ctx.emit({ type: 'resource', player: s.cards[t].controller, card: t, amount: -lost, info: op.keyword });
        }
        return;
      }
      coreOps.get('loseKeyword')!(ctx, op, alive);
    },
    'GA-CT-10',
  )
  // 令一个敌方角色直到对方回合结束不能出击: a living character or summon is marked; canSortie reads it (checks.ts).
  .register(
    'forbid',
    (ctx, op, targets) =>
      coreOps.get('forbid')!(
        ctx,
        op,
        targets.filter((t) => t >= 0 && isAlive(ctx.s, t)),
      ),
    'GA-CB-01',
  )
  // GA-CHR-03: 攻击 / 生命 changes; a character whose 生命 falls to its damage dies.
  .register(
    'modifyStat',
    (ctx, op, targets) => {
      const alive = targets.filter((t) => t >= 0 && isAlive(ctx.s, t));
      coreOps.get('modifyStat')!(ctx, op, alive);
      if (op.stat === 'hp')
        for (const t of alive) if (isAlive(ctx.s, t) && hpLeft(ctx.s, t) <= 0) die(ctx.s, ctx.events, t, 'effect');
    },
    'GA-CHR-03',
  )
  .register(
    'seal',
    (ctx, op, targets) => {
      for (const t of targets) if (t >= 0) seal(ctx.s, ctx.events, t, op.turns);
    },
    'GA-CHR-06',
  )
  .register(
    'revive',
    (ctx, _op, targets) => {
      for (const t of targets) if (t >= 0) revive(ctx.s, ctx.events, t);
    },
    'GA-CHR-04',
  )
  .register(
    'countdown',
    (ctx, op, targets) => {
      for (const t of targets) if (t >= 0) changeCountdown(ctx.s, ctx.events, t, op.amount);
    },
    'GA-CHR-07',
  )
  // GA-CHR-08 / GA-ZN-05: a summon comes from the player's summon cards (made at setup), into a free summon slot.
  .register(
    'summon',
    (ctx, op) => {
      const s = ctx.s;
      const p = ctx.controller;
      const off = s.players[p].zones[Z.offstage];
      for (let n = 0; n < op.count; n++) {
        if (s.players[p].zones[Z.summons].length >= gaParams(s).summonSlots) return;
        const id = off.find((x) => s.pool.tables.summon[s.cards[x].def] && s.defs[s.cards[x].def].name === op.name);
        if (id === undefined) return;
        moveCard(s, id, Z.summons, p);
        enterPlay(s, id);
        // 召唤一个「火狐」，其获得2点护盾: a 其 after it names this instance.
        recordEntered(ctx.link, ctx.link.next - 1, id);
        emit(s, ctx.events, { type: 'entered', player: p, card: id, info: 'summon' });
      }
    },
    'GA-CHR-08',
  )
  // 破坏: a character or summon dies by an effect (GA-CHR-04); a card in the 用牌区 goes to the discard (GA-CT-07).
  .register(
    'destroy',
    (ctx, _op, targets) => {
      const s = ctx.s;
      for (const t of targets) {
        if (t < 0) continue;
        const c = s.cards[t];
        if (c.zone === Z.cardZone) {
          emit(s, ctx.events, { type: 'destroyed', player: c.controller, card: t, info: 'effect' });
          if (s.cards[t].zone === Z.cardZone) toDiscard(s, ctx.events, t, 'destroyed');
        } else if (isAlive(s, t)) die(s, ctx.events, t, 'effect');
      }
    },
    'GA-CT-07',
  )
  .register(
    'negate',
    (ctx, op) => {
      const answered = ctx.s.chain.find((l) => l.id === ctx.link.answers);
      if (!answered || !NEGATABLE[op.what].includes(answered.kind)) return;
      if (negateLink(ctx.s, answered.id, []))
        ctx.emit({
          type: 'negated',
          player: ctx.controller,
          amount: answered.id,
          card: answered.source >= 0 ? answered.source : undefined,
          info: answered.kind,
        });
    },
    'GA-CT-06',
  )
  // 该伤害±N of a response or counter card (GA-CB-04): it answered the link about to deal the damage and waits on
  // it, to be added once as the damage is dealt (damage-answers.ts; GA-CB-05 never to true damage). On the field the
  // same words change the damage as it is dealt (GA-CH-04, mechanics.dealDamage).
  .register(
    'damageModifier',
    (ctx, op) => {
      waitOnDamage(ctx.s, ctx.link, op.amount);
    },
    'GA-CB-04',
  )
  .register('draw', coreOps.get('draw')!, 'GA-ZN-01')
  // GA-ZN-01 从卡组将一张卡加入手牌 (a 载入, KL-TX-04's op): the controller chooses the card — re-registered with the
  // shared op's choices (without them the first matching card in deck order was taken, nobody asked).
  .register('search', coreOps.get('search')!, 'GA-ZN-01', coreOps.choices('search'))
  .register('returnToHand', coreOps.get('returnToHand')!, 'GA-ZN-01')
  // GA-ZN-01: a hand move after a draw of its text (抽2张卡，然后将一张手牌洗入卡组) picks from the hand as it resolves
  // (later-hand.ts); with nothing designated, picked or left to take, it did nothing.
  .register('shuffleIntoDeck', laterHandMove('shuffleIntoDeck'), 'GA-ZN-01', laterHandChoices)
  .register('topDeck', laterHandMove('topDeck'), 'GA-ZN-01', laterHandChoices)
  .register('bottomDeck', laterHandMove('bottomDeck'), 'GA-ZN-01', laterHandChoices)
  .register('shuffleDeck', coreOps.get('shuffleDeck')!, 'GA-ZN-01')
  .register('banish', laterHandMove('banish'), 'GA-ZN-02', laterHandChoices)
  // 弃: cards from a hand to the discard pile (GA-ZN-01; a 【符术】 card too: it was not used).
  .register(
    'discard',
    (ctx, op, designated) => {
      const targets = laterHandTargets(ctx, op, designated);
      if (!targets.length) return false;
      for (const t of targets) if (t >= 0 && ctx.s.cards[t].zone === Z.hand) discard(ctx, t);
    },
    'GA-ZN-01',
    laterHandChoices,
  )
  .bare('discard')
  .bare('shuffleIntoDeck')
  .bare('topDeck')
  .bare('bottomDeck')
  .bare('banish');

/** The shared move op, on the cards designated or, for a later hand move, picked as it resolves (later-hand.ts). */
function laterHandMove<N extends (typeof HAND_MOVES)[number]>(name: N): OpHandler<N, GuanganState> {
  const move = coreOps.get(name)!;
  return (ctx, op, designated) => {
    const targets = laterHandTargets(ctx, op, designated);
    if (!targets.length) return false;
    return move(ctx, op, targets);
  };
}

function discard(ctx: Ctx, card: number): void {
  const s = ctx.s;
  const c = s.cards[card];
  moveCard(s, card, Z.discard, c.owner);
  ctx.emit({ type: 'moved', player: c.owner, card, from: 'hand', to: 'discard', info: 'discarded' });
}

/**
 * GA-CB-06: 获得N点护盾 gives its points to the character or summon it names (gone when it leaves play); written
 * without one (its own card is the target), it is the player's 护盾.
 */
function shieldTargets(ctx: Ctx, targets: readonly number[], n: number): void {
  const s = ctx.s;
  for (const t of targets) {
    if (t >= 0 && isAlive(s, t)) {
      addPoints(s, t, 'shield', n);
      ctx.emit({ type: 'resource', player: s.cards[t].controller, card: t, amount: n, info: 'shield' });
      continue;
    }
    const p = playerOfShield(ctx, t);
    if (p < 0 || n <= 0) continue;
    s.players[p].res.shield += n;
    ctx.emit({ type: 'resource', player: p, amount: n, info: 'shield' });
  }
}

/**
 * GA-CB-06: whose 护盾 a target of 获得/失去N点护盾 is when it is not a character or summon in play: a player
 * named (令对方失去1点护盾), or the player of the card whose text it is (获得1点护盾 written without a target,
 * lowered as this card); -1 for a card (its own points).
 */
function playerOfShield(ctx: Ctx, t: number): number {
  if (isPlayerRef(t)) return playerOfRef(t);
  return t >= 0 && t === ctx.source && !isAlive(ctx.s, t) ? ctx.controller : -1;
}

export const guanganOps = ops;

/** What a compiled guangan ability body may call: the shared control plus one method per op this registry runs. */
export type GuanganEffects = Effects<OpsOf<typeof guanganOps>>;
