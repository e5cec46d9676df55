// Unit tests of the theme's pure logic, compiled by `tsc -p tsconfig.test.json` to .test-build/.
// Run with `npm test` (the browser behaviour is covered by e2e/site.e2e.mjs).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const load = (path) => require(`../.test-build/${path}.js`);
const { tocTree, tocLevels } = load('app/tocTree');
const { tagsByLetter, docsTagged, tagPageTitle, tagsListPermalink } = load('app/tags');
const { formatTitle } = load('app/title');
const { colorModeScript, announcementBarScript } = load('app/inlineScripts');
const { scriptJson } = load('app/Document');
const { pageDataUrl, DataClient, NotFoundError, DeploymentChangedError } = load('data/dataClient');
const { addBaseUrl, isExternalUrl } = load('hooks/useBaseUrl');
const { isSamePath, isActiveSidebarItem, visibleSidebarItems } = load('hooks/useDocSidebar');

test('tocTree nests by level and promotes children of dropped levels', () => {
  const toc = [
    { value: 'A', id: 'a', level: 2 },
    { value: 'A1', id: 'a1', level: 3 },
    { value: 'A1x', id: 'a1x', level: 4 },
    { value: 'B', id: 'b', level: 2 },
    { value: 'B1', id: 'b1', level: 3 },
  ];
  const shape = (nodes) => nodes.map((n) => [n.id, shape(n.children)]);
  assert.deepEqual(shape(tocTree(toc, 2, 3)), [['a', [['a1', []]]], ['b', [['b1', []]]]]);
  assert.deepEqual(shape(tocTree(toc, 3, 4)), [['a1', [['a1x', []]]], ['b1', []]]);
  assert.deepEqual(tocTree([], 2, 3), []);
});

test('tocLevels come from the (pre-filtered) data, else the theme config', () => {
  const config = { minHeadingLevel: 2, maxHeadingLevel: 3 };
  assert.deepEqual(tocLevels([{ value: 'x', id: 'x', level: 2 }, { value: 'y', id: 'y', level: 4 }], config), [2, 4]);
  assert.deepEqual(tocLevels([{ value: 'y', id: 'y', level: 3 }], config), [3, 3]);
  assert.deepEqual(tocLevels([], config), [2, 3]);
});

test('pageDataUrl puts __page.json under __data/pages/, never beside the page', () => {
  assert.equal(pageDataUrl('/'), '/__data/pages/__page.json');
  assert.equal(pageDataUrl('/guides/introduction'), '/__data/pages/guides/introduction/__page.json');
  assert.equal(pageDataUrl('/guides/introduction/'), '/__data/pages/guides/introduction/__page.json');
  assert.equal(pageDataUrl('/base/a/b', '/base/'), '/base/__data/pages/a/b/__page.json');
  assert.equal(pageDataUrl('/base/', '/base/'), '/base/__data/pages/__page.json');
  assert.equal(pageDataUrl('/404.html'), '/__data/pages/404/__page.json');
});

test('formatTitle joins with the delimiter unless empty or the site title', () => {
  assert.equal(formatTitle('Introduction', 'Coursewire', '|'), 'Introduction | Coursewire');
  assert.equal(formatTitle('', 'Coursewire', '|'), 'Coursewire');
  assert.equal(formatTitle(undefined, 'Coursewire', '|'), 'Coursewire');
  assert.equal(formatTitle('Coursewire', 'Coursewire', '|'), 'Coursewire');
  assert.equal(formatTitle('Intro', 'Site', '·'), 'Intro · Site');
});

test('addBaseUrl prefixes site paths once and leaves other URLs alone', () => {
  const site = 'https://example.com';
  assert.equal(addBaseUrl(site, '/docs/', '/guides/a'), '/docs/guides/a');
  assert.equal(addBaseUrl(site, '/docs/', '/docs/guides/a'), '/docs/guides/a');
  assert.equal(addBaseUrl(site, '/docs/', '/docs'), '/docs/');
  assert.equal(addBaseUrl(site, '/', '/guides/a'), '/guides/a');
  assert.equal(addBaseUrl(site, '/docs/', 'img/logo.svg'), '/docs/img/logo.svg');
  assert.equal(addBaseUrl(site, '/', 'img/logo.svg'), '/img/logo.svg');
  assert.equal(addBaseUrl(site, '/docs/', 'https://x.dev/a'), 'https://x.dev/a');
  assert.equal(addBaseUrl(site, '/docs/', '#top'), '#top');
  assert.equal(addBaseUrl(site, '/docs/', 'img/a.png', { forcePrependBaseUrl: true }), '/docs/img/a.png');
  assert.equal(addBaseUrl(site, '/', '/a', { absolute: true }), 'https://example.com/a');
  assert.ok(isExternalUrl('//cdn.example.com/x') && isExternalUrl('mailto:a@b.c') && !isExternalUrl('/a'));
});

