// Issue 9: which docs version and doc a path belongs to (the version dropdown and banner), the
// same page in another locale (locale dropdown, hreflang), and message interpolation (<Translate>).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { activeDocContext, activePluginId, activeVersion, mainDoc } = require('../.test-build/hooks/useDocs.js');
const { alternatePageUrl } = require('../.test-build/hooks/useAlternatePageUtils.js');
const { interpolate } = require('../.test-build/docusaurus/Interpolate.js');

const version = (name, path, docs, isLast = false) => ({ name, label: name, isLast, path, mainDocId: docs[0].id, docs, draftIds: [], sidebars: {} });
const docs = {
  path: '/docs',
  breadcrumbs: true,
  versions: [
    version('current', '/docs/next', [{ id: 'intro', path: '/docs/next/intro' }, { id: 'new', path: '/docs/next/new' }]),
    version('2.0', '/docs', [{ id: 'intro', path: '/docs/intro' }, { id: 'next-steps', path: '/docs/next-steps' }], true),
    version('1.0', '/docs/1.0', [{ id: 'intro', path: '/docs/1.0/intro' }]),
  ],
};

test('the active version is the longest path holding the page, segment by segment', () => {
  assert.equal(activeVersion(docs, '/docs/next/intro').name, 'current');
  assert.equal(activeVersion(docs, '/docs/next-steps').name, '2.0', '/docs/next-steps is not inside /docs/next');
  assert.equal(activeVersion(docs, '/docs/1.0/').name, '1.0');
  assert.equal(activeVersion(docs, '/blog'), undefined);
  assert.equal(activePluginId({ default: docs, community: { ...docs, path: '/community' } }, '/community/x'), 'community');
});

test('the same doc in the other versions, where it exists', () => {
  const context = activeDocContext(docs, '/docs/next/intro/');
  assert.equal(context.activeDoc.id, 'intro');
  assert.deepEqual(Object.keys(context.alternateDocVersions), ['current', '2.0', '1.0']);
  const onlyNext = activeDocContext(docs, '/docs/next/new');
  assert.deepEqual(Object.keys(onlyNext.alternateDocVersions), ['current']);
  assert.equal(mainDoc(docs.versions[2]).path, '/docs/1.0/intro');
});

test('the page in another locale keeps its path below the locale base URL', () => {
  const i18n = { defaultLocale: 'en', locales: ['en', 'fr'], siteBaseUrl: '/base/', localizeUrls: true, localeConfigs: {} };
  assert.equal(alternatePageUrl(i18n, '/base/', '/base/docs/intro', 'fr'), '/base/fr/docs/intro');
  assert.equal(alternatePageUrl(i18n, '/base/fr/', '/base/fr/docs/intro', 'en'), '/base/docs/intro');
  assert.equal(alternatePageUrl(i18n, '/base/fr/', '/base/fr', 'fr'), '/base/fr/', 'the home without its slash');
  assert.equal(alternatePageUrl({ ...i18n, localizeUrls: false }, '/base/', '/base/a', 'fr'), '/base/a');
});

test('interpolation keeps text as one string and places elements', () => {
  assert.equal(interpolate('Version: {versionLabel}', { versionLabel: '2.0' }), 'Version: 2.0');
  assert.equal(interpolate('{missing} stays', {}), '{missing} stays');
  const parts = interpolate('see the {link} ({label})', { link: { type: 'b', props: {}, key: null, $$typeof: Symbol.for('react.transitional.element') }, label: '2.0' });
  assert.ok(Array.isArray(parts) && parts.length === 5, 'text, element, text, text, text');
});
