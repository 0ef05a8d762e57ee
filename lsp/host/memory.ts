// A host without a disk, for the server in a browser worker: every file the workspace knows was opened by
// the page, so nothing exists beyond them. Paths are POSIX paths of `file:` URIs (`file:///set/a.card` →
// `/set/a.card`), decoded so that Chinese file names read as written.
import type { WorkspaceHost } from './host.js';

/** `a/./b/../c` → `a/c`, keeping a leading `/`. */
function normalise(p: string): string {
  const abs = p.startsWith('/');
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return (abs ? '/' : '') + out.join('/');
}

export const memoryHost: WorkspaceHost = {
  uriToPath(uri) {
    if (!uri.startsWith('file://')) return undefined;
    try {
      return normalise(decodeURIComponent(uri.slice('file://'.length).replace(/^[^/]*/, '')));
    } catch {
      return undefined;
    }
  },
  pathToUri: (p) => 'file://' + normalise(p).split('/').map(encodeURIComponent).join('/'),
  dirname(p) {
    const n = normalise(p);
    const i = n.lastIndexOf('/');
    return i <= 0 ? '/' : n.slice(0, i);
  },
  join: (dir, name) => normalise(`${dir}/${name}`),
  resolve: (p) => normalise(p.startsWith('/') ? p : `/${p}`),
  relative(from, to) {
    const a = normalise(from).split('/').filter(Boolean);
    const b = normalise(to).split('/').filter(Boolean);
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
  },
  exists: () => false,
  list: () => undefined,
  readText(p) {
    throw new Error(`${p}: no file system in this host`);
  },
};
