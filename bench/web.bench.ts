// The playground's speed in headless Chromium (the page and worker built by web/tools/build.ts, served on
// localhost): page load with a cold cache → an interactive editor, and keystroke → diagnostics on a 200-card
// file (p50 / p95 of 20 keystrokes), each against its goal. Baseline in the same run: the time to a blank
// page's load event in the same browser. The browser test (test/web/playground.browser.test.ts) plays the
// same paths and checks they work; the goals are held here, where a figure is read, not in a test that a
// busy machine would fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launch } from '../test/web/browser.js';
import { toHash } from '../web/src/project/archive.js';
import { buildWeb } from '../web/tools/build.js';
import { serveStatic } from '../web/tools/serve.js';
import { generateCards } from './lsp.bench.js';

const LOAD_GOAL_MS = 1500;
const KEYSTROKE_GOAL_MS = 100;
const LOADS = 5;
const KEYS = 20;

interface Metrics {
  editorReady?: number;
  firstDiagnostics?: number;
  diagnosticLatencies: number[];
}
const metrics = (page: Page): Promise<Metrics> =>
  page.evaluate(() => (window as unknown as { playgroundMetrics: Metrics }).playgroundMetrics);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const verdict = (ms: number, goal: number) => (ms <= goal ? `goal ≤ ${goal} ms: met` : `goal ≤ ${goal} ms: MISSED`);

async function coldLoad(browser: Browser, url: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1500, height: 950 } });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { playgroundMetrics?: Metrics }).playgroundMetrics?.editorReady !== undefined,
  );
  const ms = (await metrics(page)).editorReady!;
  await ctx.close();
  return ms;
}

async function blankLoad(browser: Browser, url: string): Promise<number> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${url}blank-does-not-exist`);
  const ms = await page.evaluate(() => performance.now());
  await ctx.close();
  return ms;
}

async function keystrokes(browser: Browser, url: string): Promise<number[]> {
  const hash = toHash([
    { path: 'set.yaml', text: 'name: 大卡包\nruleset: slcg\ndecks: {}\n' },
    { path: 'big.card', text: generateCards(200) },
  ]);
  const ctx = await browser.newContext({ viewport: { width: 1500, height: 950 } });
  const page = await ctx.newPage();
  await page.goto(url + hash);
  await page.locator('.preview-card').nth(199).waitFor({ timeout: 60_000 });
  const lines = page.locator('.editor:not([hidden]) .cm-line');
  const n0 = (await metrics(page)).diagnosticLatencies.length;
  for (let i = 0; i < KEYS; i++) {
    // As in the browser test: half into the comment on line 1, half into the first card's ability text.
    await lines.nth(i % 2 ? 9 : 0).click();
    await page.keyboard.press('End');
    await page.keyboard.type(i % 2 ? '甲' : 'x');
    await page.waitForFunction(
      (n) => (window as unknown as { playgroundMetrics: Metrics }).playgroundMetrics.diagnosticLatencies.length > n,
      n0 + i,
      { timeout: 10_000 },
    );
  }
  const lat = (await metrics(page)).diagnosticLatencies.slice(n0);
  await ctx.close();
  return lat;
}

export async function run(): Promise<void> {
  const path = chromiumPath();
  if (!path) {
    console.log('  no Chromium (apt-get install chromium, or set CHROMIUM_PATH): skipped');
    return;
  }
  const out = mkdtempSync(join(tmpdir(), 'cardscript-web-bench-'));
  const build = await buildWeb(out);
  const { server, url } = await serveStatic(out, 0);
  const browser = await launch(path);
  try {
    console.log(`  bundle ${(build.total.gzip / 1024).toFixed(0)} KB gzipped; median of ${LOADS} cold loads`);
    const blank: number[] = [];
    const loads: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      blank.push(await blankLoad(browser, url));
      loads.push(await coldLoad(browser, url));
    }
    const base = median(blank);
    const load = median(loads);
    console.log(`  blank page (baseline)                     ${base.toFixed(0).padStart(6)} ms`);
    console.log(
      `  cold load → interactive editor            ${load.toFixed(0).padStart(6)} ms  ${(load / base).toFixed(1)}× blank  ${verdict(load, LOAD_GOAL_MS)}`,
    );
    const lat = (await keystrokes(browser, url)).sort((a, b) => a - b);
    const p50 = lat[Math.floor(lat.length / 2)];
    const p95 = lat[Math.min(lat.length - 1, Math.floor(lat.length * 0.95))];
    console.log(
      `  keystroke → diagnostics, 200 cards: p50   ${p50.toFixed(0).padStart(6)} ms  ${verdict(p50, KEYSTROKE_GOAL_MS)}`,
    );
    console.log(`  keystroke → diagnostics, 200 cards: p95   ${p95.toFixed(0).padStart(6)} ms  (n=${lat.length})`);
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}
