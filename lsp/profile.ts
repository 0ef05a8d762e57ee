// Which fields a card of a given type must or may have, from the ruleset profiles (plain data the
// compiler's checker reads too).
import { VOCAB_BY_ID, type CardBlock, type RulesetId, type VocabEntry } from '../grammar/index.js';
import { cardType, fieldPresence, profiles, type FieldId, type FieldPresence } from '../compiler/profiles.js';

/** The canonical type words written on a card's 类型 line (e.g. "持续 响应"). */
export function typeLine(card: CardBlock): string | undefined {
  const f = card.fields.find((x) => x.id === 'type');
  if (!f || f.value.kind !== 'Type') return undefined;
  return f.value.types.map((t) => VOCAB_BY_ID.get(t.id)?.canonical ?? t.text).join(' ');
}

/** Whether the card is a 角色 (a character: what 专属 names, GA-CT-09). */
export function isCharacter(card: CardBlock): boolean {
  return typeLine(card)?.split(' ')[0] === VOCAB_BY_ID.get('character')?.canonical;
}

/**
 * Whether a word is a mark of the card, written on its 类型 line only: the mark words (突发, 放置 …), and in 光暗 the
 * 词条 咒术 符术 瞬发 蓄力 (GA-KW-01..04; off the 类型 line they are CS2038).
 */
export function isCardMark(e: VocabEntry, ruleset: RulesetId | undefined): boolean {
  if (e.category === 'mark') return true;
  if (!ruleset || (e.category !== 'trait' && e.category !== 'effectKind')) return false;
  const id = (e as { op?: string }).op ?? e.id;
  return profiles[ruleset].marks.some((m) => m.id === id);
}

/** Field id → presence for the card's type, or undefined when the type is unknown. */
export function fieldsForCard(
  card: CardBlock,
  ruleset: RulesetId | undefined,
  params: Record<string, unknown> = {},
): Map<FieldId, FieldPresence> | undefined {
  if (!ruleset) return undefined;
  const t = typeLine(card);
  if (!t) return undefined;
  const profile = profiles[ruleset];
  const ct = cardType(profile, t);
  if (!ct) return undefined;
  const out = new Map<FieldId, FieldPresence>();
  for (const id of Object.keys(ct.fields) as FieldId[]) out.set(id, fieldPresence(profile, ct, id, params));
  return out;
}

/** Canonical order of fields (the order of the profile's field table). */
export const FIELD_ORDER: readonly string[] = [
  'type',
  'traits',
  'exclusive',
  'cost',
  'lightDark',
  'stamina',
  'level',
  'value',
  'ap',
  'dp',
  'sp',
  'gp',
  'hp',
  'atk',
  'attackArea',
  'summon',
  'copies',
  'costReduction',
  'prerequisite',
  'rarity',
  'move',
  'illustrator',
  'designer',
  'environment',
  'flavor',
];
