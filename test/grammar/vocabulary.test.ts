// The vocabulary table against the rules inventories (rules/*.md): every rule ID is
// either named by a vocabulary entry or explained in RULE_NOTES; and the table itself is sound.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  entryOf,
  lex,
  RULE_NOTES,
  S2T,
  toTraditional,
  traditionalOf,
  VOCABULARY,
  VOCAB_BY_FORM,
  RULESET_IDS,
} from '../../grammar/index.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The rules inventories, copied into the repository (rules/README.md). */
const rulesDir = resolve(repoRoot, 'rules');
const RULE_FILES = ['slcg', 'guangan', 'kaling'];
const RULE_ID = /\*\*((?:SLCG|GA|KL)-[A-Z]+-\d+)\*\*/g;

function ruleIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const f of RULE_FILES) {
    const text = readFileSync(resolve(rulesDir, `${f}.md`), 'utf8');
    for (const m of text.matchAll(RULE_ID)) ids.set(m[1], f);
  }
  return ids;
}

const vocabRules = new Set(VOCABULARY.flatMap((e) => e.rules));
const group = (id: string) => id.split('-')[1];

describe('rule coverage (rules from rules/*.md)', () => {
  const ids = ruleIds();

  it('finds the rule IDs of all three games', () => {
    for (const f of RULE_FILES) expect([...ids.values()].filter((v) => v === f).length, f).toBeGreaterThan(40);
  });

  // The language-bearing groups first, so a failure there reads clearly; then every other group.
  for (const groups of [
    ['KW'],
    ['TX'],
    ['LIM'],
    ['TG'],
    ['CT', 'ZN', 'RES', 'MO', 'SU', 'TRN', 'CB', 'TRM', 'CH', 'CHR', 'SUM', 'MV', 'EF', 'SK', 'DK', 'WIN', 'META'],
  ]) {
    it(`every ${groups.join('/')} rule is a vocabulary word or has a RULE_NOTES entry`, () => {
      const missing = [...ids.keys()].filter(
        (id) => groups.includes(group(id)) && !vocabRules.has(id) && !(id in RULE_NOTES),
      );
      expect(
        missing,
        "add the ID to a vocabulary entry's rules, or say in grammar/rule-notes.ts why it is no word",
      ).toEqual([]);
    });
  }

  it('covers every group that appears in the rules files', () => {
    const all = [...ids.keys()].filter((id) => !vocabRules.has(id) && !(id in RULE_NOTES));
    expect(all).toEqual([]);
  });

  it('names no rule ID that the rules files do not define', () => {
    const stale = [...vocabRules, ...Object.keys(RULE_NOTES)].filter((id) => !ids.has(id));
    expect(stale).toEqual([]);
  });

  it('does not both name a rule in the vocabulary and excuse it in RULE_NOTES', () => {
    expect(Object.keys(RULE_NOTES).filter((id) => vocabRules.has(id))).toEqual([]);
  });
});

describe('vocabulary table', () => {
  it('has unique ids', () => {
    const ids = VOCABULARY.map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('gives every entry Chinese and English text', () => {
    const bad = VOCABULARY.filter((e) => !e.zh.trim() || !e.en.trim() || !e.canonical.trim()).map((e) => e.id);
    expect(bad).toEqual([]);
  });

  it('lists every written form once', () => {
    const seen = new Map<string, string>();
    const dup: string[] = [];
    for (const e of VOCABULARY) {
      for (const f of [e.canonical, ...e.aliases]) {
        if (seen.has(f)) dup.push(`${f}: ${seen.get(f)} and ${e.id}`);
        else seen.set(f, e.id);
      }
    }
    expect(dup).toEqual([]);
    expect(VOCAB_BY_FORM.size).toBe(seen.size);
  });

  it('names only known rulesets and well-formed rule IDs', () => {
    for (const e of VOCABULARY) {
      for (const r of e.rulesets) expect(RULESET_IDS, e.id).toContain(r);
      for (const r of e.rules) expect(r, e.id).toMatch(/^(SLCG|GA|KL)-[A-Z]+-\d+$/);
    }
  });

  it.each(VOCABULARY.map((e) => [e.id, e] as const))('every form of %s lexes to that one entry', (_id, e) => {
    for (const form of [e.canonical, ...e.aliases]) {
      const r = lex(form);
      expect(r.errors, form).toEqual([]);
      expect(
        r.tokens.map((t) => t.image),
        form,
      ).toEqual([form]);
      expect(entryOf(r.tokens[0])?.id, form).toBe(e.id);
      expect(entryOf(r.tokens[0])?.canonical, form).toBe(e.canonical);
    }
  });
});

describe('simplified and traditional spellings', () => {
  it('lists the traditional spelling (grammar/script.ts) of every canonical form among its aliases', () => {
    const missing = VOCABULARY.filter((e) => {
      const t = traditionalOf(e);
      return t !== undefined && !e.aliases.includes(t);
    }).map((e) => `${e.id}: ${e.canonical} → ${traditionalOf(e)}`);
    expect(missing).toEqual([]);
  });

  it('converts characters, never synonyms', () => {
    expect(toTraditional('对方回合结束时')).toBe('對方回合結束時');
    expect(toTraditional('令')).toBe('令');
    expect([...S2T.values()].every((t) => !S2T.has(t))).toBe(true);
  });
});
