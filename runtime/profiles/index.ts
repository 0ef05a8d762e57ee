// Ruleset profiles: plain data about each game, importable by the runtime, the compiler and tools
// without pulling in either. Helpers here only read the tables.
import { guangan, type GuanganParams } from './guangan.js';
import { kaling, type KalingParams } from './kaling.js';
import { slcg, type SlcgParams } from './slcg.js';
import type { CardTypeProfile, FieldId, FieldPresence, MarkProfile, RulesetId, RulesetProfile } from './types.js';

export * from './types.js';
export { guangan, kaling, slcg };
export type { GuanganParams, KalingParams, SlcgParams };

export const profiles: Record<RulesetId, RulesetProfile> = { slcg, guangan, kaling };

/** Parameter values per ruleset. */
export interface RulesetParams {
  slcg: SlcgParams;
  guangan: GuanganParams;
  kaling: KalingParams;
}

export type AnyParams = SlcgParams | GuanganParams | KalingParams;

export function isRulesetId(x: unknown): x is RulesetId {
  return x === 'slcg' || x === 'guangan' || x === 'kaling';
}

/** Every parameter at its default. */
export function defaultParams<R extends RulesetId>(id: R): RulesetParams[R] {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(profiles[id].params)) out[name] = spec.default;
  return out as unknown as RulesetParams[R];
}

/** Defaults overlaid with a manifest's overrides (overrides are assumed validated). */
export function resolveParams<R extends RulesetId>(
  id: R,
  overrides: Readonly<Record<string, unknown>> = {},
): RulesetParams[R] {
  const out: Record<string, unknown> = { ...defaultParams(id) };
  for (const [name, value] of Object.entries(overrides)) if (name in profiles[id].params) out[name] = value;
  return out as unknown as RulesetParams[R];
}

/** Splits a 类型 line value such as "持续 响应" into its type and its modifiers. */
export function splitTypeLine(profile: RulesetProfile, type: string): { type: string; modifiers: string[] } {
  const parts = type.split(/[\s、,，]+/).filter(Boolean);
  const modifiers = parts.filter((p) => profile.typeModifiers.some((m) => m.zh === p || m.id === p));
  const rest = parts.filter((p) => !modifiers.includes(p));
  return { type: rest.join(' '), modifiers };
}

/** Finds a card type by its id, canonical Chinese name or English name ("持续 响应" finds 响应). */
export function cardType(profile: RulesetProfile, type: string): CardTypeProfile | undefined {
  const t = splitTypeLine(profile, type).type;
  return profile.cardTypes.find((c) => c.id === t || c.zh === t || c.en === t);
}

/** Finds a mark by id, canonical Chinese name or English name, with or without 【】. */
export function markOf(profile: RulesetProfile, mark: string): MarkProfile | undefined {
  const m = mark.replace(/^【|】$/g, '');
  return profile.marks.find((k) => k.id === m || k.zh === m || k.en === m);
}

/**
 * Whether a card of this type must, may or must not have a field, given the parameter values in
 * force: a required field that a non-null parameter supplies becomes allowed.
 */
export function fieldPresence(
  profile: RulesetProfile,
  type: CardTypeProfile,
  field: FieldId,
  params: Readonly<Record<string, unknown>> = {},
): FieldPresence {
  const presence = type.fields[field];
  const param = type.fieldDefaults?.[field];
  if (presence === 'required' && param !== undefined) {
    const value = Object.hasOwn(params, param) ? params[param] : profile.params[param]?.default;
    if (value !== null && value !== undefined) return 'allowed';
  }
  return presence;
}

/** The Chinese type name of a card type id (CardDef.type holds it): typeName('slcg', 'character') = '角色'. */
export function typeName(id: RulesetId, typeId: string): string {
  const t = profiles[id].cardTypes.find((c) => c.id === typeId);
  if (!t) throw new Error(`${id} has no card type '${typeId}'`);
  return t.zh;
}

export { validateDeck, countDeck, type DeckCard, type DeckProblem } from './decks.js';
