// The stdio server's host: the disk, through Node's fs, path and url.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readText } from '../../compiler/files.js';
import type { WorkspaceHost } from './host.js';

export const nodeHost: WorkspaceHost = {
  uriToPath(uri) {
    if (!uri.startsWith('file:')) return undefined;
    try {
      return fileURLToPath(uri);
    } catch {
      return undefined;
    }
  },
  pathToUri: (p) => pathToFileURL(p).href,
  dirname,
  join,
  resolve: (p) => resolve(p),
  relative,
  exists: existsSync,
  list(dir) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return undefined;
    }
    const out: { name: string; isDirectory: boolean }[] = [];
    for (const name of names) {
      try {
        out.push({ name, isDirectory: statSync(join(dir, name)).isDirectory() });
      } catch {
        // Vanished or unreadable between the listing and the stat: not part of the workspace.
      }
    }
    return out;
  },
  readText,
};
