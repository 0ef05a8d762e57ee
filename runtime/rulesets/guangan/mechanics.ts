// 光暗 game mechanics shared by actions, links and effect ops: damage (GA-CB-04..07, GA-KW-05/06), death and
// revival (GA-CHR-04/05), seals (GA-CHR-06), countdowns and their overflow (GA-CHR-07), 【光暗值】 and the
// characters it unlocks (GA-RES-06..09, GA-CHR-02), a used card's way out (GA-CT-06, GA-KW-01/02), loss (GA-WIN).

import { mutCard } from '../../core/state.js';
import type { DamageType } from '../../card-def.js';
import { evalCondition } from '../../core/conditions.js';
import { emit } from '../../core/emit.js';
import type { GameEvent } from '../../core/events.js';
import { limitKey } from '../../core/limits.js';
import { addModifier, statDelta } from '../../core/modifiers.js';
import { timingMatches } from '../../core/triggers.js';
import { moveCard } from '../../core/zones.js';
import { damageEvent, waitingChanges } from './damage-answers.js';
import { gaParams } from './params.js';
import { guanganHooks, hasKeyword, hpLeft, inForce, isAlive, setCards } from './queries.js';
import { PERMANENT, setCounter, type GuanganLink, type GuanganState } from './state.js';
import { Z } from './zones.js';

export { emit };

// ── points: 【光环】 charges and 护盾, stat modifiers spent soonest-ending first ──────────────────────────────

/** Adds `n` points of `key` ('aura' | 'shield') to an instance, lasting as long as the modifier's `until`. */
export function addPoints(s: GuanganState, inst: number, key: 'aura' | 'shield', n: number, until = Infinity): void {
  if (n <= 0) return;
  addModifier(s, {
    target: inst,
    kind: 'stat',
    key,
    amount: n,
    until,
    duration: until === Infinity ? 'permanent' : 'endOfTurn',
    source: -1,
  });
}

/** Spends up to `n` points of `key`, from the modifiers that end soonest; returns what was spent. */
export function spendPoints(s: GuanganState, inst: number, key: 'aura' | 'shield', n: number): number {
  if (!s.mods.length || statDelta(s, inst, key) <= 0) return 0; // nothing to spend: no copy of the list
  let left = n;
  const mods = s.mods.slice();
  while (left > 0) {
    let best = -1;
    for (let i = 0; i < mods.length; i++) {
      const m = mods[i];
      if (
        m.target === inst &&
        m.kind === 'stat' &&
        m.key === key &&
        m.amount > 0 &&
        (best < 0 || m.until < mods[best].until)
      )
        best = i;
    }
    if (best < 0) break;
    const take = Math.min(left, mods[best].amount);
    left -= take;
    if (take === mods[best].amount) mods.splice(best, 1);
    else mods[best] = { ...mods[best], amount: mods[best].amount - take };
  }
  if (left !== n) s.mods = mods;
  return n - left;
}

/** An instance leaving play becomes a new object: what was granted to it ends, and what it sustained. */
function dropMods(s: GuanganState, inst: number): void {
  if (s.mods.length)
    s.mods = s.mods.filter((m) => m.target !== inst && !(m.source === inst && m.duration === 'whileSource'));
  mutCard(s, inst).epoch++;
}

/**
 * A character or summon comes into play (placed, revived, back from a seal, summoned): full HP, and its printed
 * 【光环】 (one charge, GA-KW-05) and 【护盾】 (GA-CB-06, `keywordShield` when it states no number) ready.
 */
export function enterPlay(s: GuanganState, inst: number): void {
  const t = s.pool.tables;
  const def = s.cards[inst].def;
  mutCard(s, inst).damage = 0;
  if (t.aura[def]) addPoints(s, inst, 'aura', 1);
  const sh = t.shield[def];
  if (sh) addPoints(s, inst, 'shield', sh < 0 ? gaParams(s).keywordShield : sh);
}

