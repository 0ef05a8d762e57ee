// `cardc check` over files and folders: parse every .card file, find the set.yaml that governs
// it, and run the ruleset-aware checks. Returns diagnostics per file; never throws on user input.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseText, RULESET_ALIASES, type CardFile, type Diagnostic, type RulesetId } from '../grammar/index.js';
import { collectCardFiles, findManifest } from './files.js';
import { loadManifest } from './manifest/index.js';
import type { SetManifest } from './manifest/types.js';
import type { FileDiagnostics } from './report.js';
import { rulesetWordCheck } from './ruleset-words.js';

export interface CheckOptions {
  /** Forces the ruleset for files without a set.yaml or 规则 line. */
  ruleset?: RulesetId;
  cwd?: string;
}

export interface ParsedCardFile {
  file: string;
  text: string;
  ast: CardFile;
  ruleset?: RulesetId;
  manifestFile?: string;
}

export interface CheckPathsResult {
  files: FileDiagnostics[];
  missing: string[];
  parsed: ParsedCardFile[];
  manifests: Map<string, { text: string; manifest?: SetManifest }>;
}

export function checkPaths(paths: string[], opts: CheckOptions = {}): CheckPathsResult {
  const cwd = opts.cwd ?? process.cwd();
  const rel = (p: string) => relative(cwd, p) || p;
  const { files, missing } = collectCardFiles(paths.map((p) => resolve(cwd, p)));
  const manifests = new Map<string, { text: string; manifest?: SetManifest }>();
  const out: FileDiagnostics[] = [];
  const parsed: ParsedCardFile[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      missing.push(`${rel(file)}: ${(e as Error).message}`);
      continue;
    }
    const r = parseText(text);
    const diagnostics: Diagnostic[] = [...r.diagnostics];
    const mf = findManifest(file);
    let ruleset: RulesetId | undefined = opts.ruleset ?? r.ast.ruleset?.id;
    if (mf) {
      if (!manifests.has(mf)) {
        const mtext = readFileSync(mf, 'utf8');
        const m = loadManifest(mtext, rel(mf));
        manifests.set(mf, { text: mtext, manifest: m.value });
        out.push({ file: rel(mf), text: mtext, diagnostics: m.diagnostics.map((d) => ({ ...d, file: rel(mf) })) });
      }
      const m = manifests.get(mf)!.manifest;
      if (!opts.ruleset && !r.ast.ruleset && m) ruleset = RULESET_ALIASES[m.ruleset] ?? (m.ruleset as RulesetId);
    }
    if (ruleset) diagnostics.push(...rulesetWordCheck(r.ast, text, ruleset));
    parsed.push({ file, text, ast: r.ast, ruleset, manifestFile: mf });
    out.push({ file: rel(file), text, diagnostics });
  }
  return { files: out, missing: missing.map(rel), parsed, manifests };
}

export function manifestDir(manifestFile: string): string {
  return dirname(manifestFile);
}
