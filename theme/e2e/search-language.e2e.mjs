// The search bar over a non-English index in headless Chromium: the bar must register
// lunr-languages' pipeline before it loads the index (else `lunr.Index.load` throws and the bar
// shows nothing), and a query in another inflection must find the section through the stemmer.
//
//   node theme/e2e/search-language.e2e.mjs BUILD_DIR QUERY EXPECTED_ROUTE
//
// Serves BUILD_DIR, types QUERY, expects the first hit to be EXPECTED_ROUTE (path#anchor) and no
// console error. Prints `N passed, M failed`; exits 1 on failure. Uses /usr/bin/chromium.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [BUILD_DIR, QUERY, EXPECTED_ROUTE] = process.argv.slice(2);
if (!BUILD_DIR || !QUERY || !EXPECTED_ROUTE) {
  console.error('usage: node theme/e2e/search-language.e2e.mjs BUILD_DIR QUERY EXPECTED_ROUTE');
  process.exit(2);
}
const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const server = http.createServer((request, response) => {
  const urlPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  const candidates = [urlPath, `${urlPath}.html`, path.join(urlPath, 'index.html')].map((p) => path.join(BUILD_DIR, path.normalize(p)));
  const file = candidates.find((f) => f.startsWith(path.resolve(BUILD_DIR)) && fs.existsSync(f) && fs.statSync(f).isFile());
  response.writeHead(file ? 200 : 404, { 'content-type': (file && MIME[path.extname(file)]) ?? 'application/octet-stream' });
  response.end(file ? fs.readFileSync(file) : '');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
let failed = 0;
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(10_000);
  const problems = [];
  // Chromium's own network log ("Failed to load resource": here search-index-default.json, which
  // a docs-only site does not have and the bar treats as empty) is not the page's error.
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${base}/`);
  await page.waitForSelector('button[aria-label^="Switch between dark and light mode"]:not([disabled])');
  await page.click('button.aa-DetachedSearchButton');
  await page.locator('input.aa-Input').pressSequentially(QUERY);
  await page.waitForSelector('.aa-Panel [role="option"], .aa-SourceNoResults');
  const hits = await page.$$eval('.aa-Panel [role="option"] a', (links) => links.map((a) => a.getAttribute('href')));
  if (hits[0] === EXPECTED_ROUTE && problems.length === 0) {
    console.log(`ok   "${QUERY}" finds ${EXPECTED_ROUTE} first`);
  } else {
    failed += 1;
    console.log(`FAIL "${QUERY}": hits ${JSON.stringify(hits)}, expected ${EXPECTED_ROUTE} first; console: ${problems.join(' | ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${1 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
