// SLCG game mechanics shared by actions and effect ops: events and triggers, tapping, damage, destruction,
// victory progress and its moments, trauma and 濒死, win checks.

import { mutCard } from '../../core/state.js';
import type { AbilityDef } from '../../card-def.js';
import { emit } from '../../core/emit.js';
import type { GameEvent } from '../../core/events.js';
import { limitCount, limitKey, setLimit } from '../../core/limits.js';
import { moveCard } from '../../core/zones.js';
import { slcgParams } from './params.js';
import { keywordOn, valueOf } from './queries.js';
import type { SlcgState } from './state.js';
import { AFTER_EVENTS, HOT } from './tables.js';
import { isCharacter, isScene } from './types.js';
import { Z } from './zones.js';

export { emit };

/** SLCG-TX-02: in whose turns an ability works; no prefix means 【己方】 for turn-bound timings and 一回合一次. */
export function turnAllowed(s: SlcgState, ab: AbilityDef, controller: number): boolean {
  const ev = ab.timing?.event;
  let turnBound = ev === 'turnStart' || ev === 'turnEnd' || ab.kind === 'activated';
  for (let i = 0; !turnBound && i < ab.limits.length; i++) turnBound = ab.limits[i].scope === 'turn';
  const side = ab.sideRestriction ?? (turnBound ? 'self' : 'both');
  if (side === 'both') return true;
  return side === 'self' ? s.active === controller : s.active !== controller;
}

/**
 * SLCG-CT-07 (the ruleset's onEvent): when a 突发 card waits for this event, the engine opens a window for it once
 * it has happened. Whether the window opens may depend only on what both players know (docs/rules-decisions.md,
 * Hidden information): not on a hand, which would tell the other player that it holds such a card, but on the
 * cards a player may hold — their hand and deck together, which is their public deck list less every card face up —
 * while their hand is not empty. Every such event of an action waits for its own window, in the order they
 * happened (links.pushAfterEvents): one action may destroy two characters, or damage and then draw, and a card
 * answering the first must not lose its window to the second. Each is packed into one number (event, player, card).
 * Most card pools have no 突发 card that waits for an event after it happened.
 */
export function queueAfterEvent(s: SlcgState, e: GameEvent): void {
  const t = s.pool.tables;
  if (!t.anyBurstAfter) return;
  const k = AFTER_EVENT_INDEX[e.type];
  if (k === undefined) return;
  for (let p = 0; p < 2; p++) {
    const zones = s.players[p].zones;
    if (zones[Z.hand].length === 0) continue;
    if (waitsFor(s, zones[Z.hand], e.type) || waitsFor(s, zones[Z.deck], e.type)) {
      // A new list: clones share the old one (state.ts).
      const battle = e.type === 'damaged' && e.info === 'battle' ? 1 : 0;
      s.flags.afterEvs = [
        ...s.flags.afterEvs,
        1 + k + 8 * ((e.player ?? -1) + 1) + 32 * battle + 64 * ((e.card ?? -1) + 1),
      ];
      return;
    }
  }
}

/** Whether a card of `ids` has a 突发 line waiting for `type` once it happened. */
function waitsFor(s: SlcgState, ids: readonly number[], type: string): boolean {
  const after = s.pool.tables.burstAfter;
  for (let i = 0; i < ids.length; i++) if (after[s.cards[ids[i]].def].has(type)) return true;
  return false;
}

/**
 * Decodes a packed event of flags.afterEvs: the event's index in AFTER_EVENTS, its player and card (-1 for none),
 * and whether damage was battle damage (SLCG-TX-05: a 突发 line on 受到战斗伤害 tells the two apart).
 */
export function afterEvent(flag: number): { ev: number; player: number; card: number; battle: number } {
  const v = flag - 1;
  return {
    ev: v % 8,
    player: (Math.floor(v / 8) % 4) - 1,
    battle: Math.floor(v / 32) % 2,
    card: Math.floor(v / 64) - 1,
  };
}

const AFTER_EVENT_INDEX: Readonly<Record<string, number>> = Object.fromEntries(AFTER_EVENTS.map((e, i) => [e, i]));

/** Taps a card; SLCG-KW-04 【连击】: the first tap in each turn is refreshed at once. */
export function tapCard(s: SlcgState, ev: GameEvent[], inst: number): void {
  if (s.cards[inst].tapped) return;
  const c = mutCard(s, inst);
  c.tapped = true;
  emit(s, ev, { type: 'tapped', player: c.controller, card: inst });
  if (keywordOn(s, inst, HOT.combo)) {
    const k = limitKey(s, 'turn', inst, -1, c.controller);
    if (!limitCount(s, k)) {
      setLimit(s, k, 1);
      c.tapped = false;
      emit(s, ev, { type: 'untapped', player: c.controller, card: inst, info: 'combo' });
    }
  }
}

