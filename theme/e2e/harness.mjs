// What the fixture e2e scripts share: the base URL from the command line, Debian's Chromium
// (or $CHROMIUM_PATH; a browser is never downloaded) in a throw-away profile, one page per case
// whose console errors and hydration warnings fail it, and the `N passed, M failed` summary.
//
//   const { BASE, HYDRATED, context, check, finish } = await openBrowser('theme/e2e/x.e2e.mjs');
//   await check('what it shows', async (page) => { ... });
//   await finish(); // prints the summary, exits 1 when a case failed
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** The theme's colour-mode toggle is enabled once the page has hydrated. */
export const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';

/**
 * Opens the browser for the script `script` (its path, for the usage line). `ignore(url, base)` is
 * true for console errors of resources the case does not care about (the browser's own
 * `/favicon.ico` request always is).
 */
export async function openBrowser(script, { ignore = () => false } = {}) {
  const BASE = (process.argv[2] ?? '').replace(/\/$/, '');
  if (!BASE) {
    console.error(`usage: node ${script} http://127.0.0.1:PORT`);
    process.exit(2);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ferrosaurus-${path.basename(script, '.e2e.mjs')}-e2e-`));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);

  const watch = (page) => {
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat/i.test(m.text())) {
        const where = m.location()?.url;
        if (where?.endsWith('/favicon.ico') || (where && ignore(where, BASE))) return;
        problems.push(`${m.type()}: ${m.text()}${where ? ` (${where})` : ''}`);
      }
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    return problems;
  };

  let passed = 0;
  let failed = 0;
  const check = async (name, body) => {
    const page = await context.newPage();
    const problems = watch(page);
    try {
      await body(page);
      if (problems.length) throw new Error(problems.join('\n'));
      passed += 1;
      console.log(`ok   ${name}`);
    } catch (e) {
      failed += 1;
      console.log(`FAIL ${name}\n     ${String(e.message ?? e).split('\n').join('\n     ')}`);
    } finally {
      await page.close();
    }
  };

  const finish = async () => {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  };

  return { BASE, HYDRATED, context, check, finish };
}