// ── damage ────────────────────────────────────────────────────────────────────────────────────────────────

/** Index of a damage kind in DAMAGE_KINDS ('battle' / 'ability' as written count as physical / magic, GA-CB-04). */
export function damageKind(t: DamageType | undefined): 'physical' | 'magic' | 'true' {
  if (t === 'true') return 'true';
  if (t === 'physical' || t === 'battle') return 'physical';
  return 'magic';
}

const FORCE_ZONES = [Z.cardZone, Z.positions, Z.summons] as const;

/**
 * GA-CH-04: 当…受到伤害时 lines with 该伤害±N on cards in force apply while the damage is dealt (they are not
 * chain links and cannot be answered). Returns the sum they add.
 */
function onFieldModifiers(
  s: GuanganState,
  ev: GameEvent[],
  target: number,
  kind: 'physical' | 'magic' | 'true',
  battle: boolean,
  source: number,
): number {
  const t = s.pool.tables;
  let e: GameEvent | null = null;
  let total = 0;
  for (let p = 0; p < 2; p++) {
    for (let zi = 0; zi < FORCE_ZONES.length; zi++) {
      const zone = s.players[p].zones[FORCE_ZONES[zi]];
      for (let i = 0; i < zone.length; i++) {
        const src = zone[i];
        const mods = t.inline[s.cards[src].def];
        if (!mods.length || !inForce(s, src)) continue;
        for (let k = 0; k < mods.length; k++) {
          const ab = mods[k].ability;
          // GA-CB-04: the damage as 当…受到伤害时 sees it, battle or effect damage too (当…受到战斗伤害时).
          e ??= damageEvent(s, target, kind, battle, source);
          if (!timingMatches(s, guanganHooks, ab, e, p, src) || !evalCondition(s, guanganHooks, ab.condition, p))
            continue;
          total += mods[k].amount;
          ev.push({
            type: 'applied',
            player: p,
            card: src,
            ability: ab.index,
            amount: mods[k].amount,
            target,
            info: 'damage',
          });
        }
      }
    }
  }
  return total;
}

/**
 * Deals damage to an instance or a player (playerRef). GA-CB-05 true damage ignores every change, 【光环】 and 护盾;
 * other damage: GA-KW-06 【暴击】 doubles a sortie's hit, GA-CH-04 standing 该伤害±N and those of response and
 * counter cards waiting on `link` (the link dealing it, damage-answers.ts) are added once, GA-KW-05 a 【光环】 negates
 * the instance (and is used up), GA-CB-06 护盾 absorbs; GA-CB-07 what is left is lost from HP. Returns the HP lost.
 */
export function dealDamage(
  s: GuanganState,
  ev: GameEvent[],
  target: number,
  amount: number,
  kind: 'physical' | 'magic' | 'true',
  battle: boolean,
  source: number,
  link?: GuanganLink,
): number {
  if (amount <= 0) return 0;
  const player = target < 0;
  if (!player && !isAlive(s, target)) return 0;
  const who = player ? -1 - target : s.cards[target].controller;
  let n = amount;
  if (kind !== 'true') {
    if (battle && source >= 0 && hasKeyword(s, source, 'crit')) n *= 2;
    let change = s.pool.tables.anyInline ? onFieldModifiers(s, ev, target, kind, battle, source) : 0;
    if (link?.data.dmg) change += waitingChanges(s, ev, link, damageEvent(s, target, kind, battle, source));
    n = Math.max(0, n + change);
    if (n > 0 && !player && s.mods.length && statDelta(s, target, 'aura') > 0) {
      spendPoints(s, target, 'aura', 1);
      ev.push({ type: 'aura', player: who, card: target, amount: n });
      return 0;
    }
    if (n > 0) {
      const res = s.players[who].res;
      const absorbed = player ? Math.min(res.shield, n) : spendPoints(s, target, 'shield', n);
      if (player) res.shield -= absorbed;
      if (absorbed) ev.push({ type: 'shielded', player: who, card: player ? undefined : target, amount: absorbed });
      n -= absorbed;
    }
  }
  if (n <= 0) return 0;
  if (player) s.players[who].res.hp = Math.max(0, s.players[who].res.hp - n);
  else mutCard(s, target).damage += n;
  const e: GameEvent = {
    type: 'damaged',
    player: who,
    target: source,
    amount: n,
    info: kind,
    from: battle ? 'battle' : 'effect',
  };
  if (!player) e.card = target;
  emit(s, ev, e);
  if (!player && hpLeft(s, target) <= 0 && isAlive(s, target)) die(s, ev, target, battle ? 'battle' : 'effect');
  return n;
}

