// The head as Docusaurus 3.10 writes it (issue 17): react-helmet's groups and order after
// React 19's hoisting, the JSON-LD structured data, translated titles' plural forms. The golden
// test (crates/build/tests/golden.rs) compares whole pages with Docusaurus's build.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const load = (path) => require(`../.test-build/${path}.js`);
const { arrangeHead, headElements } = load('app/headOrder');
const { breadcrumbsStructuredData, blogPostStructuredData, blogListStructuredData } = load('app/structuredData');
const { selectPluralMessage } = load('app/tags');

test('headElements splits a head into its elements, content included', () => {
  const inner = '<meta charSet="UTF-8"/><title>A &lt; B</title><script type="application/ld+json">{"a":"</b>"}</script><link rel="icon" href="/i.svg"/>';
  assert.deepEqual(headElements(inner), ['<meta charSet="UTF-8"/>', '<title>A &lt; B</title>', '<script type="application/ld+json">{"a":"</b>"}</script>', '<link rel="icon" href="/i.svg"/>']);
});

test('issue_17_head_in_helmet_order: charset, generator, title, metas, links, scripts, then assets', () => {
  const html =
    '<html><head><meta charSet="UTF-8"/><meta name="viewport" content="v"/><link rel="preload" as="image" href="/logo.svg"/>' +
    '<meta name="generator" content="ferrosaurus"/><link rel="icon" href="/i.svg"/><link rel="stylesheet" href="/s.css"/>' +
    '<meta name="twitter:card" content="c"/><link rel="canonical" href="https://x/a"/><title>A | S</title><meta property="og:title" content="A | S"/>' +
    '</head><body><div>x</div></body></html>';
  const arranged = arrangeHead(html, ['<script data-rh="true" type="application/ld+json">{}</script>']);
  const head = arranged.slice(arranged.indexOf('<head>') + 6, arranged.indexOf('</head>'));
  assert.deepEqual(headElements(head), [
    '<meta charSet="UTF-8"/>',
    '<meta name="generator" content="ferrosaurus"/>',
    '<title>A | S</title>',
    '<meta name="viewport" content="v"/>',
    '<meta name="twitter:card" content="c"/>',
    '<meta property="og:title" content="A | S"/>',
    '<link rel="icon" href="/i.svg"/>',
    '<link rel="canonical" href="https://x/a"/>',
    '<script data-rh="true" type="application/ld+json">{}</script>',
    '<link rel="preload" as="image" href="/logo.svg"/>',
    '<link rel="stylesheet" href="/s.css"/>',
  ]);
  assert.ok(arranged.endsWith('</head><body><div>x</div></body></html>'), 'the body is left alone');
});

test("the site's og:title goes before the viewport when the page writes no title (Docusaurus's SiteMetadataDefaults)", () => {
  const html = '<html><head><meta charSet="UTF-8"/><meta name="viewport" content="v"/><title>Site</title><meta property="og:title" content="Site"/><meta name="twitter:card" content="c"/></head><body></body></html>';
  const arranged = arrangeHead(html);
  const head = headElements(arranged.slice(arranged.indexOf('<head>') + 6, arranged.indexOf('</head>')));
  assert.deepEqual(head.slice(2, 5), ['<meta property="og:title" content="Site"/>', '<meta name="viewport" content="v"/>', '<meta name="twitter:card" content="c"/>']);
});

const site = { url: 'https://x.example', baseUrl: '/', trailingSlash: false };

test('breadcrumbs JSON-LD: only linked crumbs, numbered from 1, permalinks as Docusaurus holds them', () => {
  const crumbs = [{ label: 'Guides' }, { label: 'Setup', href: '/docs/guides/setup/' }];
  assert.deepEqual(breadcrumbsStructuredData(crumbs, { ...site, trailingSlash: true }), {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Setup', item: 'https://x.example/docs/guides/setup' }],
  });
});

const post = {
  title: 'Hello',
  permalink: '/blog/hello',
  date: '2024-01-02T00:00:00.000Z',
  description: 'First.',
  authors: [{ name: 'Ada', title: 'Author' }],
};

test('blog post JSON-LD: one author as an object, keywords always, part of its blog', () => {
  const data = blogPostStructuredData(post, { site, image: 'https://x.example/img/a.png' }, { basePath: '/blog', title: 'Blog' });
  assert.equal(data['@type'], 'BlogPosting');
  assert.deepEqual(data.author, { '@type': 'Person', name: 'Ada', description: 'Author' });
  assert.deepEqual(data.keywords, []);
  assert.equal(data.image.caption, 'title image for the blog post: Hello');
  assert.deepEqual(data.isPartOf, { '@type': 'Blog', '@id': 'https://x.example/blog', name: 'Blog' });
  const two = blogPostStructuredData({ ...post, authors: [{ name: 'A' }, { name: 'B' }], lastUpdate: { lastUpdatedAt: 1700000000 } }, { site }, { basePath: '/blog', title: 'Blog' });
  assert.equal(two.author.length, 2);
  assert.equal(two.dateModified, '2023-11-14T22:13:20.000Z');
});

test('blog list JSON-LD: the blog and its posts without their own context', () => {
  const data = blogListStructuredData({ route: '/blog', title: 'Blog', description: 'Blog' }, [post], site);
  assert.equal(data['@id'], 'https://x.example/blog');
  assert.equal(data.blogPost[0]['@context'], undefined);
  assert.equal(data.blogPost[0].isPartOf, undefined);
});

test('plural forms follow the locale: French "one|other" with its many category', () => {
  assert.equal(selectPluralMessage('en', 1, 'One doc|{count} docs'), 'One doc');
  assert.equal(selectPluralMessage('en', 3, 'One doc|{count} docs'), '3 docs');
  assert.equal(selectPluralMessage('fr', 2, 'Un document|{count} documents'), '2 documents');
  assert.equal(selectPluralMessage('fr', 0, 'Un document|{count} documents'), 'Un document');
  assert.equal(selectPluralMessage('fr', 7, 'seul'), 'seul');
});
