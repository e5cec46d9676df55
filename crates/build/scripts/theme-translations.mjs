// Regenerates crates/build/src/i18n/theme-translations.json: the theme strings of every locale
// that @docusaurus/theme-translations ships (MIT licence, Copyright (c) Facebook, Inc. and its
// affiliates), which Docusaurus uses when a site's code.json lacks a key. Run at dev time only:
//
//   node crates/build/scripts/theme-translations.mjs [VERSION]
//
// The package is fetched with `npm pack` into a temp folder; nothing of it is kept but the
// strings. Besides the strings the file holds, per language of the package, the script and
// region `Intl.Locale#maximize()` gives (and the regions where the script differs), so the
// build can try the same file names as Docusaurus's codeTranslationLocalesToTry without a
// likely-subtags table of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = process.argv[2] ?? '3.10.2';
const PACKAGE = `@docusaurus/theme-translations@${VERSION}`;
// the string files of the plugins and themes ferrosaurus implements (theme-classic's
// theme-common, plugin-pwa, plugin-ideal-image); algolia and live-codeblock are not built
const NAMES = ['theme-common', 'plugin-pwa', 'plugin-ideal-image'];
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/theme-translations.json');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-translations-'));
try {
  execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = fs.readdirSync(work).find((f) => f.endsWith('.tgz'));
  execFileSync('tar', ['xzf', tarball], { cwd: work });
  const localesDir = path.join(work, 'package/locales');
  const locales = {};
  for (const locale of fs.readdirSync(localesDir).sort()) {
    if (locale === 'base') continue; // English descriptions, not a locale
    const messages = {};
    for (const name of NAMES) {
      const file = path.join(localesDir, locale, `${name}.json`);
      if (!fs.existsSync(file)) continue;
      for (const [id, message] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))) {
        if (!id.endsWith('___DESCRIPTION')) messages[id] = message;
      }
    }
    locales[locale] = messages;
  }
  const languages = {};
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const language of [...new Set(Object.keys(locales).map((l) => new Intl.Locale(l).language))].sort()) {
    const { script, region } = new Intl.Locale(language).maximize();
    const scriptByRegion = {};
    for (const a of letters) {
      for (const b of letters) {
        const other = new Intl.Locale(`${language}-${a}${b}`).maximize().script;
        if (other && other !== script) scriptByRegion[`${a}${b}`] = other;
      }
    }
    languages[language] = { script, region, scriptByRegion };
  }
  const data = {
    source: `${PACKAGE} (MIT licence, Copyright (c) Facebook, Inc. and its affiliates), files ${NAMES.map((n) => `${n}.json`).join(', ')}`,
    generatedBy: 'crates/build/scripts/theme-translations.mjs',
    languages,
    locales,
  };
  fs.writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
  console.log(`${OUT}: ${Object.keys(locales).length} locales, ${Object.values(locales).reduce((n, m) => n + Object.keys(m).length, 0)} strings`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
