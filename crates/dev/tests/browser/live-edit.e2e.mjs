// ferrosaurus start in headless Chromium (issue 14): a doc saved on disk shows in the open page
// without a navigation (a marker set on window survives) and at the same scroll position; a
// Markdown error shows the overlay naming the file, and fixing it clears the overlay.
//
//   node live-edit.e2e.mjs http://127.0.0.1:PORT/ SITE_DIR THEME_DIR
//
// playwright-core comes from the theme folder's dev dependencies; /usr/bin/chromium (or
// $CHROMIUM_PATH) is used, never a downloaded browser. Prints one line per case, then
// `N passed, M failed`; exits 1 when any case failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const [base, siteDir, themeDir] = process.argv.slice(2);
if (!base || !siteDir || !themeDir) {
  console.error('usage: node live-edit.e2e.mjs URL SITE_DIR THEME_DIR');
  process.exit(2);
}
const { chromium } = createRequire(path.join(themeDir, 'package.json'))('playwright-core');
const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';
const CONTENT = '[data-ferrosaurus-content]';
const OVERLAY = '#__ferrosaurus-error-overlay';
const doc = path.join(siteDir, 'docs/intro.md');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrosaurus-dev-e2e-'));
const context = await chromium.launchPersistentContext(dir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
context.setDefaultTimeout(30_000);
let passed = 0;
let failed = 0;
async function check(name, body) {
  try {
    await body();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}: ${error.message.split('\n')[0]}`);
  }
}

const page = await context.newPage();
await page.goto(new URL('docs/intro', base).href);
await page.waitForSelector(HYDRATED);
// the live-reload client has connected when it answers
await page.waitForFunction(() => window.__ferrosaurusDev !== undefined);
await page.waitForTimeout(300);

await check('a saved doc shows without a navigation, at the same scroll position', async () => {
  await page.evaluate(() => {
    window.__marker = 'kept';
    window.scrollTo(0, 800);
  });
  await page.waitForTimeout(100);
  const before = await page.evaluate(() => window.scrollY);
  if (before < 100) throw new Error(`the page did not scroll (${before})`);
  fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('Welcome to the', 'Live edited in the'));
  await page.waitForFunction((selector) => document.querySelector(selector)?.textContent.includes('Live edited in the'), CONTENT);
  const after = await page.evaluate(() => ({ marker: window.__marker, y: window.scrollY }));
  if (after.marker !== 'kept') throw new Error('the page was reloaded (window marker lost)');
  if (Math.abs(after.y - before) > 2) throw new Error(`scroll moved from ${before} to ${after.y}`);
});

await check('a Markdown error shows the overlay with the file, and the fix clears it', async () => {
  const good = fs.readFileSync(doc, 'utf8');
  fs.writeFileSync(doc, good.replace('title: Introduction', 'title: [unclosed'));
  await page.waitForSelector(OVERLAY);
  const text = await page.textContent(OVERLAY);
  if (!text.includes('intro.md')) throw new Error(`the overlay does not name the file: ${text}`);
  fs.writeFileSync(doc, good);
  await page.waitForSelector(OVERLAY, { state: 'detached' });
});

await context.close();
fs.rmSync(dir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
