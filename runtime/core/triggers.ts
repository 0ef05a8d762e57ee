// Waking triggered abilities: an event is matched against the timings of cards on the field (or in the zones
// the ruleset names) and queued as PendingTriggers carrying what chain policies order by (class, public,
// controller); the ruleset's chain policy later orders them onto the chain (driver/triggers.ts).

import type { AbilityDef, DamageType, EffectKind, Filter, TargetSpec } from '../card-def.js';
import type { TriggerEvent, TriggerQueries } from '../effects/api.js';
import { evalCondition } from './conditions.js';
import { linkNumbered } from './chain.js';
import type { GameEvent } from './events.js';
import { canUseLimits } from './limits.js';
import type { RulesHooks, TriggerRules } from './ruleset.js';
import { TRIGGER_CLASS, type ChainLink, type GameState } from './state.js';
import { matchesFilters, playerRef } from './targeting.js';
import { eventOfTiming } from './timing.js';

export { eventOfTiming };

/** Whether event `e` meets the ability's timing as seen by `controller` of `source`. */
export function timingMatches(
  s: GameState,
  hooks: RulesHooks,
  ab: AbilityDef,
  e: GameEvent,
  controller: number,
  source: number,
): boolean {
  return eventOfTiming(ab.timing!.event) === e.type && sideAndSubjectMatch(s, hooks, ab, e, controller, source);
}

/** The queries a compiled trigger filter asks (effects/api.ts), for one game, ruleset hooks, controller and card. */
class Queries implements TriggerQueries {
  constructor(
    private readonly s: GameState,
    private readonly hooks: RulesHooks,
    readonly controller: number,
    readonly source: number,
  ) {}
  kind(card: number, kind: NonNullable<TargetSpec['kind']>): boolean {
    return this.hooks.kindMatches(this.s, card, kind);
  }
  filters(card: number, filters: readonly Filter[]): boolean {
    return matchesFilters(this.s, this.hooks, card, filters, {
      controller: this.controller,
      source: this.source,
      subject: -1,
    });
  }
  effectKind(card: number, ability: number): EffectKind | undefined {
    return this.s.defs[this.s.cards[card].def].abilities[ability]?.kind as EffectKind | undefined;
  }
  damageKind(e: TriggerEvent, type: DamageType): boolean {
    return damageKindMatches(type, e);
  }
}

/**
 * timingMatches past the event type (collectTriggers only sees abilities already filed under `e.type`): the
 * timing's side, subject (kind, 「name」, trait, …), damage and effect kind. Also what says whether an SLCG 突发 line
 * answers the event a chain link is about to cause (rulesets/slcg/checks.ts burstAbility): one matcher for both.
 */
