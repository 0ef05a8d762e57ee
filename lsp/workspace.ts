// The server's view of the files: open documents (text from the editor) and the .card/set.yaml (set.yml)
// files of the workspace folders (text from disk). Analyses are computed lazily and cached per
// version; the card-name index is rebuilt only from documents that changed. Paths, URIs and the disk come
// from a WorkspaceHost (the disk for the stdio server, memory in a browser worker).
import { rulesetByName, type CardBlock, type Diagnostic, type RulesetId } from '../grammar/index.js';
import { diag } from '../compiler/diagnostics.js';
import { isManifestPath, loadManifest, MANIFEST_NAMES, type ManifestResult } from '../compiler/manifest/index.js';
import { Analysis } from '../compiler/analysis.js';
import { analyzeCard, checkDocuments, shiftSpans, type CardAnalysis } from './analysis.js';
import type { WorkspaceHost } from './host/host.js';

export type DocKind = 'card' | 'manifest' | 'other';

export interface Doc {
  uri: string;
  /** File-system path for file: URIs. */
  path?: string;
  kind: DocKind;
  text: string;
  version: number;
  open: boolean;
}

export interface CardDef {
  uri: string;
  name: string;
  /** Absolute span of the name. */
  nameSpan: { start: number; end: number };
  /** The card with absolute spans (built on first use). */
  readonly card: CardBlock;
  /** The card with spans relative to its block (for what needs no position, such as its type). */
  relCard: CardBlock;
  analysis: CardAnalysis;
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'out']);

function kindOf(uri: string, languageId?: string): DocKind {
  if (/\.card$/i.test(uri)) return 'card';
  if (/(^|[/\\])set\.ya?ml$/i.test(uri)) return 'manifest';
  // A buffer whose name does not tell (untitled:Untitled-1) is what the editor says it is.
  return languageId === 'cardscript' ? 'card' : 'other';
}

export class Workspace {
  /** The parser and checker caches of this workspace's documents. */
  readonly pipeline = new Analysis();
  private checkerError: string | undefined;
  private docs = new Map<string, Doc>();
  private analyses = new Map<string, CardAnalysis>();
  private manifests = new Map<string, { version: number; result: ManifestResult }>();
  /** Directory → path of the governing set.yaml (or null). */
  private manifestOfDir = new Map<string, string | null>();
  private nameIndex: Map<string, CardDef[]> | undefined;
  private setChecks = new Map<
    string,
    { stamp: string; result: { manifestDiagnostics: Diagnostic[]; uris: string[] } }
  >();
  private namesByDoc = new Map<string, { version: number; defs: CardDef[] }>();
  /** Folders whose files are read: the workspace folders, and the folder of each set a file was opened from. */
  private scanned = new Set<string>();
  roots: string[] = [];

  constructor(readonly host: WorkspaceHost) {}

  uriToPath(uri: string): string | undefined {
    return this.host.uriToPath(uri);
  }

  pathToUri(path: string): string {
    return this.host.pathToUri(path);
  }

  /** Stable key: the file path for file: URIs, else the URI. */
  key(uri: string): string {
    return this.host.uriToPath(uri) ?? uri;
  }

  /** Reads the .card and set.yaml files under the roots (not yet parsed; that happens lazily). */
  scan(roots: string[], maxFiles = 20_000): void {
    this.roots = roots;
    for (const r of roots) this.scanFolder(r, maxFiles);
  }

  private scanFolder(root: string, maxFiles: number): void {
    this.scanned.add(this.host.resolve(root));
    let n = 0;
    const walk = (dir: string) => {
      const entries = this.host.list(dir);
      if (!entries) return;
      for (const { name, isDirectory } of entries) {
        if (n >= maxFiles) return;
        if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
        const p = this.host.join(dir, name);
        if (isDirectory) walk(p);
        else if (kindOf(p) !== 'other') {
          n++;
          this.loadFromDisk(p);
        }
      }
    };
    walk(root);
  }