test('sidebar activity ignores trailing slashes and case, and hides unlisted docs unless current', () => {
  const sidebar = [
    { type: 'link', label: 'Intro', href: '/guides/introduction' },
    { type: 'link', label: 'Secret', href: '/guides/secret', unlisted: true },
    { type: 'category', label: 'LMS', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Canvas', href: '/guides/lms/canvas' }] },
  ];
  assert.ok(isSamePath('/Guides/Introduction/', '/guides/introduction'));
  assert.ok(!isSamePath('/guides/intro', '/guides/introduction'));
  assert.ok(isActiveSidebarItem(sidebar[2], '/guides/lms/canvas/'));
  assert.ok(!isActiveSidebarItem(sidebar[2], '/guides/introduction'));
  assert.deepEqual(visibleSidebarItems(sidebar, '/guides/introduction').map((i) => i.label), ['Intro', 'LMS']);
  assert.deepEqual(visibleSidebarItems(sidebar, '/guides/secret').map((i) => i.label), ['Intro', 'Secret', 'LMS']);
});

test('tag pages: grouping, plural title and list link', () => {
  const tags = [
    { label: 'canvas', permalink: '/tags/canvas' },
    { label: 'api', permalink: '/tags/api' },
    { label: 'Authentication', permalink: '/tags/authentication' },
  ];
  assert.deepEqual(
    tagsByLetter(tags).map(([letter, group]) => [letter, group.map((t) => t.label)]),
    [['A', ['api', 'Authentication']], ['C', ['canvas']]],
  );
  assert.equal(docsTagged(1), 'One doc tagged');
  assert.equal(tagPageTitle(3, 'api'), '3 docs tagged with "api"');
  assert.equal(tagsListPermalink('/tags/api'), '/tags');
  assert.equal(tagsListPermalink('/docs/tags/api/'), '/docs/tags');
});

test('scriptJson cannot close the script element', () => {
  const value = { html: '</script><script>alert(1)</script><!--', amp: 'a&b', seps: '\u2028\u2029' };
  const text = scriptJson(value);
  assert.ok(!/[<>&\u2028\u2029]/.test(text), text);
  assert.deepEqual(JSON.parse(text), value);
});

// issue 13: every value written into an inline <script> goes through scriptJson
test('config values cannot break out of the inline scripts', () => {
  const evil = '</script><script>window.pwned=1</script>';
  const config = {
    baseUrl: '/',
    themeConfig: {
      colorMode: { defaultMode: evil, disableSwitch: false, respectPrefersColorScheme: false },
      announcementBar: { id: evil, content: 'x', isCloseable: true },
    },
  };
  for (const script of [colorModeScript(config), announcementBarScript(config)]) {
    assert.ok(!script.includes('</script'), script);
    assert.ok(!script.includes('<'), script);
  }
  const attributes = runInline(colorModeScript(config));
  assert.equal(attributes['data-theme'], evil, 'the value arrives intact');
});

test('inline script sources use scriptJson, never JSON.stringify', async () => {
  const { readFileSync, readdirSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  const root = new URL('../src/', import.meta.url).pathname;
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name)) files.push(path);
    }
  };
  walk(root);
  const writers = files.filter((f) => /<script[^>]*dangerouslySetInnerHTML/.test(readFileSync(f, 'utf8')));
  assert.deepEqual(writers.map((f) => f.slice(root.length)), ['app/Document.tsx'], 'only the document writes inline scripts');
  const document = readFileSync(join(root, 'app/Document.tsx'), 'utf8');
  for (const match of document.matchAll(/<script[^>]*dangerouslySetInnerHTML=\{\{ __html: ([^}]+) \}\}/g)) {
    assert.match(match[1], /^(baseUrlIssueBannerScript\(siteConfig\)|colorModeScript\(siteConfig\)|announcement|bootJson)$/, `unknown inline script source ${match[1]}`);
  }
  assert.ok(!readFileSync(join(root, 'app/inlineScripts.ts'), 'utf8').includes('JSON.stringify('), 'inlineScripts.ts builds values with scriptJson');
});

/** Runs an inline script against a fake `<html>` element, storage and URL. */
function runInline(script, { stored = {}, search = '' } = {}) {
  const attributes = {};
  const document = { documentElement: { setAttribute: (k, v) => { attributes[k] = v; } } };
  const localStorage = { getItem: (k) => (k in stored ? stored[k] : null) };
  const window = { matchMedia: () => ({ matches: true }) };
  new Function('document', 'localStorage', 'location', 'window', 'URLSearchParams', script)(
    document, localStorage, { search }, window, URLSearchParams,
  );
  return attributes;
}

