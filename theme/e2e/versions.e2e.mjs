// Browser checks of the versions + locales + blog fixture (crates/build/tests/fixtures/versions-i18n,
// issue 9) in headless Chromium:
//
//   node theme/e2e/versions.e2e.mjs http://127.0.0.1:PORT
//
// The version dropdown opens the same doc in another version (else that version's main doc),
// the locale dropdown the same page in the other locale, the banner leads to the latest
// version, and the blog's list pages link to each other. Uses the system Chromium
// (/usr/bin/chromium, or $CHROMIUM_PATH); never downloads a browser. Prints one line per case,
// then `N passed, M failed`; exits 1 when any case failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE = (process.argv[2] ?? '').replace(/\/$/, '');
if (!BASE) {
  console.error('usage: node theme/e2e/versions.e2e.mjs http://127.0.0.1:PORT');
  process.exit(2);
}
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 30_000; // generous: CI machines with 2 cores build while this runs
const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';
const VERSION_DROPDOWN = '.navbar__items--right .dropdown:not(:has(a[lang]))';
const LOCALE_DROPDOWN = '.navbar__items--right .dropdown:has(a[lang])';

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrosaurus-versions-e2e-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: EXECUTABLE,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  viewport: { width: 1280, height: 800 },
});
context.setDefaultTimeout(TIMEOUT_MS);

function check(condition, message) {
  if (!condition) {
    throw new Error(message);
  }
}

/** Opens a route and waits for hydration; page errors fail the case that opened it. */
async function open(route) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // the fixture has no favicon: the browser's own /favicon.ico request is not the site's problem
    const where = message.location()?.url ?? '';
    if ((message.type() === 'error' && !where.endsWith('/favicon.ico')) || /hydrat/i.test(message.text())) {
      problems.push(`${message.text()} (${where})`);
    }
  });
  await page.goto(BASE + route);
  try {
    await page.waitForSelector(HYDRATED);
  } catch (error) {
    throw new Error(`${route} did not hydrate: ${error.message.split('\n')[0]}\n${problems.join('\n')}`);
  }
  return { page, problems };
}

async function waitForPath(page, pathname) {
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, ''));
}

/** Opens a navbar dropdown and clicks its entry with this label. */
async function pick(page, dropdown, label) {
  const menu = page.locator(dropdown).first();
  await menu.locator(':scope > a.navbar__link').click();
  await menu.locator('.dropdown__menu a', { hasText: label }).first().click();
}

const h1 = (page) => page.locator('article h1').first().textContent();
/** Waits until the article's title is `text`; fails with what it shows after the timeout. */
async function waitForH1(page, text) {
  try {
    await page.waitForFunction((t) => document.querySelector('article h1')?.textContent === t, text, { timeout: 15_000 });
  } catch {
    check(false, `the page shows ${await h1(page)}, not ${text}`);
  }
}

const cases = [];
const test = (name, run) => cases.push({ name, run });

test('version dropdown: the same doc in the other version, without a page load', async () => {
  const { page, problems } = await open('/docs/next/intro');
  check((await page.locator(VERSION_DROPDOWN).locator(':scope > a.navbar__link').textContent()) === 'Next', 'the dropdown shows the active version');
  await page.evaluate(() => {
    window.__samePage = true;
  });
  await pick(page, VERSION_DROPDOWN, '2.0');
  await waitForPath(page, '/docs/intro');
  await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Introduction (2.0)');
  check(await page.evaluate(() => window.__samePage === true), 'switching versions reloaded the page');
  check((await page.locator(VERSION_DROPDOWN).locator(':scope > a.navbar__link').textContent()) === '2.0', 'the dropdown follows the version');
  await pick(page, VERSION_DROPDOWN, '1.0');
  await waitForPath(page, '/docs/1.0/intro');
  // the URL may change before the new page has rendered: wait for its content
  await waitForH1(page, 'Introduction (1.0)');
  check(problems.length === 0, problems.join('\n'));
  await page.close();
});

test('version dropdown: a doc missing from the other version leads to its main doc', async () => {
  const { page } = await open('/docs/next/only-next');
  await pick(page, VERSION_DROPDOWN, '2.0');
  await waitForPath(page, '/docs/intro');
  const { page: legacy } = await open('/docs/1.0/legacy');
  await pick(legacy, VERSION_DROPDOWN, 'Next');
  await waitForPath(legacy, '/docs/next/intro');
  await page.close();
  await legacy.close();
});

test('version banner: the latest version link opens the same doc there', async () => {
  const { page } = await open('/docs/next/guide');
  const banner = page.locator('.theme-doc-version-banner');
  check((await banner.textContent()).includes('This is unreleased documentation for Versioned Next version.'), await banner.textContent());
  await banner.locator('a', { hasText: 'latest version' }).click();
  await waitForPath(page, '/docs/guide');
  await waitForH1(page, 'Guide (2.0)');
  await page.close();
});

test('locale dropdown: the same page in the other locale, and back', async () => {
  const { page } = await open('/docs/next/guide');
  await pick(page, LOCALE_DROPDOWN, 'Français (France)');
  await waitForPath(page, '/fr/docs/next/guide');
  await page.waitForSelector(HYDRATED);
  check((await page.getAttribute('html', 'lang')) === 'fr-FR', `lang is ${await page.getAttribute('html', 'lang')}`);
  check((await page.locator('.navbar__title').textContent()) === 'Versionné', 'navbar.json title');
  await page.goto(`${BASE}/fr/docs/next/intro`);
  await page.waitForSelector(HYDRATED);
  check((await h1(page)) === 'Introduction (suivante)', `fr intro shows ${await h1(page)}`);
  await pick(page, LOCALE_DROPDOWN, 'English');
  await waitForPath(page, '/docs/next/intro');
  await page.waitForSelector(HYDRATED);
  check((await h1(page)) === 'Introduction (next)', `en intro shows ${await h1(page)}`);
  await page.close();
});

test('blog pagination: older and newer entries', async () => {
  const { page, problems } = await open('/blog');
  const titles = () => page.locator('article h2').allTextContents();
  check(JSON.stringify(await titles()) === JSON.stringify(['Post 3', 'Post 2']), `page 1 lists ${await titles()}`);
  await page.locator('a.pagination-nav__link--next').click();
  await waitForPath(page, '/blog/page/2');
  await page.waitForFunction(() => document.querySelector('article h2')?.textContent === 'Post 1');
  await page.locator('a.pagination-nav__link--prev').click();
  await waitForPath(page, '/blog');
  await page.waitForFunction(() => document.querySelector('article h2')?.textContent === 'Post 3');
  check(problems.length === 0, problems.join('\n'));
  await page.close();
});

let passed = 0;
let failed = 0;
for (const { name, run } of cases) {
  try {
    await run();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}\n     ${String(error?.stack ?? error).split('\n').join('\n     ')}`);
  }
}
await context.close().catch(() => {});
fs.rmSync(profile, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
