// The SLCG game loop: puts triggers on the chain, runs response windows, resolves links and walks the phases
// until some player has to decide something.

import type { EffectOp } from '../../card-def.js';
import { closeChain, newLink, openWindow, passPriority, pushLink, topLink } from '../../core/chain.js';
import type { GameEvent } from '../../core/events.js';
import { recordLimits, pruneLimits } from '../../core/limits.js';
import { expireModifiers } from '../../core/modifiers.js';
import { shuffleInPlace } from '../../core/rng.js';
import type { ChainLink, GameState, PendingTrigger } from '../../core/state.js';
import { candidates, designates, offeredTargets } from '../../core/targeting.js';
import { moveCard } from '../../core/zones.js';
import type { EffectContext } from '../../effects/context.js';
import { opTarget, pickOptions, runEffects } from '../../effects/interpreter.js';
import { slcgChainPolicy } from './chain-policy.js';
import { addDamage, afterEvent, applyTrauma, changeVictory, checkLethal, checkWin, emit, enterMain, untapCard } from './mechanics.js';
import { slcgOps } from './ops.js';
import { slcgParams } from './params.js';
import { canAttackColor, isCharacter, keywordOn, slcgHooks, valueOf } from './queries.js';
import { hasWindowResponse } from './responses.js';
import { HOT, slcgFlags } from './def-flags.js';
import { Z } from './zones.js';

export function effectsOf(s: GameState, link: ChainLink): readonly EffectOp[] {
  if (link.ability < 0 || link.source < 0) return [];
  return s.defs[s.cards[link.source].def].abilities[link.ability]?.effects ?? [];
}

function describe(s: GameState, id: number): string {
  if (id === -1 || id === -2) return `player ${-1 - id}`;
  return `${s.defs[s.cards[id].def].name}#${id}`;
}

/** Starts choosing targets for a link; it goes on the chain once every designated op has its targets (SLCG-TG-01). */
export function startBuilding(s: GameState, link: ChainLink): void {
  link.data.bi = 0;
  s.building = link;
}

/** Picks targets one at a time; asks only when there is a real choice. Returns true when it asked. */
function continueBuilding(s: GameState, ev: GameEvent[]): boolean {
  const link = s.building!;
  const ops = effectsOf(s, link);
  while (link.data.bi < ops.length) {
    const i = link.data.bi;
    const spec = opTarget(ops[i]);
    if (!link.targets[i]) link.targets[i] = [];
    if (!spec || !designates(spec)) { link.data.bi++; continue; }
    const chosen = link.targets[i];
    const want = typeof spec.count === 'number' ? spec.count : 1;
    const cands = candidates(s, slcgHooks, spec, { controller: link.controller, source: link.source, subject: link.data.subject ?? -1 })
      .filter((x) => !chosen.includes(x));
    if (chosen.length >= want || cands.length === 0) { link.data.bi++; continue; }
    const offered = offeredTargets(s, slcgHooks, cands, link.controller);
    if (cands.length <= want - chosen.length && offered.length === cands.length) { chosen.push(...cands); link.data.bi++; continue; }
    if (offered.length === 1) { chosen.push(offered[0]); continue; }
    s.pending = {
      player: link.controller,
      kind: 'target',
      prompt: `choose a target (${chosen.length + 1}/${want})`,
      options: offered.map((x) => ({ label: describe(s, x), value: x })),
      context: { op: i },
    };
    return true;
  }
  s.building = null;
  pushLink(s, link, ev);
  openWindow(s, s.active);
  return false;
}

/** Puts the next queued trigger on its way to the chain, in the policy's order (SLCG-CH-01). */
function flushOneTrigger(s: GameState, ev: GameEvent[]): void {
  const ordered = slcgChainPolicy.orderTriggers(s, s.triggers);
  const t = ordered[0];
  s.triggers = ordered.slice(1);
  if (t.optional) {
    // SLCG-TX-08 可以: the controller decides whether to use it.
    s.pending = {
      player: t.controller,
      kind: 'trigger',
      prompt: `use ${describe(s, t.source)} ability ${t.ability}?`,
      options: [{ label: 'yes', value: 1 }, { label: 'no', value: 0 }],
      context: { source: t.source, ability: t.ability, subject: t.subject, controller: t.controller },
    };
    return;
  }
  beginTriggered(s, ev, t);
}

