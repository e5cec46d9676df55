// Browser tests of the content enhancer (app/contentEnhancer.ts) on markup of the contract in
// notes/common.md: copy buttons, tabs with groupId/localStorage/query string, details, links.
// Runs in the system Chromium (/usr/bin/chromium or $CHROMIUM_PATH) through playwright-core.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ORIGIN = 'http://localhost:4999';
const enhancer = fs.readFileSync(new URL('../.test-build/app/contentEnhancer.js', import.meta.url), 'utf8');

const codeBlock = `<div class="language-js theme-code-block codeBlockContainer" data-line-numbers><div class="codeBlockContent"><pre tabindex="0" class="prism-code language-js codeBlock thin-scrollbar"><code class="codeBlockLines codeBlockLinesWithNumbering"><span class="token-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent"><span class="tok-keyword">const</span> a = 1;</span></span>
<span class="token-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent">log(a);</span></span>
</code></pre><div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn" data-copy-code><span class="copyButtonIcons"></span></button></div></div></div>`;
const tabs = (id, extra = '') => `<div id="${id}" class="tabs-container tabList" data-tabs data-group-id="os"${extra}><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabs__item--active" data-value="mac">macOS</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item" data-value="win">Windows</li></ul><div class="margin-top--md"><div role="tabpanel" class="tabItem" data-value="mac"><p>mac</p></div><div role="tabpanel" class="tabItem" data-value="win" hidden><p>win</p></div></div></div>`;
const page = `<!DOCTYPE html><html><body><div id="content">${codeBlock}${tabs('t1')}${tabs('t2', ' data-query-string="platform"')}
<details class="details alert alert--info" data-collapsed="true"><summary>More</summary><div class="collapsibleContent"><p>Hidden text</p></div></details>
<a id="internal" href="/guides/a?x=1#part">internal</a><a id="external" href="https://example.com/">external</a><a id="file" href="/files/spec.pdf">file</a><a id="hash" href="#top">hash</a>
</div></body></html>`;

let browser;
let context;

before(async () => {
  assert.ok(fs.existsSync(EXECUTABLE), `Chromium not found at ${EXECUTABLE} (apt-get install chromium)`);
  browser = await chromium.launch({ executablePath: EXECUTABLE, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await context.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: page }));
});

after(async () => {
  await browser?.close();
});

/** A fresh page with the enhancer attached to #content; navigations are recorded in window.__navigated. */
async function open(query = '') {
  const tab = await context.newPage();
  await tab.goto(`${ORIGIN}/doc${query}`);
  await tab.evaluate((code) => {
    const exports = {};
    new Function('exports', code)(exports);
    window.__navigated = [];
    const root = document.getElementById('content');
    exports.enhanceContent(root, (to) => window.__navigated.push(to));
    exports.restoreTabs(root);
  }, enhancer);
  return tab;
}

const selected = (tab, id) =>
  tab.evaluate((i) => document.querySelector(`#${i} [role=tab][aria-selected=true]`).dataset.value + ':' +
    Array.from(document.querySelectorAll(`#${i} [role=tabpanel]`)).map((p) => p.hidden).join(','), id);

test('copy button copies the code without line numbers and says Copied for a moment', async () => {
  const tab = await open();
  await tab.click('[data-copy-code]');
  await tab.waitForFunction(() => document.querySelector('[data-copy-code]').getAttribute('aria-label') === 'Copied');
  assert.equal(await tab.evaluate(() => navigator.clipboard.readText()), 'const a = 1;\nlog(a);');
  assert.ok(await tab.evaluate(() => document.querySelector('[data-copy-code]').classList.contains('copied')));
  await tab.waitForFunction(() => document.querySelector('[data-copy-code]').getAttribute('aria-label') === 'Copy code to clipboard', null, { timeout: 2000 });
  await tab.close();
});

test('tabs: a click syncs the group, is stored, and writes the query string', async () => {
  const tab = await open();
  await tab.click('#t1 [data-value=win]');
  assert.equal(await selected(tab, 't1'), 'win:true,false');
  assert.equal(await selected(tab, 't2'), 'win:true,false');
  assert.equal(await tab.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'win');
  await tab.click('#t2 [data-value=mac]');
  assert.equal(new URL(tab.url()).searchParams.get('platform'), 'mac');
  assert.equal(await selected(tab, 't1'), 'mac:false,true');
  await tab.close();
});

test('tabs: arrow keys move and select; stored and query choices are restored', async () => {
  const tab = await open();
  await tab.focus('#t1 [data-value=mac]');
  await tab.keyboard.press('ArrowRight');
  assert.equal(await selected(tab, 't1'), 'win:true,false');
  assert.equal(await tab.evaluate(() => document.activeElement.dataset.value), 'win');
  await tab.close();
  const restored = await open();
  assert.equal(await selected(restored, 't1'), 'win:true,false');
  await restored.close();
  const fromQuery = await open('?platform=mac');
  assert.equal(await selected(fromQuery, 't2'), 'mac:false,true');
  assert.equal(await selected(fromQuery, 't1'), 'win:true,false');
  await fromQuery.close();
});

test('details open and close with data-collapsed kept in sync', async () => {
  const tab = await open();
  await tab.click('details summary');
  assert.equal(await tab.evaluate(() => [document.querySelector('details').open, document.querySelector('details').dataset.collapsed].join()), 'true,false');
  await tab.waitForFunction(() => !document.querySelector('details').dataset.animating);
  await tab.click('details summary');
  assert.equal(await tab.evaluate(() => document.querySelector('details').dataset.collapsed), 'true');
  await tab.waitForFunction(() => !document.querySelector('details').open);
  await tab.close();
});

test('internal links go through the router; external, file and modified clicks do not', async () => {
  const tab = await open();
  await tab.evaluate(() => {
    for (const a of document.querySelectorAll('#external, #file')) {
      a.addEventListener('click', (event) => event.preventDefault());
    }
  });
  await tab.click('#internal');
  await tab.click('#hash');
  await tab.click('#external');
  await tab.click('#file');
  await tab.click('#internal', { modifiers: ['Control'] }).catch(() => {});
  assert.deepEqual(await tab.evaluate(() => window.__navigated), ['/guides/a?x=1#part', '/doc#top']);
  await tab.close();
});