/** SLCG-TX-09 重整: tapped → upright. */
export function untapCard(s: SlcgState, ev: GameEvent[], inst: number): void {
  if (!s.cards[inst].tapped) return;
  const c = mutCard(s, inst);
  c.tapped = false;
  emit(s, ev, { type: 'untapped', player: c.controller, card: inst });
}

/** SLCG-TX-03, SLCG-TX-10: 消灭 — the 消灭时 moment is emitted while the card is still in the main area, then it goes to the discard. */
export function destroyCard(s: SlcgState, ev: GameEvent[], inst: number, cause: string): void {
  const c = s.cards[inst];
  if (c.zone !== Z.main) return;
  emit(s, ev, { type: 'destroyed', player: c.controller, card: inst, info: cause });
  moveCard(s, inst, Z.discard, c.owner);
}

/**
 * SLCG-CT-10: damage accumulates per turn; reaching the 常值 destroys the character.
 * SLCG-TX-05: only characters take damage (scenes have no 常值, SLCG-CT-16).
 * Returns true when the card should be checked for destruction (the caller may batch simultaneous damage).
 */
export function addDamage(
  s: SlcgState,
  ev: GameEvent[],
  inst: number,
  amount: number,
  type: string,
  from: number,
): boolean {
  const was = s.cards[inst];
  if (was.zone !== Z.main || !isCharacter(s.defs[was.def]) || amount <= 0) return false;
  const c = mutCard(s, inst);
  c.damage += amount;
  emit(s, ev, { type: 'damaged', player: c.controller, card: inst, target: from, amount, info: type });
  return true;
}

export function checkLethal(s: SlcgState, ev: GameEvent[], inst: number, cause: string): void {
  const c = s.cards[inst];
  if (c.zone === Z.main && c.damage >= valueOf(s, inst)) destroyCard(s, ev, inst, cause);
}

/**
 * Whether some 常值 in force may differ from the printed one: a change of 常值 (modifyStat, one-shot or for a time) is
 * on some card, or a standing line of the pool changes 常值. Otherwise every 常值 is printed (1 or more: the checker's
 * CS2004) and only dealing damage can make a character reach it, which addDamage's caller checks.
 */
function valuesMayChange(s: SlcgState): boolean {
  if (s.pool.index.standing.stats.has('value')) return true;
  const mods = s.mods;
  for (let i = 0; i < mods.length; i++) if (mods[i].kind === 'stat' && mods[i].key === 'value') return true;
  return false;
}

/**
 * SLCG-CT-10 as a standing rule: a character in a main area whose damage this turn is at or above its 常值 in force
 * is destroyed — not only when damage is dealt, but whenever its 常值 changes (a 常值-N, a change that ends, a
 * standing line that comes, goes or starts to hold). A 常值 of 0 or less is reached with no damage at all
 * (docs/rules-decisions.md). Run after every effect op (ops.ts) and each time round the driver's loop (the ruleset's
 * interrupt), so the check is made at once, before anything else happens. The characters found are destroyed
 * together (the turn player's first, each main area in order); a character destroyed may have held a standing line,
 * so the check runs again until nothing more is destroyed. True when something was destroyed.
 */
export function checkValues(s: SlcgState, ev: GameEvent[]): boolean {
  if (!valuesMayChange(s)) return false;
  const character = s.pool.tables.character;
  let any = false;
  for (;;) {
    let doomed: number[] | null = null;
    for (let k = 0; k < 2; k++) {
      const main = s.players[k === 0 ? s.active : 1 - s.active].zones[Z.main];
      for (let i = 0; i < main.length; i++) {
        const id = main[i];
        if (character[s.cards[id].def] && s.cards[id].damage >= valueOf(s, id)) (doomed ??= []).push(id);
      }
    }
    if (!doomed) return any;
    for (const id of doomed) destroyCard(s, ev, id, 'value');
    any = true;
  }
}

export function dealDamage(
  s: SlcgState,
  ev: GameEvent[],
  inst: number,
  amount: number,
  type: string,
  from: number,
): void {
  if (addDamage(s, ev, inst, amount, type, from)) checkLethal(s, ev, inst, type);
}

/**
 * SLCG-CB-09 / TX-06: moves a victory marker (never below 0) and opens the moments it reaches:
 * SLCG-MO-02 极动能时刻 and SLCG-MO-03 极动能激发 at 5, SLCG-MO-04 增量产能时刻 at 10.
 */
