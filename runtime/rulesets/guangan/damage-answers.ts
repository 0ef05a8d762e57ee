// 该伤害±N on a response or counter card (GA-CB-04, GA-CH-01): the line answers the link that is about to deal the
// damage (a card's link with a damage op, or a sortie), and its change waits on that link until the damage is dealt,
// where it is added once with the standing ones (mechanics.dealDamage). Decision in docs/rules-decisions.md.

import type { AbilityDef } from '../../card-def.js';
import { effectsOf } from '../../core/driver/building.js';
import type { GameEvent } from '../../core/events.js';
import { candidates, designates } from '../../core/targeting.js';
import { timingMatches } from '../../core/triggers.js';
import { guanganHooks } from './queries.js';
import type { GuanganLink, GuanganState } from './state.js';

type DamageKind = 'physical' | 'magic' | 'true';

/** The 'damaged' event of `amount`-less damage to `target` (an instance or a player ref), as triggers see it. */
export function damageEvent(
  s: GuanganState,
  target: number,
  kind: DamageKind,
  battle: boolean,
  source: number,
): GameEvent {
  const who = target < 0 ? -1 - target : s.cards[target].controller;
  const e: GameEvent = { type: 'damaged', player: who, info: kind, target: source, from: battle ? 'battle' : 'effect' };
  if (target >= 0) e.card = target;
  return e;
}

/**
 * The link whose damage `link` speaks of: a sortie or a link whose text deals damage; a link that only changes
 * 该伤害 speaks of the damage of the link it answers. Null when there is none.
 */
function damageRoot(s: GuanganState, link: GuanganLink | undefined): GuanganLink | null {
  for (let l = link, depth = 0; l && depth < 64; depth++) {
    if (l.kind === 'sortie') return l;
    if (l.kind === 'event') return null;
    const ops = effectsOf(s, l);
    if (ops.some((o) => o.op === 'damage')) return l;
    if (!ops.some((o) => o.op === 'damageModifier') || l.answers < 0) return null;
    const answers = l.answers;
    l = s.chain.find((x) => x.id === answers);
  }
  return null;
}

/**
 * The subject a line that changes 该伤害 answers on `top` (the first target of the damage ahead whose 'damaged'
 * event the line's 当…时 matches), or null. True damage is never changed (GA-CB-05), so it is no occasion.
 */
export function damageAheadSubject(
  s: GuanganState,
  p: number,
  ab: AbilityDef,
  source: number,
  top: GuanganLink,
): number | null {
  const root = damageRoot(s, top);
  if (!root) return null;
  if (root.kind === 'sortie') {
    const t = root.data.target!;
    return timingMatches(s, guanganHooks, ab, damageEvent(s, t, 'physical', true, root.data.attacker!), p, source)
      ? t
      : null;
  }
  const ops = effectsOf(s, root);
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (op.op !== 'damage') continue;
    const kind =
      op.damageType === 'true'
        ? 'true'
        : op.damageType === 'physical' || op.damageType === 'battle'
          ? 'physical'
          : 'magic';
    if (kind === 'true') continue;
    const ctx = { controller: root.controller, source: root.source, subject: root.subject };
    const targets = designates(op.target) ? (root.targets[i] ?? []) : candidates(s, guanganHooks, op.target, ctx);
    for (const t of targets)
      if (
        timingMatches(s, guanganHooks, ab, damageEvent(s, t, kind, op.damageType === 'battle', root.source), p, source)
      )
        return t;
  }
  return null;
}

/** Fields of one change waiting on a link (GuanganLinkData.dmg, flat): card, ability, controller, amount, subject. */
const W = 5;

/** The 该伤害±N of `link` (a response or counter card's) waits on the damage of the link it answers. */
export function waitOnDamage(s: GuanganState, link: GuanganLink, amount: number): boolean {
  const root = damageRoot(
    s,
    s.chain.find((x) => x.id === link.answers),
  );
  if (!root || amount === 0) return false;
  root.data.dmg = [...(root.data.dmg ?? []), link.source, link.ability, link.controller, amount, link.subject];
  return true;
}

/**
 * The changes waiting on `link` for its damage `e` (each used by the first damage it fits: 该伤害 is one instance),
 * with the 'applied' events of their cards. Returns their sum.
 */
export function waitingChanges(s: GuanganState, ev: GameEvent[], link: GuanganLink | undefined, e: GameEvent): number {
  const w = link?.data.dmg;
  if (!w) return 0;
  const target = e.card ?? -1 - e.player!;
  let total = 0;
  let left: number[] | null = null;
  for (let i = 0; i < w.length; i += W) {
    const [card, ability, p, amount, subject] = w.slice(i, i + W);
    const ab = s.defs[s.cards[card].def].abilities[ability];
    if (amount === 0 || subject !== target || !ab || !timingMatches(s, guanganHooks, ab, e, p, card)) continue;
    total += amount;
    (left ??= w.slice())[i + 3] = 0;
    // No ability: the card's line is counted resolved by its own link (card statistics).
    ev.push({ type: 'applied', player: p, card, amount, target, info: 'damage' });
  }
  if (left) link!.data.dmg = left;
  return total;
}
