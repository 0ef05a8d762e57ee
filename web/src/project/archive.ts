// A set as a file and as a link: a .zip of set.yaml (set.yml on import) and the .card files (for a folder on disk, `cardc`
// reads it as it is), and a URL hash holding the deflated files (for sharing a small set in a message).
import { deflateSync, inflateSync, strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { isManifestPath, MANIFEST_NAMES } from '../../../compiler/manifest/file-names.js';
import { MANIFEST, validPath, type ProjectFile } from './project.js';

export function toZip(files: readonly ProjectFile[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.text)])), { level: 6 });
}

/** What an import or a link gave: the set's files, or why there are none, said to the designer. */
export type Opened = { ok: true; files: ProjectFile[] } | { ok: false; error: string };

/** A zip file starts with a local file header (or, empty, with the end of its directory). */
const isZip = (d: Uint8Array) => d.length >= 4 && d[0] === 0x50 && d[1] === 0x4b && (d[2] === 3 || d[2] === 5);

/** An imported file as a set: a zip holding .card files, or the reason it is not one. */
export function importZip(data: Uint8Array, name: string): Opened {
  if (!isZip(data))
    return { ok: false, error: `“${name}”不是 zip 文件（请导入“导出 zip”得到的文件，或压缩好的卡包文件夹）` };
  let files: ProjectFile[];
  try {
    files = fromZip(data);
  } catch (e) {
    return { ok: false, error: `“${name}”打不开，zip 文件可能已损坏（${(e as Error).message}）` };
  }
  if (!files.some((f) => f.path.endsWith('.card'))) return { ok: false, error: `“${name}”里没有 .card 文件` };
  return { ok: true, files };
}

/**
 * The set files of a zip: its manifest and .card files, also inside one top folder (a zipped set folder). The
 * manifest is the top-most set.yaml, else set.yml (as cardc reads a folder); the page holds it as set.yaml.
 */
export function fromZip(data: Uint8Array): ProjectFile[] {
  const entries = unzipSync(data);
  const names = Object.keys(entries).filter((n) => !n.endsWith('/'));
  const folder = (n: string) => n.slice(0, n.lastIndexOf('/') + 1);
  const rank = (n: string) => MANIFEST_NAMES.indexOf(n.slice(folder(n).length) as (typeof MANIFEST_NAMES)[number]);
  const manifest = names
    .filter(isManifestPath)
    .sort((a, b) => folder(a).length - folder(b).length || rank(a) - rank(b))[0];
  const base = manifest ? folder(manifest) : '';
  const out: ProjectFile[] = [];
  for (const n of names) {
    if (!n.startsWith(base)) continue;
    const path = n === manifest ? MANIFEST : n.slice(base.length);
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

const BROKEN_LINK = '分享链接打不开：链接不完整或已损坏（聊天软件常会截断长链接），请让对方重新复制整个链接';

/** The files of a `#set=…` hash; undefined when the hash holds none; an error when it is broken. */
export function fromHash(hash: string): Opened | undefined {
  const i = hash.indexOf(HASH_KEY);
  if (i < 0) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(strFromU8(inflateSync(fromBase64Url(hash.slice(i + HASH_KEY.length)))));
  } catch {
    return { ok: false, error: BROKEN_LINK };
  }
  const pairs =
    Array.isArray(v) && v.every((x) => Array.isArray(x) && x.length === 2 && x.every((y) => typeof y === 'string'));
  const files = pairs ? (v as [string, string][]).map(([path, text]) => ({ path, text })) : [];
  if (!files.some((f) => validPath(f.path))) return { ok: false, error: BROKEN_LINK };
  return { ok: true, files };
}
