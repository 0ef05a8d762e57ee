// The SLCG ruleset plug-in, registered under id 'slcg': data and small functions the shared driver runs.

import { forbidProblem } from '../../core/forbidden.js';
import type { CardDef } from '../../card-def.js';
import { registerRuleset, type Ruleset } from '../../core/ruleset.js';
import { standingProblem } from '../../core/standing.js';
import { slcg } from '../../profiles/slcg.js';
import type { SlcgOwnAction } from './actions.js';
import { slcgWakes } from './card-text.js';
import { slcgChainPolicy } from './chain-policy.js';
import { slcgCosts } from './checks.js';
import { evaluateSlcg } from './evaluate.js';
import { checkSlcg, turnActionsSlcg } from './legal.js';
import { afterSlcgLink, pushAfterEvents, slcgLinkEffects, slcgLinks } from './links.js';
import { checkValues, checkWin, queueAfterEvent, turnAllowed } from './mechanics.js';
import { slcgOps } from './ops.js';
import { performSlcg, slcgDecisions } from './perform.js';
import { askIgnite, slcgStep } from './phases.js';
import { slcgHooks } from './queries.js';
import { hasWindowResponse, windowActions } from './responses.js';
import { startSlcgGame } from './setup.js';
import { SLCG_EFFECT_RESOURCES, type SlcgState } from './state.js';
import { buildSlcgTables, type SlcgTables } from './tables.js';
import { SLCG_ZONES, Z } from './zones.js';

/** Pool-time checks beyond the op registry: resources an effect names must be SLCG's. */
function validateCard(d: CardDef): string | null {
  for (const ab of d.abilities) {
    for (const op of ab.effects) {
      if (op.op === 'gainResource' && !(SLCG_EFFECT_RESOURCES.gain as readonly string[]).includes(op.resource))
        return `SLCG has no resource '${op.resource}'`;
      // SLCG-RES-01 / SLCG-RES-04: what a player pays with is energy and 极动能.
      if (op.op === 'pay' && !(SLCG_EFFECT_RESOURCES.pay as readonly string[]).includes(op.resource))
        return `SLCG pays no '${op.resource}' (only energy and 极动能)`;
      // SLCG-CT-10: 常值 is the one value of a card; 胜利进度 is pushed (SLCG-TX-06), 创伤 received (SLCG-TRM-01).
      if (op.op === 'modifyStat' && !(slcg.cardStats as readonly string[]).includes(op.stat))
        return `SLCG cards have no value '${op.stat}'`;
      const forbid = forbidProblem(slcg.forbid, 'SLCG', op);
      if (forbid) return forbid;
    }
    // SLCG-CT-08: a standing line keeps its keywords, 常值 and 费用 changes in force; nothing else would happen.
    const standing = standingProblem(slcg.standing, ab, 'SLCG');
    if (standing) return standing;
  }
  return null;
}

export const slcgRuleset: Ruleset<SlcgState, SlcgOwnAction, SlcgTables> = {
  id: 'slcg', // SLCG-META-01
  zones: SLCG_ZONES,
  hooks: slcgHooks,
  chainPolicy: slcgChainPolicy,
  // SLCG-TRN-08: a 发生 card's timed lines wake while it lies in its main area (card-text.ts).
  triggerRules: { allowed: turnAllowed, wakes: slcgWakes },
  ops: slcgOps,
  costs: slcgCosts,
  // SLCG-CT-01: 发生 cards resolve as 'card' links (their text), abilities as 'ability' links.
  effectLinks: new Set(['card', 'ability']),
  linkEffects: slcgLinkEffects,
  links: slcgLinks,
  decisions: slcgDecisions,
  validateCard,
  poolTables: buildSlcgTables,
  start: startSlcgGame,
  // SLCG-CT-10: whatever changed a 常值 since the last look (an action, a link, a change that ended), a character
  // whose damage reaches it is destroyed before anything else happens; then SLCG-MO-03's question.
  interrupt: (s, ev) => checkValues(s, ev) || askIgnite(s),
  afterTriggers: pushAfterEvents,
  hasResponse: hasWindowResponse,
  windowActions,
  turnActions: turnActionsSlcg,
  check: checkSlcg,
  perform: performSlcg,
  afterLink: afterSlcgLink,
  afterResolve: checkWin,
  step: slcgStep,
  onEvent: queueAfterEvent,
  evaluate: evaluateSlcg,
  // SLCG-ZN-04: the deck is face down; SLCG-ZN-08: a hand is its player's. Every other zone is face up (energy
  // cards too, SLCG-ZN-02: their 增量产能 mark counts), so nothing on the table is hidden.
  hidden: { secret: [Z.deck], private: [Z.hand], faceDown: [] },
};

registerRuleset(slcgRuleset);