export function beginTriggered(s: GameState, ev: GameEvent[], t: Pick<PendingTrigger, 'controller' | 'source' | 'ability' | 'subject'>): void {
  const ab = s.defs[s.cards[t.source].def].abilities[t.ability];
  recordLimits(s, ab.limits, t.source, t.ability, t.controller);
  ev.push({ type: 'activated', player: t.controller, card: t.source, amount: t.ability, info: 'trigger' });
  const data: Record<string, number> = { subject: t.subject };
  // "可以X" with a single part was already answered when the trigger was accepted: do not ask twice.
  if (ab.optional && ab.effects.length === 1) data.opt0 = 1;
  startBuilding(s, newLink(s, 'ability', t.controller, t.source, t.ability, data));
}

function effectContext(s: GameState, ev: GameEvent[], link: ChainLink): EffectContext {
  return {
    s, hooks: slcgHooks, controller: link.controller, source: link.source, subject: link.data.subject ?? -1, link, events: ev,
    emit: contextEmit,
  };
}

// One function shared by every context (ops call it as ctx.emit): a closure per resolution costs an
// allocation, and under tsx (keepNames) a __name call that redefines the function's name each time.
function contextEmit(this: EffectContext, e: GameEvent): void {
  emit(this.s, this.events, e);
}

/** SLCG-CB-07: resolve an attack that was not negated, against a target still present and attackable. */
function resolveAttack(s: GameState, ev: GameEvent[], link: ChainLink): void {
  const attacker = link.data.attacker;
  const target = link.data.target;
  if (s.cards[attacker].zone !== Z.main) return;
  if (target < 0) {
    // SLCG-CB-06: an attack on the player becomes one 创伤, itself answerable (突发 无效 that 创伤).
    const victim = -1 - target;
    pushLink(s, newLink(s, 'trauma', link.controller, attacker, -1, { victim }), ev);
    openWindow(s, s.active);
    return;
  }
  const t = s.cards[target];
  if (t.zone !== Z.main || !isCharacter(s.defs[t.def]) || keywordOn(s, target, HOT.ethereal)) return;
  if (!t.tapped && !keywordOn(s, attacker, HOT.ambush) && !link.data.guarded) return;
  // SLCG-CB-04 damage and SLCG-CB-05 反击 are simultaneous battle damage (SLCG-TX-05: not ability damage).
  const a = valueOf(s, attacker);
  const counter = canAttackColor(s.defs[t.def]) ? valueOf(s, target) : 0;
  const hitT = addDamage(s, ev, target, a, 'battle', attacker);
  const hitA = counter > 0 && addDamage(s, ev, attacker, counter, 'battle', target);
  if (hitT) checkLethal(s, ev, target, 'battle');
  if (hitA) checkLethal(s, ev, attacker, 'battle');
}

function popResolved(s: GameState, ev: GameEvent[], link: ChainLink): void {
  s.chain.pop();
  ev.push({ type: 'chainResolve', player: link.controller, card: link.source, amount: link.id, info: link.negated ? `${link.kind}:negated` : link.kind });
}

