// A stable, readable text dump of the AST for golden files: one node per line, spans as
// line:col-line:col (1-based), keywords by canonical id so both scripts dump the same.
import type { CardFile } from './ast.js';
import { LineIndex, type Span } from './source.js';

export function dumpAst(ast: CardFile, text: string, opts: { spans?: boolean } = {}): string {
  const li = new LineIndex(text);
  const withSpans = opts.spans ?? true;
  const sp = (s: Span) => {
    const a = li.position(s.start);
    const b = li.position(s.end);
    return `@${a.line + 1}:${a.character + 1}-${b.line + 1}:${b.character + 1}`;
  };
  const out: string[] = [];
  const walk = (v: unknown, indent: string, key: string) => {
    if (v === undefined) return;
    if (Array.isArray(v)) {
      if (!v.length) return;
      out.push(`${indent}${key}:`);
      for (const x of v) walk(x, indent + '  ', '-');
      return;
    }
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.kind === 'Keyword') {
        out.push(`${indent}${key}: 【${o.id}】${withSpans ? ' ' + sp(o.span as Span) : ''}`);
        return;
      }
      if (o.kind === 'Name') {
        out.push(
          `${indent}${key}: 「${o.name}」${o.quoted ? ' quoted' : ''}${withSpans ? ' ' + sp(o.span as Span) : ''}`,
        );
        return;
      }
      const head = `${indent}${key}: ${o.kind ?? ''}${withSpans && o.span ? ' ' + sp(o.span as Span) : ''}`;
      out.push(head.trimEnd());
      for (const [k, x] of Object.entries(o)) {
        if (k === 'kind' || k === 'span' || k === 'nameSpan' || k === 'headerSpan') continue;
        // A limit's text is as written (回1, 極二); without spans the dump compares meaning only.
        if (k === 'text' && o.kind === 'Limit' && !withSpans) continue;
        if (x !== null && typeof x === 'object') walk(x, indent + '  ', k);
        else if (x !== undefined) out.push(`${indent}  ${k}: ${JSON.stringify(x)}`);
      }
      return;
    }
    out.push(`${indent}${key}: ${JSON.stringify(v)}`);
  };
  walk(ast, '', 'file');
  return out.join('\n') + '\n';
}
