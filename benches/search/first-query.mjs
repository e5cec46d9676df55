// First-query latency of the search bar on a built site, in headless Chromium (Debian's
// /usr/bin/chromium through playwright-core from the theme folder; never a downloaded browser).
//
//   node benches/search/first-query.mjs BUILD_DIR THEME_DIR [QUERY]
//
// Serves BUILD_DIR, opens the home page, opens the search dialog (its chunk loaded first), then
// times typing QUERY until the first hit is shown: the index fetch, `lunr.Index.load` and the
// query. Five fresh pages; prints the median and the slowest.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const [BUILD_DIR, THEME_DIR, QUERY = 'rollback'] = process.argv.slice(2);
const { chromium } = createRequire(path.join(THEME_DIR, 'package.json'))('playwright-core');
const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

const server = http.createServer((request, response) => {
  const urlPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  const candidates = [urlPath, `${urlPath}.html`, path.join(urlPath, 'index.html')].map((p) => path.join(BUILD_DIR, path.normalize(p)));
  const file = candidates.find((f) => f.startsWith(path.resolve(BUILD_DIR)) && fs.existsSync(f) && fs.statSync(f).isFile());
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const times = [];
try {
  for (let run = 0; run < 5; run += 1) {
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(base);
    await page.waitForSelector('button[aria-label^="Switch between dark and light mode"]:not([disabled])');
    await page.click('button.aa-DetachedSearchButton');
    await page.waitForSelector('input.aa-Input');
    const start = Date.now();
    await page.locator('input.aa-Input').fill(QUERY);
    await page.waitForSelector('.aa-Panel [role="option"]');
    times.push(Date.now() - start);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
times.sort((a, b) => a - b);
console.log(`    first query in Chromium ("${QUERY}", index fetched, loaded and queried): median ${times[2]} ms, slowest ${times[4]} ms over 5 fresh pages`);
