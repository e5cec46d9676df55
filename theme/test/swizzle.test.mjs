// The swizzle surface of the theme (issue 8): the `@theme/Icon/*` modules Docusaurus 3.10's
// theme-classic has, one place per icon (no inline SVG copies in components), parents built
// from `@theme/*` imports so a site can swizzle each part, and every `@theme/*` import the theme
// makes resolves to a component folder. The icons and Root are rendered (compiled to
// .test-build/ by `tsc -p tsconfig.test.json`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const themeDir = path.join(here, '../src/theme');
const require = createRequire(import.meta.url);
const { createElement: h } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');

/** theme-classic 3.10's icons (its `Icon/Socials/*` brand icons are not provided yet). */
const ICONS = ['Arrow', 'Close', 'Copy', 'DarkMode', 'Edit', 'ExternalLink', 'Home', 'Language', 'LightMode', 'Menu', 'Success', 'SystemColorMode', 'WordWrap'];

/** Components that draw an SVG that is not an icon of theme-classic, and why. */
const OWN_SVG = new Map([
  ['Admonition/icons.tsx', 'the admonition icons, the same as the Markdown renderer writes'],
  ['IdealImage/icons.tsx', "the ideal image's download/offline states"],
  ['Loading/index.tsx', 'the loading pulse'],
  ['SearchBar/SearchIcon.tsx', "the search plugin's own icons"],
  ['SearchBar/SearchModal.tsx', "the search plugin's own icons"],
]);

function sources(dir = themeDir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file) => path.relative(themeDir, file).split(path.sep).join('/');
const importsOf = (file) => [...fs.readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);

test('every theme-classic icon is a @theme/Icon module that renders an <svg>', () => {
  for (const name of ICONS) {
    const file = path.join(themeDir, 'Icon', name, 'index.tsx');
    assert.ok(fs.existsSync(file), `@theme/Icon/${name} is missing`);
  }
  const Close = require('../.test-build/theme/Icon/Close/index.js').default;
  const close = renderToStaticMarkup(h(Close, { width: 14, height: 14, strokeWidth: 3.1, className: 'x' }));
  assert.match(close, /^<svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true" class="x"><g stroke="currentColor" stroke-width="3.1">/);
  const Menu = require('../.test-build/theme/Icon/Menu/index.js').default;
  assert.match(renderToStaticMarkup(h(Menu)), /^<svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">/);
});

test('components draw icons through @theme/Icon, not inline SVG copies', () => {
  const inline = sources()
    .map(relative)
    .filter((file) => !file.startsWith('Icon/') && !OWN_SVG.has(file))
    .filter((file) => fs.readFileSync(path.join(themeDir, file), 'utf8').includes('<svg'));
  assert.deepEqual(inline, [], 'inline <svg> outside @theme/Icon');
});

test('parents are built from @theme/* imports, so each part can be swizzled', () => {
  const parts = {
    'DocItem/index.tsx': ['@theme/DocItem/Layout', '@theme/DocItem/Metadata', '@theme/MDXContent'],
    'DocItem/Layout/index.tsx': [
      '@theme/DocItem/Content',
      '@theme/DocItem/Footer',
      '@theme/DocItem/Paginator',
      '@theme/DocItem/TOC/Mobile',
      '@theme/DocItem/TOC/Desktop',
      '@theme/DocBreadcrumbs',
      '@theme/ContentVisibility',
    ],
    'DocItem/Footer/index.tsx': ['@theme/EditMetaRow', '@theme/TagsListInline'],
    'EditMetaRow/index.tsx': ['@theme/EditThisPage', '@theme/LastUpdated'],
    'DocItem/Paginator/index.tsx': ['@theme/DocPaginator'],
    'DocPaginator/index.tsx': ['@theme/PaginatorNavLink'],
    'DocItem/TOC/Mobile/index.tsx': ['@theme/TOCCollapsible'],
    'DocItem/TOC/Desktop/index.tsx': ['@theme/TOC'],
    'TOC/index.tsx': ['@theme/TOCItems'],
    'Navbar/index.tsx': ['@theme/Navbar/Layout', '@theme/Navbar/Content'],
    'Navbar/Layout/index.tsx': ['@theme/Navbar/MobileSidebar'],
    'Navbar/Content/index.tsx': ['@theme/Navbar/Logo', '@theme/Navbar/ColorModeToggle', '@theme/Navbar/Search', '@theme/Navbar/MobileSidebar/Toggle', '@theme/SearchBar'],
    'Navbar/MobileSidebar/index.tsx': [
      '@theme/Navbar/MobileSidebar/Layout',
      '@theme/Navbar/MobileSidebar/Header',
      '@theme/Navbar/MobileSidebar/PrimaryMenu',
      '@theme/Navbar/MobileSidebar/SecondaryMenu',
    ],
    'Footer/index.tsx': ['@theme/Footer/Layout', '@theme/Footer/Links', '@theme/Footer/Logo', '@theme/Footer/Copyright'],
    'Footer/Links/MultiColumn/index.tsx': ['@theme/Footer/LinkItem'],
    'Layout/index.tsx': ['@theme/Layout/Provider', '@theme/Navbar', '@theme/Footer', '@theme/SkipToContent'],
    'DocRoot/index.tsx': ['@theme/BackToTopButton', '@theme/DocSidebar'],
  };
  for (const [parent, expected] of Object.entries(parts)) {
    const imports = importsOf(path.join(themeDir, parent));
    for (const part of expected) {
      assert.ok(imports.includes(part), `${parent} does not import ${part}`);
    }
  }
});

test('every @theme/* import of the theme resolves to a component folder', () => {
  const all = [...sources(), ...sources(path.join(here, '../src/app'))];
  const missing = all.flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith('@theme/'))
      .map((spec) => spec.slice('@theme/'.length))
      .filter((rest) => !['index.tsx', 'index.ts'].some((f) => fs.existsSync(path.join(themeDir, rest, f))) && !fs.existsSync(path.join(themeDir, `${rest}.ts`)))
      .map((rest) => `${relative(file)} -> @theme/${rest}`),
  );
  assert.deepEqual(missing, []);
});

test('@theme/Root renders its children and nothing else', () => {
  const Root = require('../.test-build/theme/Root/index.js').default;
  assert.equal(renderToStaticMarkup(h(Root, null, h('main', null, 'page'))), '<main>page</main>');
});
