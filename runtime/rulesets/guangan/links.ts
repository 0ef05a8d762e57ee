// How 光暗's chain links resolve beyond the effects the driver runs: sorties (GA-CB-01), after-event links
// (GA-CT-03), where a used card goes (GA-CT-06/07, GA-KW-01/02), when the chain counts as resolving (GA-CH-05),
// and which ops a link runs (its lines with the chosen side's variants, GA-RES-09).

import type { EffectOp } from '../../card-def.js';
import { newLink, openWindow, pushLink } from '../../core/chain.js';
import type { GameEvent } from '../../core/events.js';
import { limitCount } from '../../core/limits.js';
import type { LinkResolver } from '../../core/ruleset.js';
import { playerRef } from '../../core/targeting.js';
import { moveCard } from '../../core/zones.js';
import { curseKey, dealDamage, emit, toDiscard } from './mechanics.js';
import { atkOf, isAlive } from './queries.js';
import {
  NO_AFTER_EVENTS,
  type AfterEvent,
  type GuanganLink,
  type GuanganLinkData,
  type GuanganState,
} from './state.js';
import { AFTER_EVENTS, BATTLE, DAMAGE_KINDS } from './tables.js';
import { Z } from './zones.js';

const NO_OPS: readonly EffectOp[] = Object.freeze([]);

/** GA-RES-09: the side whose variant lines a link runs (none for links made before the side was chosen). */
function variantOf(s: GuanganState, link: GuanganLink): number {
  const f = s.players[link.controller].flags;
  return f.side && link.id >= f.sideFrom ? f.side : 0;
}

/** Ruleset.linkEffects: the ability's lines as one text, with the controller's side merged in (tables.text). */
export function guanganLinkEffects(s: GuanganState, link: GuanganLink): readonly EffectOp[] {
  if (link.ability < 0 || link.source < 0) return NO_OPS;
  return s.pool.tables.text[s.cards[link.source].def][link.ability].ops[variantOf(s, link)];
}

/**
 * GA-CH-05: the chain resolves once both players passed on it; then nothing is added until it is empty. Links of
 * effects already on the field (GA-CH-04) that resolve on top of it do not start the resolution.
 */
function settle(s: GuanganState, kind: string): void {
  if (!s.chain.length && !s.triggers.length && !s.building) s.flags.resolving = 0;
  else if (kind !== 'ability') s.flags.resolving = 1;
}

/** GA-CB-01 / GA-CB-04: a sortie that was not negated deals its attacker's 攻击 as physical battle damage. */
const resolveSortie: LinkResolver<GuanganState> = (s, ev, link) => {
  const attacker = link.data.attacker!;
  const target = link.data.target!;
  if (isAlive(s, attacker) && (target < 0 || isAlive(s, target)))
    dealDamage(s, ev, target, atkOf(s, attacker), 'physical', true, attacker, link);
  settle(s, link.kind);
};

export const guanganLinks: Record<string, LinkResolver<GuanganState>> = {
  sortie: resolveSortie,
  // GA-CT-03: an event link does nothing itself; its window was where response and counter cards answered it.
  event: (s, _ev, link) => settle(s, link.kind),
};

const CARD_KINDS = new Set(['normal', 'response', 'counter']);

/**
 * After a card's link: GA-CT-07 a continuous card enters the 用牌区 (a negated one goes to the discard); GA-CT-06
 * any other card goes to the discard, resolved or negated — GA-KW-02 【符术】 banished instead, GA-KW-01 【咒术】
 * back to hand if its controller wants, once per turn per name.
 */
export function afterGuanganLink(s: GuanganState, ev: GameEvent[], link: GuanganLink, negated: boolean): void {
  if (s.winner !== null) return;
  // GA-RES-09: the variant lines that ran with their base line (per-card statistics count them as resolved).
  if (!negated && link.ability >= 0 && link.source >= 0) {
    const side = variantOf(s, link);
    if (side) {
      const lines = s.pool.tables.text[s.cards[link.source].def][link.ability].variants[side];
      for (let i = 0; i < lines.length; i++)
        ev.push({ type: 'applied', player: link.controller, card: link.source, ability: lines[i], info: 'variant' });
    }
  }
  if (CARD_KINDS.has(link.kind)) afterUse(s, ev, link, negated);
  settle(s, link.kind);
}

