// Compiled MDX pages in headless Chromium (issue 8): a page whose content is a compiled MDX
// module hydrates without a console error, its own stateful component reacts to a click, and
// a client-side navigation to it renders it too.
//
//   node theme/e2e/mdx.e2e.mjs http://127.0.0.1:PORT
//
// Uses /usr/bin/chromium (or $CHROMIUM_PATH); never downloads a browser. Prints one line per
// case, then `N passed, M failed`; exits 1 when any case failed.
import { openBrowser } from './harness.mjs';

const { BASE, HYDRATED, check, finish } = await openBrowser('theme/e2e/mdx.e2e.mjs');

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

await finish();
