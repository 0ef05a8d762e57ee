// 光暗 card types and marks read off a CardDef (GA-CT-01..10, GA-CHR-01/08): the words come from the profile.

import type { CardDef } from '../../card-def.js';
import { typeName } from '../../profiles/index.js';

const CHARACTER = typeName('guangan', 'character');
const SUMMON = typeName('guangan', 'summonCard');
const NORMAL = typeName('guangan', 'normal');
const RESPONSE = typeName('guangan', 'response');
const COUNTER = typeName('guangan', 'counter');

export const isCharacter = (d: CardDef): boolean => d.type === CHARACTER;
export const isSummon = (d: CardDef): boolean => d.type === SUMMON;

/** The link kind a card goes on the chain as (GA-CT-02..04), or '' for a card that is not used (角色, 召唤物). */
export function cardKind(d: CardDef): '' | 'normal' | 'response' | 'counter' {
  if (d.type === NORMAL) return 'normal';
  if (d.type === RESPONSE) return 'response';
  if (d.type === COUNTER) return 'counter';
  return '';
}

/** The Chinese name of the character type, for filters ({kind: 'type'}). */
export const CHARACTER_TYPE = CHARACTER;
