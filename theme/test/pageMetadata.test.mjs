// The <html> ThemeClassNames and site head tags per page kind, as Docusaurus 3.10 writes them
// (issue 17; the golden test in crates/build/tests/golden.rs checks whole pages).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { htmlClassName, searchMetadata, siteHeadTags, pageTrailingHeadTags, withDocsVersion, ownsTitle } = require('../.test-build/app/pageMetadata.js');

const docsPlugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
const blogPlugin = { name: 'docusaurus-plugin-content-blog', id: 'default' };
const pagesPlugin = { name: 'docusaurus-plugin-content-pages', id: 'default' };
const doc = { route: '/docs/intro', kind: 'doc', doc: { id: 'guides/intro' }, plugin: docsPlugin };

test('html classes per page kind', () => {
  assert.equal(htmlClassName(doc), 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/intro');
  const versioned = { ...doc, plugin: { ...docsPlugin, id: 'community' }, doc: { id: 'a', version: { pluginId: 'community', version: '1.0', className: 'docs-version-1.0' } } };
  assert.equal(htmlClassName(versioned), 'docs-wrapper plugin-docs plugin-id-community docs-version-1.0 docs-doc-page docs-doc-id-a');
  assert.equal(htmlClassName({ route: '/blog/x', kind: 'blog-post', plugin: blogPlugin }), 'blog-wrapper blog-post-page plugin-blog plugin-id-default');
  assert.equal(htmlClassName({ route: '/blog/archive', kind: 'blog-archive', plugin: blogPlugin }), 'plugin-blog plugin-id-default');
  assert.equal(htmlClassName({ route: '/about', kind: 'page', plugin: pagesPlugin }), 'mdx-wrapper mdx-page plugin-pages plugin-id-default');
  assert.equal(htmlClassName({ route: '/', kind: 'component', plugin: pagesPlugin }), 'plugin-pages plugin-id-default');
  assert.equal(htmlClassName({ route: '/404.html', kind: 'not-found' }), 'plugin-native plugin-id-default');
  assert.equal(htmlClassName({ route: '/docs/tags/a', kind: 'tag-docs', plugin: docsPlugin }), 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-doc-list-page');
});

// issue 17: a second blog or docs instance gets its own plugin-id-* class (and a JS plugin its name)
test('issue_17_plugin_classes_come_from_the_route_plugin', () => {
  assert.equal(htmlClassName({ route: '/news/x', kind: 'blog-post', plugin: { ...blogPlugin, id: 'news' } }), 'blog-wrapper blog-post-page plugin-blog plugin-id-news');
  assert.equal(htmlClassName({ route: '/news', kind: 'blog-list', plugin: { ...blogPlugin, id: 'news' } }), 'blog-wrapper blog-list-page plugin-blog plugin-id-news');
  assert.equal(htmlClassName({ route: '/community/a', kind: 'doc', doc: { id: 'a' }, plugin: { ...docsPlugin, id: 'community' } }), 'docs-wrapper plugin-docs plugin-id-community docs-version-current docs-doc-page docs-doc-id-a');
  assert.equal(htmlClassName({ route: '/x', kind: 'component', plugin: { name: 'my-plugin', id: 'default' } }), 'plugin-my-plugin plugin-id-default');
  assert.equal(htmlClassName({ route: '/api/x', kind: 'component', plugin: { name: 'docusaurus-plugin-openapi-docs', id: 'openapi' } }), 'plugin-openapi-docs plugin-id-openapi');
});

test('tags pages take the docs version their route is in', () => {
  const globalData = { 'docusaurus-plugin-content-docs': { default: { versions: [{ name: 'current', path: '/docs/next' }, { name: '1.0', path: '/docs' }] } } };
  const tags = withDocsVersion({ route: '/docs/tags/', kind: 'tags-list', plugin: docsPlugin }, globalData);
  assert.equal(htmlClassName(tags), 'docs-wrapper plugin-docs plugin-id-default docs-version-1.0 docs-tags-list-page');
  assert.deepEqual(searchMetadata(tags), { tag: 'doc_tags_list', version: '1.0' });
  const next = withDocsVersion({ route: '/docs/next/tags/a/', kind: 'tag-docs', plugin: docsPlugin }, globalData);
  assert.equal(searchMetadata(next).version, 'current');
  assert.equal(withDocsVersion(doc, globalData), doc, 'other pages are left as they are');
});

// issue 17: pages the OpenAPI plugin adds are docs of the docs instance (Docusaurus builds them
// as docs), and with docs at the site's root the 404 page is the docs version's not found page
test('issue_17_api_pages_and_the_docs_caught_404_page', () => {
  const api = { route: '/api/scores', kind: 'doc', doc: { id: 'api/scores' }, plugin: { name: 'docusaurus-plugin-openapi-docs', id: 'openapi' } };
  assert.equal(htmlClassName(api), 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-api/scores');
  const rootDocs = { 'docusaurus-plugin-content-docs': { default: { versions: [{ name: 'current', path: '/' }] } } };
  const caught = withDocsVersion({ route: '/404.html', kind: 'not-found' }, rootDocs);
  assert.equal(htmlClassName(caught), 'docs-wrapper plugin-docs plugin-id-default docs-version-current');
  assert.deepEqual(searchMetadata(caught), { tag: 'docs-default-current', version: 'current' });
  assert.equal(ownsTitle(caught), false);
  const config = { url: 'https://x.example', baseUrl: '/', trailingSlash: false, title: 'Site', themeConfig: { metadata: [] } };
  assert.deepEqual(show(siteHeadTags(caught, config)).slice(0, 2), ['meta property=og:title content=Site', 'meta name=twitter:card content=summary_large_image']);
  const notCaught = withDocsVersion({ route: '/404.html', kind: 'not-found' }, { 'docusaurus-plugin-content-docs': { default: { versions: [{ name: 'current', path: '/docs' }] } } });
  assert.equal(htmlClassName(notCaught), 'plugin-native plugin-id-default');
  assert.equal(ownsTitle(notCaught), true);
});

test('search metadata: docs carry their version, other kinds a fixed tag', () => {
  assert.deepEqual(searchMetadata(doc), { tag: 'docs-default-current', version: 'current' });
  assert.deepEqual(searchMetadata({ route: '/blog', kind: 'blog-list' }), { tag: 'blog_posts_list', version: null });
  assert.deepEqual(searchMetadata({ route: '/blog/x', kind: 'blog-post' }), { tag: 'default', version: null });
});

const siteConfig = {
  url: 'https://x.example',
  baseUrl: '/',
  trailingSlash: null,
  themeConfig: { image: 'img/social.png', metadata: [{ name: 'keywords', content: 'site' }] },
};
const show = (tags) => tags.map(({ tagName, attributes }) => `${tagName} ${Object.entries(attributes).map(([k, v]) => `${k}=${v}`).join(' ')}`);

test('site head tags: canonical, alternates, social defaults; the page image and keywords win', () => {
  const tags = show(siteHeadTags({ ...doc, doc: { id: 'a', unlisted: true } }, siteConfig));
  assert.ok(tags.includes('link rel=canonical href=https://x.example/docs/intro'));
  assert.ok(tags.includes('link rel=alternate href=https://x.example/docs/intro hreflang=x-default'));
  assert.ok(tags.includes('meta property=og:image content=https://x.example/img/social.png'));
  assert.ok(tags.includes('meta name=keywords content=site'));
  assert.ok(tags.includes('meta name=docsearch:version content=current'));
  assert.ok(!tags.some((t) => t.includes('robots')), 'an unlisted doc says robots after its metadata');
  assert.deepEqual(show(pageTrailingHeadTags({ ...doc, doc: { id: 'a', unlisted: true } })), ['meta name=robots content=noindex, nofollow']);
  const own = show(siteHeadTags({ ...doc, image: 'img/a.png', keywords: ['a'] }, siteConfig));
  assert.ok(!own.some((t) => t.includes('og:image') || t.includes('keywords') || t.includes('robots')), own.join('\n'));
});

// issue 17: the metas in react-helmet's order (the order Docusaurus 3.10 writes them in), the
// default search tag left to a page that sets its own after its PageMetadata
test('issue_17_site_head_tags_in_docusaurus_order', () => {
  const metas = (tags) => show(tags).filter((t) => t.startsWith('meta')).map((t) => t.split(' ').slice(1, 2).join(' '));
  assert.deepEqual(metas(siteHeadTags(doc, siteConfig)), [
    'name=twitter:card', 'property=og:image', 'name=twitter:image', 'property=og:url', 'property=og:locale', 'name=docusaurus_locale', 'name=docsearch:language',
    'name=keywords', 'name=docusaurus_version', 'name=docusaurus_tag', 'name=docsearch:version', 'name=docsearch:docusaurus_tag',
  ]);
  const blogList = { route: '/blog', kind: 'blog-list', plugin: blogPlugin };
  assert.deepEqual(metas(siteHeadTags(blogList, siteConfig)).slice(5), ['name=docusaurus_locale', 'name=docsearch:language', 'name=keywords']);
  assert.deepEqual(show(pageTrailingHeadTags(blogList)), ['meta name=docusaurus_tag content=blog_posts_list', 'meta name=docsearch:docusaurus_tag content=blog_posts_list']);
  const tagsList = { route: '/docs/tags', kind: 'tags-list', plugin: docsPlugin };
  assert.deepEqual(metas(siteHeadTags(tagsList, siteConfig)).slice(-2), ['name=docusaurus_version', 'name=docsearch:version']);
  const page = { route: '/about', kind: 'page', plugin: pagesPlugin };
  assert.deepEqual(metas(siteHeadTags(page, siteConfig)).slice(5, 9), ['name=docusaurus_locale', 'name=docusaurus_tag', 'name=docsearch:language', 'name=docsearch:docusaurus_tag']);
  assert.deepEqual(pageTrailingHeadTags(page), []);
});

test('the canonical URL has trailingSlash applied, the 404 page included (as Docusaurus)', () => {
  const slash = { ...siteConfig, baseUrl: '/base/', trailingSlash: true };
  const tags = show(siteHeadTags({ route: '/base/404.html', kind: 'not-found' }, slash));
  assert.ok(tags.includes('link rel=canonical href=https://x.example/base/404.html/'), tags.join('\n'));
});

const { applyTrailingSlash } = require('../.test-build/app/trailingSlash.js');

test('applyTrailingSlash: as Docusaurus (and core::url) apply it', () => {
  assert.equal(applyTrailingSlash('/docs/a', true, '/'), '/docs/a/');
  assert.equal(applyTrailingSlash('/docs/a/?q=1#h', false, '/'), '/docs/a?q=1#h');
  assert.equal(applyTrailingSlash('/docs/a/', null, '/'), '/docs/a/');
  assert.equal(applyTrailingSlash('/base/', false, '/base/'), '/base/');
  assert.equal(applyTrailingSlash('/', false, '/'), '/');
  assert.equal(applyTrailingSlash('#top', true, '/'), '#top');
});