function afterUse(s: GuanganState, ev: GameEvent[], link: GuanganLink, negated: boolean): void {
  const card = link.source;
  const c = s.cards[card];
  if (c.zone !== Z.stack && c.zone !== Z.cardZone) return; // moved by an effect meanwhile
  const t = s.pool.tables;
  if (t.continuous[c.def] && !negated) {
    if (c.zone === Z.stack) moveCard(s, card, Z.cardZone, link.controller);
    emit(s, ev, { type: 'entered', player: link.controller, card });
    // Its standing lines (攻击+1 …) hold from now on: per-card statistics count them as having taken effect.
    const lines = t.standingLines[c.def];
    for (let i = 0; i < lines.length; i++)
      ev.push({ type: 'applied', player: link.controller, card, ability: lines[i], info: 'standing' });
    return;
  }
  // GA-KW-01 咒术 may return it, once per turn per name; GA-KW-02 符术 banishes it at once, so with both the return is
  // never asked (docs/rules-decisions.md; the checker warns, CS2112).
  if (t.curse[c.def] && !t.talisman[c.def] && !limitCount(s, curseKey(s, card, link.controller))) {
    s.pending = {
      player: link.controller,
      kind: 'curse',
      prompt: '【咒术】: return the card to your hand?',
      options: [
        { label: 'yes', value: 1 },
        { label: 'no', value: 0 },
      ],
      context: { card },
    };
    return;
  }
  toDiscard(s, ev, card, negated ? 'negated' : 'used');
}

/**
 * Whether `p` may hold a card waiting for event `k` (GA-CT-03), as the other player can tell: one is face up in the
 * 用牌区, or is among the cards whose faces the other player does not see — hand, deck and face-down 用牌区, the public
 * deck list less every card face up — while `p` holds a card in hand or face down. Whether the hand really holds it
 * neither opens nor closes a window (as SLCG-CT-07's windows after an event, docs/rules-decisions.md).
 */
function mayWait(s: GuanganState, p: number, k: number): boolean {
  const after = s.pool.tables.after;
  const z = s.players[p].zones;
  let hidden = z[Z.hand].length > 0;
  let waits = false;
  const area = z[Z.cardZone];
  for (let i = 0; i < area.length; i++) {
    const c = s.cards[area[i]];
    if (c.faceDown) hidden = true;
    if (after[c.def].includes(k)) {
      if (!c.faceDown) return true;
      waits = true;
    }
  }
  if (!hidden) return false;
  if (waits) return true;
  for (const zi of [Z.hand, Z.deck]) for (const id of z[zi]) if (after[s.cards[id].def].includes(k)) return true;
  return false;
}

/**
 * GA-CT-03 (the ruleset's onEvent): when a response or counter card may wait for an event that is not a link
 * (damage, 阵亡, 登场, a seal, a revival, a 除外: AFTER_EVENTS; mayWait), the event is remembered; each one remembered gets a window once the chain is empty
 * (pushAfterEvent), so a later event of the same action (燎原 killing two characters, damage then a death) does not
 * take the window of an earlier one.
 */
export function rememberAfterEvent(s: GuanganState, e: GameEvent): void {
  const t = s.pool.tables;
  if (!t.anyAfter) return;
  const k = (AFTER_EVENTS as readonly string[]).indexOf(e.type);
  if (k < 0) return;
  if (!mayWait(s, 0, k) && !mayWait(s, 1, k)) return;
  const kind =
    e.type === 'damaged'
      ? Math.max(0, (DAMAGE_KINDS as readonly string[]).indexOf(e.info ?? 'magic')) + (e.from === 'battle' ? BATTLE : 0)
      : 0;
  const a: AfterEvent = { ev: k, player: e.player ?? -1, card: e.card ?? -1, amount: e.amount ?? 0, kind };
  s.flags.afterEvs = [...s.flags.afterEvs, a]; // a new list: clones share the old one
}

/**
 * The ruleset's afterTriggers: puts the oldest remembered event on an empty chain as a link to answer (GA-CT-03);
 * the next waits until that chain is done (a response used in this window starts a chain of its own, GA-CH-05), so
 * the events get their windows one at a time, in the order they happened.
 */
export function pushAfterEvent(s: GuanganState, ev: GameEvent[]): boolean {
  const f = s.flags;
  if (!f.afterEvs.length || s.chain.length || s.triggers.length || s.building || s.winner !== null) return false;
  const a = f.afterEvs[0];
  f.afterEvs = f.afterEvs.length === 1 ? NO_AFTER_EVENTS : f.afterEvs.slice(1);
  const data: GuanganLinkData = { ev: a.ev, player: a.player, card: a.card, amount: a.amount, kind: a.kind };
  const subject = a.card >= 0 ? a.card : playerRef(a.player);
  pushLink(s, newLink<GuanganLinkData>(s, 'event', s.active, -1, -1, data, subject), ev);
  openWindow(s, 1 - s.active);
  return true;
}
