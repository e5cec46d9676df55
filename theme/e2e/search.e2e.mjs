// The local search bar (@cmfcmf/docusaurus-search-local) of a built ferrosaurus site in headless
// Chromium.
//
//   node theme/e2e/search.e2e.mjs BUILD_DIR [START_PATH]
//
// Serves BUILD_DIR itself (a small static server this script controls, so that a case can delay
// or drop the search-index-*.json responses), then checks the bar: it opens on click and on
// Ctrl+K, types, shows at most maxSearchResults hits in the order lunr gives over the same
// index files, Escape closes, Enter navigates to page#anchor and marks the terms in the article,
// the panel gets `aa-Panel--stalled` while the index fetch is slow, the input takes at most 512
// characters, an index that 404s gives no hits and no error, combobox/listbox roles. Uses the
// system Chromium (/usr/bin/chromium, or $CHROMIUM_PATH); never downloads a browser. Prints one
// line per case, then `N passed, M failed`; exits 1 when any case failed.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const lunr = require('lunr');

const BUILD_DIR = process.argv[2];
const START_PATH = process.argv[3] ?? '/';
if (!BUILD_DIR || !fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
  console.error('usage: node theme/e2e/search.e2e.mjs BUILD_DIR [START_PATH]');
  process.exit(2);
}
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TIMEOUT_MS = 10_000;
const HYDRATED = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';
const BUTTON = 'button.aa-DetachedSearchButton';
const INPUT = 'input.aa-Input';
const OPTIONS = '.aa-Panel [role="listbox"] [role="option"]';
const INDEX_FILE = /\/search-index-[^/]+\.json$/;

// ---------------------------------------------------------------------------------------------
// The static server: `/a/b` answers a/b.html or a/b/index.html, unknown paths 404.html with 404.
// `server.mode` changes how the index files are answered.

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.xml': 'application/xml', '.woff2': 'font/woff2' };
const serverState = { indexDelayMs: 0, indexMissing: false, indexRequests: 0 };

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') ? [path.join(clean, 'index.html')] : [clean, `${clean}.html`, path.join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(BUILD_DIR, candidate);
    if (file.startsWith(path.resolve(BUILD_DIR)) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return file;
    }
  }
  return null;
}

