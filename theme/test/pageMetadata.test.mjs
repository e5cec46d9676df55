// The <html> ThemeClassNames and site head tags per page kind, as Docusaurus 3.10 writes them
// (issue 17; the golden test in crates/build/tests/golden.rs checks whole pages).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { htmlClassName, searchMetadata, siteHeadTags } = require('../.test-build/app/pageMetadata.js');

const doc = { route: '/docs/intro', kind: 'doc', doc: { id: 'guides/intro' } };

test('html classes per page kind', () => {
  assert.equal(htmlClassName(doc), 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/intro');
  const versioned = { ...doc, doc: { id: 'a', version: { pluginId: 'community', version: '1.0', className: 'docs-version-1.0' } } };
  assert.equal(htmlClassName(versioned), 'docs-wrapper plugin-docs plugin-id-community docs-version-1.0 docs-doc-page docs-doc-id-a');
  assert.equal(htmlClassName({ route: '/blog/x', kind: 'blog-post' }), 'blog-wrapper blog-post-page plugin-blog plugin-id-default');
  assert.equal(htmlClassName({ route: '/blog/archive', kind: 'blog-archive' }), 'plugin-blog plugin-id-default');
  assert.equal(htmlClassName({ route: '/about', kind: 'page' }), 'mdx-wrapper mdx-page plugin-pages plugin-id-default');
  assert.equal(htmlClassName({ route: '/', kind: 'component' }), 'plugin-pages plugin-id-default');
  assert.equal(htmlClassName({ route: '/404.html', kind: 'not-found' }), 'plugin-native plugin-id-default');
  assert.equal(htmlClassName({ route: '/docs/tags/a', kind: 'tag-docs' }), 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-doc-list-page');
});

test('search metadata: docs carry their version, other kinds a fixed tag', () => {
  assert.deepEqual(searchMetadata(doc), { tag: 'docs-default-current', version: 'current' });
  assert.deepEqual(searchMetadata({ route: '/blog', kind: 'blog-list' }), { tag: 'blog_posts_list', version: null });
  assert.deepEqual(searchMetadata({ route: '/blog/x', kind: 'blog-post' }), { tag: 'default', version: null });
});

const siteConfig = {
  url: 'https://x.example',
  baseUrl: '/',
  themeConfig: { image: 'img/social.png', metadata: [{ name: 'keywords', content: 'site' }] },
};
const show = (tags) => tags.map(({ tagName, attributes }) => `${tagName} ${Object.entries(attributes).map(([k, v]) => `${k}=${v}`).join(' ')}`);

test('site head tags: canonical, alternates, social defaults; the page image and keywords win', () => {
  const tags = show(siteHeadTags({ ...doc, doc: { id: 'a', unlisted: true } }, siteConfig));
  assert.ok(tags.includes('link rel=canonical href=https://x.example/docs/intro'));
  assert.ok(tags.includes('link rel=alternate href=https://x.example/docs/intro hreflang=x-default'));
  assert.ok(tags.includes('meta property=og:image content=https://x.example/img/social.png'));
  assert.ok(tags.includes('meta name=keywords content=site'));
  assert.ok(tags.includes('meta name=robots content=noindex, nofollow'));
  assert.ok(tags.includes('meta name=docsearch:version content=current'));
  const own = show(siteHeadTags({ ...doc, image: 'img/a.png', keywords: ['a'] }, siteConfig));
  assert.ok(!own.some((t) => t.includes('og:image') || t.includes('keywords') || t.includes('robots')), own.join('\n'));
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
