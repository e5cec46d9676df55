// The MDX components (compiled to .test-build/ by `tsc -p tsconfig.test.json`) server-render the
// markup crates/markdown writes for the same construct. The Rust side is read from the markdown
// crate's snapshot files at test time, so a change on either side fails here. Both HTML strings
// are parsed by Chromium and compared as DOM trees: attributes sorted, comments and
// whitespace-only text between blocks dropped (kept inside <pre>), and highlighting token spans
// (`tok-*`, build-time only) unwrapped.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = path.join(here, '../.test-build');
const snapshots = path.join(here, '../../crates/markdown/tests/snapshots');
const fixtures = path.join(here, '../../crates/markdown/tests/fixtures');
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// ---------------------------------------------------------------- the bundler's aliases in Node

const pages = {};
const cssModule = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
const virtual = {
  '@generated/pages': { __esModule: true, default: pages },
  // mermaid off, as on a site without @docusaurus/theme-mermaid
  '@generated/mermaid': { __esModule: true, default: null, useMermaidContainers() {} },
};

function aliasTarget(request) {
  const [prefix, dir] = request.startsWith('@theme/')
    ? ['@theme/', 'theme']
    : request.startsWith('@docusaurus/')
      ? ['@docusaurus/', 'docusaurus']
      : [null, null];
  if (!prefix) {
    return null;
  }
  const rest = path.join(build, dir, request.slice(prefix.length));
  return [`${rest}.js`, path.join(rest, 'index.js')].find((p) => fs.existsSync(p)) ?? null;
}

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolve(request, parent, ...rest) {
  if (request in virtual || request.endsWith('.css')) {
    const key = `\0virtual:${request}`;
    if (!Module._cache[key]) {
      const m = new Module(key);
      m.loaded = true;
      m.exports = virtual[request] ?? cssModule;
      Module._cache[key] = m;
    }
    return key;
  }
  return aliasTarget(request) ?? originalResolve.call(this, request, parent, ...rest);
};

const require = createRequire(import.meta.url);
const load = (p) => require(path.join(build, p));
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const { MemoryRouter } = require('react-router');
const { SiteContext, PageContext } = load('app/contexts');
const { ColorModeProvider } = load('hooks/useColorMode');
const MDXComponents = load('theme/MDXComponents/index').default;
const MDXContent = load('theme/MDXContent/index').default;
const Tabs = load('theme/Tabs/index').default;
const TabItem = load('theme/TabItem/index').default;
const Admonition = load('theme/Admonition/index').default;
const TOCInline = load('theme/TOCInline/index').default;
const ThemedImage = load('theme/ThemedImage/index').default;

const themeConfig = {
  prism: { additionalLanguages: [], magicComments: null, defaultLanguage: null },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
};
const site = {
  globals: { siteConfig: { url: 'https://example.com', baseUrl: '/', themeConfig }, sidebars: {} },
  data: { prefetch() {} },
};

/** Server HTML of `element` inside the app's contexts, as the SSR entry renders it. */
function ssr(element, page = { route: '/docs/page', kind: 'doc', title: 'Page' }) {
  return renderToString(
    h(
      MemoryRouter,
      { initialEntries: [page.route] },
      h(SiteContext.Provider, { value: site }, h(ColorModeProvider, null, h(PageContext.Provider, { value: { page, sidebar: null } }, element))),
    ),
  );
}

/** MDX's createElement: lowercase tags go through `MDXComponents` as compiled MDX does. */
function mdx(type, props, ...children) {
  const component = typeof type === 'string' ? (MDXComponents[type] ?? type) : type;
  return h(component, props, ...children);
}

// ---------------------------------------------------------------- the Rust side

/** The `=== html` section of a markdown fixture's snapshot. */
function rustHtml(name) {
  const file = path.join(snapshots, `fixture@${name}.snap`);
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('=== html\n');
  const end = text.indexOf('\n=== toc', start);
  assert.ok(start >= 0 && end > start, `${file} has no html section`);
  return text.slice(start + '=== html\n'.length, end);
}