  /**
   * A file opened from outside every workspace folder (or with none) brings in its set: the set.yaml found by
   * walking up its folders, and the set's other files, read from that set.yaml's folder — else a 专属 or a deck
   * entry naming a card of a file nobody opened is reported as unknown (CS2010, CS3024).
   */
  private loadSetOf(uri: string, maxFiles = 5_000): void {
    const mp = this.manifestPathFor(uri);
    if (!mp) return;
    const dir = this.host.dirname(mp);
    for (let d = dir; ; d = this.host.dirname(d)) {
      if (this.scanned.has(d)) return;
      if (this.host.dirname(d) === d) break;
    }
    this.scanFolder(dir, maxFiles);
  }

  loadFromDisk(path: string): void {
    const uri = this.host.pathToUri(path);
    const k = this.key(uri);
    if (this.docs.get(k)?.open) return;
    let text: string;
    try {
      text = this.host.readText(path);
    } catch {
      this.remove(uri);
      return;
    }
    this.put({ uri, path, kind: kindOf(path), text, version: -1, open: false });
  }

  /** What a file of this path is to the workspace (a .card file, a set.yaml, or neither). */
  kindOfPath(path: string): DocKind {
    return kindOf(path);
  }

  open(uri: string, text: string, version: number, languageId?: string): Doc {
    const d = this.put({
      uri,
      path: this.host.uriToPath(uri),
      kind: kindOf(uri, languageId),
      text,
      version,
      open: true,
    });
    if (d.kind !== 'other') this.loadSetOf(uri);
    return d;
  }

  update(uri: string, text: string, version: number): Doc {
    const prev = this.docs.get(this.key(uri));
    return this.put({
      uri,
      path: this.host.uriToPath(uri),
      kind: prev?.kind ?? kindOf(uri),
      text,
      version,
      open: prev?.open ?? true,
    });
  }

  close(uri: string): void {
    const d = this.docs.get(this.key(uri));
    if (!d) return;
    // Back to the disk version (or forget an unsaved buffer).
    d.open = false;
    if (d.path && this.host.exists(d.path)) this.loadFromDisk(d.path);
    else this.remove(uri);
  }

  remove(uri: string): void {
    const k = this.key(uri);
    const d = this.docs.get(k);
    this.docs.delete(k);
    this.analyses.delete(k);
    this.manifests.delete(k);
    if (this.namesByDoc.delete(k)) this.nameIndex = undefined;
    // The cards under it lose their game (their analyses were made with the set's ruleset), as when it is edited.
    if (d?.kind === 'manifest') {
      this.manifestOfDir.clear();
      this.analyses.clear();
    }
  }

  /**
   * Forgets the files read from disk at or under `path` — a folder deleted, of which a watching client may report the
   * folder alone. Open documents stay: their text is the editor's. Returns whether anything was forgotten.
   */
  removeUnder(path: string): boolean {
    const h = this.host;
    const gone = h.resolve(path);
    const under = (p: string) => {
      for (let d = h.resolve(p); ; d = h.dirname(d)) {
        if (d === gone) return true;
        if (h.dirname(d) === d) return false;
      }
    };
    // Most deletions are of nothing the workspace holds: a prefix test first, the exact walk only for what passes it.
    const drop = this.all().filter((d) => !d.open && d.path?.startsWith(gone) && under(d.path));
    for (const d of drop) this.remove(d.uri);
    // A set.yaml that was under it may still be cached as the nearest one of a folder.
    if (drop.length) this.manifestOfDir.clear();
    return drop.length > 0;
  }

  private put(d: Doc): Doc {
    const k = this.key(d.uri);
    const prev = this.docs.get(k);
    // Disk versions get a fresh negative version so caches notice the change.
    if (d.version < 0) d.version = (prev && prev.version < 0 ? prev.version : 0) - 1;
    this.docs.set(k, d);
    if (d.kind === 'manifest' && (!prev || prev.text !== d.text)) {
      this.manifestOfDir.clear();
      this.analyses.clear();
    }
    return d;
  }

  get(uri: string): Doc | undefined {
    return this.docs.get(this.key(uri));
  }

  all(): Doc[] {
    return [...this.docs.values()];
  }

  /** The manifest of folder `dir` (set.yaml, else set.yml), known to the workspace or on disk. */
  private manifestIn(dir: string): string | undefined {
    for (const n of MANIFEST_NAMES) {
      const m = this.host.join(dir, n);
      if (this.docs.has(m) || this.host.exists(m)) return m;
    }
    return undefined;
  }

