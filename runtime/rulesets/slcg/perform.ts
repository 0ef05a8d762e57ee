// Applies a checked SLCG action in place (the driver then runs the game on to the next decision), and
// answers SLCG's own decision (极动能激发).

import { mutCard } from '../../core/state.js';
import { newLink, openWindow, pushLink, respondedInWindow, topLink } from '../../core/chain.js';
import { startBuilding } from '../../core/driver/index.js';
import type { GameEvent } from '../../core/events.js';
import { eventOfTiming } from '../../core/timing.js';
import { recordLimits } from '../../core/limits.js';
import { addModifier } from '../../core/modifiers.js';
import type { DecisionHandler } from '../../core/ruleset.js';
import { moveCard } from '../../core/zones.js';
import type { SlcgOwnAction } from './actions.js';
import { burstAbility, linkEventCard, payAbilityCost } from './checks.js';
import { emit, tapCard } from './mechanics.js';
import { slcgParams } from './params.js';
import { energyCost } from './queries.js';
import type { SlcgLinkData, SlcgState } from './state.js';
import { isCharacter, isScene } from './types.js';
import { Z } from './zones.js';

/** SLCG-RES-01/03 + MO-04/05: one card, one energy; battery 2; the first conversion in 增量产能时刻 counts as battery. */
function convert(s: SlcgState, ev: GameEvent[], p: number, card: number): void {
  const prm = slcgParams(s);
  const pl = s.players[p];
  const battery = s.pool.tables.battery[s.cards[card].def];
  let gain = battery ? prm.batteryEnergy : 1;
  const inMoment = s.flags.incrementalFrom && s.turn >= s.flags.incrementalFrom;
  if (inMoment && !pl.flags.conv) gain = prm.batteryEnergy; // SLCG-MO-05: a battery card gains nothing extra
  pl.flags.conv++;
  moveCard(s, card, Z.energy, p);
  mutCard(s, card).tapped = true;
  pl.res.energy += gain;
  ev.push({ type: 'converted', player: p, card, amount: gain });
}

function play(s: SlcgState, ev: GameEvent[], p: number, card: number): void {
  const d = s.defs[s.cards[card].def];
  const inWindow = s.window !== null;
  const top = topLink(s);
  const burstIdx = inWindow ? burstAbility(s, p, card) : -1;
  const pl = s.players[p];
  pl.res.energy -= energyCost(s, d, p);
  if (d.cost?.extreme) pl.res.extremeEnergy -= 1;
  moveCard(s, card, Z.stack, p);
  emit(s, ev, { type: 'played', player: p, card });
  if (isCharacter(d) || isScene(d)) {
    // SLCG-CT-07 / SLCG-LIM-01: a deployment is answered before it happens, as an attack or a push is: its link
    // opens a window (the turn player first) where 突发 cards (无效那张卡牌) and 【对方】/【双方】 abilities answer it.
    pushLink(s, newLink<SlcgLinkData>(s, 'deploy', p, card, -1, {}), ev);
    openWindow(s, s.active);
  } else {
    // SLCG-CT-05: the card's text (its lines without a timing, tables.cardText), or the 突发 line it answers with.
    const idx = burstIdx >= 0 ? burstIdx : s.pool.tables.textLine[s.cards[card].def];
    const link = newLink<SlcgLinkData>(s, 'card', p, card, idx, {});
    // A 突发 card answers the top link; its subject (那次攻击的目标, …) is what that link is about to affect.
    if (inWindow && top) {
      link.answers = top.id;
      // 当对方角色攻击时 sees the attack from the attacker's side (checks.ts linkEvent): 那个角色 is the attacker there,
      // the attacked card for 当己方角色被攻击时 (SLCG-CT-07, SLCG-CB-01).
      const timing = burstIdx >= 0 ? d.abilities[burstIdx].timing : undefined;
      const fromAttacker = top.kind === 'attack' && timing !== undefined && eventOfTiming(timing.event) === 'attack';
      link.subject = fromAttacker ? top.data.attacker! : linkEventCard(top);
      // 攻击者 (ref 'attacker'): the attacking card of the attack the 突发 card answers, as for a triggered line.
      if (top.kind === 'attack') link.attacker = top.data.attacker;
    }
    if (burstIdx >= 0) recordLimits(s, d.abilities[burstIdx].limits, card, burstIdx, p);
    startBuilding(s, link);
  }
  if (inWindow) respondedInWindow(s, p);
}

