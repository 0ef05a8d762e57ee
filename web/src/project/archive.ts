// A set as a file and as a link: a .zip of set.yaml and the .card files (for a folder on disk, `cardc`
// reads it as it is), and a URL hash holding the deflated files (for sharing a small set in a message).
import { deflateSync, inflateSync, strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { validPath, type ProjectFile } from './project.js';

export function toZip(files: readonly ProjectFile[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.text)])), { level: 6 });
}

/** The set files of a zip: set.yaml and .card files, also inside one top folder (a zipped set folder). */
export function fromZip(data: Uint8Array): ProjectFile[] {
  const entries = unzipSync(data);
  const names = Object.keys(entries).filter((n) => !n.endsWith('/'));
  const manifest = names.filter((n) => n.endsWith('set.yaml')).sort((a, b) => a.length - b.length)[0];
  const base = manifest ? manifest.slice(0, -'set.yaml'.length) : '';
  const out: ProjectFile[] = [];
  for (const n of names) {
    if (!n.startsWith(base)) continue;
    const path = n.slice(base.length);
    if (validPath(path)) out.push({ path, text: strFromU8(entries[n]).replace(/^\uFEFF/, '') });
  }
  return out;
}

const toBase64Url = (b: Uint8Array) => {
  let s = '';
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (s: string) => {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

export const HASH_KEY = 'set=';

export function toHash(files: readonly ProjectFile[]): string {
  return (
    '#' + HASH_KEY + toBase64Url(deflateSync(strToU8(JSON.stringify(files.map((f) => [f.path, f.text]))), { level: 9 }))
  );
}

/** The files of a `#set=…` hash, or undefined when the hash holds none (or a broken one). */
export function fromHash(hash: string): ProjectFile[] | undefined {
  const i = hash.indexOf(HASH_KEY);
  if (i < 0) return undefined;
  try {
    const v = JSON.parse(strFromU8(inflateSync(fromBase64Url(hash.slice(i + HASH_KEY.length))))) as [string, string][];
    return v.map(([path, text]) => ({ path, text }));
  } catch {
    return undefined;
  }
}
