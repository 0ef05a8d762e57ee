// How SLCG's own chain links resolve (the driver runs 'card' and 'ability' links' effects): deploys,
// attacks, traumas, pushes, hindrances and after-event windows; plus what happens to a card link's card.

import type { EffectOp } from '../../card-def.js';
import { mutCard } from '../../core/state.js';
import { newLink, openWindow, pushLink } from '../../core/chain.js';
import type { GameEvent } from '../../core/events.js';
import type { LinkResolver } from '../../core/ruleset.js';
import type { ChainLink } from '../../core/state.js';
import { moveCard } from '../../core/zones.js';
import { addDamage, afterEvent, applyTrauma, changeVictory, checkLethal, enterMain } from './mechanics.js';
import { keywordOn, valueOf } from './queries.js';
import { NO_AFTER_EVENTS, type SlcgLinkData, type SlcgState } from './state.js';
import { HOT } from './tables.js';
import { canAttackColor, isCharacter } from './types.js';
import { Z } from './zones.js';

type Link = ChainLink<SlcgLinkData>;

const NO_OPS: readonly EffectOp[] = Object.freeze([]);

/**
 * Ruleset.linkEffects: a played 发生 card runs its text (SLCG-CT-05: every text line, each under its 若, tables.ts
 * cardText); an ability link its ability's ops.
 */
export function slcgLinkEffects(s: SlcgState, link: Link): readonly EffectOp[] {
  if (link.ability < 0 || link.source < 0) return NO_OPS;
  const def = s.cards[link.source].def;
  if (link.kind === 'card') return s.pool.tables.cardText[def][link.ability];
  return s.defs[def].abilities[link.ability]?.effects ?? NO_OPS;
}

/** SLCG-CB-07: resolve an attack that was not negated, against a target still present and attackable. */
function resolveAttack(s: SlcgState, ev: GameEvent[], link: Link): void {
  const attacker = link.data.attacker!;
  const target = link.data.target!;
  if (s.cards[attacker].zone !== Z.main) return;
  if (target < 0) {
    // SLCG-CB-06: an attack on the player becomes one 创伤, itself answerable (突发 无效 that 创伤).
    const victim = -1 - target;
    pushLink(s, newLink<SlcgLinkData>(s, 'trauma', link.controller, attacker, -1, { victim }), ev);
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

/** Resolvers of SLCG's non-effect links, after the driver took them off the chain (SLCG-CT-01: 角色/场景 are 'deploy' links). */
export const slcgLinks: Record<string, LinkResolver<SlcgState>> = {
  deploy: (s, ev, link) => enterMain(s, ev, link.source, link.controller),
  attack: resolveAttack,
  trauma: (s, ev, link) => applyTrauma(s, ev, link.data.victim!),
  push: (s, ev, link) => changeVictory(s, ev, link.controller, 1), // SLCG-CB-08
  hinder: (s, ev, link) => changeVictory(s, ev, 1 - link.controller, -1), // SLCG-KW-10
  // SLCG-CT-07: an after-event link does nothing itself; its window was where 突发 cards could answer.
  event: () => {},
};

/**
 * A card link's card after its link: SLCG-CT-05 a resolved 发生 card is placed in its main area until end of
 * turn; a negated card (or deployment) goes to the discard without resolving.
 */
export function afterSlcgLink(s: SlcgState, _ev: GameEvent[], link: Link, negated: boolean): void {
  if (negated) {
    if ((link.kind === 'card' || link.kind === 'deploy') && s.cards[link.source].zone === Z.stack)
      moveCard(s, link.source, Z.discard);
    return;
  }
  if (link.kind === 'card' && s.cards[link.source].zone === Z.stack) {
    moveCard(s, link.source, Z.main, link.controller);
    mutCard(s, link.source).enteredTurn = s.turn;
  }
}

/**
 * SLCG-CT-07 (the ruleset's afterTriggers): each event a 突发 card could answer once it has happened
 * (tables.AFTER_EVENTS) becomes an 'event' link that does nothing when it resolves; its response window is
 * where the card is played. The events waiting go on the chain together, the oldest on top, so their windows
 * come in the order the events happened (docs/rules-decisions.md): the first event's window opens now, the next
 * one's when the link above it has resolved (the driver reopens a window after every link).
 */
export function pushAfterEvents(s: SlcgState, ev: GameEvent[]): boolean {
  const queued = s.flags.afterEvs;
  if (!queued.length) return false;
  s.flags.afterEvs = NO_AFTER_EVENTS;
  for (let i = queued.length - 1; i >= 0; i--) {
    const a = afterEvent(queued[i]);
    const player = a.player >= 0 ? a.player : s.active;
    const data: SlcgLinkData = { ev: a.ev, player, card: a.card };
    if (a.battle) data.battle = 1;
    pushLink(s, newLink<SlcgLinkData>(s, 'event', player, a.card, -1, data), ev);
  }
  openWindow(s, s.active);
  return true;
}
