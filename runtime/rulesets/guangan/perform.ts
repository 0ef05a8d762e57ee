// Applies a checked 光暗 action in place (the driver then runs the game on to the next decision), and answers
// 光暗's own decisions: characters and positions (GA-SU-04, GA-CHR-02), 【光明】/【黑暗】 (GA-RES-09), 【咒术】
// (GA-KW-01) and the hand limit (GA-LIM-01).

import { mutCard } from '../../core/state.js';
import { newLink, openWindow, pushLink, respondedInWindow, topLink } from '../../core/chain.js';
import { startBuilding } from '../../core/driver/index.js';
import type { GameEvent } from '../../core/events.js';
import { setLimit } from '../../core/limits.js';
import type { DecisionHandler } from '../../core/ruleset.js';
import { moveCard } from '../../core/zones.js';
import type { GuanganOwnAction } from './actions.js';
import { answeringLine, lineSubject } from './checks.js';
import { curseKey, emit, enterPlay, toDiscard } from './mechanics.js';
import { setPhase } from './phases.js';
import { staminaCost } from './queries.js';
import { setCounter, SIDE, type GuanganLinkData, type GuanganState } from './state.js';
import { Z } from './zones.js';

/** GA-CT-01..08: pay, put the card where its use keeps it, and start its link. */
function use(s: GuanganState, ev: GameEvent[], p: number, card: number, replace: number | undefined): void {
  const t = s.pool.tables;
  const c = s.cards[card];
  const def = c.def;
  const kind = t.kind[def];
  const continuous = t.continuous[def];
  const top = s.window ? topLink(s) : undefined;
  const opponentsTurn = s.active !== p;
  const fromSet = c.zone === Z.cardZone;
  s.players[p].res.stamina -= staminaCost(s, def); // GA-RES-04
  // GA-CT-08: the replaced continuous card counts as sent to the discard (not destroyed).
  if (replace !== undefined) toDiscard(s, ev, replace, 'replaced');
  const data: GuanganLinkData = {};
  mutCard(s, card).faceDown = false;
  if (fromSet) {
    data.fromSet = 1;
  } else {
    // GA-CT-07 a continuous card, GA-CT-03 a response from hand in the opponent's turn: the card holds a slot.
    if (continuous || (opponentsTurn && kind === 'response')) data.slot = 1;
    moveCard(s, card, Z.stack, p);
  }
  let ability = continuous ? -1 : t.useAbility[def];
  let subject = -1;
  if (top && !continuous) {
    ability = answeringLine(s, p, card, top);
    subject = lineSubject(s, p, s.defs[def].abilities[ability], card, top);
  } else if (top) subject = top.source;
  const link = newLink<GuanganLinkData>(s, kind, p, card, ability, data, subject);
  if (top) link.answers = top.id;
  // GA-CB-01 攻击者: a line answering a sortie (当对方角色攻击时 / 当己方角色被攻击时) names its attacker, as a triggered
  // line woken by the attack does (core/triggers.ts).
  if (top?.kind === 'sortie' && !continuous) link.attacker = top.data.attacker;
  startBuilding(s, link);
  // GA-CH-04: told once the card's link is being built, so a line in force that wakes on it (当对方发动普通卡时：无效
  // 那张卡牌) records that link as the one it answers (core/triggers.ts) and, resolving above it, can negate it.
  emit(s, ev, { type: 'played', player: p, card, info: kind });
  if (top) respondedInWindow(s, p);
}

/** GA-CB-01: the sortie is declared (one sortie spent); it resolves when the chain on it does. */
function sortie(s: GuanganState, ev: GameEvent[], p: number, attacker: number, target: number): void {
  s.players[p].res.sorties--;
  setCounter(s, 'sortied', attacker, s.turn); // GA-CB-01: 若本回合此角色攻击过 (queries.ts attackedThisTurn)
  const link = newLink<GuanganLinkData>(s, 'sortie', p, attacker, -1, { attacker, target }, target);
  pushLink(s, link, ev);
  emit(s, ev, { type: 'attack', player: p, card: attacker, target });
  const defender = 1 - p;
  const e: GameEvent = { type: 'attacked', player: defender, target: attacker };
  if (target >= 0) e.card = target;
  emit(s, ev, e);
  openWindow(s, defender);
}

export function performGuangan(s: GuanganState, a: GuanganOwnAction, p: number, ev: GameEvent[]): void {
  switch (a.type) {
    case 'use':
      use(s, ev, p, a.card, a.replace);
      break;
    case 'set':
      moveCard(s, a.card, Z.cardZone, p);
      mutCard(s, a.card).faceDown = true;
      ev.push({ type: 'set', player: p, card: a.card });
      break;
    case 'sortie':
      sortie(s, ev, p, a.attacker, a.target);
      break;
    case 'endPhase':
      setPhase(s, ev, s.phase === 'prepare' ? 'battle' : 'end');
      break;
  }
}

// ── decisions ────────────────────────────────────────────────────────────────────────────────────────────

/** GA-SU-04 / GA-CHR-02: the character that becomes available; its position is asked next. */
const character: DecisionHandler<GuanganState> = (s, d, opt) => {
  const f = s.players[d.player].flags;
  f.unlocks--;
  f.placing = opt.value + 1;
};

/** GA-SU-04/05: the character goes to the chosen position, alive with full HP, and stays there for the game. */
const position: DecisionHandler<GuanganState> = (s, d, opt, ev) => {
  const f = s.players[d.player].flags;
  const inst = f.placing - 1;
  f.placing = 0;
  moveCard(s, inst, Z.positions, d.player);
  mutCard(s, inst).cell = opt.value;
  enterPlay(s, inst);
  emit(s, ev, { type: 'entered', player: d.player, card: inst, amount: opt.value });
};

/** GA-RES-09: 【光明】 or 【黑暗】, for the rest of the game; links made from now on run that side's lines. */
const side: DecisionHandler<GuanganState> = (s, d, opt, ev) => {
  const f = s.players[d.player].flags;
  f.side = opt.value;
  f.sidePending = 0;
  f.sideFrom = s.nextLinkId;
  ev.push({ type: 'side', player: d.player, amount: opt.value, info: opt.value === SIDE.light ? 'light' : 'dark' });
};

/** GA-KW-01 【咒术】: back to hand (counted per player and name for the turn), or to the discard. */
const curse: DecisionHandler<GuanganState> = (s, d, opt, ev) => {
  const card = d.context.card;
  if (opt.value === 1) {
    setLimit(s, curseKey(s, card, d.player), 1);
    moveCard(s, card, Z.hand, s.cards[card].owner);
    ev.push({ type: 'moved', player: d.player, card, from: 'stack', to: 'hand', info: 'curse' });
  } else toDiscard(s, ev, card, 'used');
};

/** GA-LIM-01: a card above the hand limit goes back into the deck (shuffled once all are back). */
const handLimit: DecisionHandler<GuanganState> = (s, d, opt, ev) => {
  moveCard(s, opt.value, Z.deck, d.player);
  s.flags.returned++;
  ev.push({ type: 'moved', player: d.player, card: opt.value, from: 'hand', to: 'deck', info: 'handLimit' });
};

export const guanganDecisions: Record<string, DecisionHandler<GuanganState>> = {
  character,
  position,
  side,
  curse,
  handLimit,
};
