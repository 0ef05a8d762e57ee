// Headless Chromium for the playground tests: Debian's `chromium` (installed by .ci/run) driven by
// playwright-core, or the browser CHROMIUM_PATH names. Without one the browser tests skip, except in CI
// (CI=true), where a missing browser fails the run.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function chromiumPath(): string | undefined {
  const env = process.env.CHROMIUM_PATH;
  if (env) return env;
  return CANDIDATES.find((p) => existsSync(p));
}

export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

export function launch(path: string): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  return chromium.launch({
    executablePath: path,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