  /** The nearest set manifest (set.yaml or set.yml) at or above the document's folder, known to the workspace or on disk. */
  manifestPathFor(uri: string): string | undefined {
    const h = this.host;
    const p = h.uriToPath(uri);
    if (!p) return undefined;
    let dir = h.dirname(h.resolve(p));
    const visited: string[] = [];
    let found: string | null | undefined;
    for (;;) {
      if (this.manifestOfDir.has(dir)) {
        found = this.manifestOfDir.get(dir);
        break;
      }
      visited.push(dir);
      const m = this.manifestIn(dir);
      if (m) {
        found = m;
        break;
      }
      const up = h.dirname(dir);
      if (up === dir) {
        found = null;
        break;
      }
      dir = up;
    }
    for (const v of visited) this.manifestOfDir.set(v, found ?? null);
    return found ?? undefined;
  }

  manifest(path: string): ManifestResult | undefined {
    const uri = this.host.pathToUri(path);
    let d = this.docs.get(this.key(uri));
    if (!d && this.host.exists(path)) {
      this.loadFromDisk(path);
      d = this.docs.get(this.key(uri));
    }
    if (!d) return undefined;
    const k = this.key(uri);
    const hit = this.manifests.get(k);
    if (hit && hit.version === d.version) return hit.result;
    let result: ManifestResult;
    try {
      result = loadManifest(d.text, path);
    } catch {
      result = { value: undefined, diagnostics: [] };
    }
    this.manifests.set(k, { version: d.version, result });
    return result;
  }

  rulesetOfManifest(uri: string): RulesetId | undefined {
    const mp = this.manifestPathFor(uri);
    const m = mp ? this.manifest(mp) : undefined;
    // A broken set.yaml that plainly names its game (loadManifest's `ruleset`) names it for completion and hover
    // too, as it does for the check (checkSetOf).
    const r = m?.value?.ruleset ?? m?.ruleset;
    return r ? (rulesetByName(r) ?? r) : undefined;
  }

  /** The analysis of a .card document at its current version. */
  analysis(uri: string): CardAnalysis | undefined {
    const k = this.key(uri);
    const d = this.docs.get(k);
    if (!d || d.kind !== 'card') return undefined;
    const hit = this.analyses.get(k);
    if (hit && hit.version === d.version && hit.text === d.text) return hit;
    const a = analyzeCard(d.text, this.pipeline.parser, {
      version: d.version,
      manifestRuleset: this.rulesetOfManifest(d.uri),
    });
    this.analyses.set(k, a);
    return a;
  }

  /** Card definitions of one document. */
  defsOf(uri: string): CardDef[] {
    const k = this.key(uri);
    const d = this.docs.get(k);
    if (!d || d.kind !== 'card') return [];
    const hit = this.namesByDoc.get(k);
    if (hit && hit.version === d.version) return hit.defs;
    const a = this.analysis(uri)!;
    const defs: CardDef[] = a
      .cardBlocks()
      .filter(({ card }) => card.name)
      .map(({ card, offset }) => {
        let shifted: CardBlock | undefined;
        return {
          uri: d.uri,
          name: card.name,
          nameSpan: { start: card.nameSpan.start + offset, end: card.nameSpan.end + offset },
          relCard: card,
          get card() {
            shifted ??= shiftSpans(card, offset);
            return shifted;
          },
          analysis: a,
        };
      });
    const changed = !hit || hit.defs.length !== defs.length || hit.defs.some((x, i) => x.name !== defs[i].name);
    this.namesByDoc.set(k, { version: d.version, defs });
    if (changed) this.nameIndex = undefined;
    else if (this.nameIndex) {
      // Same names: patch the entries in place so spans stay current without a rebuild.
      for (const def of defs) {
        const list: CardDef[] | undefined = this.nameIndex.get(def.name);
        if (!list) continue;
        const i = list.findIndex((x: CardDef) => this.key(x.uri) === k && x.name === def.name);
        if (i >= 0) list[i] = def;
      }
    }
    return defs;
  }

  /** Card name → definitions across the workspace. */
  cardIndex(): Map<string, CardDef[]> {
    for (const d of this.docs.values()) if (d.kind === 'card') this.defsOf(d.uri);
    if (!this.nameIndex) {
      const m = new Map<string, CardDef[]>();
      for (const { defs } of this.namesByDoc.values()) {
        for (const def of defs) {
          const l = m.get(def.name);
          if (l) l.push(def);
          else m.set(def.name, [def]);
        }
      }
      this.nameIndex = m;
    }
    return this.nameIndex;
  }

