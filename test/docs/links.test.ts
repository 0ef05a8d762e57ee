// Every relative link of the documentation resolves inside the repository: the file exists in a fresh clone
// (tracked, or new and not ignored) and a #anchor names a heading of the target page, slugged as GitHub does
// (CJK kept, punctuation dropped). External links (https:, mailto:) are not fetched.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, githubSlug, headingText, links } from '../../scripts/markdown.js';
import { REPO_ROOT, sourceFiles } from '../../scripts/rules-doc.js';

/** Files a fresh clone has: tracked ones and new ones git does not ignore (falls back to the disk without git). */
function cloneFiles(): Set<string> | undefined {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    return new Set(out.split('\0').filter(Boolean));
  } catch {
    return undefined;
  }
}

const files = cloneFiles();
const inClone = (rel: string): boolean => {
  if (!existsSync(join(REPO_ROOT, rel))) return false;
  if (!files) return true;
  if (files.has(rel)) return true;
  return statSync(join(REPO_ROOT, rel)).isDirectory() && [...files].some((f) => f.startsWith(rel.replace(/\/?$/, '/')));
};

/** The pages whose links are checked: every Markdown file of the repository outside test data. */
const PAGES = [
  'README.md',
  ...sourceFiles(
    REPO_ROOT,
    ['docs', 'rules', 'runtime', 'lsp', 'bench', 'compiler', 'grammar', 'preview', 'cards'],
    /\.md$/,
  ),
];

const anchorCache = new Map<string, Set<string>>();
const anchorsOf = (rel: string) => {
  if (!anchorCache.has(rel)) anchorCache.set(rel, anchors(readFileSync(join(REPO_ROOT, rel), 'utf8')));
  return anchorCache.get(rel)!;
};

/** What is wrong with one link of a page, or undefined. */
function problem(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  if (!target) return 'empty link';
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  let rel = page;
  if (path) {
    const abs = resolve(REPO_ROOT, dirname(page), decodeURIComponent(path));
    rel = relative(REPO_ROOT, abs).split(sep).join('/');
    if (rel.startsWith('..') || resolve(abs) === resolve(REPO_ROOT, '..'))
      return `points outside the repository (${rel})`;
    if (!inClone(rel)) return `no such file in the repository: ${rel || '.'}`;
  }
  if (anchor === undefined) return undefined;
  const a = decodeURIComponent(anchor);
  if (/\.md$/i.test(rel)) return anchorsOf(rel).has(a) ? undefined : `no heading #${a} in ${rel}`;
  if (/^L\d+(-L\d+)?$/.test(a)) {
    const lines = readFileSync(join(REPO_ROOT, rel), 'utf8').split('\n').length;
    return Math.max(...a.split('-').map((x) => Number(x.slice(1)))) <= lines ? undefined : `${rel} has no line ${a}`;
  }
  return `#${a}: only Markdown headings and #L<line> can be linked (${rel})`;
}

describe('documentation links', () => {
  it('checks the pages users read', () => {
    for (const p of [
      'README.md',
      'docs/architecture.md',
      'docs/lsp.md',
      'docs/rules.md',
      'runtime/README.md',
      'lsp/vscode/README.md',
    ])
      expect(PAGES).toContain(p);
  });

  for (const page of PAGES) {
    it(`${page}: every relative link resolves to a file and heading of the repository`, () => {
      const bad = links(readFileSync(join(REPO_ROOT, page), 'utf8'))
        .map((l) => ({ l, why: problem(page, l.target) }))
        .filter((x) => x.why)
        .map(({ l, why }) => `${page}:${l.line}  ${l.target}  — ${why}`);
      expect(bad).toEqual([]);
    });
  }
});

describe('GitHub heading anchors', () => {
  it('slugs as GitHub does: lower case, punctuation dropped, CJK kept, spaces to hyphens', () => {
    expect(githubSlug('Neovim 0.11+ (vim.lsp.config)')).toBe('neovim-011-vimlspconfig');
    expect(githubSlug('光暗 scenarios')).toBe('光暗-scenarios');
    expect(githubSlug('降臨 — summoning (SUM)')).toBe('降臨--summoning-sum');
    expect(githubSlug('【光明】/【黑暗】 variants：强化')).toBe('光明黑暗-variants强化');
    expect(githubSlug('snake_case and kebab-case')).toBe('snake_case-and-kebab-case');
    expect(githubSlug(headingText('The `cardc` CLI and [links](x.md) **bold**'))).toBe('the-cardc-cli-and-links-bold');
  });

  it('numbers repeated headings and ignores headings inside code blocks', () => {
    const a = anchors('# A\n\n## Usage\n\n```sh\n# not a heading\n```\n\n## Usage\n\n### Usage\n<a id="custom"></a>\n');
    expect([...a]).toEqual(['a', 'usage', 'usage-1', 'usage-2', 'custom']);
  });

  it('finds links outside code, reference definitions included', () => {
    const l = links('[a](x.md) `[b](y.md)` ![i](img.png)\n\n```\n[c](z.md)\n```\n[ref]: <w.md#h>\n');
    expect(l.map((x) => x.target)).toEqual(['x.md', 'img.png', 'w.md#h']);
  });

  it('reports links that leave the repository or miss a heading', () => {
    expect(problem('README.md', '../shared/rules/slcg.md')).toMatch(/outside the repository/);
    expect(problem('docs/lsp.md', 'rules.md#no-such-rule')).toMatch(/no heading/);
    expect(problem('docs/lsp.md', 'rules.md#slcg-kw-04')).toBeUndefined();
    expect(problem('docs/lsp.md', '#neovim')).toBeUndefined();
    expect(problem('docs/lsp.md', 'https://neovim.io/doc/user/lsp.html#lsp-config')).toBeUndefined();
  });
});
