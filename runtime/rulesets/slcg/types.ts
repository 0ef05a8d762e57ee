// SLCG card types and marks read off a CardDef (SLCG-CT-01/03/06/07/11): the words come from the profile.

import type { CardDef } from '../../card-def.js';
import { typeName } from '../../profiles/index.js';

/** SLCG-CT-01 card types; SLCG-CT-03 type and 特征 are card fields (特征 only matter to filters). */
const CHARACTER = typeName('slcg', 'character');
const SCENE = typeName('slcg', 'scene');
const EVENT = typeName('slcg', 'event');

export const isCharacter = (d: CardDef): boolean => d.type === CHARACTER;
export const isScene = (d: CardDef): boolean => d.type === SCENE;
export const isEvent = (d: CardDef): boolean => d.type === EVENT;
export const isBurst = (d: CardDef): boolean => d.marks.includes('burst');
export const isBattery = (d: CardDef): boolean => d.marks.includes('battery');

/** SLCG-CT-11: red / red-blue can attack. */
export function canAttackColor(d: CardDef): boolean {
  return d.color === 'attack' || d.color === 'both';
}
/** SLCG-CT-11: blue / red-blue can push. */
export function canPushColor(d: CardDef): boolean {
  return d.color === 'push' || d.color === 'both';
}
