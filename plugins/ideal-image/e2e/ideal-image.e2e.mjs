// Browser checks of `@theme/IdealImage` on the built fixture (plugins/ideal-image/tests/fixture):
//
//   node plugins/ideal-image/e2e/ideal-image.e2e.mjs http://127.0.0.1:PORT
//
// For device pixel ratios 1, 2 and 3 (the image box is 160 CSS px wide; the widths are 160,
// 320 and 480 px): before scrolling, the blurred placeholder (a data URI) fills the box and no
// file under /assets/ideal-img/ has been requested; scrolled near, exactly one file is fetched,
// the AVIF of the width that covers 160 px x DPR, and it is the image the browser shows.
// Then: on a 2g connection (navigator.connection stubbed by an init script: Chromium has it,
// playwright cannot set it) nothing downloads and the box says "Click to load (N KB)" with the
// size of the file a click then fetches; an image that answers 404 says "404. Image not found";
// the box has its final size before the image loads and nothing on the page moves (no layout
// shift entries, the paragraph after the image stays where it was).
// Uses the system Chromium (/usr/bin/chromium, or $CHROMIUM_PATH) through playwright-core;
// never downloads a browser. Prints one line per case, then `N passed, M failed`.
import { chromium } from 'playwright-core';

const BASE = (process.argv[2] ?? '').replace(/\/$/, '');
if (!BASE) {
  console.error('usage: node ideal-image.e2e.mjs http://127.0.0.1:PORT');
  process.exit(2);
}
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TIMEOUT_MS = 30_000;
const BOX = '#far-image > div';

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** The placeholder box's state: its background, whether a <picture> is in it. */
async function boxState(page) {
  return page.locator(BOX).evaluate((box) => ({
    background: getComputedStyle(box).backgroundImage,
    pictures: box.querySelectorAll('picture').length,
    width: box.getBoundingClientRect().width,
    top: box.getBoundingClientRect().top,
  }));
}

async function lazyAndRightWidth(browser, dpr) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: dpr });
  context.setDefaultTimeout(TIMEOUT_MS);
  try {
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/ideal-img/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE}/`, { waitUntil: 'load' });
    // hydrated: the component has mounted (the <noscript> fallback is gone)
    await page.waitForFunction((box) => {
      const el = document.querySelector(box);
      return el && !el.querySelector('noscript');
    }, BOX);
    await page.waitForTimeout(500); // give a wrongly eager component time to start downloading
    const before = await boxState(page);
    check(before.top > 600 + 200, `the box is not below the fold (top ${before.top})`);
    check(before.background.startsWith('url("data:image/'), `no LQIP placeholder as the box's background: ${before.background.slice(0, 60)}`);
    check(before.pictures === 0 && fetched.length === 0, `downloaded before scrolling near: ${fetched.join(', ') || `${before.pictures} <picture>`}`);
    check(Math.round(before.width) === 160, `the box is ${before.width} px wide, not 160`);

    await page.locator(BOX).scrollIntoViewIfNeeded();
    const img = page.locator(`${BOX} picture img`);
    await img.waitFor({ state: 'attached' });
    await page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return el && el.complete && el.naturalWidth > 0;
    }, `${BOX} picture img`);
    const shown = await img.evaluate((el) => ({ currentSrc: new URL(el.currentSrc).pathname, naturalWidth: el.naturalWidth, sizes: el.sizes }));
    const width = 160 * dpr;
    check(shown.sizes === '160px', `sizes="${shown.sizes}", not the rendered width`);
    check(new RegExp(`/rocket\\.[0-9a-f]+\\.${width}\\.avif$`).test(shown.currentSrc), `DPR ${dpr}: the browser shows ${shown.currentSrc}, not the ${width} px AVIF`);
    // naturalWidth of a srcset candidate is density-corrected (its w descriptor over sizes):
    // the 320 px file shown at DPR 2 in a 160 px box has a naturalWidth of 160
    check(shown.naturalWidth === 160, `the image decoded is ${shown.naturalWidth} CSS px wide, not 160 (${width} px at DPR ${dpr})`);
    check(fetched.length === 1 && fetched[0] === shown.currentSrc, `fetched ${fetched.join(', ')}: only the chosen width should be downloaded`);
    const after = await boxState(page);
    check(after.background === 'none', `the placeholder stays behind the loaded image: ${after.background.slice(0, 40)}`);
  } finally {
    await context.close();
  }
}