function send(response, status, file) {
  response.writeHead(status, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  response.end(fs.readFileSync(file));
}

const server = http.createServer((request, response) => {
  const urlPath = new URL(request.url, 'http://localhost').pathname;
  const answer = () => {
    const file = resolveFile(urlPath);
    if (file && !(serverState.indexMissing && INDEX_FILE.test(urlPath))) {
      send(response, 200, file);
    } else {
      send(response, 404, path.join(BUILD_DIR, '404.html'));
    }
  };
  if (INDEX_FILE.test(urlPath)) {
    serverState.indexRequests += 1;
    setTimeout(answer, serverState.indexDelayMs);
  } else {
    answer();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const BASE = `http://127.0.0.1:${server.address().port}`;

// ---------------------------------------------------------------------------------------------
// What the bar should show: the plugin's query over the built index files, with lunr itself.

const settings = (() => {
  const dataDir = path.join(BUILD_DIR, '__data');
  const globals = fs.readdirSync(dataDir).find((f) => /^globals\..*\.json$/.test(f));
  const data = JSON.parse(fs.readFileSync(path.join(dataDir, globals), 'utf8')).globalData['@cmfcmf/docusaurus-search-local'];
  return data.default ?? data;
})();
const indexes = fs
  .readdirSync(BUILD_DIR)
  .filter((f) => /^search-index-.*\.json$/.test(f))
  .map((f) => JSON.parse(fs.readFileSync(path.join(BUILD_DIR, f), 'utf8')))
  .map((json) => ({ documents: json.documents, index: lunr.Index.load(json.index) }));

function expectedHits(text) {
  const terms = lunr.tokenizer(text);
  const fields = [['title', settings.titleBoost], ['content', settings.contentBoost], ['tags', settings.tagsBoost]];
  if (settings.indexDocSidebarParentCategories) {
    fields.push(['sidebarParentCategories', settings.parentCategoriesBoost]);
  }
  return indexes
    .flatMap(({ documents, index }) =>
      index
        .query((query) => {
          for (const [field, boost] of fields) {
            query.term(terms, { fields: [field], boost });
            query.term(terms, { fields: [field], boost, wildcard: lunr.Query.wildcard.TRAILING });
          }
        })
        .slice(0, settings.maxSearchResults)
        .map((r) => ({ score: r.score, document: documents.find((d) => String(d.id) === r.ref) })),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, settings.maxSearchResults)
    .map((hit) => hit.document);
}

/** A word with more hits than maxSearchResults, and one whose first hit is a section (has a #hash). */
const BROAD_QUERY = process.env.E2E_BROAD_QUERY ?? 'course';
const SECTION_QUERY = process.env.E2E_SECTION_QUERY ?? 'pagination';

// ---------------------------------------------------------------------------------------------

const tempDirs = [];
const contexts = [];

async function newPage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrosaurus-search-e2e-'));
  tempDirs.push(dir);
  const context = await chromium.launchPersistentContext(dir, { executablePath: EXECUTABLE, headless: true, args: ARGS, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(TIMEOUT_MS);
  contexts.push(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`${message.type()}: ${message.text()} (${message.location()?.url ?? ''})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(BASE + START_PATH);
  await page.waitForSelector(HYDRATED);
  return { page, problems };
}

async function openByClick(page) {
  await page.click(BUTTON);
  await page.waitForSelector(INPUT);
}

async function searchFor(page, text) {
  await page.locator(INPUT).pressSequentially(text);
}

async function shownHits(page) {
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 0 || document.querySelector('.aa-SourceNoResults'), OPTIONS);
  return page.$$eval(`${OPTIONS} .aa-ItemContentTitle`, (titles) => titles.map((t) => t.textContent));
}

function assert(condition, message) {
  if (!condition) {
    throw new Error(message);
  }
}

const cases = [
  [
    'the button opens the dialog on click; the input has focus, the combobox role, maxlength 512',
    async () => {
      const { page, problems } = await newPage();
      assert((await page.locator(INPUT).count()) === 0, 'the dialog is open before any click');
      await openByClick(page);
      const input = page.locator(INPUT);
      assert(await input.evaluate((el) => el === document.activeElement), 'the input is not focused');
      assert((await input.getAttribute('role')) === 'combobox', 'the input is not a combobox');
      assert((await input.getAttribute('aria-expanded')) === 'false', 'aria-expanded is not false before typing');
      assert((await input.getAttribute('maxlength')) === '512', `maxlength is ${await input.getAttribute('maxlength')}`);
      assert((await input.getAttribute('placeholder')) === 'Search...', 'placeholder');
      assert((await page.locator('[role="dialog"][aria-modal="true"]').count()) === 1, 'no modal dialog');
      return problems;
    },
  ],
  [
    'Ctrl+K opens the dialog; Escape closes it and gives the focus back to the button',
    async () => {
      const { page, problems } = await newPage();
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('Control+k');
      await page.waitForSelector(INPUT);
      await searchFor(page, BROAD_QUERY);
      await shownHits(page);
      await page.keyboard.press('Escape');
      await page.waitForSelector(INPUT, { state: 'detached' });
      assert(await page.locator(BUTTON).evaluate((el) => el === document.activeElement), 'the focus is not back on the button');
      await page.keyboard.press('Meta+k');
      await page.waitForSelector(INPUT);
      return problems;
    },
  ],
  [
    `typing shows at most ${settings.maxSearchResults} hits, the ones lunr gives over the same indexes, first one selected (listbox/option roles)`,
    async () => {
      const { page, problems } = await newPage();
      await openByClick(page);
      await searchFor(page, BROAD_QUERY);
      const titles = await shownHits(page);
      const expected = expectedHits(BROAD_QUERY);
      assert(expected.length === settings.maxSearchResults, `pick a broader query: "${BROAD_QUERY}" has ${expected.length} hits in lunr`);
      assert(titles.length === expected.length, `${titles.length} hits shown, lunr gives ${expected.length}`);
      assert(JSON.stringify(titles) === JSON.stringify(expected.map((d) => d.sectionTitle)), `hits ${JSON.stringify(titles)}\nlunr ${JSON.stringify(expected.map((d) => d.sectionTitle))}`);
      const input = page.locator(INPUT);
      assert((await input.getAttribute('aria-expanded')) === 'true', 'aria-expanded is not true with hits');
      const listId = await input.getAttribute('aria-controls');
      assert((await page.locator(`[role="listbox"][id="${listId}"]`).count()) === 1, 'aria-controls does not name the listbox');
      const first = page.locator(OPTIONS).first();
      assert((await first.getAttribute('aria-selected')) === 'true', 'the first hit is not selected');
      assert((await input.getAttribute('aria-activedescendant')) === (await first.getAttribute('id')), 'aria-activedescendant is not the first hit');
      await page.keyboard.press('ArrowDown');
      const second = page.locator(OPTIONS).nth(1);
      await page.waitForFunction((id) => document.querySelector('input.aa-Input').getAttribute('aria-activedescendant') === id, await second.getAttribute('id'));
      assert((await second.getAttribute('aria-selected')) === 'true', 'ArrowDown does not select the second hit');
      return problems;
    },
  ],
  [
    'Enter navigates to the first hit (page#anchor) and marks the terms in the article',
    async () => {
      const { page, problems } = await newPage();
      const [expected] = expectedHits(SECTION_QUERY);
      assert(expected?.sectionRoute.includes('#'), `pick another query: the first hit of "${SECTION_QUERY}" is ${expected?.sectionRoute}`);
      await openByClick(page);
      await searchFor(page, SECTION_QUERY);
      await shownHits(page);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname + url.hash === expected.sectionRoute);
      await page.waitForSelector(INPUT, { state: 'detached' });
      await page.waitForSelector('article mark[data-markjs="true"]');
      const marked = await page.$$eval('article mark[data-markjs="true"]', (marks) => marks.map((m) => m.textContent.toLowerCase()));
      assert(marked.every((m) => m.startsWith(SECTION_QUERY.slice(0, 4))), `marks that are not the term: ${marked.join(', ')}`);
      assert((await page.locator('nav mark').count()) === 0, 'marks outside the article');
      return problems;
    },
  ],
  [
    'the panel is stalled (aa-Panel--stalled, spinner) while the index fetch takes longer than 300 ms, then shows hits',
    async () => {
      const { page, problems } = await newPage();
      await openByClick(page);
      serverState.indexDelayMs = 1500;
      try {
        await searchFor(page, BROAD_QUERY);
        await page.waitForSelector('.aa-Panel.aa-Panel--stalled', { timeout: 1200 });
        assert(await page.locator('.aa-LoadingIndicator').isVisible(), 'no visible loading indicator while stalled');
        await page.waitForSelector(OPTIONS);
        assert((await page.locator('.aa-Panel--stalled').count()) === 0, 'still stalled after the hits came');
      } finally {
        serverState.indexDelayMs = 0;
      }
      return problems;
    },
  ],
  [
    'the input takes at most 512 characters',
    async () => {
      const { page, problems } = await newPage();
      await openByClick(page);
      await page.locator(INPUT).focus();
      await page.keyboard.insertText('x'.repeat(600));
      const length = await page.locator(INPUT).evaluate((el) => el.value.length);
      assert(length === 512, `the input holds ${length} characters`);
      return problems;
    },
  ],
  [
    'an index that 404s gives "No results found." and no console error',
    async () => {
      const { page, problems } = await newPage();
      await openByClick(page);
      serverState.indexMissing = true;
      const before = serverState.indexRequests;
      try {
        await searchFor(page, BROAD_QUERY);
        await page.waitForSelector('.aa-SourceNoResults');
        assert((await page.locator(OPTIONS).count()) === 0, 'hits from a missing index');
        assert(serverState.indexRequests > before, 'the index was never requested');
      } finally {
        serverState.indexMissing = false;
      }
      // Chromium itself logs every failed request ("Failed to load resource: ... 404"); that line
      // is the browser's network log, not the page's. Anything else is a problem.
      return problems.filter((p) => !(p.includes('Failed to load resource') && INDEX_FILE.test(p.replace(/\)$/, ''))));
    },
  ],
];

let passed = 0;
let failed = 0;
try {
  for (const [name, run] of cases) {
    try {
      const problems = await run();
      if (problems.length > 0) {
        throw new Error(`console problems:\n${problems.join('\n')}`);
      }
      passed += 1;
      console.log(`ok   ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${name}\n     ${String(error.message).split('\n').join('\n     ')}`);
    }
    while (contexts.length > 0) {
      await contexts.pop().close();
    }
  }
} finally {
  server.close();
  for (const dir of tempDirs) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
