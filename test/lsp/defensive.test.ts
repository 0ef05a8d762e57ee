// The language server under hostile edits (issue 14): positions past a line or the document are clamped as
// LSP says (never between \r and \n), an edit that starts beyond the last line is applied as an edit at the
// end instead of corrupting the server's copy, and a failing check is told in the file (CS9001).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LineIndex } from '../../grammar/index.js';
import { ClampedTextDocument } from '../../lsp/clamped-document.js';
import { TestClient } from './client.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const fileUri = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), 'cardscript-defensive-'));
  dirs.push(d);
  return pathToFileURL(join(d, name)).href;
};

describe('positions and edits are clamped', () => {
  it('a character past a CRLF, CR or LF line is the end of the line, before its terminator', () => {
    const t = 'ab\r\ncd\ref\ngh';
    const li = new LineIndex(t);
    expect(li.offset({ line: 0, character: 99 })).toBe(2); // before \r\n, not between \r and \n
    expect(li.offset({ line: 1, character: 99 })).toBe(6); // before the lone \r
    expect(li.offset({ line: 2, character: 99 })).toBe(9);
    expect(li.offset({ line: 3, character: 99 })).toBe(t.length);
    expect(li.offset({ line: 40, character: 0 })).toBe(t.length);
    expect(li.offset({ line: -1, character: 5 })).toBe(0);
  });

  it('an edit starting beyond the last line is an insertion at the end; a reversed range is put in order', () => {
    const doc = ClampedTextDocument.create('file:///x.card', 'cardscript', 1, '卡牌 甲\r\n  类型：角色\r\n');
    const d2 = ClampedTextDocument.update(
      doc,
      [{ range: { start: { line: 50, character: 3 }, end: { line: 60, character: 0 } }, text: '  费用：1\r\n' }],
      2,
    );
    expect(d2.getText()).toBe('卡牌 甲\r\n  类型：角色\r\n  费用：1\r\n');
    expect(d2.lineCount).toBe(4);
    expect(d2.positionAt(d2.getText().length)).toEqual({ line: 3, character: 0 });
    const d3 = ClampedTextDocument.update(
      d2,
      [{ range: { start: { line: 0, character: 99 }, end: { line: 0, character: 0 } }, text: '' }],
      3,
    );
    expect(d3.getText()).toBe('\r\n  类型：角色\r\n  费用：1\r\n');
  });
});

describe('cardscript-lsp with hostile edits', () => {
  it('keeps its text equal to the editor’s after an edit past the end, and its diagnostics point at the right line', async () => {
    const c = new TestClient();
    try {
      await c.initialize(null);
      const uri = fileUri('a.card');
      const first = c.diagnostics(uri, 1);
      await c.open(uri, '规则：slcg\r\n卡牌 甲\r\n  类型：角色\r\n  常值：1 攻\r\n', 1);
      expect((await first).diagnostics).toEqual([]);
      const next = c.diagnostics(uri, 2);
      await c.change(uri, 2, [
        { range: { start: { line: 99, character: 0 }, end: { line: 99, character: 0 } }, text: '  【守互】\r\n' },
      ]);
      const d = (await next).diagnostics;
      expect(d.map((x) => x.code)).toEqual(['CS1002']);
      expect(d[0].range.start).toEqual({ line: 4, character: 2 });
      // Completion past the end of a CRLF line edits inside the line.
      const list = await c.request<{
        items: {
          textEdit?: {
            range: { start: { line: number; character: number }; end: { line: number; character: number } };
          };
        }[];
      }>('textDocument/completion', { textDocument: { uri }, position: { line: 2, character: 500 } });
      expect(list.items.some((it) => it.textEdit)).toBe(true);
      for (const it of list.items)
        if (it.textEdit) expect(it.textEdit.range.end).toEqual({ line: 2, character: '  类型：角色'.length });
    } finally {
      await c.shutdown();
    }
  });

  it('a check that fails publishes CS9001 in the file instead of nothing', async () => {
    const c = new TestClient({ CARDSCRIPT_FAULT: 'checker' });
    try {
      await c.initialize(null);
      const uri = fileUri('b.card');
      const got = c.diagnostics(uri, 1);
      await c.open(uri, '规则：slcg\n卡牌 甲\n  类型：角色\n  【守互】\n', 1);
      const d = (await got).diagnostics;
      expect(d.map((x) => x.code)).toContain('CS9001');
      expect(d.map((x) => x.code)).toContain('CS1002'); // what parsing alone finds is still shown
      expect(d.find((x) => x.code === 'CS9001')!.message).toMatch(/内部错误/);
    } finally {
      await c.shutdown();
    }
  });
});
