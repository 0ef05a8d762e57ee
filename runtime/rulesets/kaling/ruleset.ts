// The 卡灵时代 ruleset plug-in, registered under id 'kaling': data and small functions the shared driver runs.

import { forbidProblem } from '../../core/forbidden.js';
import type { CardDef } from '../../card-def.js';
import { registerRuleset, type EffectResources, type Ruleset } from '../../core/ruleset.js';
import { standingProblem } from '../../core/standing.js';
import { kaling } from '../../profiles/kaling.js';
import type { KalingOwnAction } from './actions.js';
import { kalingChainPolicy } from './chain-policy.js';
import { evaluateKaling } from './evaluate.js';
import { checkKaling, hasResponseKaling, turnActionsKaling, windowActionsKaling } from './legal.js';
import { afterKalingLink, kalingLinks } from './links.js';
import { checkOver, clearWornDevices } from './mechanics.js';
import { kalingOps } from './ops.js';
import { kalingDecisions, performKaling } from './perform.js';
import { kalingStep } from './phases.js';
import { kalingCosts, kalingHooks } from './queries.js';
import { startKalingGame } from './setup.js';
import type { KalingState } from './state.js';
import { buildKalingTables, type KalingTables } from './tables.js';
import { kalingTriggerRules } from './triggers.js';
import { KALING_ZONES, Z } from './zones.js';

const KEYWORDS = new Set(['steadfast', 'blastproof', 'unbounce']);

/**
 * What 获得/失去N点X may name (KL-RES-01 energy; KL-SU-04 / KL-WIN-01 life points are only ever lost); the checker reads
 * the same lists (RULESET_RESOURCES).
 */
export const KALING_RESOURCES = {
  gain: ['energy'],
  lose: ['energy', 'life'],
  pay: ['energy'],
} as const satisfies EffectResources;

/** Pool-time checks beyond the op registry: what a 卡灵时代 effect may name. */
/** The moments the 卡灵时代 runtime emits (timing names, see core/timing.ts). */
const TIMINGS: ReadonlySet<string> = new Set([
  'enter',
  'destroyed',
  'turnStart',
  'turnEnd',
  'attack',
  'attacked',
  'damaged',
  'drew',
  'moved',
  'activated',
  'cardActivated',
  'returned',
  'banished',
  'transferred',
  'searched',
  'reachedBackRow',
  'attackMissed',
]);

function validateCard(d: CardDef): string | null {
  if ((d.summonCost?.materials?.count ?? 1) !== 1) return '卡灵时代 paid summons take one 卡灵 as material (KL-SUM-02)';
  for (const ab of d.abilities) {
    // KL-EF-03: a 永恒 effect keeps stats, keywords and costs changed; a one-shot op there would never happen.
    const standing = standingProblem(kaling.standing, ab, '卡灵时代');
    if (standing) return standing;
    if (ab.timing && !TIMINGS.has(ab.timing.event))
      return `卡灵时代 has no moment '${ab.timing.event}': nothing in its game would wake it`;
    for (const op of ab.effects) {
      if (op.op === 'damage' && op.target.kind !== 'player')
        return '卡灵时代 deals damage to players only: 卡灵 have no HP (KL-SU-04)';
      if (op.op === 'gainResource' && !(KALING_RESOURCES.gain as readonly string[]).includes(op.resource))
        return `卡灵时代 effects cannot gain '${op.resource}' (KL-RES-01)`;
      if ((op.op === 'grantKeyword' || op.op === 'loseKeyword') && !KEYWORDS.has(op.keyword))
        return `'${op.keyword}' is not a 卡灵时代 keyword (KL-KW-01..03)`;
      if (op.op === 'loseResource' && !(KALING_RESOURCES.lose as readonly string[]).includes(op.resource))
        return `卡灵时代 has no resource '${op.resource}' (KL-RES-01)`;
      if (op.op === 'pay' && !(KALING_RESOURCES.pay as readonly string[]).includes(op.resource))
        return `卡灵时代 pays only energy, not '${op.resource}' (KL-RES-04)`;
      if (op.op === 'modifyStat' && !(kaling.cardStats as readonly string[]).includes(op.stat))
        return `卡灵时代 cards have no value '${op.stat}'`;
      if (op.op === 'negate' && op.what !== 'attack' && op.what !== 'card' && op.what !== 'effect')
        return `卡灵时代 has no ${op.what} to negate (KL-CB-04)`;
      const forbid = forbidProblem(kaling.forbid, '卡灵时代', op);
      if (forbid) return forbid;
    }
  }
  return null;
}

export const kalingRuleset: Ruleset<KalingState, KalingOwnAction, KalingTables> = {
  id: 'kaling', // KL-META-01
  zones: KALING_ZONES,
  hooks: kalingHooks,
  chainPolicy: kalingChainPolicy,
  triggerRules: kalingTriggerRules,
  ops: kalingOps,
  costs: kalingCosts,
  // KL-EF-01/02: 启动 and 瞬发 links run their effect's ops.
  effectLinks: new Set(['start', 'instant']),
  links: kalingLinks,
  decisions: kalingDecisions,
  validateCard,
  poolTables: buildKalingTables,
  start: startKalingGame,
  hasResponse: hasResponseKaling,
  windowActions: windowActionsKaling,
  turnActions: turnActionsKaling,
  check: checkKaling,
  perform: performKaling,
  afterLink: afterKalingLink,
  afterResolve(s, ev) {
    clearWornDevices(s, ev); // KL-CT-05 (a 永恒 or effect GP change)
    checkOver(s, ev);
  },
  step: kalingStep,
  evaluate: evaluateKaling,
  // KL-ZN-03: the deck is face down; KL-ZN-08: a hand is its player's; KL-CT-07: a 盖卡 is its player's secret on
  // the battlefield, as it is on its way there (in the chain zone while its area is chosen). 卡灵 cards and 放置
  // devices are never set.
  hidden: {
    secret: [Z.deck],
    private: [Z.hand],
    faceDown: [Z.battlefield, Z.chain],
    couldBe: (s, inst, def) => !s.cards[inst].faceDown || !(s.pool.tables.kaling[def] || s.pool.tables.placed[def]),
  },
};

registerRuleset(kalingRuleset);