export function performSlcg(s: SlcgState, a: SlcgOwnAction, p: number, ev: GameEvent[]): void {
  switch (a.type) {
    case 'convert':
      convert(s, ev, p, a.card);
      break;
    case 'play':
      play(s, ev, p, a.card);
      break;
    case 'attack': {
      // SLCG-CB-01: the attack is declared now, whatever happens to it later (若本回合此角色攻击过).
      const turns = s.flags.attackTurn.slice();
      turns[a.attacker] = s.turn;
      s.flags.attackTurn = turns;
      tapCard(s, ev, a.attacker);
      const link = newLink<SlcgLinkData>(s, 'attack', p, a.attacker, -1, { attacker: a.attacker, target: a.target });
      pushLink(s, link, ev);
      emit(s, ev, { type: 'attack', player: p, card: a.attacker, target: a.target });
      emit(s, ev, {
        type: 'attacked',
        player: a.target < 0 ? -1 - a.target : s.cards[a.target].controller,
        card: a.target >= 0 ? a.target : undefined,
        target: a.attacker,
      });
      s.window = { priority: s.active, passes: 0 };
      break;
    }
    case 'push':
    case 'hinder':
      tapCard(s, ev, a.card);
      pushLink(s, newLink<SlcgLinkData>(s, a.type, p, a.card, -1, {}), ev);
      s.window = { priority: s.active, passes: 0 };
      break;
    case 'ability': {
      const ab = s.defs[s.cards[a.card].def].abilities[a.ability];
      // SLCG-LIM-01: a 【对方】/【双方】 ability used in a window of the other player's turn answers the top link.
      const top = s.window ? topLink(s) : undefined;
      payAbilityCost(s, s.players[p].res, ab);
      if (ab.tap || ab.kind === 'action') tapCard(s, ev, a.card); // SLCG-KW-02
      recordLimits(s, ab.limits, a.card, a.ability, p); // SLCG-LIM-01: counts at activation
      emit(s, ev, { type: 'activated', player: p, card: a.card, amount: a.ability });
      const link = newLink<SlcgLinkData>(s, 'ability', p, a.card, a.ability, {});
      if (top) link.answers = top.id;
      startBuilding(s, link);
      if (s.window) respondedInWindow(s, p);
      break;
    }
    case 'compensate': // SLCG-SU-02
      s.flags.compensated = 1;
      if (a.choice === 'energy') s.players[p].res.energy += 1;
      else
        addModifier(s, {
          target: a.card!,
          kind: 'keyword',
          key: 'haste',
          amount: 1,
          until: s.turn,
          duration: 'endOfTurn',
          source: -1,
        });
      ev.push({ type: 'compensation', player: p, card: a.card, info: a.choice });
      break;
    case 'guard': {
      // SLCG-KW-01
      const top = topLink(s)!;
      tapCard(s, ev, a.card);
      top.data.target = a.card;
      top.data.guarded = 1;
      ev.push({ type: 'guarded', player: p, card: a.card, target: top.data.attacker });
      // SLCG-KW-01: the guard becomes the attack's target, so it is attacked: its 【被攻击时】 (and 当己方角色被攻击时)
      // wake as at a declaration, 攻击者 naming the attacker; the attack's first target was attacked when declared.
      emit(s, ev, { type: 'attacked', player: p, card: a.card, target: top.data.attacker });
      respondedInWindow(s, p);
      break;
    }
    case 'endMain':
      s.phase = 'draw';
      ev.push({ type: 'phase', player: s.active, info: 'draw' });
      break;
  }
}

/** SLCG-MO-03 极动能激发: 1 极动能 (up to the cap) or 2 energy. */
const ignite: DecisionHandler<SlcgState> = (s, d, opt, ev) => {
  const res = s.players[d.player].res;
  if (opt.value === 0) res.extremeEnergy = Math.min(slcgParams(s).maxExtremeEnergy, res.extremeEnergy + 1);
  else res.energy += 2;
  ev.push({
    type: 'resource',
    player: d.player,
    amount: opt.value === 0 ? 1 : 2,
    info: opt.value === 0 ? 'extremeEnergy' : 'energy',
  });
};

export const slcgDecisions: Record<string, DecisionHandler<SlcgState>> = { ignite };
