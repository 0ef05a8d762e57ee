// The set being edited, as the page holds it: set.yaml and .card files by set-relative path. The editor
// tabs, the language server, storage, export and the play pane all read and change this one object.

export interface ProjectFile {
  path: string;
  text: string;
}

/** An edit of one file's text, or a change of which files there are (added, removed, renamed, replaced). */
export type ProjectChange = { kind: 'edit'; path: string } | { kind: 'files' };

export const MANIFEST = 'set.yaml';

/** A file name the set may hold: set.yaml or a `.card` file, no folder tricks. */
export function validPath(path: string): boolean {
  return path === MANIFEST || (/^[^/\\]+\.card$/.test(path) && !path.startsWith('.'));
}

export class Project {
  private files: ProjectFile[] = [];
  private readonly listeners: ((c: ProjectChange) => void)[] = [];

  constructor(files: readonly ProjectFile[]) {
    this.replace(files, false);
  }

  onChange(f: (c: ProjectChange) => void): void {
    this.listeners.push(f);
  }

  private emit(c: ProjectChange): void {
    for (const f of this.listeners) f(c);
  }

  /** set.yaml first, then the .card files by name. */
  list(): readonly ProjectFile[] {
    return this.files;
  }

  get(path: string): string | undefined {
    return this.files.find((f) => f.path === path)?.text;
  }

  /** The ruleset set.yaml names (a cheap read of its `ruleset:` line; the server reports a bad one). */
  ruleset(): string | undefined {
    return /^ruleset:\s*["']?([A-Za-z]+)/m.exec(this.get(MANIFEST) ?? '')?.[1];
  }

  set(path: string, text: string): void {
    const f = this.files.find((x) => x.path === path);
    if (!f || f.text === text) return;
    f.text = text;
    this.emit({ kind: 'edit', path });
  }

  add(path: string, text: string): boolean {
    if (!validPath(path) || this.get(path) !== undefined) return false;
    this.files.push({ path, text });
    this.sort();
    this.emit({ kind: 'files' });
    return true;
  }

  remove(path: string): void {
    if (path === MANIFEST) return;
    this.files = this.files.filter((f) => f.path !== path);
    this.emit({ kind: 'files' });
  }

  rename(from: string, to: string): boolean {
    const f = this.files.find((x) => x.path === from);
    if (!f || from === MANIFEST || !validPath(to) || to === MANIFEST || this.get(to) !== undefined) return false;
    f.path = to;
    this.sort();
    this.emit({ kind: 'files' });
    return true;
  }

  /** Every file at once (a starter set, an import, a link). */
  replace(files: readonly ProjectFile[], notify = true): void {
    this.files = files.filter((f) => validPath(f.path)).map((f) => ({ path: f.path, text: f.text }));
    if (!this.files.some((f) => f.path === MANIFEST))
      this.files.push({ path: MANIFEST, text: 'name: 我的卡包\nruleset: slcg\ndecks: {}\n' });
    this.sort();
    if (notify) this.emit({ kind: 'files' });
  }

  private sort(): void {
    this.files.sort((a, b) =>
      a.path === MANIFEST ? -1 : b.path === MANIFEST ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    );
  }
}
