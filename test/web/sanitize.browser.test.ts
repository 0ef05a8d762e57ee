// The playground's HTML sanitizer (web/src/lsp/sanitize.ts) in headless Chromium: whatever HTML the server's
// Markdown turns into, only formatting reaches the page — no element that runs script, no handler, no
// javascript: link; the card picture (a data: image) stays.
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, IN_CI, launch } from './browser.js';

const BROWSER = chromiumPath();
if (!BROWSER && IN_CI)
  throw new Error('CI=true but no Chromium: install it (apt-get install chromium) or set CHROMIUM_PATH');

let browser: Browser;
let page: Page;

describe.skipIf(!BROWSER)('sanitizeHTML in headless Chromium', () => {
  beforeAll(async () => {
    const r = await build({
      entryPoints: [join(import.meta.dirname, '../../web/src/lsp/sanitize.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'sanitizer',
      write: false,
      logLevel: 'silent',
    });
    browser = await launch(BROWSER!);
    page = await browser.newPage();
    await page.setContent('<!doctype html><body></body>');
    await page.addScriptTag({ content: r.outputFiles[0].text });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The sanitized HTML, after it was set as innerHTML of a live element (as lsp-client does); and whether script ran. */
  const render = (html: string) =>
    page.evaluate(async (h) => {
      const w = window as unknown as { sanitizer: { sanitizeHTML(s: string): string }; __xss?: number };
      const el = document.createElement('div');
      document.body.append(el);
      el.innerHTML = w.sanitizer.sanitizeHTML(h);
      await new Promise((r) => setTimeout(r, 100));
      const out = { html: el.innerHTML, ran: w.__xss !== undefined };
      el.remove();
      return out;
    }, html);

  it('drops scripts, event handlers, javascript: links and images from anywhere but data: URIs', async () => {
    for (const attack of [
      '<img src=x onerror="window.__xss=1">',
      '<p>a<script>window.__xss=2</script>b</p>',
      '<a href="javascript:window.__xss=3">x</a>',
      '<svg><script>window.__xss=4</script></svg>',
      '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
      '<details open ontoggle="window.__xss=6">x</details>',
      '<style>body{}</style><b style="x" onmouseover="window.__xss=7">bold</b>',
    ]) {
      const { html, ran } = await render(attack);
      expect(ran, attack).toBe(false);
      expect(html, attack).not.toMatch(/<(script|iframe|svg|style|details)|\son\w+=|javascript:/i);
    }
    expect((await render('<a href="javascript:alert(1)">link</a>')).html).toBe('<a>link</a>');
    expect((await render('<b style="x" onmouseover="y">bold</b>')).html).toBe('<b>bold</b>');
  });

  it('keeps the formatting a hover uses: bold, lists, code, links to the rules, the card picture', async () => {
    const html =
      '<p><strong>甲</strong></p><ul><li>费用：3</li></ul><p><a href="file:///r/docs/rules.md#slcg-kw-01">SLCG-KW-01</a> <code>x</code></p>' +
      '<p><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="甲"></p>';
    expect((await render(html)).html).toBe(html);
  });
});
