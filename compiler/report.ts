// Printing diagnostics for people (file:line:col  error CS1xxx  message, with a code frame on a
// terminal) and for tools (JSON). Both are sorted by position; callers sort files by path (sortFiles).
import { readFileSync, statSync } from 'node:fs';
import { LineIndex, type Diagnostic, type Lang } from '../grammar/index.js';
import { codeFrame } from './cli/code-frame.js';
import { colors, type Colors } from './cli/color.js';

export interface FileDiagnostics {
  file: string;
  text: string;
  diagnostics: Diagnostic[];
  /**
   * The location is a folder (a set's: CS4001, CS4007) or nothing at all, not a file: the text form prints it
   * without :line:col. JSON keeps line 1, col 1 (its fields are always there).
   */
  folder?: boolean;
}

export interface JsonDiagnostic {
  file: string;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  severity: string;
  code: string;
  message: string;
  messageEn: string;
  rule?: string;
  notes?: { zh: string; en: string }[];
  fixes?: {
    title: string;
    titleEn: string;
    edits: { line: number; col: number; endLine: number; endCol: number; newText: string }[];
  }[];
}

const SEV_ZH: Record<string, string> = { error: '错误', warning: '警告', info: '提示', hint: '提示' };

/** How text output looks: colours (off = plain) and code frames. */
export interface TextStyle {
  colors: Colors;
  frames: boolean;
}

const PLAIN: TextStyle = { colors: colors(false), frames: false };

/** By position, then by end, then by code: the order people read a file in. */
function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.span.start - b.span.start || a.span.end - b.span.end || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** Files in path order (code-point order, so the same on every machine). */
export function sortFiles<T extends { file: string }>(files: T[]): T[] {
  return [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * Diagnostics that carry their own (absolute) file, grouped per file with its text read for positions,
 * named by `display` and sorted by path. A diagnostic without a file is listed under `fallback`.
 */
export function groupByFile(
  diags: readonly Diagnostic[],
  display: (abs: string) => string,
  fallback = '',
  read: (abs: string) => string = readText,
): FileDiagnostics[] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diags) {
    const f = d.file ?? '';
    let list = byFile.get(f);
    if (!list) byFile.set(f, (list = []));
    list.push(d);
  }
  const files: FileDiagnostics[] = [];
  for (const [abs, ds] of byFile) {
    const folder = !abs || isFolder(abs);
    const text = abs && !folder ? read(abs) : '';
    const shown = abs ? display(abs) : fallback;
    const fd: FileDiagnostics = {
      file: shown,
      text,
      diagnostics: ds.map((d) => ({ ...d, file: abs ? shown : undefined })),
    };
    if (folder) fd.folder = true;
    files.push(fd);
  }
  return sortFiles(files);
}

function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false; // not on disk (a text given in memory) or gone: a file's location
  }
}

function readText(abs: string): string {
  try {
    return readFileSync(abs, 'utf8');
  } catch {
    // A file that cannot be read carries diagnostics without a range; positions fall back to 1:1.
    return '';
  }
}

export function toJson(fd: FileDiagnostics): JsonDiagnostic[] {
  const li = new LineIndex(fd.text);
  const pos = (o: number) => li.position(o);
  return [...fd.diagnostics].sort(byPosition).map((d) => {
    const a = pos(d.span.start);
    const b = pos(d.span.end);
    const j: JsonDiagnostic = {
      file: d.file ?? fd.file,
      line: a.line + 1,
      col: a.character + 1,
      endLine: b.line + 1,
      endCol: b.character + 1,
      severity: d.severity,
      code: d.code,
      message: d.message,
      messageEn: d.messageEn,
    };
    if (d.rule) j.rule = d.rule;
    if (d.notes) j.notes = d.notes;
    if (d.fixes)
      j.fixes = d.fixes.map((f) => ({
        title: f.title,
        titleEn: f.titleEn,
        edits: f.edits.map((e) => {
          const s = pos(e.span.start);
          const t = pos(e.span.end);
          return {
            line: s.line + 1,
            col: s.character + 1,
            endLine: t.line + 1,
            endCol: t.character + 1,
            newText: e.newText,
          };
        }),
      }));
    return j;
  });
}

function severityColor(c: Colors, severity: string): (s: string) => string {
  return severity === 'error' ? c.red : severity === 'warning' ? c.yellow : c.cyan;
}

/**
 * One line per diagnostic, `file:line:col  severity code  message (rule)` (the form the VS Code
 * problem matcher reads), its notes, and with `style.frames` the source line with the range underlined.
 */
export function formatText(fd: FileDiagnostics, lang: Lang, style: TextStyle = PLAIN): string {
  const c = style.colors;
  const lines: string[] = [];
  const source = style.frames && fd.text ? fd.text.split('\n') : undefined;
  for (const j of toJson(fd)) {
    const sev = lang === 'en' ? j.severity : (SEV_ZH[j.severity] ?? j.severity);
    const rule = j.rule ? c.dim(` (${j.rule})`) : '';
    const mark = severityColor(c, j.severity);
    // A folder has no lines: `slcg-bad  错误 CS4001 …`; a file `a.card:3:5  错误 CS1002 …`.
    const where = fd.folder
      ? j.file
        ? `${c.cyan(j.file)}  `
        : ''
      : `${c.cyan(j.file)}:${c.yellow(String(j.line))}:${c.yellow(String(j.col))}  `;
    lines.push(`${where}${mark(sev)} ${c.dim(j.code)}  ${lang === 'en' ? j.messageEn : j.message}${rule}`);
    // The frame right under its line, then the notes (what to do about it), as rustc and tsc order them.
    if (source && !fd.folder)
      lines.push(
        ...codeFrame(
          source,
          { line: j.line - 1, character: j.col - 1, endLine: j.endLine - 1, endCharacter: j.endCol - 1 },
          c,
          mark,
        ),
      );
    for (const n of j.notes ?? []) lines.push(lang === 'en' ? `    note: ${n.en}` : `    注：${n.zh}`);
    if (source && !fd.folder) lines.push('');
  }
  return lines.join('\n');
}

export function countBySeverity(all: Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of all) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
  }
  return { errors, warnings };
}

export function summaryLine(files: number, c: { errors: number; warnings: number }, lang: Lang): string {
  return lang === 'en'
    ? `${files} file(s) checked: ${c.errors} error(s), ${c.warnings} warning(s)`
    : `检查了 ${files} 个文件：${c.errors} 个错误，${c.warnings} 个警告`;
}
