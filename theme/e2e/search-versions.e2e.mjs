// The search bar on a versioned site in headless Chromium (issue 10): the bar loads
// `search-index-default.json` and, per docs plugin, the index of the version the page belongs
// to, else the reader's preferred version, else the latest one (Docusaurus's
// useContextualSearchFilters), never every version.
//
//   node theme/e2e/search-versions.e2e.mjs BUILD_DIR
//
// BUILD_DIR is the build of plugins/search-local/tests/fixtures/versioned-site: docs Next
// (/docs/next, "quasar"), 2.0 (the latest, /docs, "pulsar") and 1.0 (/docs/1.0, "nebula"),
// all with "telescope", and a `community` docs instance ("planetarium"). Serves BUILD_DIR,
// records which index files the page fetches. Uses /usr/bin/chromium (or $CHROMIUM_PATH),
// never a downloaded browser. Prints one line per case, then `N passed, M failed`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BUILD_DIR = process.argv[2];
if (!BUILD_DIR || !fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
  console.error('usage: node theme/e2e/search-versions.e2e.mjs BUILD_DIR');
  process.exit(2);
}
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';
const INPUT = 'input.aa-Input';
const OPTIONS = '.aa-Panel [role="listbox"] [role="option"]';
const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

const server = http.createServer((request, response) => {
  const urlPath = path.normalize(decodeURIComponent(new URL(request.url, 'http://localhost').pathname));
  const candidates = urlPath.endsWith('/') ? [path.join(urlPath, 'index.html')] : [urlPath, `${urlPath}.html`, path.join(urlPath, 'index.html')];
  const file = candidates.map((c) => path.join(BUILD_DIR, c)).find((f) => f.startsWith(path.resolve(BUILD_DIR)) && fs.existsSync(f) && fs.statSync(f).isFile());
  response.writeHead(file ? 200 : 404, { 'content-type': (file && MIME[path.extname(file)]) ?? 'application/octet-stream', 'cache-control': 'no-store' });
  response.end(file ? fs.readFileSync(file) : '');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const BASE = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: EXECUTABLE, args: ARGS });

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** A fresh context on `pathname` (localStorage set before any script runs), its fetched index files. */
async function open(pathname, storage = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const indexFiles = [];
  const problems = [];
  page.on('request', (r) => {
    const match = /\/search-index-(.+)\.json$/.exec(new URL(r.url()).pathname);
    if (match) indexFiles.push(match[1]);
  });
  // Chromium's own network log of a 404 is not the page's error (the bar treats it as an empty index)
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(BASE + pathname);
  await page.waitForSelector(HYDRATED);
  return { context, page, indexFiles, problems };
}

/** The hrefs the bar shows for `text` (after clearing the previous query). */
async function hitsFor(page, text) {
  if ((await page.locator(INPUT).count()) === 0) {
    await page.click('button.aa-DetachedSearchButton');
    await page.waitForSelector(INPUT);
  }
  await page.fill(INPUT, '');
  await page.waitForFunction((sel) => !document.querySelector(sel) && !document.querySelector('.aa-SourceNoResults'), OPTIONS);
  await page.fill(INPUT, text);
  await page.waitForFunction((sel) => document.querySelector(sel) || document.querySelector('.aa-SourceNoResults'), OPTIONS);
  return page.$$eval(`${OPTIONS} a`, (links) => links.map((a) => a.getAttribute('href')));
}

const under = (hits, prefix) => hits.length > 0 && hits.every((href) => href.startsWith(prefix));

const cases = [
  [
    'on a 1.0 doc: the 1.0 index and the community index; 1.0 text is found, the other versions\' is not',
    async () => {
      const { context, page, indexFiles, problems } = await open('/docs/1.0/intro');
      const tags = await page.locator('.dsla-search-field').getAttribute('data-tags');
      check(tags === 'default,docs-default-1.0,docs-community-current', `data-tags="${tags}"`);
      const telescope = await hitsFor(page, 'telescope');
      check(under(telescope, '/docs/1.0/'), `"telescope" gives ${JSON.stringify(telescope)}, not only 1.0 docs`);
      const nebula = await hitsFor(page, 'nebula');
      check(nebula.includes('/docs/1.0/intro'), `"nebula" (1.0) gives ${JSON.stringify(nebula)}`);
      for (const other of ['pulsar', 'quasar']) {
        const hits = await hitsFor(page, other);
        check(hits.length === 0, `"${other}" (another version) gives ${JSON.stringify(hits)} on a 1.0 page`);
      }
      const planetarium = await hitsFor(page, 'planetarium');
      check(planetarium.includes('/community/meetups'), `"planetarium" (community docs) gives ${JSON.stringify(planetarium)}`);
      const fetched = [...new Set(indexFiles)].sort().join(',');
      check(fetched === 'default,docs-community-current,docs-default-1.0', `fetched index files: ${fetched}`);
      await context.close();
      return problems;
    },
  ],
  [
    'on a Next doc: the current version\'s index',
    async () => {
      const { context, page, problems } = await open('/docs/next/intro');
      const quasar = await hitsFor(page, 'quasar');
      check(quasar.includes('/docs/next/intro'), `"quasar" gives ${JSON.stringify(quasar)}`);
      const telescope = await hitsFor(page, 'telescope');
      check(under(telescope, '/docs/next/'), `"telescope" gives ${JSON.stringify(telescope)}, not only Next docs`);
      await context.close();
      return problems;
    },
  ],
  [
    'outside the docs: the latest version (2.0, served at /docs/)',
    async () => {
      const { context, page, indexFiles, problems } = await open('/');
      const telescope = await hitsFor(page, 'telescope');
      check(telescope.length > 0 && telescope.every((h) => /^\/docs\/intro/.test(h)), `"telescope" gives ${JSON.stringify(telescope)}, not only 2.0 docs`);
      const pulsar = await hitsFor(page, 'pulsar');
      check(pulsar.includes('/docs/intro'), `"pulsar" (2.0) gives ${JSON.stringify(pulsar)}`);
      const nebula = await hitsFor(page, 'nebula');
      check(nebula.length === 0, `"nebula" (1.0) gives ${JSON.stringify(nebula)} outside the docs`);
      const home = await hitsFor(page, 'observatory');
      check(home.includes('/'), `"observatory" (the home page, default index) gives ${JSON.stringify(home)}`);
      check(!indexFiles.includes('docs-default-current') && !indexFiles.includes('docs-default-1.0'), `fetched ${indexFiles.join(', ')}`);
      await context.close();
      return problems;
    },
  ],
  [
    'outside the docs with a preferred version (docs-preferred-version-default = 1.0): that version',
    async () => {
      const { context, page, problems } = await open('/', { 'docs-preferred-version-default': '1.0' });
      await page.waitForFunction(() => document.querySelector('.dsla-search-field')?.getAttribute('data-tags')?.includes('docs-default-1.0'));
      const telescope = await hitsFor(page, 'telescope');
      check(under(telescope, '/docs/1.0/'), `"telescope" gives ${JSON.stringify(telescope)}, not the preferred 1.0 docs`);
      await context.close();
      return problems;
    },
  ],
];

let passed = 0;
let failed = 0;
try {
  for (const [name, run] of cases) {
    try {
      const problems = await run();
      check(problems.length === 0, `console errors: ${problems.join(' | ')}`);
      passed += 1;
      console.log(`ok   ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${name}\n     ${String(error.message).split('\n').join('\n     ')}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
