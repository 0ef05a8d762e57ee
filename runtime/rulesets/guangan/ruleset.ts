// The 光暗 ruleset plug-in, registered under id 'guangan' (GA-META-01): data and small functions the shared driver runs.

import { forbidProblem } from '../../core/forbidden.js';
import type { AbilityDef, CardDef } from '../../card-def.js';
import { answerMatrixPolicy, guanganAnswerMatrix } from '../../core/chain-policies.js';
import { registerRuleset, type ChainPolicy, type Ruleset } from '../../core/ruleset.js';
import { standingProblem } from '../../core/standing.js';
import { ownLeavingLine } from '../../core/triggers.js';
import { guangan } from '../../profiles/guangan.js';
import type { GuanganOwnAction } from './actions.js';
import { evaluateGuangan } from './evaluate.js';
import { checkGuangan, hasResponseGuangan, turnActionsGuangan, windowActionsGuangan } from './legal.js';
import { afterGuanganLink, guanganLinkEffects, guanganLinks, pushAfterEvent, rememberAfterEvent } from './links.js';
import { guanganOps } from './ops.js';
import { guanganDecisions, performGuangan } from './perform.js';
import { guanganInterrupt, guanganStep } from './phases.js';
import { guanganHooks, inForce } from './queries.js';
import { startGuanganGame } from './setup.js';
import { GUANGAN_EFFECT_RESOURCES, type GuanganState } from './state.js';
import { buildGuanganTables, silentLine, type GuanganTables } from './tables.js';
import { GUANGAN_ZONES, Z } from './zones.js';

// GA-CT-10: the keywords a character or summon gains or loses are the profile's (the checker's CS2050 reads the same).
const KEYWORDS = new Set<string>(guangan.keywords.map((k) => k.id));
const FIELD_CARD_OPS = new Set(['returnToHand', 'shuffleIntoDeck', 'topDeck', 'bottomDeck', 'banish']);
/** GA-ZN-01: the zones a moved card may be named in besides the 用牌区 (手牌, 卡组, 弃牌区). */
const OFF_FIELD: ReadonlySet<string> = new Set(['hand', 'deck', 'discard']);

/** A card's own 【阵亡时】 / 当此角色阵亡时 line (GA-CHR-04). */
const ownDeath = (ab: AbilityDef): boolean => ab.timing?.event === 'destroyed' && ab.timing.subject?.ref === 'self';

/** Pool-time checks beyond the op registry: what 光暗's ops can mean (a clear refusal rather than a silent no-op). */
function validateCard(d: CardDef): string | null {
  for (const ab of d.abilities) {
    for (const op of ab.effects) {
      const res = op.op === 'gainResource' ? GUANGAN_EFFECT_RESOURCES.gain : GUANGAN_EFFECT_RESOURCES.lose;
      if ((op.op === 'gainResource' || op.op === 'loseResource') && !res.includes(op.resource))
        return `光暗 has no resource '${op.resource}'`;
      // GA-CB-06: the one resource a character holds is 护盾.
      if ((op.op === 'gainResource' || op.op === 'loseResource') && op.target && op.resource !== 'shield')
        return `in 光暗 only 护盾 belongs to a character, not '${op.resource}'`;
      if ((op.op === 'grantKeyword' || op.op === 'loseKeyword') && !KEYWORDS.has(op.keyword))
        return `光暗 has no keyword '${op.keyword}'`;
      if (op.op === 'modifyStat' && !(guangan.cardStats as readonly string[]).includes(op.stat))
        return `光暗 characters have no stat '${op.stat}' (攻击 or 生命)`;
      const forbid = forbidProblem(guangan.forbid, '光暗', op);
      if (forbid) return forbid;
      // GA-ZN-01/02: cards move between hand, deck and banished — from a 用牌区, or from the hand, deck or discard a
      // target names (将一张手牌置于卡组底); characters and summons never do (GA-CHR-02/08).
      if (FIELD_CARD_OPS.has(op.op) && 'target' in op && op.target) {
        const k = op.target.kind;
        const offField = OFF_FIELD.has(op.target.zone ?? '') && (k === undefined || k === 'card');
        if (op.target.ref || !(offField || k === 'card' || (k === 'summon' && op.op === 'banish')))
          return `'${op.op}' works on cards in a 用牌区${op.op === 'banish' ? ' or on summons' : ''} in 光暗`;
      }
    }
    const standing = standingProblem(guangan.standing, ab, '光暗');
    if (standing) return standing;
  }
  return null;
}

/** GA-CH-02/03/05: who may answer what (the 光暗 answer matrix); after each link the other player answers first. */
const chainPolicy: ChainPolicy<GuanganState> = {
  ...(answerMatrixPolicy(guanganAnswerMatrix) as ChainPolicy<GuanganState>),
  firstPriority: (_s, link) => 1 - link.controller,
};

export const guanganRuleset: Ruleset<GuanganState, GuanganOwnAction, GuanganTables> = {
  id: 'guangan', // GA-META-01
  zones: GUANGAN_ZONES,
  hooks: guanganHooks,
  chainPolicy,
  triggerRules: {
    // Triggered lines wake (GA-CH-04), but GA-RES-09 variant lines run with their base line, and lines that only
    // change damage apply as it is dealt.
    wakes: (d, ab) => ab.kind === 'triggered' && !silentLine(d, ab),
    // GA-CH-04: triggered lines of cards in force (face up in a 用牌区, living characters and summons); GA-CHR-04
    // a character's own 【阵亡时】 line still goes on the chain once its death has taken it out of play, and so does a
    // card's own 【被除外时】 / 【被回归时】 (GA-ZN-01/02) once the effect has moved it.
    allowed: (s, ab, _controller, source) => inForce(s, source) || ownDeath(ab) || ownLeavingLine(ab),
  },
  ops: guanganOps,
  // GA-CT-02..04: cards go on the chain as their kind; on-field effects as 'ability' links.
  effectLinks: new Set(['normal', 'response', 'counter', 'ability']),
  links: guanganLinks,
  decisions: guanganDecisions,
  validateCard,
  poolTables: buildGuanganTables,
  start: startGuanganGame,
  interrupt: guanganInterrupt,
  afterTriggers: pushAfterEvent,
  hasResponse: hasResponseGuangan,
  windowActions: windowActionsGuangan,
  turnActions: turnActionsGuangan,
  check: checkGuangan,
  perform: performGuangan,
  afterLink: afterGuanganLink,
  step: guanganStep,
  onEvent: rememberAfterEvent,
  evaluate: evaluateGuangan,
  linkEffects: guanganLinkEffects,
  // GA-ZN-01/02: the deck is face down and a hand its player's; GA-ZN-03 / GA-CT-01: a card set face-down in the
  // 用牌区 is its player's secret, and only response and counter cards are set. The hand-limit and character
  // decisions offer cards (the hand's names must not reach the other player).
  hidden: {
    secret: [Z.deck],
    private: [Z.hand],
    faceDown: [Z.cardZone],
    cardDecisions: ['handLimit', 'character'],
    couldBe: (s, inst, def) => s.cards[inst].zone !== Z.cardZone || s.pool.tables.settable[def],
  },
};

registerRuleset(guanganRuleset);