const colorMode = (over = {}) => ({
  themeConfig: { colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false, ...over } },
});

test('colour mode script: stored choice, query override, default, system', () => {
  assert.deepEqual(runInline(colorModeScript(colorMode())), { 'data-theme': 'light', 'data-theme-choice': 'light' });
  assert.deepEqual(runInline(colorModeScript(colorMode()), { stored: { theme: 'dark' } }), { 'data-theme': 'dark', 'data-theme-choice': 'dark' });
  assert.equal(runInline(colorModeScript(colorMode()), { stored: { theme: 'dark' }, search: '?docusaurus-theme=light' })['data-theme'], 'light');
  assert.deepEqual(runInline(colorModeScript(colorMode({ disableSwitch: true })), { stored: { theme: 'dark' } }), { 'data-theme': 'light', 'data-theme-choice': 'light' });
  assert.deepEqual(runInline(colorModeScript(colorMode({ respectPrefersColorScheme: true }))), { 'data-theme': 'dark', 'data-theme-choice': 'system' });
  assert.equal(runInline(colorModeScript(colorMode()), { search: '?docusaurus-data-mode=embed' })['data-mode'], 'embed');
});

test('announcement script: dismissed only for the same id', () => {
  const config = { themeConfig: { announcementBar: { id: 'v2', content: 'x', isCloseable: true } } };
  const attr = 'data-announcement-bar-initially-dismissed';
  const script = announcementBarScript(config);
  assert.equal(runInline(script)[attr], 'false');
  assert.equal(runInline(script, { stored: { 'docusaurus.announcement.id': 'v2', 'docusaurus.announcement.dismiss': 'true' } })[attr], 'true');
  assert.equal(runInline(script, { stored: { 'docusaurus.announcement.id': 'v1', 'docusaurus.announcement.dismiss': 'true' } })[attr], 'false');
  assert.equal(announcementBarScript({ themeConfig: { announcementBar: null } }), null);
});

function fakeFetch(routes) {
  const calls = [];
  globalThis.fetch = async (url) => {
    calls.push(url);
    const body = routes[url];
    if (body === undefined) {
      return { status: 404, ok: false, statusText: 'Not Found', json: async () => ({}) };
    }
    if (body instanceof Error) {
      throw body;
    }
    return { status: 200, ok: true, statusText: 'OK', json: async () => structuredClone(body) };
  };
  return calls;
}

const globals = { siteConfig: {}, sidebars: { guides: '/__data/sidebar-guides.abc.json' } };
const docPage = { route: '/a', kind: 'doc', title: 'A', doc: { id: 'a', sidebarId: 'guides', breadcrumbs: [], tags: [] } };

test('DataClient loads page data and caches sidebars per URL', async () => {
  const calls = fakeFetch({ '/__data/pages/a/__page.json': docPage, '/__data/pages/b/__page.json': { ...docPage, route: '/b' }, '/__data/sidebar-guides.abc.json': [{ type: 'link', label: 'A', href: '/a' }] });
  const client = new DataClient(globals);
  const a = await client.loadPage('/a');
  assert.equal(a.page.title, 'A');
  assert.equal(a.sidebar.length, 1);
  await client.loadPage('/b');
  await client.loadPage('/a');
  assert.equal(calls.filter((u) => u.includes('sidebar')).length, 1);
  assert.equal(calls.filter((u) => u === '/__data/pages/a/__page.json').length, 1);
});

test('DataClient: a missing route is NotFoundError, a missing sidebar means a new deployment', async () => {
  fakeFetch({ '/__data/pages/a/__page.json': docPage });
  const client = new DataClient(globals);
  await assert.rejects(client.loadPage('/nope'), NotFoundError);
  await assert.rejects(client.loadPage('/a'), DeploymentChangedError);
});

test('DataClient: a network failure is an ordinary error and is retried next time', async () => {
  let calls = fakeFetch({ '/__data/pages/x/__page.json': new TypeError('Failed to fetch') });
  const client = new DataClient({ siteConfig: {}, sidebars: {} });
  await assert.rejects(client.loadPage('/x'), (error) => !(error instanceof NotFoundError) && /Failed to fetch/.test(error.message));
  calls = fakeFetch({ '/__data/pages/x/__page.json': { route: '/x', kind: 'page', title: 'X' } });
  assert.equal((await client.loadPage('/x')).page.title, 'X');
  assert.equal(calls.length, 1);
});
