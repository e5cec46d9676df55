// Issue 8's "done means" site in headless Chromium: crates/build/tests/fixtures/mdx-site has an
// exact-path page (intro.mdx, with the site's own stateful component styled by a .module.scss)
// and a fast-path page (markdown.md); both carry an npm2yarn fence, inline and block math
// (remark-math + rehype-katex) and a mermaid diagram (@docusaurus/theme-mermaid). Each page
// hydrates without a console error, the component reacts, its Sass module styles it, the yarn
// tab shows the converted command, the formulas keep KaTeX's markup and the diagram is drawn
// as an SVG, also after a client-side navigation.
//
//   node theme/e2e/mdx-site.e2e.mjs http://127.0.0.1:PORT
//
// Uses /usr/bin/chromium (or $CHROMIUM_PATH); never downloads a browser. Prints one line per
// case, then `N passed, M failed`; exits 1 when any case failed.
import { openBrowser } from './harness.mjs';

const { BASE, HYDRATED, context, check, finish } = await openBrowser('theme/e2e/mdx-site.e2e.mjs', { ignore: (url, base) => !url.startsWith(base) });

// no request leaves the machine (the KaTeX stylesheet's CDN): the checks do not depend on it
await context.route((url) => !url.href.startsWith(BASE), (route) => route.abort());

async function diagramIsDrawn(page) {
  await page.waitForSelector('.docusaurus-mermaid-container svg', { timeout: 30_000 });
  const text = await page.textContent('.docusaurus-mermaid-container svg');
  if (!/launch/.test(text ?? '')) throw new Error(`the diagram lacks its label: ${text}`);
}

async function mathIsKatex(page) {
  const inline = await page.$$('p .katex');
  const display = await page.$$('.katex-display');
  if (!inline.length || !display.length) throw new Error(`KaTeX markup lost after hydration: ${inline.length} inline, ${display.length} display`);
}

async function yarnTabShows(page, command) {
  await page.click('ul[role="tablist"] li[role="tab"]:has-text("Yarn")');
  const panel = page.locator('[role="tabpanel"]:not([hidden])');
  await page.waitForFunction((text) => [...document.querySelectorAll('[role="tabpanel"]:not([hidden])')].some((p) => p.textContent.includes(text)), command);
  if (!(await panel.first().isVisible())) throw new Error('no visible tab panel');
}

for (const [route, command] of [['intro', 'yarn add coursewire-sdk'], ['markdown', 'yarn build']]) {
  await check(`/${route} hydrates; math, the yarn tab and the diagram work`, async (page) => {
    await page.goto(`${BASE}/${route}`);
    await page.waitForSelector(HYDRATED);
    await mathIsKatex(page);
    await yarnTabShows(page, command);
    await diagramIsDrawn(page);
  });
}

await check("the site's component reacts and its .module.scss styles it", async (page) => {
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  const button = page.locator('button.like-button');
  const style = await button.evaluate((b) => {
    const s = getComputedStyle(b);
    return { width: s.borderTopWidth, color: s.borderTopColor, radius: s.borderTopLeftRadius };
  });
  if (style.width !== '3px' || style.color !== 'rgb(37, 194, 160)' || style.radius !== '6px') throw new Error(`the Sass mixin is not applied: ${JSON.stringify(style)}`);
  await button.click();
  await page.waitForFunction(() => document.querySelector('.like-count')?.textContent === '1 like');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
  if (primary !== '#2e8555') throw new Error(`custom.scss is not applied: --ifm-color-primary is ${primary}`);
});

await check('a client-side navigation to each page draws its diagram and keeps its math', async (page) => {
  await page.goto(`${BASE}/intro`);
  await page.waitForSelector(HYDRATED);
  await page.click('.theme-doc-sidebar-menu a[href="/markdown"]');
  await page.waitForURL(`${BASE}/markdown`);
  await diagramIsDrawn(page);
  await mathIsKatex(page);
  await page.click('.theme-doc-sidebar-menu a[href="/intro"]');
  await page.waitForURL(`${BASE}/intro`);
  await page.waitForSelector('button.like-button');
  await diagramIsDrawn(page);
  await mathIsKatex(page);
});

await finish();
