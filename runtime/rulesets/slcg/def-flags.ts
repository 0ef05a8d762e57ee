// Per-CardDef SLCG facts (type, colour, marks) computed once per card pool: legal-action enumeration and the
// engine loop ask them for every card of every decision, and string compares / marks.includes add up there.

import type { CardDef } from '../../card-def.js';
import { canAttackColor, canPushColor, isBattery, isBurst, isCharacter, isEvent, isScene } from './queries.js';

export interface SlcgDefFlags {
  character: boolean[];
  scene: boolean[];
  event: boolean[];
  battery: boolean[];
  burst: boolean[];
  canAttack: boolean[];
  canPush: boolean[];
  /** A 突发 card without a play ability: playable only in a window (SLCG-CT-07). */
  burstOnly: boolean[];
}

const cache = new WeakMap<readonly CardDef[], SlcgDefFlags>();
let lastDefs: readonly CardDef[] | null = null;
let last: SlcgDefFlags | null = null;

export function slcgFlags(defs: readonly CardDef[]): SlcgDefFlags {
  if (defs === lastDefs) return last!;
  let x = cache.get(defs);
  if (!x) {
    x = {
      character: defs.map(isCharacter),
      scene: defs.map(isScene),
      event: defs.map(isEvent),
      battery: defs.map(isBattery),
      burst: defs.map(isBurst),
      canAttack: defs.map(canAttackColor),
      canPush: defs.map(canPushColor),
      burstOnly: defs.map((d) => isBurst(d) && !d.abilities.some((a) => a.kind === 'play')),
    };
    cache.set(defs, x);
  }
  lastDefs = defs;
  last = x;
  return x;
}
