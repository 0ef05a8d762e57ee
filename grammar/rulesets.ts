// The three games the language covers, by id, with their display names.
export type RulesetId = 'slcg' | 'guangan' | 'kaling';

export const RULESET_IDS: readonly RulesetId[] = ['slcg', 'guangan', 'kaling'];

export const RULESET_NAMES: Record<RulesetId, { zh: string; en: string }> = {
  slcg: { zh: '萨姆传奇', en: 'SLCG (Sam Legend)' },
  guangan: { zh: '光暗', en: 'Guang-an (light/dark, seed 003)' },
  kaling: { zh: '卡灵时代', en: 'Kaling Era (5×5 grid)' },
};

/** The prefix of each game's rule IDs (rules/*.md): SLCG-…, GA-…, KL-…. */
export const RULE_PREFIX: Record<RulesetId, string> = { slcg: 'SLCG', guangan: 'GA', kaling: 'KL' };

/**
 * The rule IDs of `ruleset`'s game among `rules` (a vocabulary entry cites the rules of every game that has the
 * word); all of them when the ruleset is not known.
 */
export function rulesOf(rules: readonly string[], ruleset: RulesetId | undefined): string[] {
  if (!ruleset) return [...rules];
  const prefix = `${RULE_PREFIX[ruleset]}-`;
  return rules.filter((r) => r.startsWith(prefix));
}

/** Names a designer may write for a ruleset (ids, Chinese names in both scripts). */
export const RULESET_ALIASES: Record<string, RulesetId> = {
  slcg: 'slcg',
  萨姆传奇: 'slcg',
  薩姆傳奇: 'slcg',
  guangan: 'guangan',
  光暗: 'guangan',
  kaling: 'kaling',
  卡灵时代: 'kaling',
  卡靈時代: 'kaling',
};

/**
 * The ruleset a designer's name stands for — an id or a game's Chinese name in either script (RULESET_ALIASES), in
 * any letter case — or undefined. The one reading of `规则：`, set.yaml's `ruleset:` and `--ruleset`.
 */
export function rulesetByName(name: string): RulesetId | undefined {
  for (const k of [name, name.toLowerCase()]) if (Object.hasOwn(RULESET_ALIASES, k)) return RULESET_ALIASES[k];
  return undefined;
}

/** The names RULESET_ALIASES gives `id` (the id first). */
export function rulesetNames(id: RulesetId): string[] {
  return Object.keys(RULESET_ALIASES).filter((k) => RULESET_ALIASES[k] === id);
}
