// `cardc check` over files and folders: find the set manifest (set.yaml or set.yml) that governs each .card file, check
// each set as a whole (cards, names, decks) and loose files on their own, and return the
// diagnostics per file. Never throws on user input.
import { statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Diagnostic, RulesetId } from '../grammar/index.js';
import { Analysis } from './analysis.js';
import type { CheckedSet } from './checker/index.js';
import { diag } from './diagnostics.js';
import {
  collectCardFiles,
  findManifest,
  manifestIn,
  misnamedManifestNote,
  readText,
  shadowedManifest,
} from './files.js';
import { isManifestName, loadManifest } from './manifest/index.js';
import type { Progress } from './progress.js';
import { countCards } from './progress.js';
import { sortFiles, type FileDiagnostics } from './report.js';
import { pathDisplay } from './cli/paths.js';

export interface CheckOptions {
  /** The ruleset of files outside any set that have no `规则：` line. */
  ruleset?: RulesetId;
  cwd?: string;
  /** Asked once with the number of cards to check; may return a progress display. */
  progress?: (totalCards: number) => Progress | undefined;
  /** The parser and caches to use (a fresh analysis when none is given). */
  analysis?: Analysis;
}

export interface CheckPathsResult {
  /** Diagnostics per file (the requested .card files and the set.yaml files involved). */
  files: FileDiagnostics[];
  /** Paths that do not exist (as given) or cannot be read (with the reason). */
  missing: string[];
  /** Number of .card files requested. */
  cardFiles: number;
  sets: CheckedSet[];
}

export function checkPaths(paths: string[], opts: CheckOptions = {}): CheckPathsResult {
  const cwd = opts.cwd ?? process.cwd();
  const analysis = opts.analysis ?? new Analysis();
  const rel = pathDisplay(cwd);
  const collected = collectCardFiles(paths.map((p) => resolve(cwd, p)));
  const files = collected.files;
  const absent = new Set(collected.missing);
  const missing = paths.filter((p) => absent.has(resolve(cwd, p)));
  const texts = new Map<string, string>();
  const read = (abs: string): string | undefined => {
    if (texts.has(abs)) return texts.get(abs);
    try {
      const t = readText(abs);
      texts.set(abs, t);
      return t;
    } catch (e) {
      missing.push(`${rel(abs)}: ${(e as Error).message}`);
      return undefined;
    }
  };
  // Group the requested files by the set that governs them ('' = no set).
  const groups = new Map<string, string[]>();
  for (const f of files) {
    const m = findManifest(f) ?? '';
    const g = groups.get(m);
    if (g) g.push(f);
    else groups.set(m, [f]);
  }
  // A manifest named, or at the top of a named folder, is checked even when no card file is found
  // (a broken manifest lists none); a set.yml named beside a set.yaml stands for that set.yaml (CS4008).
  for (const p of paths) {
    const abs = resolve(cwd, p);
    const mf = manifestIn(isManifestName(basename(abs)) ? dirname(abs) : abs);
    if (mf && !groups.has(mf) && isFile(mf)) groups.set(mf, []);
  }
  const requested = new Set(files);
  const setFilesOf = new Map<string, string[]>();
  let totalCards = 0;
  for (const [mf, group] of groups) {
    const list = mf ? collectCardFiles([dirname(mf)]).files.filter((f) => findManifest(f) === mf) : group;
    setFilesOf.set(mf, list);
    for (const f of list) totalCards += countCards(read(f) ?? '');
  }
  const progress = opts.progress?.(totalCards);
  const onFile = progress ? (path: string, cards: number) => progress.file(path, cards) : undefined;
  const byFile = new Map<string, Diagnostic[]>();
  const add = (abs: string, d: Diagnostic) => {
    const list = byFile.get(abs);
    if (list) list.push(d);
    else byFile.set(abs, [d]);
  };
  const out: FileDiagnostics[] = [];
  const sets: CheckedSet[] = [];
  for (const [mf, group] of groups) {
    if (!mf) {
      // Loose files: each is a set of its own.
      for (const f of group) {
        const text = read(f);
        if (text === undefined) continue;
        const r = analysis.checkSet({ files: [{ path: f, text }], ruleset: opts.ruleset, onFile });
        sets.push(r.value);
        const misnamed = misnamedManifestNote(dirname(f));
        for (const d of r.diagnostics)
          add(d.file ?? f, d.code === 'CS2018' && misnamed ? { ...d, notes: [...(d.notes ?? []), misnamed] } : d);
      }
      continue;
    }
    const mtext = read(mf);
    if (mtext === undefined) continue;
    const shadowed = shadowedManifest(dirname(mf));
    if (shadowed && read(shadowed) !== undefined) {
      add(shadowed, diag('CS4008', { start: 0, end: 0 }, [basename(shadowed)], { file: shadowed }));
      requested.add(shadowed);
    }
    const m = loadManifest(mtext, mf);
    // The whole set is checked, so names and decks resolve; only requested files are reported.
    const setFiles = setFilesOf.get(mf)!;
    const inputs = setFiles.flatMap((f) => {
      const text = read(f);
      return text === undefined ? [] : [{ path: f, text }];
    });
    const r = analysis.checkSet({
      files: inputs,
      manifest: m.value,
      manifestText: mtext,
      ruleset: m.value ? undefined : (opts.ruleset ?? m.ruleset),
      brokenManifest: !m.value,
      onFile,
    });
    sets.push(r.value);
    for (const d of m.diagnostics) add(mf, d);
    for (const d of r.diagnostics) {
      const file = d.file ?? mf;
      if (file === mf || requested.has(file)) add(file, d);
    }
    requested.add(mf);
  }
  progress?.done();
  for (const abs of [...requested].sort()) {
    const text = texts.get(abs);
    if (text === undefined) continue;
    const ds = (byFile.get(abs) ?? []).map((d) => ({ ...d, file: rel(abs) }));
    out.push({ file: rel(abs), text, diagnostics: ds });
  }
  return { files: sortFiles(out), missing, cardFiles: files.length, sets };
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