// ── death, revival, seals, countdowns ─────────────────────────────────────────────────────────────────────

/**
 * GA-CHR-04 阵亡: the character stays in its position and starts its revival countdown; GA-CHR-08 a summon leaves
 * play. The 阵亡 moment is emitted while it is still in play, so 当…阵亡时 sees it.
 */
export function die(s: GuanganState, ev: GameEvent[], inst: number, cause: string): void {
  const c = s.cards[inst];
  emit(s, ev, { type: 'destroyed', player: c.controller, card: inst, info: cause });
  if (c.zone === Z.summons) {
    moveCard(s, inst, Z.offstage, c.owner);
    return;
  }
  if (c.zone !== Z.positions || !isAlive(s, inst)) return;
  dropMods(s, inst);
  const cd = gaParams(s).reviveCountdown;
  setCounter(s, 'revive', inst, Math.max(0, cd));
  if (cd <= 0) returnToPlay(s, ev, inst);
}

/** A character whose countdowns have all ended comes back in its position with full HP (GA-CHR-04/06). */
function returnToPlay(s: GuanganState, ev: GameEvent[], inst: number): void {
  if (s.flags.revive[inst] !== 0 || s.flags.sealed[inst] !== 0) return;
  enterPlay(s, inst);
  emit(s, ev, { type: 'revived', player: s.cards[inst].controller, card: inst });
}

/**
 * GA-CHR-06 封印: `turns` (default `sealCountdown`); the third seal on the same character is permanent. A sealed
 * character is out of play but not dead (no 阵亡). A dead one may be sealed: the seal runs beside its revival.
 */
export function seal(s: GuanganState, ev: GameEvent[], inst: number, turns: number | undefined): void {
  if (s.flags.sealed[inst] === PERMANENT) return;
  const wasAlive = isAlive(s, inst);
  const n = s.flags.seals[inst] + 1;
  setCounter(s, 'seals', inst, n);
  const permanent = n >= 3;
  if (permanent) s.flags.permanent++;
  setCounter(s, 'sealed', inst, permanent ? PERMANENT : Math.max(1, turns ?? gaParams(s).sealCountdown));
  if (wasAlive) dropMods(s, inst);
  emit(s, ev, {
    type: 'sealed',
    player: s.cards[inst].controller,
    card: inst,
    amount: n,
    info: permanent ? 'permanent' : String(s.flags.sealed[inst]),
  });
}

/** GA-CHR-04 复活: a dead character's revival countdown ends now (a seal still running keeps it out). */
export function revive(s: GuanganState, ev: GameEvent[], inst: number): void {
  if (s.flags.revive[inst] === 0) return;
  setCounter(s, 'revive', inst, 0);
  returnToPlay(s, ev, inst);
}

/**
 * GA-CHR-05/07 倒计时±N on one character. A reduction goes to its countdowns smallest first, the excess of one
 * passing on to the next (overflow); what is left after the last is lost. An increase goes to the smallest.
 */