export function sideAndSubjectMatch(
  s: GameState,
  hooks: RulesHooks,
  ab: AbilityDef,
  e: GameEvent,
  controller: number,
  source: number,
): boolean {
  const t = ab.timing!;
  // A compiled set's trigger filters run as their generated code (effects/compiled.ts); the rest below.
  // (`timingMatches` is public: a caller may hand it a state without a pool, which runs no compiled code.)
  const compiled = s.pool?.compiled;
  if (compiled && compiled.triggers.size) {
    const f = compiled.triggers.get(t);
    if (f !== undefined) return f(new Queries(s, hooks, controller, source), e, t);
  }
  if (e.player !== undefined) {
    if (t.side === 'self' && e.player !== controller) return false;
    if (t.side === 'opponent' && e.player === controller) return false;
  }
  // GA-CB-04 / SLCG-TX-05: "受到法术伤害" names a kind of damage; 法术 (magic) and ability damage are one kind.
  if (t.damageType && e.type === 'damaged' && !damageKindMatches(t.damageType, e)) return false;
  // KL-EF-01/02 "当对方发动启动效果时": an 'activated' event names the card and the ability's index.
  if (
    t.effectKind &&
    (e.card === undefined ||
      e.amount === undefined ||
      s.defs[s.cards[e.card].def].abilities[e.amount]?.kind !== t.effectKind)
  )
    return false;
  // KL-SUM-03 当…超越降临时: an entry by 超越降临 only (kaling's 'entered' says how in its info).
  if (t.overSummon && e.info !== 'over') return false;
  // KL-TX-01 当此卡灵被效果清除时: a clearing of that kind (the event's info is its cause).
  if (t.clearedBy && e.type === 'destroyed' && e.info !== t.clearedBy) return false;
  const subj = t.subject;
  if (subj) {
    if (subj.ref === 'self' && e.card !== source) return false;
    // A subject that is a kind of card is not met by an event without one (damage to a player is not 角色受到伤害).
    if (!subj.ref && subj.kind && subj.kind !== 'player' && (e.card === undefined || e.card < 0)) return false;
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

/** 战斗伤害 is told by the event's kind ('battle', SLCG) or its origin (`from: 'battle'`, 光暗 physical battle damage). */
function damageKindMatches(want: string, e: TriggerEvent): boolean {
  if (want === 'battle') return e.info === 'battle' || e.from === 'battle';
  return normalDamage(want) === normalDamage(e.info ?? 'ability');
}

/**
 * The link a triggered ability would make, as its 若 sees it when the event wakes it: no op done yet, the event's subject
 * its subject (what 那张卡灵, ref 'trigger', names).
 */
function waking(controller: number, source: number, ability: number, subject: number, attacker?: number): ChainLink {
  const link = linkNumbered(-1, 'ability', controller, source, ability, {}, subject);
  // 若攻击者常值≥3 judged as the attack wakes the line: the attacker is known then (SLCG-CB-04).
  if (attacker !== undefined && attacker >= 0) link.attacker = attacker;
  return link;
}

/**
 * Events after which the card they name has left the zones triggers are looked for in, its own line still waking
 * where it went: 【被除外时】 / 当此卡被除外时, 【被回归时】 (SLCG-ZN-05, GA-ZN-01/02, KL-TX-01/02), and 当此卡被抽到时, the
 * card drawn from its deck into its hand (SLCG-TRN-05, KL-TRN-03; no 光暗 moment, GA-CT-01: the checker refuses it,
 * CS2262; docs/rules-decisions.md). (Its own 消灭时 is
 * told while it is still on the field, SLCG-TX-03.)
 */
const OWN_AFTER_LEAVING: ReadonlySet<string> = new Set(['banished', 'returned', 'drew']);

/** Whether `ab` is a card's own line for an event that has taken the card out of play (its own 被除外时, 被回归时). */
export function ownLeavingLine(ab: AbilityDef): boolean {
  return !!ab.timing && OWN_AFTER_LEAVING.has(eventOfTiming(ab.timing.event)) && ab.timing.subject?.ref === 'self';
}

/** Queues every triggered ability on the field that `e` wakes (limits and conditions checked now). */
export function collectTriggers(s: GameState, e: GameEvent): void {
  // Most events wake nothing in a given pool: one map lookup answers that before any zone is scanned.
  const trig = s.pool.triggersByEvent.get(e.type);
  if (!trig) return;
  const rules = s.pool.rules;
  const hooks = rules.hooks;
  const tr = rules.triggerRules;
  const zones = tr.zones ?? hooks.fieldZones;
  for (let p = 0; p < s.players.length; p++) {
    for (let zi = 0; zi < zones.length; zi++) {
      const zone = s.players[p].zones[zones[zi]];
      for (let i = 0; i < zone.length; i++) {
        const id = zone[i];
        const abs = trig[s.cards[id].def];
        for (let k = 0; k < abs.length; k++) consider(s, hooks, tr, e, abs[k], p, id);
      }
    }
  }
  // The card the event moved out of those zones: only its own line for this moment (ownLeavingLine) wakes.
  const own = e.card;
  if (own !== undefined && own >= 0 && OWN_AFTER_LEAVING.has(e.type) && !zones.includes(s.cards[own].zone)) {
    const abs = trig[s.cards[own].def];
    for (let k = 0; k < abs.length; k++)
      if (abs[k].timing!.subject?.ref === 'self') consider(s, hooks, tr, e, abs[k], s.cards[own].controller, own);
  }
}

/** Queues ability `ab` of card `id`, controlled by `p`, if `e` wakes it now. */
function consider(
  s: GameState,
  hooks: RulesHooks,
  tr: TriggerRules,
  e: GameEvent,
  ab: AbilityDef,
  p: number,
  id: number,
): void {
  if (!sideAndSubjectMatch(s, hooks, ab, e, p, id)) return;
  // A used trigger's own activation (TriggerRules.announced) does not wake the line that was used.
  if (e.type === 'activated' && e.info === 'trigger' && e.card === id && e.amount === ab.index) return;
  if (tr.allowed && !tr.allowed(s, ab, p, id)) return;
  if (!canUseLimits(s, ab.limits, id, ab.index, p)) return;
  const subject = e.card !== undefined ? e.card : e.player !== undefined ? playerRef(e.player) : -1;
  // 攻击者 (ref 'attacker'): the attack event names the attacker as its card, the attacked event as its target.
  const attacker = e.type === 'attack' ? e.card : e.type === 'attacked' ? e.target : undefined;
  // 当己方卡灵被清除时，若其等级≥3 / 若那张卡灵… (ref 'trigger'): judged now, the trigger's subject is the event's.
  if (ab.condition && !evalCondition(s, hooks, ab.condition, p, id, waking(p, id, ab.index, subject, attacker))) return;
  const optional = tr.optional ? tr.optional(s, ab, id) : !!ab.optional;
  const cls = tr.cls ? tr.cls(s, ab, id) : optional ? TRIGGER_CLASS.optional : TRIGGER_CLASS.mandatory;
  const pub = tr.isPublic ? tr.isPublic(s, id) : true;
  const link = s.building ? s.building.id : s.chain.length ? s.chain[s.chain.length - 1].id : -1;
  s.triggers.push({
    controller: p,
    source: id,
    ability: ab.index,
    subject,
    ...(attacker !== undefined && attacker >= 0 && { attacker }),
    cls,
    optional,
    public: pub,
    link,
  });
}