/** The fenced code blocks of a fixture: language, meta string and code as MDX passes them. */
function fences(name) {
  const source = fs.readFileSync(path.join(fixtures, name), 'utf8');
  return [...source.matchAll(/^( *)```([^\s`{]*)([^\n]*)\n([\s\S]*?)^ *```$/gm)].map(([, indent, language, meta, code]) => ({
    language,
    meta: meta.trim(),
    code: code.replace(new RegExp(`^ {0,${indent.length}}`, 'gm'), ''),
  }));
}

// ---------------------------------------------------------------- comparison in Chromium

let browser;
let page;

before(async () => {
  assert.ok(fs.existsSync(EXECUTABLE), `Chromium not found at ${EXECUTABLE} (apt-get install chromium)`);
  browser = await chromium.launch({ executablePath: EXECUTABLE, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
});

after(async () => {
  await browser?.close();
});

/** Each top-level element of `html` in a canonical form (one string per element). */
async function canonical(html) {
  return page.evaluate((source) => {
    const template = document.createElement('template');
    template.innerHTML = source;
    for (const token of template.content.querySelectorAll('span[class^="tok-"]')) {
      token.replaceWith(...token.childNodes);
    }
    template.content.normalize();
    const write = (node, inPre) => {
      if (node.nodeType === Node.TEXT_NODE) {
        return !inPre && node.data.trim() === '' ? '' : JSON.stringify(node.data);
      }
      if (node.nodeType !== Node.ELEMENT_NODE) {
        return '';
      }
      const attrs = [...node.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
      const pre = inPre || node.localName === 'pre';
      const children = [...node.childNodes].map((c) => write(c, pre)).filter(Boolean);
      return `<${node.localName}${attrs.map((a) => ` ${a}`).join('')}>${children.join('')}</${node.localName}>`;
    };
    return [...template.content.children].map((element) => write(element, false));
  }, html);
}

/**
 * The Rust HTML as `@theme/MDXContent` mounts it: the Markdown renderer's `anchorWithStickyNavbar`
 * anchors take Docusaurus 3.10's class (no `navbar.hideOnScroll` in these tests).
 */
function asMounted(html) {
  return html.replaceAll('class="anchor anchorWithStickyNavbar', 'class="anchor anchorTargetStickyNavbar');
}

/** Asserts the React element renders the `index`th top-level block of the fixture's HTML. */
async function assertSameAsRust(fixture, index, element, pageData) {
  const [expected, actual] = await Promise.all([canonical(asMounted(rustHtml(fixture))), canonical(ssr(element, pageData))]);
  assert.ok(expected[index], `${fixture} has no block ${index}`);
  assert.equal(actual.length, 1, `one element rendered:\n${actual.join('\n')}`);
  assert.equal(actual[0], expected[index]);
}

// ---------------------------------------------------------------- admonitions

test('Admonition renders every type as the Markdown renderer does', async () => {
  const cases = [
    [0, h(Admonition, { type: 'note' }, mdx('p', null, 'Plain note with ', mdx('strong', null, 'Markdown'), ' and a list:'), '\n', mdx('ul', null, mdx('li', null, 'a'), '\n', mdx('li', null, 'b')))],
    // The label of `:::tip[Custom *title*]` comes as an `mdxAdmonitionTitle` child from the MDX compiler.
    [1, h(Admonition, { type: 'tip' }, h('mdxAdmonitionTitle', null, 'Custom ', mdx('em', null, 'title')), mdx('p', null, 'Tip with a bracket title.'))],
    [2, h(Admonition, { type: 'info', title: 'Legacy title' }, mdx('p', null, 'Info with a space-separated title.'))],
    [3, h(Admonition, { type: 'warning' }, mdx('p', null, 'Warning.'))],
    [4, h(Admonition, { type: 'danger' }, mdx('p', null, 'Danger.'))],
    [5, h(Admonition, { type: 'caution' }, mdx('p', null, 'Caution.'))],
    [6, h(Admonition, { type: 'important' }, mdx('p', null, 'Important maps to info styling.'))],
    [7, h(Admonition, { type: 'secondary' }, mdx('p', null, 'Secondary maps to note styling.'))],
    [
      8,
      mdx('admonition', { type: 'tip', title: 'Outer' }, mdx('p', null, 'Outer text.'), mdx('admonition', { type: 'danger', title: 'Inner' }, mdx('p', null, 'Nested with fewer colons.'))),
    ],
    [9, h(Admonition, { type: 'fancy' }, mdx('p', null, 'Unknown type renders plain with a warning.'))],
    [11, h(Admonition, { type: 'note', title: 'Title from an attribute' }, mdx('p', null, 'Directive attribute form.'))],
  ];
  for (const [index, element] of cases) {
    await assertSameAsRust('admonitions_md', index, element);
  }
});

// ---------------------------------------------------------------- code blocks

test('CodeBlock renders every fence of code_blocks.md as the Markdown renderer does', async () => {
  const blocks = fences('code_blocks.md');
  assert.ok(blocks.length >= 7, `fences found: ${blocks.length}`);
  for (const [index, { language, meta, code }] of blocks.entries()) {
    const element = mdx('pre', null, mdx('code', { className: language ? `language-${language}` : undefined, metastring: meta || undefined }, code));
    await assertSameAsRust('code_blocks_md', index, element);
  }
});

test('CodeBlock props (title, showLineNumbers, language) give the same markup as the meta string', async () => {
  const CodeBlock = load('theme/CodeBlock/index').default;
  const [viaMeta, viaProps] = await Promise.all([
    canonical(ssr(mdx('code', { className: 'language-bash', metastring: 'title="a.sh" showLineNumbers=3' }, 'echo 1\necho 2\n'))),
    canonical(ssr(h(CodeBlock, { language: 'bash', title: 'a.sh', showLineNumbers: 3 }, 'echo 1\necho 2'))),
  ]);
  assert.deepEqual(viaProps, viaMeta);
  assert.match(viaMeta[0], /counter-reset:line-count 2/);
  assert.match(viaMeta[0], /codeBlockTitle/);
});

test('inline code stays inline', () => {
  assert.equal(ssr(mdx('code', null, 'npm run build')), '<code>npm run build</code>');
});

// ---------------------------------------------------------------- tabs

test('Tabs and TabItem render tabs.mdx as the Markdown renderer does', async () => {
  const [npm, yarn] = fences('tabs.mdx');
  const fence = ({ language, code }) => mdx('pre', null, mdx('code', { className: `language-${language}` }, code));
  await assertSameAsRust(
    'tabs_mdx',
    0,
    h(
      Tabs,
      { groupId: 'package-manager', queryString: true },
      '\n',
      h(TabItem, { value: 'npm', label: 'npm', default: true }, fence(npm)),
      '\n',
      h(TabItem, { value: 'yarn', label: 'Yarn' }, fence(yarn)),
      '\n',
    ),
  );
  await assertSameAsRust(
    'tabs_mdx',
    1,
    h(
      Tabs,
      { defaultValue: 'py', values: [{ label: 'JavaScript', value: 'js' }, { label: 'Python', value: 'py' }] },
      h(TabItem, { value: 'js' }, 'Inline ', mdx('strong', null, 'content'), ' for JS.'),
      h(TabItem, { value: 'py' }, mdx('p', null, 'Python text with a ', mdx('a', { href: '/docs/other' }, 'link'), '.')),
    ),
  );
});

// ---------------------------------------------------------------- details

test('details render details.mdx as the Markdown renderer does', async () => {
  await assertSameAsRust(
    'details_mdx',
    0,
    mdx(
      'details',
      null,
      '\n',
      mdx('summary', null, 'Why does the launch fail with ', mdx('code', null, 'invalid_state'), '?'),
      '\n',
      mdx('p', null, 'The state cookie was ', mdx('strong', null, 'blocked'), ' by the browser.'),
      '\n',
      mdx('ul', null, '\n', mdx('li', null, 'Check third-party cookies.'), '\n'),
    ),
  );
  await assertSameAsRust('details_mdx', 1, mdx('details', { open: true }, mdx('summary', null, 'Open by default'), mdx('p', null, 'Indented content is fine in MDX.')));
  // A summary MDX wrapped in a paragraph is still the summary.
  await assertSameAsRust('details_mdx', 1, mdx('details', { open: true }, mdx('p', null, mdx('summary', null, 'Open by default')), '\n', mdx('p', null, 'Indented content is fine in MDX.')));
});

// ---------------------------------------------------------------- headings

test('headings render headings.md as the Markdown renderer does', async () => {
  await assertSameAsRust('headings_md', 0, mdx('h1', { id: 'page-title' }, 'Page title'));
  await assertSameAsRust('headings_md', 1, mdx('h2', { id: 'getting-started' }, 'Getting Started'));
  await assertSameAsRust('headings_md', 3, mdx('h3', { id: 'my-custom-id' }, 'Custom id'));
  await assertSameAsRust(
    'headings_md',
    5,
    mdx('h2', { id: 'ünïcödé--emoji--code-em' }, 'Ünïcödé & Emoji 🚀 ', mdx('code', null, 'code'), ' ', mdx('em', null, 'em')),
  );
});

// ---------------------------------------------------------------- content, TOC, images

test('MDXContent renders compiled content by key with the MDX components, the HTML path as before', async () => {
  pages['content/docs/page'] = ({ components }) => h(components.h2, { id: 'a' }, 'A');
  const [compiled] = await canonical(ssr(h(MDXContent, { component: 'content/docs/page' })));
  assert.equal(
    compiled,
    '<div class="theme-doc-markdown markdown"><h2 class="anchor anchorTargetStickyNavbar" id="a">"A"<a aria-label="Direct link to A" class="hash-link" href="#a" title="Direct link to A">"\u200b"</a></h2></div>',
  );
  const [html] = await canonical(ssr(h(MDXContent, { html: '<p>x</p>' })));
  assert.equal(html, '<div class="theme-doc-markdown markdown" data-ferrosaurus-content=""><p>"x"</p></div>');
  assert.throws(() => ssr(h(MDXContent, { component: 'missing' })), /No compiled MDX content is registered as "missing"/);
});

test('TOCInline writes nested lists of #id links, root list classed table-of-contents', async () => {
  const toc = [
    { value: 'A', id: 'a', level: 2 },
    { value: 'A <code>1</code>', id: 'a1', level: 3 },
    { value: 'Deep', id: 'deep', level: 4 },
    { value: 'B', id: 'b', level: 2 },
  ];
  const [inline] = await canonical(ssr(h(TOCInline, { toc })));
  assert.equal(
    inline,
    '<div class="tableOfContentsInline"><ul class="table-of-contents"><li><a href="#a">"A"</a><ul><li><a href="#a1">"A "<code>"1"</code></a></li></ul></li><li><a href="#b">"B"</a></li></ul></div>',
  );
  const [fromPage] = await canonical(ssr(h(TOCInline, { maxHeadingLevel: 2 }), { route: '/docs/x', kind: 'doc', title: 'X', toc }));
  assert.match(fromPage, /href="#a".*href="#b"/);
  assert.doesNotMatch(fromPage, /#a1/);
});

test('ThemedImage server-renders both colour modes (the client keeps one after mount)', async () => {
  // React hoists a `<link rel="preload" as="image">` per image into the head: left out here.
  const rendered = await canonical(ssr(h(ThemedImage, { alt: 'Logo', sources: { light: '/l.png', dark: '/d.png' } })));
  const [light, dark] = rendered.filter((element) => element.startsWith('<img'));
  assert.match(light, /src="\/l.png"/);
  assert.match(light, /class="themedComponent themedComponent--light"/);
  assert.match(dark, /src="\/d.png"/);
  assert.match(dark, /class="themedComponent themedComponent--dark"/);
});

// ---------------------------------------------------------------- pure logic

test('code meta: title, line numbers, ranges and magic comments as Docusaurus reads them', () => {
  const { parseMeta, markLines, magicCommentsOf, DEFAULT_MAGIC_COMMENTS } = load('theme/CodeBlock/codeMeta');
  assert.deepEqual(parseMeta('{1,3-4} title="src/App.js" showLineNumbers=5'), { title: 'src/App.js', lineNumbersStart: 5, ranges: [1, 3, 4] });
  assert.deepEqual(parseMeta("title='x' showLineNumbers"), { title: 'x', lineNumbersStart: 1, ranges: null });
  assert.deepEqual(parseMeta(undefined), { title: null, lineNumbersStart: null, ranges: null });
  const marked = markLines('a\n# highlight-next-line\nb\n// highlight-next-line\nc\n', 'python', null, DEFAULT_MAGIC_COMMENTS);
  assert.deepEqual(marked.map((l) => [l.text, l.classNames.length]), [['a', 0], ['b', 1], ['// highlight-next-line', 0], ['c', 0]]);
  const custom = magicCommentsOf([{ className: 'err', line: 'This-will-error' }, 'junk']);
  assert.deepEqual(markLines('// This-will-error\nbad();', 'ts', null, custom), [{ text: 'bad();', classNames: ['err'] }]);
  assert.deepEqual(markLines('x\ny', 'js', [2], custom).map((l) => l.classNames), [[], ['err']]);
});

test('tabs: default value, header values and query key follow Docusaurus', () => {
  const { defaultTabValue, tabValuesOf, tabItemsOf, tabQueryKey } = load('hooks/useTabs');
  const items = tabItemsOf(['\n', h(TabItem, { value: 'a' }), '\n', h(TabItem, { value: 'b', label: 'B', default: true })]);
  const values = tabValuesOf(undefined, items);
  assert.deepEqual(values.map((v) => [v.value, v.label]), [['a', 'a'], ['b', 'B']]);
  assert.equal(defaultTabValue(undefined, values, items), 'b');
  assert.equal(defaultTabValue('a', values, items), 'a');
  assert.equal(defaultTabValue('zz', values, items), 'b');
  const inParagraph = tabItemsOf([mdx('p', null, h(TabItem, { value: 'x' }), '\n', h(TabItem, { value: 'y' }))]);
  assert.deepEqual(inParagraph.map((i) => i.props.value), ['x', 'y']);
  assert.equal(tabQueryKey(true, 'os'), 'os');
  assert.equal(tabQueryKey('platform', 'os'), 'platform');
  assert.equal(tabQueryKey(undefined, 'os'), null);
});

test('DocCardList cards: sidebar items that show a card, a category leads to its first link, the current category found', () => {
  const { filterDocCardListItems, findFirstSidebarItemLink, categoryAt } = load('theme/DocCardList/useDocCardItems');
  const link = { type: 'link', label: 'A', href: '/a' };
  const unlisted = { type: 'link', label: 'U', href: '/u', unlisted: true };
  const html = { type: 'html', value: '<hr>', defaultStyle: false };
  const category = { type: 'category', label: 'C', items: [html, link], collapsed: true, collapsible: true };
  const empty = { ...category, label: 'E', items: [html] };
  assert.deepEqual(filterDocCardListItems([link, unlisted, html, category, empty]), [link, category]);
  assert.equal(findFirstSidebarItemLink(category), '/a');
  assert.equal(findFirstSidebarItemLink({ ...category, href: '/c' }), '/c');
  assert.equal(findFirstSidebarItemLink(empty), undefined);
  const sidebar = [{ ...category, href: '/c', items: [{ ...category, href: '/c/d/', label: 'D' }] }];
  assert.equal(categoryAt(sidebar, '/c/d'), sidebar[0].items[0].items);
  assert.equal(categoryAt(sidebar, '/nowhere'), null);
});
