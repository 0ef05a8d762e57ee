// Printing diagnostics for people (file:line:col  error CS1xxx  message) and for tools (JSON).
import { LineIndex, type Diagnostic, type Lang } from '../grammar/index.js';

export interface FileDiagnostics {
  file: string;
  text: string;
  diagnostics: Diagnostic[];
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
  fixes?: { title: string; titleEn: string; edits: { line: number; col: number; endLine: number; endCol: number; newText: string }[] }[];
}

const SEV_ZH: Record<string, string> = { error: '错误', warning: '警告', info: '提示', hint: '提示' };

export function toJson(fd: FileDiagnostics): JsonDiagnostic[] {
  const li = new LineIndex(fd.text);
  const pos = (o: number) => li.position(o);
  return fd.diagnostics.map((d) => {
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
          return { line: s.line + 1, col: s.character + 1, endLine: t.line + 1, endCol: t.character + 1, newText: e.newText };
        }),
      }));
    return j;
  });
}

export function formatText(fd: FileDiagnostics, lang: Lang): string {
  const lines: string[] = [];
  for (const j of toJson(fd)) {
    const sev = lang === 'en' ? j.severity : SEV_ZH[j.severity] ?? j.severity;
    const rule = j.rule ? ` (${j.rule})` : '';
    lines.push(`${j.file}:${j.line}:${j.col}  ${sev} ${j.code}  ${lang === 'en' ? j.messageEn : j.message}${rule}`);
    for (const n of j.notes ?? []) lines.push(`    ${lang === 'en' ? 'note' : '注'}: ${lang === 'en' ? n.en : n.zh}`);
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