export function changeCountdown(s: GuanganState, ev: GameEvent[], inst: number, amount: number): void {
  const r = s.flags.revive[inst];
  const sl = s.flags.sealed[inst] > 0 ? s.flags.sealed[inst] : 0;
  if (!r && !sl) return;
  const order: ('revive' | 'sealed')[] =
    r && sl ? (r <= sl ? ['revive', 'sealed'] : ['sealed', 'revive']) : r ? ['revive'] : ['sealed'];
  if (amount < 0) {
    let left = -amount;
    for (const k of order) {
      const v = s.flags[k][inst];
      const take = Math.min(v, left);
      setCounter(s, k, inst, v - take);
      left -= take;
      if (!left) break;
    }
  } else setCounter(s, order[0], inst, s.flags[order[0]][inst] + amount);
  ev.push({ type: 'countdown', player: s.cards[inst].controller, card: inst, amount });
  returnToPlay(s, ev, inst);
}

/** GA-CHR-05: at the start of `p`'s turn each of their countdowns goes down by 1; those that reach 0 come back. */
export function tickCountdowns(s: GuanganState, ev: GameEvent[], p: number): void {
  const pos = s.players[p].zones[Z.positions];
  let revive: number[] | null = null,
    sealed: number[] | null = null;
  let counting: number[] | null = null;
  for (let i = 0; i < pos.length; i++) {
    const id = pos[i];
    const r = s.flags.revive[id],
      sl = s.flags.sealed[id];
    if (!r && sl <= 0) continue;
    // One copy of each list for the whole tick (they are copied on write).
    if (r) (revive ??= s.flags.revive.slice())[id] = r - 1;
    if (sl > 0) (sealed ??= s.flags.sealed.slice())[id] = sl - 1;
    (counting ??= []).push(id);
  }
  if (!counting) return;
  if (revive) s.flags.revive = revive;
  if (sealed) s.flags.sealed = sealed;
  for (let i = 0; i < counting.length; i++) returnToPlay(s, ev, counting[i]);
}

/** Draws up to `n` cards from the top of `p`'s deck; an empty deck draws nothing (GA-WIN-02 decides the loss). */
export function drawFor(s: GuanganState, ev: GameEvent[], p: number, n: number): void {
  const deck = s.players[p].zones[Z.deck];
  for (let i = 0; i < n && deck.length > 0; i++) {
    const id = deck[0];
    moveCard(s, id, Z.hand, p);
    emit(s, ev, { type: 'drew', player: p, card: id });
  }
}

// ── 【光暗值】 ──────────────────────────────────────────────────────────────────────────────────────────

function charactersOffstage(s: GuanganState, p: number): number {
  const off = s.players[p].zones[Z.offstage];
  let n = 0;
  for (let i = 0; i < off.length; i++) if (s.pool.tables.character[s.cards[off[i]].def]) n++;
  return n;
}

/**
 * GA-RES-07/08: 【光暗值】 moves within 0..`maxLightDark` and is never spent by a requirement. GA-CHR-02: every 2
 * points gained (not lost to the cap) make one more character available. GA-RES-09: reaching the cap owes the
 * 【光明】/【黑暗】 choice, once.
 */
export function changeLightDark(s: GuanganState, ev: GameEvent[], p: number, n: number): void {
  const pl = s.players[p];
  const max = gaParams(s).maxLightDark;
  const before = pl.res.lightDark;
  pl.res.lightDark = Math.max(0, Math.min(max, before + n));
  const delta = pl.res.lightDark - before;
  if (!delta) return;
  if (delta > 0) {
    const f = pl.flags;
    const more = Math.floor((f.gained + delta) / 2) - Math.floor(f.gained / 2);
    if (more) f.unlocks = Math.min(f.unlocks + more, charactersOffstage(s, p) - (f.placing ? 1 : 0));
    f.gained += delta;
    if (pl.res.lightDark >= max && !f.side) f.sidePending = 1;
  }
  emit(s, ev, { type: 'resource', player: p, amount: delta, info: 'lightDark' });
}

// ── a used card's way out ────────────────────────────────────────────────────────────────────────────────

