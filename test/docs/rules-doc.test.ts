// docs/rules.md, the rules reference, is generated from rules/*.md (npm run docs:rules): the committed file is
// current, every rule ID cited anywhere in the repository has its entry there, and rules/ are verbatim copies of
// ../shared/rules/ when that folder sits beside the repository.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors } from '../../scripts/markdown.js';
import {
  GAMES,
  loadRules,
  parseRules,
  REPO_ROOT,
  renderRulesDoc,
  ruleAnchor,
  ruleRefs,
  RULES_DOC,
  sourceFiles,
} from '../../scripts/rules-doc.js';

const read = (p: string) => readFileSync(join(REPO_ROOT, p), 'utf8');
const rules = loadRules();
const ids = new Set(rules.map((r) => r.id));

describe('docs/rules.md', () => {
  it('is what `npm run docs:rules` writes (run it after changing rules/, the vocabulary or a rule citation)', () => {
    // Compared as text: a stale file shows as a diff of the entries that moved.
    expect(read(RULES_DOC), 'docs/rules.md is stale: run `npm run docs:rules` and commit the result').toBe(
      renderRulesDoc(),
    );
  });

  it('has an entry with an anchor for every rule ID of the three rules files', () => {
    expect(rules.length).toBeGreaterThan(250);
    const doc = anchors(read(RULES_DOC));
    expect(rules.filter((r) => !doc.has(ruleAnchor(r.id))).map((r) => r.id)).toEqual([]);
  });

  it('reads every rule item of each rules file, with its term and meaning', () => {
    for (const g of GAMES) {
      const text = read(g.file);
      const items = text.match(/^- \*\*(?:SLCG|GA|KL)-[A-Z]+-\d{2}\*\*/gm) ?? [];
      const parsed = parseRules(text, g);
      expect(parsed.length, g.file).toBe(items.length);
      expect(
        parsed.filter((r) => !r.term || !r.meaning || !r.group || !r.id.startsWith(g.prefix + '-')).map((r) => r.id),
      ).toEqual([]);
    }
    expect(ids.size).toBe(rules.length);
  });

  it('knows every rule ID cited in code, comments, test titles, scenarios, golden data and docs', () => {
    const files = [
      'README.md',
      ...sourceFiles(
        REPO_ROOT,
        ['docs', 'compiler', 'grammar', 'runtime', 'preview', 'lsp', 'test', 'scripts', 'bench', 'cards'],
        /\.(ts|js|md|ya?ml|card|txt|json)$/,
      ),
    ];
    const missing: string[] = [];
    for (const f of files) for (const id of new Set(ruleRefs(read(f)))) if (!ids.has(id)) missing.push(`${f}: ${id}`);
    expect(missing, 'a cited rule ID that no rules file defines (a typo, or a range running past the group)').toEqual(
      [],
    );
  });

  it("ships in the npm package with the rules files, for the language server's hover links (lsp/rules-doc.ts)", () => {
    const files: string[] = JSON.parse(read('package.json')).files;
    expect(files).toEqual(expect.arrayContaining(['docs/', 'rules/']));
  });

  it('expands cited ranges and lists of rule IDs', () => {
    expect(ruleRefs('GA-CB-04..07, KL-CH-02/03 and SLCG-CT-05/09/15; GA-KW-01…03')).toEqual([
      'GA-CB-04',
      'GA-CB-05',
      'GA-CB-06',
      'GA-CB-07',
      'KL-CH-02',
      'KL-CH-03',
      'SLCG-CT-05',
      'SLCG-CT-09',
      'SLCG-CT-15',
      'GA-KW-01',
      'GA-KW-02',
      'GA-KW-03',
    ]);
    expect(ruleRefs('SLCG-DK-* and GA-X-1 and CS2001')).toEqual([]);
  });
});

const sharedDir = resolve(REPO_ROOT, '..', 'shared', 'rules');
describe.skipIf(!existsSync(sharedDir))(`rules/ against ${sharedDir}`, () => {
  for (const g of GAMES) {
    it(`${g.file} is a verbatim copy of the shared file (copy it again: cp ../shared/rules/*.md rules/)`, () => {
      expect(read(g.file)).toBe(readFileSync(join(sharedDir, `${g.id}.md`), 'utf8'));
    });
  }
});
