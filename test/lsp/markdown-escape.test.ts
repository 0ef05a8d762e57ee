// A designer's text in the server's Markdown (lsp/markdown.ts): card names, field values and file names with
// HTML or Markdown in them come back escaped in every hover (card header, 「quoted」 name, set.yaml deck
// entry), and the hover's card picture carries no attribute-breaking alt text.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Marked } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mdAltText, mdText } from '../../lsp/markdown.js';
import { TestClient } from './client.js';

const EVIL = '<img src=x onerror="alert(1)">';
const CARDS = `卡牌 ${EVIL}
  类型：角色
  特征：<b>粗</b>、[a](javascript:alert(1))
  费用：3
  常值：4 攻

卡牌 召集令
  类型：发生
  费用：2
  载入一张「${EVIL}」。
`;
const SET = `name: 坏名字
ruleset: slcg
decks:
  主卡组:
    '${EVIL}': 4
`;

/** What the playground's renderer (marked, through @codemirror/lsp-client) makes of the Markdown. */
const html = (md: string) => new Marked().parse(md, { async: false });

/** Every HTML tag in rendered output, by name. */
const tags = (h: string) => [...h.matchAll(/<([a-z0-9]+)[\s>]/gi)].map((m) => m[1].toLowerCase());

describe('markdown escaping helpers', () => {
  it('mdText renders as exactly its input; mdAltText keeps no quote or bracket', () => {
    for (const s of [EVIL, '**x** _y_ `z` [l](javascript:x) # h', '1. a\n- b', 'a\\b & &amp; <b>', 'http://x.y']) {
      const out = html(mdText(s));
      expect(out).toBe(
        `<p>${s.replace(/\n/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</p>\n`,
      );
    }
    expect(mdAltText('甲" onerror="x [y](z)')).toBe('甲 onerrorx yz');
  });
});

describe('cardscript-lsp hovers escape what the designer wrote', () => {
  let dir: string;
  let client: TestClient;
  let cardUri: string;
  let setUri: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cardscript-md-'));
    const sub = join(dir, '[x](y) <i>');
    mkdirSync(sub);
    writeFileSync(join(sub, 'set.yaml'), SET);
    writeFileSync(join(sub, 'a.card'), CARDS);
    cardUri = pathToFileURL(join(sub, 'a.card')).href;
    setUri = pathToFileURL(join(sub, 'set.yaml')).href;
    client = new TestClient();
    await client.conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'ws' }],
      // A client that renders Markdown: the hover carries the card's picture too.
      capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } },
    });
    await client.conn.sendNotification('initialized', {});
    const d = client.diagnostics(cardUri, 1);
    await client.open(cardUri, CARDS, 1);
    await d;
  });

  afterAll(async () => {
    await client?.shutdown();
    rmSync(dir, { recursive: true, force: true });
  });

  const hoverAt = async (uri: string, line: number, character: number) =>
    (
      await client.request<{ contents: { kind: string; value: string } } | null>('textDocument/hover', {
        textDocument: { uri },
        position: { line, character },
      })
    )?.contents;

  it('escapes the card name, field values and file name in the header hover and keeps the picture harmless', async () => {
    const c = (await hoverAt(cardUri, 0, 5))!;
    expect(c.kind).toBe('markdown');
    const out = html(c.value);
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(out).toContain('&lt;b&gt;粗&lt;/b&gt;');
    expect(out).toContain('[x](y) &lt;i&gt;');
    // The one element with attributes is the picture: a data URI and alt text of letters only.
    expect(tags(out).filter((t) => !['p', 'strong', 'ul', 'li'].includes(t))).toEqual(['img']);
    expect(out).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="img srcx onerroralert1">/);
  });

  it('escapes a 「quoted」 name and a set.yaml deck entry the same way', async () => {
    const q = (await hoverAt(cardUri, 9, 8))!;
    expect(tags(html(q.value)).filter((t) => !['p', 'strong', 'ul', 'li'].includes(t))).toEqual([]);
    expect(html(q.value)).toContain('&lt;img src=x');
    const setText = SET;
    await client.open(setUri, setText, 1);
    const m = (await hoverAt(setUri, 4, 8))!;
    expect(tags(html(m.value)).filter((t) => !['p', 'strong', 'ul', 'li'].includes(t))).toEqual([]);
    expect(html(m.value)).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });
});
