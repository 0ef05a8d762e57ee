// SLCG meanings of effect ops on top of the shared table: damage, push, heal, destroy, tap, resources.
// This registry is the one list of what the SLCG runtime runs (the checker reads it for CS2014).

import type { TargetSpec } from '../../card-def.js';
import type { Effects } from '../../effects/api.js';
import type { OpsOf } from '../../effects/registry.js';
import type { EffectContext } from '../../effects/context.js';
import { coreOps, moveTo, payResource, playersOf } from '../../effects/core-ops.js';
import { picksOf } from '../../effects/interpreter.js';
import { slcgParams } from './params.js';
import {
  addDamage,
  applyTrauma,
  changeVictory,
  checkLethal,
  checkValues,
  checkWin,
  destroyCard,
  enterMain,
  heal,
  tapCard,
  untapCard,
} from './mechanics.js';
import { hasKeyword } from './queries.js';
import { SLCG_RESOURCES, type SlcgRes, type SlcgState } from './state.js';
import { isCharacter } from './types.js';
import { Z } from './zones.js';

export const slcgOps = coreOps
  .extend<SlcgState>()
  // SLCG-TX-05: 【造成x点伤害】 hits characters only and is ability damage; simultaneous for all targets.
  .register(
    'damage',
    (ctx, op, targets) => {
      const hit = targets.filter((id) => id >= 0 && isCharacter(ctx.s.defs[ctx.s.cards[id].def]));
      const dealt = hit.filter((id) =>
        addDamage(ctx.s, ctx.events, id, op.amount, op.damageType ?? 'ability', ctx.source),
      );
      for (const id of dealt) checkLethal(ctx.s, ctx.events, id, 'ability');
    },
    'SLCG-TX-05',
  )
  // SLCG-TX-06 / CB-09: 推动进度±x; 令对方推动进度-x.
  .register(
    'push',
    (ctx, op) => {
      const ev = ctx.events;
      const order =
        op.side === 'both'
          ? [ctx.s.active, 1 - ctx.s.active]
          : [op.side === 'opponent' ? 1 - ctx.controller : ctx.controller];
      for (const p of order) changeVictory(ctx.s, ev, p, op.amount);
      checkWin(ctx.s, ev);
    },
    'SLCG-TX-06',
  )
  // SLCG-TRM-01: 令对方受到N点创伤 — one 创伤 at a time (the last life card starts 濒死, which ignores the rest, SLCG-TRM-02).
  .register(
    'trauma',
    (ctx, op) => {
      const players =
        op.side === 'both'
          ? [ctx.s.active, 1 - ctx.s.active]
          : [op.side === 'self' ? ctx.controller : 1 - ctx.controller];
      for (const p of players) for (let i = 0; i < op.amount; i++) applyTrauma(ctx.s, ctx.events, p);
    },
    'SLCG-TRM-01',
  )
  // SLCG-TRM-04, SLCG-TRM-05
  .register(
    'heal',
    (ctx, op) => {
      for (const p of playersOf(ctx, op.side)) heal(ctx.s, ctx.events, p, op.amount);
    },
    'SLCG-TRM-04',
  )
  // SLCG-KW-08: 法术免疫 is not destroyed directly by abilities.
  .register(
    'destroy',
    (ctx, _op, targets) => {
      for (const id of targets)
        if (id >= 0 && !hasKeyword(ctx.s, id, 'spellImmune')) destroyCard(ctx.s, ctx.events, id, 'ability');
    },
    'SLCG-TX-03',
  )
  .register(
    'tap',
    (ctx, _op, targets) => {
      for (const id of targets) if (id >= 0) tapCard(ctx.s, ctx.events, id);
    },
    'SLCG-TX-09',
  )
  .register(
    'untap',
    (ctx, _op, targets) => {
      for (const id of targets) if (id >= 0) untapCard(ctx.s, ctx.events, id);
    },
    'SLCG-TRN-02',
  )
  .register(
    'gainResource',
    (ctx, op) => {
      if (!(SLCG_RESOURCES as readonly string[]).includes(op.resource))
        throw new Error(`SLCG has no resource '${op.resource}'`);
      const key = op.resource as keyof SlcgRes;
      const cap = key === 'extremeEnergy' ? slcgParams(ctx.s).maxExtremeEnergy : Infinity; // SLCG-RES-04
      for (const p of playersOf(ctx, op.side)) {
        const res = ctx.s.players[p].res;
        const before = res[key];
        res[key] = Math.max(0, Math.min(cap, before + op.amount));
        ctx.emit({ type: 'resource', player: p, amount: res[key] - before, info: op.resource });
      }
    },
    'SLCG-RES-01',
  )
  // SLCG-TX-01: putting a card into the main area from any zone by an ability is 登场 too.
  .register(
    'revive',
    (ctx, _op, targets) => {
      for (const id of targets)
        if (id >= 0 && ctx.s.cards[id].zone !== Z.main) enterMain(ctx.s, ctx.events, id, ctx.controller);
    },
    'SLCG-TX-01',
  )
  // SLCG-RES-01: 支付N点能量 from the energy the player holds (SLCG-RES-04 极动能 alike).
  .register('pay', payResource, 'SLCG-RES-01')
  // 令一个对方角色本回合不能攻击 / 不能推动进度: checkAttack / checkPush and turnActionsSlcg read the marker.
  .register('forbid', coreOps.get('forbid')!, 'SLCG-CB-01')
  .register('shuffleDeck', coreOps.get('shuffleDeck')!, 'SLCG-ZN-04')
  // SLCG-TX-07: 抽2张卡，然后弃1张手牌 — a 弃 after an op that may fill the own hand picks from it as it resolves
  // (tables.laterDiscards), so the cards just drawn may go; any other 弃 takes what was designated.
  .register(
    'discard',
    (ctx, op, t) => {
      const s = ctx.s;
      const picked = picksOf(ctx.link, ctx.link.next - 1).filter((id) => s.cards[id].zone === Z.hand);
      const ids = [...t, ...picked, ...handRest(ctx, op.target, picked)];
      // Run bare (below): with nothing designated, picked or left to take, nothing was discarded.
      if (!ids.length) return false;
      moveTo(ctx, 'discard', ids);
    },
    'SLCG-TX-07',
    (ctx, op, i) => {
      const hand = laterHand(ctx, op.target);
      if (!hand) return [];
      const picked = picksOf(ctx.link, i);
      const left = hand.filter((id) => !picked.includes(id));
      const owed = (op.target.count as number) - picked.length;
      // Asked while cards are still owed and the hand holds more than that (else handRest takes them all).
      return owed > 0 && left.length > owed ? left : [];
    },
  )
  .bare('discard')
  // SLCG-CT-08: 「对方角色的费用+1」 is a standing line read by energyCost while its card is in the main area.
  .registerStatic('costModifier', 'SLCG-CT-08')
  // SLCG-CT-10: a 常值 changed by an op (常值-N, a standing line's card leaving, …) is checked at once, so the next op
  // of the same resolution sees the character destroyed (若其被消灭).
  .afterEach((ctx) => {
    checkValues(ctx.s, ctx.events);
  });

/** The own hand a 弃 picks from as it resolves (tables.laterDiscards), or null for a designated 弃. */
function laterHand(ctx: EffectContext<SlcgState>, spec: TargetSpec): readonly number[] | null {
  if (!ctx.s.pool.tables.laterDiscards.has(spec)) return null;
  return ctx.s.players[ctx.controller].zones[Z.hand];
}

/** What such a 弃 takes without asking: the rest of the hand, when no more than are still owed. */
function handRest(ctx: EffectContext<SlcgState>, spec: TargetSpec, picked: readonly number[]): number[] {
  const hand = laterHand(ctx, spec);
  if (!hand) return [];
  const left = hand.filter((id) => !picked.includes(id));
  return left.length <= (spec.count as number) - picked.length ? left : [];
}

/** What a compiled slcg ability body may call: the shared control plus one method per op this registry runs. */
export type SlcgEffects = Effects<OpsOf<typeof slcgOps>>;
