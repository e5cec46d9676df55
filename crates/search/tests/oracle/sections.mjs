// The oracle of crates/search/tests/sections_oracle.rs: the plugin's own html2text
// (@cmfcmf/docusaurus-search-local 2.0.1, lib/server/parse.js, with cheerio).
//
// Input (argv[2], JSON): [{ html, type }]. Output (stdout, JSON): [{ pageTitle, sections,
// docSidebarParentCategories, tag }].
import fs from "node:fs";
import { register } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

// The package's ES modules import "./logger" without an extension; resolve such relative
// specifiers to ".js" as its bundler did.
register(
  "data:text/javascript," +
    encodeURIComponent(
      "export async function resolve(s, c, next) { try { return await next(s, c); } catch (e) {" +
        " if (s.startsWith('.') && !s.endsWith('.js')) return next(s + '.js', c); throw e; } }",
    ),
);

const here = fileURLToPath(new URL(".", import.meta.url));
const parse = pathToFileURL(`${here}node_modules/@cmfcmf/docusaurus-search-local/lib/server/parse.js`).href;
const { html2text, getDocusaurusTag } = await import(parse);

const pages = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const warn = console.warn;
console.warn = () => {};
const output = pages.map(({ html, type }) => {
  const parsed = html2text(html, type, "/page");
  let tag = null;
  try {
    tag = getDocusaurusTag(html);
  } catch {
    tag = null;
  }
  return { ...parsed, tag };
});
console.warn = warn;
process.stdout.write(JSON.stringify(output));
