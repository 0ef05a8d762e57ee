// Putting queued triggers on their way to the chain, one at a time, in the ruleset's chain-policy order
// (SLCG-CH-01, KL-CH-02/03): an optional one (可以) asks its controller first.

import { recordLimits } from '../limits.js';
import { newLink } from '../chain.js';
import { emit } from '../emit.js';
import type { GameEvent } from '../events.js';
import type { BegunTrigger } from '../ruleset.js';
import type { GameState, PendingTrigger } from '../state.js';
import { optionLabel, startBuilding } from './building.js';

export function flushOneTrigger(s: GameState, ev: GameEvent[]): void {
  const rules = s.pool.rules;
  let t: PendingTrigger;
  if (s.triggers.length === 1) {
    // One trigger has one order (most events wake at most one ability): no policy call, no copies.
    t = s.triggers[0];
    s.triggers = [];
  } else {
    const ordered = rules.chainPolicy.orderTriggers(s, s.triggers);
    t = ordered[0];
    s.triggers = ordered.slice(1);
  }
  // Asked again now: what woke it may no longer be usable (e.g. KL-RES-04 energy spent by an earlier trigger).
  const tr = rules.triggerRules;
  if (tr.allowed && !tr.allowed(s, s.defs[s.cards[t.source].def].abilities[t.ability], t.controller, t.source)) return;
  if (t.optional) {
    // SLCG-TX-08 可以 / KL-CH-02 自主选发: the controller decides whether to use it.
    s.pending = {
      player: t.controller,
      kind: 'trigger',
      prompt: `use ${optionLabel(s, t.source)} ability ${t.ability}?`,
      options: [
        { label: 'yes', value: 1 },
        { label: 'no', value: 0 },
      ],
      context: {
        source: t.source,
        ability: t.ability,
        subject: t.subject,
        controller: t.controller,
        link: t.link,
        ...(t.attacker !== undefined && { attacker: t.attacker }),
      },
    };
    return;
  }
  beginTriggered(s, ev, t);
}

/** A trigger that will be used: its limits count now, then the ruleset pays for it (onBegin) and its targets are chosen. */
export function beginTriggered(s: GameState, ev: GameEvent[], t: BegunTrigger): void {
  const ab = s.defs[s.cards[t.source].def].abilities[t.ability];
  const tr = s.pool.rules.triggerRules;
  recordLimits(s, ab.limits, t.source, t.ability, t.controller);
  const activated: GameEvent = {
    type: 'activated',
    player: t.controller,
    card: t.source,
    amount: t.ability,
    info: 'trigger',
  };
  const woken = s.triggers.length;
  if (tr.announced) emit(s, ev, activated);
  else ev.push(activated);
  const link = newLink(s, tr.linkKind ?? 'ability', t.controller, t.source, t.ability, {}, t.subject);
  // What the activation woke answers this link (无效该效果 negates it), not the link below it.
  for (let i = woken; i < s.triggers.length; i++) s.triggers[i].link = link.id;
  if (t.attacker !== undefined) link.attacker = t.attacker;
  // SLCG-CB-07 / GA-CB-01 / KL-CB-04: a triggered link goes on the chain above the link its event belonged to (an
  // attack woke 【被攻击时】) and resolves first, so its 无效那次攻击 cancels that link (core-ops negate reads `answers`).
  link.answers = t.link;
  // "可以X" (and 可以X，然后Y: one question, SLCG-TX-08) was already answered when the trigger was accepted: do not ask
  // twice. With several questions the trigger is asked for, then each part at resolution.
  const k = ab.optional ? soleQuestion(ab.effects) : -1;
  if (k >= 0) {
    link.optAsked = 1 << k;
    link.optYes = 1 << k;
  }
  startBuilding(s, link);
  if (tr.onBegin) tr.onBegin(s, ev, t, link);
}

/** The one optional op of a list (the only question its link asks), or -1 when there are none or several. */
function soleQuestion(ops: readonly { optional?: boolean }[]): number {
  let k = -1;
  for (let i = 0; i < ops.length; i++) {
    if (!ops[i].optional) continue;
    if (k >= 0) return -1;
    k = i;
  }
  return k;
}
