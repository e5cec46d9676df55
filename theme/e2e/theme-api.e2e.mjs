// The theme API a site's code uses, in headless Chromium (issue 8): the fixture
// crates/build/tests/fixtures/theme-api swizzles @theme/Root (a provider with state), wraps and
// ejects theme components and lays a page out with its MDX export default. Its pages hydrate
// without a console error, and Root, rendered once above every page, keeps its state across
// client-side navigations.
//
//   node theme/e2e/theme-api.e2e.mjs http://127.0.0.1:PORT
//
// Uses /usr/bin/chromium (or $CHROMIUM_PATH); never downloads a browser. Prints one line per
// case, then `N passed, M failed`; exits 1 when any case failed.
import { openBrowser } from './harness.mjs';

const { BASE, HYDRATED, context, check, finish } = await openBrowser('theme/e2e/theme-api.e2e.mjs');

const counterIs = (page, n) => page.waitForFunction((text) => document.querySelector('button.root-counter')?.textContent === text, `Root count ${n}`);

// (the server HTML itself is checked by crates/build/tests/theme_api.rs)
await check('a page under the site Root hydrates without console errors and Root state reacts', async (page) => {
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  if ((await page.textContent('.root-greeting')) !== 'Hello from the site Root') throw new Error('Root context missing');
  if (!(await page.$('section.mdx-layout .root-counter'))) throw new Error('the content is not inside the MDX layout');
  await page.click('button.root-counter');
  await page.click('button.root-counter');
  await counterIs(page, 2);
});

await check("Root's state survives client-side navigations, there and back", async (page) => {
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  await page.evaluate(() => {
    window.__marker = 1;
  });
  await page.click('button.root-counter');
  await counterIs(page, 1);
  // the paginator is the site's wrapper around the plugin theme's around the theme's
  await page.click('.site-paginator a.pagination-nav__link--next');
  await page.waitForURL(`${BASE}/second`);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second');
  await counterIs(page, 1);
  await page.click('button.root-counter');
  await counterIs(page, 2);
  await page.click('nav[aria-label="Docs sidebar"] a[href="/intro"]');
  await page.waitForSelector('section.mdx-layout');
  await counterIs(page, 2);
  if ((await page.evaluate(() => window.__marker)) !== 1) throw new Error('a navigation reloaded the page');
});

await check("the announcement bar's close button draws the site's ejected icon and closes it", async (page) => {
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  const button = 'div[role="banner"] button[aria-label="Close"]';
  if (!(await page.$(`${button} svg[data-site-icon="close"]`))) throw new Error('the close button does not use the site Icon/Close');
  await page.click(button);
  await page.waitForSelector('div[role="banner"]', { state: 'detached' });
});

await check('the mobile sidebar (Navbar/MobileSidebar parts) opens on the doc sidebar, goes back, closes', async (page) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  await page.click('button.navbar__toggle');
  await page.waitForSelector('nav.navbar-sidebar--show .navbar-sidebar__items--show-secondary');
  if (!(await page.$('.navbar-sidebar__close svg[data-site-icon="close"]'))) throw new Error("the close button does not use the site's Icon/Close");
  await page.click('button.navbar-sidebar__back');
  await page.waitForSelector('.navbar-sidebar__items:not(.navbar-sidebar__items--show-secondary)');
  await page.click('button.navbar-sidebar__close');
  await page.waitForSelector('.navbar-sidebar', { state: 'detached' });
  // opened again it shows the doc sidebar; choosing a doc navigates and closes the menu
  await page.click('button.navbar__toggle');
  await page.click('.navbar-sidebar .theme-doc-sidebar-menu a[href="/second"]');
  await page.waitForURL(`${BASE}/second`);
  await page.waitForSelector('.navbar-sidebar', { state: 'detached' });
  if (await page.evaluate(() => document.body.style.overflow)) throw new Error('the page scroll stays locked');
});

await finish();