/** A context at DPR 1 whose page has scrolled the image box into view; `init` runs before the page's scripts. */
async function scrolledToImage(browser, { init, route } = {}) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
  context.setDefaultTimeout(TIMEOUT_MS);
  if (init) await context.addInitScript(init);
  if (route) await context.route('**/assets/ideal-img/**', route);
  const page = await context.newPage();
  const fetched = [];
  page.on('response', async (response) => {
    if (response.url().includes('/assets/ideal-img/') && response.request().method() === 'GET') {
      fetched.push({ path: new URL(response.url()).pathname, status: response.status(), bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
    }
  });
  await page.goto(`${BASE}/`, { waitUntil: 'load' });
  await page.waitForFunction((box) => {
    const el = document.querySelector(box);
    return el && !el.querySelector('noscript');
  }, BOX);
  await page.locator(BOX).scrollIntoViewIfNeeded();
  return { context, page, fetched };
}

/** The plugin's size text (`bytesToSize`): `12.3 KB`. */
function sizeText(bytes) {
  const units = ['B', 'KB', 'MB'];
  const scale = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return scale === 0 ? `${bytes} B` : `${(bytes / 1024 ** scale).toFixed(1)} ${units[scale]}`;
}

async function clickToLoadOnSlowConnections(browser) {
  const init = () => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '2g', downlink: 0.2, rtt: 1800, saveData: false }) });
  const { context, page, fetched } = await scrolledToImage(browser, { init });
  try {
    await page.waitForFunction((box) => /Click to load/.test(document.querySelector(box)?.innerText ?? ''), BOX);
    await page.waitForTimeout(500);
    const message = (await page.locator(BOX).innerText()).trim();
    const shown = /^Click to load \((.+)\)$/.exec(message);
    check(shown, `the box says "${message}", not "Click to load (N KB)"`);
    check(fetched.length === 0 && (await page.locator(`${BOX} picture`).count()) === 0, `downloaded on 2g without a click: ${fetched.map((f) => f.path).join(', ')}`);
    check((await page.locator(BOX).getAttribute('role')) === 'button', 'the box is not a button while it waits for a click');
    await page.locator(BOX).click();
    await page.waitForFunction((sel) => document.querySelector(sel)?.complete && document.querySelector(sel).naturalWidth > 0, `${BOX} picture img`);
    await page.waitForTimeout(200);
    check(fetched.length === 1, `a click fetched ${fetched.map((f) => f.path).join(', ') || 'nothing'}`);
    check(shown[1] === sizeText(fetched[0].bytes), `the box said ${shown[1]}; the file the click fetched (${fetched[0].path}) is ${sizeText(fetched[0].bytes)}`);
    check(/\.160\.avif$/.test(fetched[0].path), `the click fetched ${fetched[0].path}, not the 160 px AVIF`);
    check(!/Click to load/.test(await page.locator(BOX).innerText()), 'the message stays after the image loaded');
  } finally {
    await context.close();
  }
}

async function notFoundMessage(browser) {
  const route = (r) => r.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' });
  const { context, page } = await scrolledToImage(browser, { route });
  try {
    await page.waitForFunction((box) => /404/.test(document.querySelector(box)?.innerText ?? ''), BOX);
    const message = (await page.locator(BOX).innerText()).trim();
    check(message === '404. Image not found', `the box says "${message}"`);
  } finally {
    await context.close();
  }
}

async function noLayoutShift(browser) {
  // the image answers only when the test says so, to measure the page before and after it loads
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const route = async (r) => {
    await held;
    await r.continue();
  };
  const init = () => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift', buffered: true });
  };
  const { context, page } = await scrolledToImage(browser, { init, route });
  try {
    await page.locator(`${BOX} picture img`).waitFor({ state: 'attached' });
    const measure = () => page.evaluate((box) => ({
      box: document.querySelector(box).getBoundingClientRect().height,
      after: document.querySelector('#after-image').getBoundingClientRect().top + window.scrollY,
      loaded: document.querySelector(`${box} picture img`)?.complete && document.querySelector(`${box} picture img`).naturalWidth > 0,
    }), BOX);
    const before = await measure();
    check(!before.loaded, 'the image loaded before the test released it');
    check(Math.abs(before.box - (160 * 427) / 640) < 1, `the box is ${before.box} px high before the image loads, not ${(160 * 427) / 640}`);
    release();
    await page.waitForFunction((sel) => document.querySelector(sel)?.complete && document.querySelector(sel).naturalWidth > 0, `${BOX} picture img`);
    await page.waitForTimeout(300);
    const after = await measure();
    check(after.box === before.box && after.after === before.after, `the page moved: box ${before.box} -> ${after.box} px, the next paragraph at ${before.after} -> ${after.after}`);
    const shifts = await page.evaluate(() => window.__shifts);
    check(shifts.every((v) => v === 0), `layout shifts: ${shifts.join(', ')}`);
  } finally {
    await context.close();
  }
}

const counts = { passed: 0, failed: 0 };
const browser = await chromium.launch({ executablePath: EXECUTABLE, headless: true, args: ARGS });
try {
  for (const dpr of [1, 2, 3]) {
    const name = `DPR ${dpr}: placeholder first, nothing fetched before the box nears the viewport, then the ${160 * dpr} px AVIF from srcset`;
    try {
      await lazyAndRightWidth(browser, dpr);
      counts.passed += 1;
      console.log(`ok   ${name}`);
    } catch (error) {
      counts.failed += 1;
      console.log(`FAIL ${name}\n     ${String(error.message).split('\n').join('\n     ')}`);
    }
  }
  for (const [name, run] of [
    ['2g connection: nothing downloads, "Click to load (N KB)" names the size of the file a click fetches', clickToLoadOnSlowConnections],
    ['an image that answers 404: "404. Image not found"', notFoundMessage],
    ['no layout shift: the box has its final size before the image loads, nothing after it moves', noLayoutShift],
  ]) {
    try {
      await run(browser);
      counts.passed += 1;
      console.log(`ok   ${name}`);
    } catch (error) {
      counts.failed += 1;
      console.log(`FAIL ${name}\n     ${String(error.message).split('\n').join('\n     ')}`);
    }
  }
} finally {
  await browser.close();
}
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed > 0 ? 1 : 0);
