// `npm run docs:rules`: writes docs/rules.md, the rules reference, from the rules inventories in rules/*.md:
// every rule ID with its game, its one-line meaning, the vocabulary words that carry it and the source files
// that cite it (compiler/, grammar/, runtime/, preview/). test/docs/rules-doc.test.ts fails when the committed
// file is stale. The rule-ID syntax (ranges `GA-CB-04..07`, lists `KL-CH-02/03`) is read here for every user.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULE_NOTES, VOCABULARY } from '../grammar/index.js';
import { githubSlug } from './markdown.js';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../..');
export const RULES_DOC = 'docs/rules.md';

export const GAMES = [
  { id: 'slcg', file: 'rules/slcg.md', prefix: 'SLCG', title: '萨姆传奇 SLCG' },
  { id: 'guangan', file: 'rules/guangan.md', prefix: 'GA', title: '光暗' },
  { id: 'kaling', file: 'rules/kaling.md', prefix: 'KL', title: '卡灵时代' },
] as const;
export type Game = (typeof GAMES)[number];

/** One rule ID: prefix, group, two digits. */
export const RULE_ID = /\b(?:SLCG|GA|KL)-[A-Z]+-\d{2}\b/g;

/** A cited rule ID with what may follow it: `/09/15` (a list) or `..07` / `…07` / `–07` (a range). */
const RULE_REF = /\b((?:SLCG|GA|KL)-[A-Z]+-)(\d{2})((?:(?:\/|\.\.|…|–)\d{2}(?!\d))*)/g;

export interface Rule {
  id: string;
  game: Game;
  /** The `## …` section of the rules file it stands in. */
  group: string;
  term: string;
  meaning: string;
  decisions: number;
}

/** The rules of one inventory: `- **ID** term — meaning` items, each followed by its `**Decision:**` sub-items. */
export function parseRules(text: string, game: Game): Rule[] {
  const rules: Rule[] = [];
  let group = '';
  for (const line of text.split('\n')) {
    const h = /^## (.+)$/.exec(line);
    if (h) group = h[1].trim();
    const m = /^- \*\*((?:SLCG|GA|KL)-[A-Z]+-\d{2})\*\*\s*(.*?)\s*—\s*(.*)$/.exec(line);
    if (m) rules.push({ id: m[1], game, group, term: m[2], meaning: m[3].trim(), decisions: 0 });
    else if (/^\s+- \*\*Decision/.test(line) && rules.length) rules[rules.length - 1].decisions++;
  }
  return rules;
}

export function loadRules(root = REPO_ROOT): Rule[] {
  return GAMES.flatMap((g) => parseRules(readFileSync(join(root, g.file), 'utf8'), g));
}

/** Every rule ID a text cites, ranges and lists expanded (`GA-CB-04..06` → 04, 05, 06). */
export function ruleRefs(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(RULE_REF)) {
    const [, head, first, tail] = m;
    let last = Number(first);
    out.push(head + first);
    for (const t of tail.matchAll(/(\/|\.\.|…|–)(\d{2})/g)) {
      const n = Number(t[2]);
      if (t[1] === '/') out.push(head + t[2]);
      else for (let k = last + 1; k <= n; k++) out.push(head + String(k).padStart(2, '0'));
      last = n;
    }
  }
  return out;
}

/** The anchor of a rule's heading in docs/rules.md. */
export const ruleAnchor = (id: string): string => githubSlug(id);

/** Source files under `dirs`, relative to the root, sorted. */
export function sourceFiles(root: string, dirs: readonly string[], ext = /\.ts$/): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'out' ? [] : walk(p);
      return ext.test(e.name) ? [p] : [];
    });
  return dirs
    .flatMap((d) => walk(join(root, d)))
    .map((p) => relative(root, p).split('\\').join('/'))
    .sort();
}

/** Where code cites a rule: the vocabulary and rule notes are shown apart, as words and notes. */
const CODE_DIRS = ['compiler', 'grammar', 'runtime', 'preview'] as const;
const SHOWN_APART = new Set(['grammar/vocabulary.ts', 'grammar/rule-notes.ts']);

