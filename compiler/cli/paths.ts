// Paths in output: a file under the working directory relative to it (what an editor's problem matcher and a
// designer's eye expect), any other absolute (`check /tmp/x` from the project prints /tmp/x/…, never ../../tmp/x/…).
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Lang } from '../../grammar/index.js';
import { UsageError } from './spec.js';

export function pathDisplay(cwd: string): (abs: string) => string {
  return (abs) => {
    const rel = relative(cwd, abs);
    if (rel === '') return '.';
    return rel === '..' || rel.startsWith('..' + sep) || isAbsolute(rel) ? abs : rel;
  };
}

/** `cardc: 找不到文件或文件夹：X` — a path on the command line that is not there (exit 2, docs/cli.md). */
export function noSuchPath(path: string, lang: Lang): string {
  return lang === 'en' ? `no such file or folder: ${path}` : `找不到文件或文件夹：${path}`;
}

/** A path given on the command line that is not there: a bad invocation, told without the usage hint. */
export class MissingPathError extends UsageError {
  constructor(path: string, lang: Lang) {
    super(noSuchPath(path, lang));
  }
}

/** Throws MissingPathError when `path` (relative to `cwd`) does not exist. */
export function requirePath(path: string, cwd: string, lang: Lang): void {
  if (!existsSync(isAbsolute(path) ? path : resolve(cwd, path))) throw new MissingPathError(path, lang);
}

/** Why a file could not be read, in words (not a raw `ENOENT: …`): not there, a folder, no permission. */
export function readErrorText(e: unknown, lang: Lang): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const en = lang === 'en';
  if (code === 'ENOENT' || code === 'ENOTDIR') return en ? 'no such file' : '文件不存在';
  if (code === 'EISDIR') return en ? 'it is a folder, not a file' : '这是文件夹，不是文件';
  if (code === 'EACCES' || code === 'EPERM') return en ? 'permission denied' : '没有读取权限';
  return (e as Error).message;
}
