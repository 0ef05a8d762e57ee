// What a 发生 card does (SLCG-CT-05): its text, the lines without a timing, resolved when it is played; its timed
// lines, woken while it lies in its main area from its resolution to the end of the turn (SLCG-TRN-08).

import type { AbilityDef, CardDef, EffectOp } from '../../card-def.js';
import { underCondition } from '../../core/conditions.js';
import { isEvent } from './types.js';

/**
 * SLCG-CT-05: a line of a 发生 card's text (resolved when it is played): one without a timing or 当…时. A 【登场时】
 * is not one: placing the card in its main area after it resolved is no 登场 (SLCG-TX-01, docs/rules-decisions.md).
 */
export function isTextLine(a: AbilityDef): boolean {
  return a.kind === 'play' && !a.timing;
}

/**
 * TriggerRules.wakes: triggered abilities, and a 发生 card's timed lines (SLCG-TRN-08: 【回合结束时】 and the like
 * trigger before the 发生 cards in the main areas go to the discard), which wake while the card lies there.
 */
export function slcgWakes(d: CardDef, a: AbilityDef): boolean {
  return a.kind === 'triggered' || (a.kind === 'play' && isEvent(d) && !!a.timing);
}

/** The ops a chain link runs, in order. */
export type CardText = readonly EffectOp[];

const NO_OPS: CardText = Object.freeze([]);

/**
 * The ops a played 发生 card's link of ability `ab` runs (SLCG-CT-05): its text lines in order, after the 突发 line
 * it was played for (SLCG-CT-07: its 当…时 said when it could be played). Each op runs under its line's 若, judged
 * when the op's turn comes (SLCG-TX-07): the card is played whatever the 若 says (SLCG-TRM-05: a card whose ability
 * does nothing can still be used) and a line whose 若 fails does nothing. The line's own op list when that is all of
 * it, so a compiled set runs that line's function.
 */
export function cardTextOf(d: CardDef, ab: AbilityDef): CardText {
  if (ab.kind !== 'burst' && !isTextLine(ab)) return NO_OPS;
  const lines = d.abilities.filter(isTextLine);
  if (ab.kind === 'burst') lines.unshift(ab);
  if (lines.length === 1 && !ab.condition) return ab.effects;
  const ops: EffectOp[] = [];
  for (const line of lines) for (const op of line.effects) ops.push(underCondition(op, line.condition));
  return ops;
}
