// Compiled MDX pages in headless Chromium (issue 8): a page whose content is a compiled MDX
// module hydrates without a console error, its own stateful component reacts to a click, and
// a client-side navigation to it renders it too.
//
//   node theme/e2e/mdx.e2e.mjs http://127.0.0.1:PORT
//
// Uses /usr/bin/chromium (or $CHROMIUM_PATH); never downloads a browser. Prints one line per
// case, then `N passed, M failed`; exits 1 when any case failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE = (process.argv[2] ?? '').replace(/\/$/, '');
if (!BASE) {
  console.error('usage: node theme/e2e/mdx.e2e.mjs http://127.0.0.1:PORT');
  process.exit(2);
}
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrosaurus-mdx-e2e-'));
const context = await chromium.launchPersistentContext(dir, {
  executablePath: EXECUTABLE,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
context.setDefaultTimeout(30_000);
context.setDefaultNavigationTimeout(30_000);

function watch(page) {
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) {
      const where = m.location()?.url;
      // the browser asks for /favicon.ico on its own; the fixture has none
      if (where?.endsWith('/favicon.ico')) return;
      problems.push(`${m.type()}: ${m.text()}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

let passed = 0;
let failed = 0;
async function check(name, body) {
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
}

// (the server HTML itself is checked by crates/build/tests/mdx.rs)
await check('a compiled page hydrates without console errors', async (page) => {
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  const text = await page.textContent('button.counter');
  if (text !== 'Clicked 2 times') throw new Error(`counter shows ${JSON.stringify(text)}`);
});

await check('a stateful component reacts to clicks once hydrated', async (page) => {
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  await page.click('button.counter');
  await page.click('button.counter');
  await page.waitForFunction(() => document.querySelector('button.counter')?.textContent === 'Clicked 4 times');
});

await check('client-side navigation renders a compiled page', async (page) => {
  await page.goto(`${BASE}/plain`);
  await page.waitForSelector(HYDRATED);
  await page.evaluate(() => { window.__marker = 1; });
  await page.click('nav[aria-label="Docs sidebar"] a[href="/intro"]');
  await page.waitForSelector('button.counter');
  await page.waitForSelector('mark.partial-mark');
  if ((await page.evaluate(() => window.__marker)) !== 1) throw new Error('the navigation reloaded the page');
  await page.click('button.counter');
  await page.waitForFunction(() => document.querySelector('button.counter')?.textContent === 'Clicked 3 times');
});

await context.close();
fs.rmSync(dir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