// SLCG-MO-01: the game's stage is read from the markers, kept as flags once a threshold is passed.
export function changeVictory(s: SlcgState, ev: GameEvent[], p: number, delta: number): void {
  const prm = slcgParams(s);
  const res = s.players[p].res;
  const before = res.victory;
  res.victory = Math.max(0, before + delta);
  if (res.victory === before) return;
  const moved: GameEvent = { type: 'pushed', player: p, amount: res.victory - before };
  // SLCG-CB-09: 当…推动进度时 waits for a marker moving forward; a move back (令对方推动进度-1, 【妨碍推进】,
  // 推动进度-1) is logged but wakes no trigger — the player whose marker went back pushed nothing.
  if (moved.amount! > 0) emit(s, ev, moved);
  else ev.push(moved);
  if (res.victory >= prm.extremeThreshold) {
    // The moment's 极动能 starts with the following turn (reached5 / extremeFromTurn hold that turn number).
    if (!s.players[p].flags.reached5) s.players[p].flags.reached5 = s.turn + 1;
    if (!s.flags.extremeMoment) {
      s.flags.extremeMoment = 1;
      s.flags.extremeFromTurn = s.turn + 1;
      ev.push({ type: 'moment', info: 'extreme', player: p });
    }
    if (!s.flags.igniteClaimed) {
      s.flags.igniteClaimed = 1;
      s.flags.ignitePending = p + 1;
    }
  }
  if (res.victory >= prm.incrementalThreshold && !s.flags.incrementalFrom) {
    s.flags.incrementalFrom = s.turn + 1;
    ev.push({ type: 'moment', info: 'incremental', player: p });
  }
}

/** SLCG-TRM-01..03 (SLCG-META-03: the counter is the life-card record): one 创伤; the last life card starts 濒死, which ignores further 创伤. */
export function applyTrauma(s: SlcgState, ev: GameEvent[], p: number): void {
  const pl = s.players[p];
  const prm = slcgParams(s);
  if (pl.flags.dying) return;
  pl.res.trauma = Math.min(prm.lifeCards, pl.res.trauma + 1);
  emit(s, ev, { type: 'trauma', player: p, amount: pl.res.trauma });
  if (pl.res.trauma >= prm.lifeCards) {
    pl.flags.dying = 1;
    // SLCG-TRM-03 timeline: skip the next own 主要阶段 (or the rest of this one) and clear before the 重整 after it.
    if (s.active === p) {
      pl.flags.skipMainTurn = s.turn;
      pl.flags.dyingClearTurn = s.turn + 2;
    } else {
      pl.flags.skipMainTurn = s.turn + 1;
      pl.flags.dyingClearTurn = s.turn + 3;
    }
    // SLCG-TRM-03: 进入濒死 is a timing (当对方进入濒死时), so it is emitted where triggers see it.
    emit(s, ev, { type: 'dying', player: p });
  }
}

/** SLCG-TRM-04: heal up to x 创伤; SLCG-TRM-05: nothing to heal = 发动无效. */
export function heal(s: SlcgState, ev: GameEvent[], p: number, x: number): void {
  const res = s.players[p].res;
  const healed = Math.min(res.trauma, Math.max(0, x));
  if (healed === 0) return;
  res.trauma -= healed;
  emit(s, ev, { type: 'healed', player: p, amount: healed });
}

function mainCharacters(s: SlcgState, p: number): number {
  let n = 0;
  for (const id of s.players[p].zones[Z.main]) if (isCharacter(s.defs[s.cards[id].def])) n++;
  return n;
}

/**
 * SLCG-WIN-01: reaching the target wins at once. SLCG-WIN-02, SLCG-WIN-03: when both reach it within one effect the order
 * cannot be told, so fewer 创伤 wins, then more characters in the main area, else a draw (-1).
 */
export function checkWin(s: SlcgState, ev: GameEvent[]): void {
  if (s.winner !== null) return;
  const t = slcgParams(s).victoryTarget;
  const a = s.players[0].res.victory >= t,
    b = s.players[1].res.victory >= t;
  if (!a && !b) return;
  let w: number;
  let why = 'victory';
  if (a && b) {
    why = 'tiebreak';
    const t0 = s.players[0].res.trauma,
      t1 = s.players[1].res.trauma;
    if (t0 !== t1) w = t0 < t1 ? 0 : 1;
    else {
      const c0 = mainCharacters(s, 0),
        c1 = mainCharacters(s, 1);
      w = c0 === c1 ? -1 : c0 > c1 ? 0 : 1;
    }
  } else w = a ? 0 : 1;
  s.winner = w;
  s.phase = 'over';
  s.pending = null;
  s.window = null;
  ev.push({ type: 'gameOver', player: w, info: why });
}

/** SLCG-CT-12 / CT-15 / TX-01: the card enters the main area; a new scene replaces the old (not a 消灭). */
export function enterMain(s: SlcgState, ev: GameEvent[], inst: number, p: number): void {
  const d = s.defs[s.cards[inst].def];
  if (isScene(d)) {
    for (const old of s.players[p].zones[Z.main].slice()) {
      if (old !== inst && isScene(s.defs[s.cards[old].def])) {
        moveCard(s, old, Z.discard, s.cards[old].owner);
        ev.push({ type: 'moved', player: p, card: old, from: 'main', to: 'discard', info: 'sceneReplaced' });
      }
    }
  }
  moveCard(s, inst, Z.main, p);
  mutCard(s, inst).enteredTurn = s.turn;
  emit(s, ev, { type: 'entered', player: p, card: inst });
}