/** Resolves (or continues resolving) the top link. */
function resolveTop(s: GameState, ev: GameEvent[]): void {
  // SLCG-CT-01: 发生 cards resolve as 'card' links, 角色/场景 as 'deploy' links.
  const link = topLink(s)!;
  if (link.negated) {
    popResolved(s, ev, link);
    // A negated card goes to the discard without resolving.
    if ((link.kind === 'card' || link.kind === 'deploy') && s.cards[link.source].zone === Z.stack) moveCard(s, link.source, Z.discard);
    return;
  }
  switch (link.kind) {
    case 'card':
    case 'ability': {
      const ops = effectsOf(s, link);
      const r = runEffects(effectContext(s, ev, link), ops, slcgOps);
      if (r === 'ask') {
        const i = link.next;
        // KL-TX-04: a 载入 waits for the controller to pick a card, one name per option.
        const picks = pickOptions(effectContext(s, ev, link), ops[i], i);
        if (picks.length) {
          s.pending = {
            player: link.controller,
            kind: 'pick',
            prompt: `pick a card for effect ${i} (${ops[i].op})`,
            options: picks.map((id) => ({ label: s.defs[s.cards[id].def].name, value: id })),
            context: { link: link.id, op: i },
          };
          return;
        }
        s.pending = {
          player: link.controller,
          kind: 'optional',
          prompt: `use optional effect ${i} (${ops[i].op})?`,
          options: [{ label: 'yes', value: 1 }, { label: 'no', value: 0 }],
          context: { link: link.id, op: i },
        };
        return;
      }
      popResolved(s, ev, link);
      // SLCG-CT-05: a resolved 发生 card is placed in its main area until end of turn.
      if (link.kind === 'card' && s.cards[link.source].zone === Z.stack) {
        moveCard(s, link.source, Z.main, link.controller);
        s.cards[link.source].enteredTurn = s.turn;
      }
      break;
    }
    case 'deploy':
      popResolved(s, ev, link);
      enterMain(s, ev, link.source, link.controller);
      break;
    case 'attack':
      popResolved(s, ev, link);
      resolveAttack(s, ev, link);
      break;
    case 'trauma':
      popResolved(s, ev, link);
      applyTrauma(s, ev, link.data.victim);
      break;
    case 'push': // SLCG-CB-08
      popResolved(s, ev, link);
      changeVictory(s, ev, link.controller, 1);
      break;
    case 'hinder': // SLCG-KW-10
      popResolved(s, ev, link);
      changeVictory(s, ev, 1 - link.controller, -1);
      break;
    default:
      popResolved(s, ev, link);
  }
  checkWin(s, ev);
}

/** SLCG-TRN-05/06: refill to handRefill; an empty deck takes the shuffled discard, only in this phase. */
function drawPhase(s: GameState, ev: GameEvent[], p: number): void {
  const pl = s.players[p];
  const want = slcgParams(s).handRefill;
  while (pl.zones[Z.hand].length < want) {
    if (pl.zones[Z.deck].length === 0) {
      if (pl.zones[Z.discard].length === 0) break;
      const discard = pl.zones[Z.discard];
      for (let n = discard.length; n > 0; n--) moveCard(s, discard[0], Z.deck, p); // in order; each move shifts the list
      shuffleInPlace(s.rng, pl.zones[Z.deck]);
      ev.push({ type: 'shuffled', player: p, info: 'discardToDeck' });
    }
    const id = pl.zones[Z.deck][0];
    moveCard(s, id, Z.hand, p);
    emit(s, ev, { type: 'drew', player: p, card: id });
  }
}

/** SLCG-TRN-08 (with SLCG-RES-02, SLCG-RES-04, SLCG-CT-05, SLCG-CT-10): end-of-turn cleanup for both players, then the turn passes. */
function cleanup(s: GameState, ev: GameEvent[]): void {
  for (let p = 0; p < 2; p++) {
    const pl = s.players[p];
    // In list order, without copying the lists: each move takes the card out of the list being walked.
    const energy = pl.zones[Z.energy];
    for (let n = energy.length; n > 0; n--) moveCard(s, energy[0], Z.discard, s.cards[energy[0]].owner);
    const main = pl.zones[Z.main];
    for (let i = 0; i < main.length; ) {
      const id = main[i];
      if (slcgFlags(s.defs).event[s.cards[id].def]) {
        moveCard(s, id, Z.discard, s.cards[id].owner);
        if (main[i] === id) i++;
      } else {
        s.cards[id].damage = 0;
        i++;
      }
    }
    pl.res.energy = 0;
    pl.res.extremeEnergy = 0;
    pl.flags.conv = 0;
  }
  expireModifiers(s);
  ev.push({ type: 'cleanup', player: s.active, amount: s.turn });
  s.turn++;
  s.active = 1 - s.active;
  pruneLimits(s);
  setPhase(s, ev, 'start');
}

function setPhase(s: GameState, ev: GameEvent[], phase: string): void {
  s.phase = phase;
  ev.push({ type: 'phase', player: s.active, info: phase });
}

