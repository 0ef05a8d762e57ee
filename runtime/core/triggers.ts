// Waking triggered abilities: an event is matched against the timings of cards on the field and queued
// as PendingTriggers; the ruleset's chain policy later orders them onto the chain.

import type { AbilityDef, CardDef } from '../card-def.js';
import { evalCondition } from './conditions.js';
import { defIndex } from './def-index.js';
import type { GameEvent } from './events.js';
import { canUseLimits } from './limits.js';
import type { RulesHooks } from './ruleset.js';
import type { GameState } from './state.js';
import { matchesFilters, playerRef } from './targeting.js';

/** Timing names in card text → engine event types; every other timing name is its own event type. */
const TIMING_EVENT: Record<string, string> = { enter: 'entered', cardActivated: 'played' };
export const eventOfTiming = (t: string): string => TIMING_EVENT[t] ?? t;

/** Whether event `e` meets the ability's timing as seen by `controller` of `source`. */
export function timingMatches(s: GameState, hooks: RulesHooks, ab: AbilityDef, e: GameEvent, controller: number, source: number): boolean {
  return eventOfTiming(ab.timing!.event) === e.type && sideAndSubjectMatch(s, hooks, ab, e, controller, source);
}

/** timingMatches past the event type (collectTriggers only sees abilities already filed under `e.type`). */
function sideAndSubjectMatch(s: GameState, hooks: RulesHooks, ab: AbilityDef, e: GameEvent, controller: number, source: number): boolean {
  const t = ab.timing!;
  if (e.player !== undefined) {
    if (t.side === 'self' && e.player !== controller) return false;
    if (t.side === 'opponent' && e.player === controller) return false;
  }
  // GA-CB-04 / SLCG-TX-05: "受到法术伤害" names a kind of damage; 法术 (magic) and ability damage are one kind.
  if (t.damageType && e.type === 'damaged' && normalDamage(t.damageType) !== normalDamage(e.info ?? 'ability')) return false;
  const subj = t.subject;
  if (subj) {
    if (subj.ref === 'self' && e.card !== source) return false;
    if (!subj.ref && e.card !== undefined && e.card >= 0) {
      if (subj.kind && !hooks.kindMatches(s, e.card, subj.kind)) return false;
      if (!matchesFilters(s, hooks, e.card, subj.filters, { controller, source, subject: -1 })) return false;
    }
  }
  return true;
}

function normalDamage(t: string): string {
  return t === 'magic' ? 'ability' : t;
}

export interface TriggerRules {
  hooks: RulesHooks;
  /** Extra ruleset gate (e.g. SLCG-TX-02 whose turn). */
  allowed?(s: GameState, ab: AbilityDef, controller: number): boolean;
  /** KL-CH-02 class of a trigger (mandatory/optional/free); default: optional ⇒ 1 else 0. */
  cls?(ab: AbilityDef): number;
}

/** Per event type, per def: the triggered abilities whose timing names that event (built once per card pool). */
type ByEvent = Map<string, AbilityDef[][]>;
const byEventCache = new WeakMap<readonly CardDef[], ByEvent>();
let lastDefs: readonly CardDef[] | null = null;
let lastByEvent: ByEvent | null = null;

function triggersByEvent(defs: readonly CardDef[]): ByEvent {
  if (defs === lastDefs) return lastByEvent!;
  let m = byEventCache.get(defs);
  if (!m) {
    m = new Map();
    const trig = defIndex(defs).triggeredAbilities;
    for (let d = 0; d < trig.length; d++) {
      for (const ab of trig[d]) {
        const type = eventOfTiming(ab.timing!.event);
        let perDef = m.get(type);
        if (!perDef) m.set(type, (perDef = defs.map(() => [])));
        perDef[d].push(ab);
      }
    }
    byEventCache.set(defs, m);
  }
  lastDefs = defs;
  lastByEvent = m;
  return m;
}

/** Queues every triggered ability on the field that `e` wakes (limits and conditions checked now). */
export function collectTriggers(s: GameState, e: GameEvent, rules: TriggerRules): void {
  // Most events wake nothing in a given pool: one map lookup answers that before any zone is scanned.
  const trig = triggersByEvent(s.defs).get(e.type);
  if (!trig) return;
  const hooks = rules.hooks;
  for (let p = 0; p < s.players.length; p++) {
    for (let zi = 0; zi < hooks.fieldZones.length; zi++) {
      const zone = s.players[p].zones[hooks.fieldZones[zi]];
      for (let i = 0; i < zone.length; i++) {
        const id = zone[i];
        const abs = trig[s.cards[id].def];
        for (let k = 0; k < abs.length; k++) {
          const ab = abs[k];
          if (!sideAndSubjectMatch(s, hooks, ab, e, p, id)) continue;
          if (rules.allowed && !rules.allowed(s, ab, p)) continue;
          if (!canUseLimits(s, ab.limits, id, ab.index, p)) continue;
          if (!evalCondition(s, hooks, ab.condition, p)) continue;
          const subject = e.card !== undefined ? e.card : e.player !== undefined ? playerRef(e.player) : -1;
          const cls = rules.cls ? rules.cls(ab) : ab.optional ? 1 : 0;
          s.triggers.push({ controller: p, source: id, ability: ab.index, subject, cls, optional: !!ab.optional, public: true });
        }
      }
    }
  }
}
