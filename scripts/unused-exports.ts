// Exports nothing uses: a name exported from a module of ours that no other file mentions (a whole-word
// search over the sources, tests, benchmarks, scripts and the playground) and that is not part of the
// package's public face (what an entry module exports, directly or through `export *` / `export {…} from`).
// `npm run lint:exports` prints them; test/docs/unused-exports.test.ts keeps the list empty.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['grammar', 'compiler', 'runtime', 'preview', 'lsp'];
const USER_DIRS = [...SOURCE_DIRS, 'test', 'bench', 'scripts', 'web', 'bin'];
/** The package's entry modules (package.json "exports" and the bins). */
const ENTRIES = [
  'compiler/index.ts',
  'runtime/index.ts',
  'lsp/index.ts',
  'preview/index.ts',
  'compiler/main.ts',
  'lsp/main.ts',
];

function files(dir: string, out: string[] = []): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const n of names) {
    if (n === 'node_modules' || n === 'dist' || n === 'out' || n === 'generated' || n === 'data' || n.startsWith('.'))
      continue;
    const p = join(dir, n);
    if (statSync(p).isDirectory()) files(p, out);
    else if (/\.(ts|js|mjs|tsx)$/.test(n) && !n.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const EXPORT_DECL =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm;
const REEXPORT_ALL = /^export\s+\*\s+(?:as\s+\w+\s+)?from\s+'([^']+)'/gm;

export function unusedExports(root = ROOT): string[] {
  const all = USER_DIRS.flatMap((d) => files(join(root, d)));
  const texts = new Map(all.map((f) => [f, readFileSync(f, 'utf8')]));
  // Modules whose every export is public: the entries and what they `export *` from, transitively.
  const publicAll = new Set<string>();
  const visit = (f: string) => {
    if (publicAll.has(f) || !texts.has(f)) return;
    publicAll.add(f);
    for (const m of texts.get(f)!.matchAll(REEXPORT_ALL)) visit(resolve(dirname(f), m[1].replace(/\.js$/, '.ts')));
  };
  for (const e of ENTRIES) visit(join(root, e));
  // Names an entry re-exports by name (export { a, b as c } from …) are public too.
  const publicNames = new Set<string>();
  for (const f of publicAll)
    for (const m of texts.get(f)!.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim();
        if (name) publicNames.add(name);
      }
  const out: string[] = [];
  for (const f of all) {
    if (!SOURCE_DIRS.some((d) => f.startsWith(join(root, d) + '/')) || publicAll.has(f)) continue;
    // The VS Code extension's exports are its contract with VS Code (activate/deactivate) and its build script's.
    if (f.startsWith(join(root, 'lsp', 'vscode') + '/')) continue;
    const text = texts.get(f)!;
    for (const m of text.matchAll(EXPORT_DECL)) {
      const name = m[1];
      if (publicNames.has(name)) continue;
      const word = new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`);
      let used = false;
      for (const [g, t] of texts)
        if (g !== f && word.test(t)) {
          used = true;
          break;
        }
      if (!used) out.push(`${relative(root, f)}: ${name}`);
    }
  }
  return out.sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const list = unusedExports();
  for (const l of list) console.log(l);
  console.log(`${list.length} unused export(s)`);
}