/**
 * SLCG-CT-07: an event a 突发 card could answer once it has happened (def-flags.AFTER_EVENTS) becomes an
 * 'event' link that does nothing when it resolves; its response window is where the card is played.
 */
function pushAfterEvent(s: GameState, ev: GameEvent[]): void {
  const a = afterEvent(s.flags.afterEv);
  s.flags.afterEv = 0;
  const player = a.player >= 0 ? a.player : s.active;
  pushLink(s, newLink(s, 'event', player, a.card, -1, { ev: a.ev, player, card: a.card }), ev);
  openWindow(s, s.active);
}

/** Runs the game forward until a player must decide, or it is over. Phases follow SLCG-TRN-01. */
export function advance(s: GameState, ev: GameEvent[]): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.winner !== null || s.pending) return;
    if (s.flags.ignitePending) {
      // SLCG-MO-03 极动能激发: a one-time choice for the first player to reach 5.
      const p = s.flags.ignitePending - 1;
      s.flags.ignitePending = 0;
      s.pending = {
        player: p, kind: 'ignite', prompt: '极动能激发: gain 1 极动能 now, or 2 energy',
        options: [{ label: '1 极动能', value: 0 }, { label: '2 energy', value: 1 }], context: {},
      };
      return;
    }
    if (s.building) { if (continueBuilding(s, ev)) return; continue; }
    if (s.triggers.length) { flushOneTrigger(s, ev); continue; }
    if (s.flags.afterEv) { pushAfterEvent(s, ev); continue; }
    if (s.window) {
      if (hasWindowResponse(s, s.window.priority)) return;
      passPriority(s);
      continue;
    }
    if (s.chain.length) {
      resolveTop(s, ev);
      // After a link resolves, players may answer what remains (or what it caused).
      if (s.chain.length && !s.window && !s.pending && !s.building) openWindow(s, s.active);
      if (!s.chain.length && !s.building && !s.triggers.length) closeChain(s);
      continue;
    }
    const p = s.active;
    const pl = s.players[p];
    switch (s.phase) {
      case 'start': {
        // SLCG-TRN-03 order: (1) 极动能 (SLCG-MO-02), (2) 【回合开始时】, (3) refresh.
        const prm = slcgParams(s);
        const from = prm.extremeEnergyTrigger === 'global' ? s.flags.extremeFromTurn : pl.flags.reached5;
        if (from && from <= s.turn) {
          pl.res.extremeEnergy = Math.min(prm.maxExtremeEnergy, pl.res.extremeEnergy + 1);
          ev.push({ type: 'resource', player: p, amount: 1, info: 'extremeEnergy' });
        }
        setPhase(s, ev, 'refresh');
        emit(s, ev, { type: 'turnStart', player: p, amount: s.turn });
        break;
      }
      case 'refresh': {
        // SLCG-TRM-03: 濒死 ends just before the dying player's 重整阶段.
        if (pl.flags.dying && pl.flags.dyingClearTurn === s.turn) {
          pl.flags.dying = 0;
          pl.res.trauma = 0;
          ev.push({ type: 'recovered', player: p });
        }
        // SLCG-TRN-02
        // untapCard only emits (triggers are queued, never resolved here), so the list does not change underfoot.
        const main = pl.zones[Z.main];
        for (let i = 0; i < main.length; i++) untapCard(s, ev, main[i]);
        // SLCG-TRM-02/03: a dying player skips this 主要阶段.
        setPhase(s, ev, pl.flags.skipMainTurn === s.turn ? 'draw' : 'main');
        break;
      }
      case 'main':
        // SLCG-TRM-03: 濒死 begun in one's own turn skips the rest of this 主要阶段.
        if (pl.flags.skipMainTurn === s.turn) { setPhase(s, ev, 'draw'); break; }
        return;
      case 'draw':
        drawPhase(s, ev, p);
        setPhase(s, ev, 'end');
        // SLCG-TRN-07 / SLCG-TX-04: 【回合结束时】 is the moment the 抽牌阶段 is finished.
        emit(s, ev, { type: 'turnEnd', player: p, amount: s.turn });
        break;
      case 'end':
        cleanup(s, ev);
        break;
      default:
        return;
    }
  }
  throw new Error('advance: no progress');
}

