// What a standing line may hold (the ruleset profile's `standing`, which the checker's CS2039 reads too): a pool
// refuses a card whose standing line holds anything else, since no query would ever apply it while the card is in
// play — the line would silently do nothing.

import type { AbilityDef } from '../card-def.js';
import type { StandingProfile } from '../profiles/types.js';

/** Why the ability, a standing line, cannot be played as written; null when it can (or is no standing line). */
export function standingProblem(standing: StandingProfile | undefined, ab: AbilityDef, game: string): string | null {
  if (!standing || ab.kind !== standing.kind) return null;
  for (const op of ab.effects) {
    const keyword = op.op === 'grantKeyword' ? op.keyword : undefined;
    if (
      standing.ops.includes(op.op) &&
      (keyword === undefined || !standing.keywords || standing.keywords.includes(keyword))
    )
      continue;
    return `${standing.line.en} can only ${standing.says.en} in ${game} (${standing.rule}); '${op.op}${keyword ? ` ${keyword}` : ''}' would never happen there`;
  }
  return null;
}