export function citingFiles(root = REPO_ROOT): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const f of sourceFiles(root, CODE_DIRS)) {
    if (SHOWN_APART.has(f)) continue;
    for (const id of new Set(ruleRefs(readFileSync(join(root, f), 'utf8')))) {
      const list = by.get(id) ?? [];
      list.push(f);
      by.set(id, list);
    }
  }
  return by;
}

/** Rule IDs in a rule's text (`SLCG-RES-02`, or `RES-02` of the same game) as links to their headings. */
function linkRefs(text: string, game: Game, known: Set<string>): string {
  return text.replace(
    /(^|[^A-Za-z0-9-])((?:SLCG-|GA-|KL-)?)([A-Z]{2,4}-\d{2})(?![\d-])/g,
    (all, pre: string, prefix: string, rest: string) => {
      const id = (prefix || `${game.prefix}-`) + rest;
      return known.has(id) ? `${pre}[${prefix}${rest}](#${ruleAnchor(id)})` : all;
    },
  );
}

const link = (path: string, anchor?: string) => `[${path}](../${path}${anchor ? '#' + anchor : ''})`;

export function renderRulesDoc(root = REPO_ROOT): string {
  const rules = loadRules(root);
  const known = new Set(rules.map((r) => r.id));
  const cited = citingFiles(root);
  const words = new Map<string, string[]>();
  for (const e of VOCABULARY) for (const r of e.rules) words.set(r, [...(words.get(r) ?? []), e.canonical]);

  const out: string[] = [
    '# Rules reference',
    '',
    '<!-- Generated by `npm run docs:rules` (scripts/rules-doc.ts) from rules/*.md and the sources; do not edit. -->',
    '',
    'Every rule ID of the three games, with its one-line meaning, the words of the card language that carry it',
    `and the source files that cite it. The full rule text, with the **Decision:** items the runtime implements,`,
    `is in the rules inventories in [rules/](../rules/README.md); decisions beyond them are in [rules-decisions.md](rules-decisions.md).`,
    'Code cites a rule by its ID in a comment and tests name it in their titles (`SLCG-KW-04`; `GA-CB-04..07` is a',
    'range, `KL-CH-02/03` a list); a test fails when code cites an ID that is not here.',
    '',
    '"Words" are entries of the vocabulary table ([grammar/vocabulary.ts](../grammar/vocabulary.ts)); "not a word" is the',
    'reason given in [grammar/rule-notes.ts](../grammar/rule-notes.ts); "cited in" lists the files under `compiler/`, `grammar/`,',
    '`runtime/` and `preview/` that name the ID.',
    '',
    '| game | rules file | rule IDs |',
    '|---|---|---|',
    ...GAMES.map(
      (g) =>
        `| [${g.title}](#${githubSlug(g.title)}) | ${link(g.file)} | ${rules.filter((r) => r.game === g).length} |`,
    ),
  ];
  for (const g of GAMES) {
    out.push('', `## ${g.title}`);
    let group = '';
    for (const r of rules.filter((x) => x.game === g)) {
      if (r.group !== group) {
        group = r.group;
        out.push('', `### ${g.prefix} · ${group}`);
      }
      out.push('', `#### ${r.id}`, '', `**${r.term}** — ${linkRefs(r.meaning, g, known)}`, '');
      const w = words.get(r.id);
      if (w) out.push(`- words: ${w.map((x) => '`' + x + '`').join(' ')}`);
      const note = RULE_NOTES[r.id];
      if (note) out.push(`- not a word: ${note}`);
      const files = cited.get(r.id);
      out.push(`- cited in: ${files ? files.map((f) => link(f)).join(', ') : '—'}`);
      const text = r.decisions ? `text and ${r.decisions === 1 ? 'decision' : `${r.decisions} decisions`}` : 'text';
      out.push(`- ${text}: [${g.file} › ${group}](../${g.file}#${githubSlug(group)})`);
    }
  }
  return out.join('\n') + '\n';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(join(REPO_ROOT, RULES_DOC), renderRulesDoc());
  console.log(`wrote ${RULES_DOC}`);
}