/** GA-KW-01: the 【咒术】 counter of a name, per player per turn. */
export const curseKey = (s: GuanganState, card: number, p: number): string => limitKey(s, 'nameTurn', card, -1, p);

/** GA-KW-02 【符术】: banished instead of going to the discard; GA-ZN-02 a banished card takes no further part. */
export function toDiscard(s: GuanganState, ev: GameEvent[], card: number, why: string): void {
  const c = s.cards[card];
  const from = s.zoneNames[c.zone];
  const talisman = s.pool.tables.talisman[c.def];
  moveCard(s, card, talisman ? Z.banished : Z.discard, c.owner);
  ev.push({
    type: 'moved',
    player: c.owner,
    card,
    from,
    to: talisman ? 'banished' : 'discard',
    info: talisman ? 'talisman' : why,
  });
}

// ── loss ─────────────────────────────────────────────────────────────────────────────────────────────────

function lossOf(s: GuanganState, p: number): string | null {
  const pl = s.players[p];
  if (pl.res.hp <= 0) return 'hp'; // GA-WIN-01
  // GA-WIN-02: a card being used (still on the chain) is not used up yet.
  if (
    pl.zones[Z.hand].length === 0 &&
    pl.zones[Z.deck].length === 0 &&
    pl.zones[Z.stack].length === 0 &&
    setCards(s, p) === 0
  )
    return 'cards';
  if (s.flags.permanent && allPermanentlySealed(s, p)) return 'sealed'; // GA-WIN-05
  const special = gaParams(s).specialLosses; // GA-WIN-04
  if (special)
    for (let i = 0; i < special.length; i++) if (evalCondition(s, guanganHooks, special[i], p)) return `special:${i}`;
  return null;
}

/** GA-WIN-05: every existing character of `p` is sealed for good (characters not yet chosen do not exist). */
function allPermanentlySealed(s: GuanganState, p: number): boolean {
  const pos = s.players[p].zones[Z.positions];
  if (!pos.length) return false;
  for (let i = 0; i < pos.length; i++) if (s.flags.sealed[pos[i]] !== PERMANENT) return false;
  return true;
}

/** A cheap test the driver's loop runs every time round: false when no loss condition can hold now. */
export function mayHaveLost(s: GuanganState): boolean {
  const a = s.players[0],
    b = s.players[1];
  return (
    a.res.hp <= 0 ||
    b.res.hp <= 0 ||
    s.flags.permanent > 0 ||
    s.params.specialLosses !== undefined ||
    (a.zones[Z.hand].length === 0 && a.zones[Z.deck].length === 0) ||
    (b.zones[Z.hand].length === 0 && b.zones[Z.deck].length === 0)
  );
}

/**
 * GA-WIN-04 (decision): the agreed turn limit is reached — the turn after the last one would begin. The player with
 * more HP wins; equal HP is a draw (as GA-WIN-06 makes a simultaneous loss one).
 */
export function endAtTurnLimit(s: GuanganState, ev: GameEvent[]): void {
  const a = s.players[0].res.hp,
    b = s.players[1].res.hp;
  const w = a === b ? -1 : a > b ? 0 : 1;
  s.winner = w;
  s.phase = 'over';
  s.pending = null;
  s.window = null;
  ev.push({ type: 'gameOver', player: w, info: 'turnLimit' });
}

/** The loss checks, continuously (GA-WIN-01/02/04/05); GA-WIN-06 both at once is a draw. True when the game ended. */
export function checkLoss(s: GuanganState, ev: GameEvent[]): boolean {
  if (s.winner !== null) return true;
  const a = lossOf(s, 0),
    b = lossOf(s, 1);
  if (a === null && b === null) return false;
  const w = a !== null && b !== null ? -1 : a !== null ? 1 : 0;
  s.winner = w;
  s.phase = 'over';
  s.pending = null;
  s.window = null;
  ev.push({ type: 'gameOver', player: w, info: w === -1 ? `draw:${a}/${b}` : (a ?? b)! });
  return true;
}