  /** Cards of the same set as the document (same set.yaml), or of the whole workspace without one. */
  setCards(uri: string): CardDef[] {
    const mp = this.manifestPathFor(uri);
    const out: CardDef[] = [];
    for (const defs of this.cardIndex().values()) {
      for (const def of defs) {
        if (!mp || this.manifestPathFor(def.uri) === mp) out.push(def);
      }
    }
    return out;
  }

  /**
   * Runs the checker over the set the document belongs to and stores each file's diagnostics in
   * its analysis. Cached by the versions of the set's files, so asking twice costs nothing.
   */
  checkSetOf(uri: string): { manifestDiagnostics: Diagnostic[]; uris: string[] } {
    const mp = this.manifestPathFor(uri) ?? null;
    // Without a set.yaml a file is a set of its own; with one, every .card file under it belongs.
    const self = this.docs.get(this.key(uri));
    const members =
      mp === null
        ? self && self.kind === 'card'
          ? [self]
          : []
        : this.all().filter((d) => d.kind === 'card' && this.manifestPathFor(d.uri) === mp);
    const manifest = mp ? this.manifest(mp) : undefined;
    const mdoc = mp ? this.docs.get(mp) : undefined;
    const stamp = JSON.stringify([mdoc?.version ?? null, ...members.map((d) => [this.key(d.uri), d.version])]);
    const setKey = mp ?? this.key(uri);
    const hit = this.setChecks.get(setKey);
    const current = (d: Doc) => {
      const a = this.analyses.get(this.key(d.uri));
      return a && a.version === d.version && a.text === d.text ? a : undefined;
    };
    if (hit && hit.stamp === stamp && members.every((d) => current(d)?.checked)) return hit.result;
    const analyses = members.map((d) => this.analysis(d.uri)!);
    const byPath = checkDocuments(
      {
        files: members.map((d, i) => ({ path: this.key(d.uri), text: d.text, analysis: analyses[i] })),
        manifest: manifest?.value,
        manifestText: mdoc?.text,
        manifestPath: mp ?? undefined,
        // A broken set.yaml still names its game when it plainly can (loadManifest's `ruleset`), as in cardc check.
        ruleset: mp === null ? analyses[0]?.ruleset : manifest?.value ? undefined : manifest?.ruleset,
        brokenManifest: !!mp && !manifest?.value,
      },
      this.pipeline,
      (why) => (this.checkerError = why),
    );
    members.forEach((d, i) => {
      analyses[i].diagnostics = byPath.get(this.key(d.uri))?.diagnostics ?? [];
      analyses[i].checked = true;
    });
    const manifestDiagnostics = mp ? [...(manifest?.diagnostics ?? []), ...(byPath.get(mp)?.diagnostics ?? [])] : [];
    const result = { manifestDiagnostics, uris: members.map((d) => d.uri) };
    if (this.setChecks.size > 1000) this.setChecks.clear();
    this.setChecks.set(setKey, { stamp, result });
    return result;
  }

  /** Why the checker last failed, if it did (the server logs it once). */
  takeCheckerError(): string | undefined {
    const e = this.checkerError;
    this.checkerError = undefined;
    return e;
  }

  /** The analysis with the checker's diagnostics in it. */
  checked(uri: string): CardAnalysis | undefined {
    const a = this.analysis(uri);
    if (a && !a.checked) this.checkSetOf(uri);
    return a;
  }

  /** Diagnostics of a set manifest document; a set.yml beside a set.yaml is not the set's manifest (CS4008). */
  manifestDiagnostics(uri: string): Diagnostic[] {
    const p = this.host.uriToPath(uri);
    if (!p) return [];
    const own = this.host.resolve(p);
    const mp = this.manifestPathFor(uri);
    if (mp && isManifestPath(own) && this.host.dirname(mp) === this.host.dirname(own) && mp !== own)
      return [diag('CS4008', { start: 0, end: 0 }, [own.slice(this.host.dirname(own).length + 1)])];
    return this.checkSetOf(uri).manifestDiagnostics;
  }
}
