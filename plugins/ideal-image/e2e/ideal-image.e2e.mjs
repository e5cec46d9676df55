// Browser checks of `@theme/IdealImage` on the built fixture (plugins/ideal-image/tests/fixture):
//
//   node plugins/ideal-image/e2e/ideal-image.e2e.mjs http://127.0.0.1:PORT
//
// For device pixel ratios 1, 2 and 3 (the image box is 160 CSS px wide; the widths are 160,
// 320 and 480 px): before scrolling, the blurred placeholder (a data URI) fills the box and no
// file under /assets/ideal-img/ has been requested; scrolled near, exactly one file is fetched,
// the AVIF of the width that covers 160 px x DPR, and it is the image the browser shows.
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
} finally {
  await browser.close();
}
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed > 0 ? 1 : 0);
