// The engine's action errors: every one has a namespaced code and its text in both languages, every one is in
// a table the catalogue lists (so none escapes these checks), and the codes scenarios expect still exist.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_ERRORS,
  applyAction,
  errorText,
  forfeit,
  newSlcgGame,
  type ActionError,
  type ErrorTable,
} from '../../../runtime/index.js';
import { mixedDeck, pool } from '../fixtures/slcg-cards.js';

const root = resolve(__dirname, '../../..');

/** Stands in for the action type or decision kind an interpolated error names. */
const NAMED = 'someKind';

/** Every error of every table, an interpolated one built once with NAMED. */
function everyError(): { where: string; key: string; e: ActionError; named: boolean }[] {
  const out: { where: string; key: string; e: ActionError; named: boolean }[] = [];
  for (const [where, tables] of Object.entries(ACTION_ERRORS))
    for (const t of tables as readonly ErrorTable[])
      for (const [key, v] of Object.entries(t))
        out.push({ where, key, e: typeof v === 'function' ? v(NAMED) : v, named: typeof v === 'function' });
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const HAN = /\p{Script=Han}/u;
// Rule IDs (GA-CT-08, KL-MV-02/03, KL-LIM-01..05) stay as they are in both languages.
const RULE_ID = /\b[A-Z]+-[A-Z]+-\d+(?:[/.]+\d+)*/g;

describe('action errors (runtime/core/errors.ts, ACTION_ERRORS)', () => {
  const all = everyError();

  it('covers the driver and all three games', () => {
    const count = (w: string) => all.filter((x) => x.where === w).length;
    expect({ core: count('core'), slcg: count('slcg'), guangan: count('guangan'), kaling: count('kaling') }).toEqual({
      core: 8,
      slcg: 40,
      guangan: 25,
      kaling: 51,
    });
  });

  it('every error has a namespaced code area/what and non-empty English and Chinese text', () => {
    for (const { where, key, e } of all) {
      const at = `${where} ${key}`;
      expect(e.code, at).toMatch(/^[a-z]+(?:-[a-z]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(e.message.trim(), at).not.toBe('');
      expect(e.zh.trim(), at).not.toBe('');
      expect(e.zh, at).not.toBe(e.message);
      expect(e.message, at).toMatch(/[a-z]{2}/);
    }
  });

  it('the Chinese text is Chinese: CJK, and no English phrase once the rule IDs are set aside', () => {
    for (const { where, key, e } of all) {
      expect(e.zh, `${where} ${key}`).toMatch(HAN);
      expect(e.zh.replace(RULE_ID, ''), `${where} ${key}: ${e.zh}`).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
    }
  });

  it('both languages cite the same rule IDs', () => {
    for (const { where, key, e } of all)
      expect(e.zh.match(RULE_ID) ?? [], `${where} ${key}`).toEqual(e.message.match(RULE_ID) ?? []);
  });

  it('an interpolated error names its subject in both languages', () => {
    const named = all.filter((x) => x.named);
    expect(named.map((x) => x.e.code).sort()).toEqual(['action/unknown', 'action/unknown', 'choose/decision-pending']);
    for (const { e } of named) {
      expect(e.message).toContain(NAMED);
      expect(e.zh).toContain(NAMED);
    }
  });

  it('fixed errors are frozen values, built once', () => {
    for (const tables of Object.values(ACTION_ERRORS))
      for (const t of tables)
        for (const v of Object.values(t)) if (typeof v !== 'function') expect(Object.isFrozen(v)).toBe(true);
  });

  it('every err( call in runtime/ is an entry of a listed table (a new error cannot skip these checks)', () => {
    const calls = sources(join(root, 'runtime'))
      .map(
        (f) =>
          (
            readFileSync(f, 'utf8')
              .replace(/export function err\(/, '')
              .match(/\berr\(/g) ?? []
          ).length,
      )
      .reduce((a, b) => a + b, 0);
    expect(calls, 'an err(...) outside the tables of ACTION_ERRORS (runtime/rulesets/index.ts)').toBe(all.length);
  });

  it('every code a scenario expects is one the engine returns', () => {
    const codes = new Set(all.map((x) => x.e.code));
    const scenarioDirs = readdirSync(join(root, 'cards')).map((d) => join(root, 'cards', d, 'scenarios'));
    const wanted = new Set<string>();
    for (const d of scenarioDirs) {
      let files: string[];
      try {
        files = readdirSync(d).filter((f) => f.endsWith('.yaml'));
      } catch {
        continue;
      }
      for (const f of files)
        for (const m of readFileSync(join(d, f), 'utf8').matchAll(/expectError:\s*['"]?([\w/-]+)/g)) wanted.add(m[1]);
    }
    expect(wanted.size).toBeGreaterThan(20);
    expect([...wanted].filter((c) => !codes.has(c))).toEqual([]);
  });

  it('the reducer and forfeit return the table values, with errorText choosing the language', () => {
    const s = newSlcgGame({ cards: pool, decks: [mixedDeck(), mixedDeck()], seed: 1 });
    const [core] = ACTION_ERRORS.core;
    const r = applyAction(s, { type: 'choose', index: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe(core.CHOOSE_NO_DECISION);
    expect(errorText(r.error, 'zh')).toBe('现在没有需要作出的选择');
    expect(errorText(r.error, 'en')).toBe('nothing to choose');
    const over = forfeit(s, 0);
    expect(over.ok && forfeit(over.state, 1)).toMatchObject({
      ok: false,
      error: { code: 'forfeit/game-over', zh: '对局已经结束' },
    });
    // JSON-serialisable: a result can be logged or sent to a page as it is.
    expect(JSON.parse(JSON.stringify(r.error))).toEqual({
      code: 'choose/no-decision',
      message: 'nothing to choose',
      zh: '现在没有需要作出的选择',
    });
  });
});
