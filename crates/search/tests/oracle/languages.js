// The oracle of crates/search/tests/languages.rs: lunr.js 2.3.9 with lunr-languages, set up as
// @cmfcmf/docusaurus-search-local does for one `language` (stemmer support, then lunr.<code>,
// `this.use(lunr[code])` in the index builder).
//
// Input (argv[2], JSON): { code, k1, b, docs: [{id, title, content, tags}], rustIndex, queries, words }
// Output (stdout, JSON): { lunrJson, stopWords, results: [{ query, lunr, rust }], words: [[word, output]] }
"use strict";
const fs = require("fs");
const lunr = require("lunr");

const input = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const code = input.code;

// lunr-languages hands its stop word list to lunr.generateStopWordFilter: keep it for the test.
let stopWords = null;
const generateStopWordFilter = lunr.generateStopWordFilter;
lunr.generateStopWordFilter = (list) => {
  stopWords = list;
  return generateStopWordFilter(list);
};
require("lunr-languages/lunr.stemmer.support")(lunr);
require(`lunr-languages/lunr.${code}`)(lunr);
lunr.generateStopWordFilter = generateStopWordFilter;

const FIELDS = { title: 5, content: 1, tags: 3 };

const index = lunr(function () {
  this.use(lunr[code]);
  this.k1(input.k1);
  this.b(input.b);
  this.ref("id");
  for (const field of Object.keys(FIELDS)) {
    this.field(field);
  }
  for (const doc of input.docs) {
    this.add(doc);
  }
});

function search(idx, text) {
  const terms = lunr.tokenizer(text);
  try {
    return idx
      .query((query) => {
        for (const [field, boost] of Object.entries(FIELDS)) {
          query.term(terms, { fields: [field], boost });
          query.term(terms, { fields: [field], boost, wildcard: lunr.Query.wildcard.TRAILING });
        }
      })
      .map((r) => [r.ref, r.score]);
  } catch (e) {
    return { error: String(e && e.message ? e.message : e) };
  }
}

const lunrJson = JSON.stringify(index);
const fromLunr = lunr.Index.load(JSON.parse(lunrJson));
const fromRust = lunr.Index.load(JSON.parse(input.rustIndex));
const builder = new lunr.Builder();
builder.use(lunr[code]);
process.stdout.write(
  JSON.stringify({
    lunrJson,
    stopWords,
    results: input.queries.map((query) => ({ query, lunr: search(fromLunr, query), rust: search(fromRust, query) })),
    words: input.words.map((word) => [word, builder.pipeline.run(lunr.tokenizer(word)).map(String)]),
  }),
);
