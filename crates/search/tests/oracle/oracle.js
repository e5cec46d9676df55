// The oracle of crates/search/tests/oracle.rs: lunr.js 2.3.9 itself.
//
// Input (argv[2], JSON): { indexes: [{ name, k1, b, fields: [{name, boost}], queryBoosts, docs }],
//                          rustIndexes: { name: "<serialized index>" }, queries: [..], words: [..] }
// Output (stdout, JSON): { indexes: { name: { lunrJson, results: [{ query, lunr, rust }] } },
//                          words: [[word, lunr pipeline output]] }
"use strict";
const fs = require("fs");
const lunr = require("lunr");

const input = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));

function build(spec) {
  return lunr(function () {
    this.ref("id");
    this.k1(spec.k1);
    this.b(spec.b);
    for (const field of spec.fields) {
      this.field(field.name, field.boost === 1 ? undefined : { boost: field.boost });
    }
    for (const doc of spec.docs) {
      this.add(doc);
    }
  });
}

// The query @cmfcmf/docusaurus-search-local's SearchBar builds: the tokenizer's terms, an exact
// and a trailing-wildcard clause per field, each with the field's boost.
function pluginQuery(index, input, spec) {
  const terms = lunr.tokenizer(input);
  return index.query((query) => {
    for (const field of spec.fields) {
      const boost = spec.queryBoosts[field.name];
      query.term(terms, { fields: [field.name], boost });
      query.term(terms, { fields: [field.name], boost, wildcard: lunr.Query.wildcard.TRAILING });
    }
  });
}

// A query is either { plugin: "text" } (the search bar's query) or { syntax: "text" } (lunr's
// query language through index.search, for field-scoped, boosted, required and prohibited clauses).
function run(index, q, spec) {
  try {
    const results = q.plugin !== undefined ? pluginQuery(index, q.plugin, spec) : index.search(q.syntax);
    return results.map((r) => [r.ref, r.score]);
  } catch (e) {
    return { error: String(e && e.message ? e.message : e) };
  }
}

const output = { indexes: {}, words: [] };
for (const spec of input.indexes) {
  const lunrIndex = build(spec);
  const lunrJson = JSON.stringify(lunrIndex);
  const fromLunr = lunr.Index.load(JSON.parse(lunrJson));
  const fromRust = lunr.Index.load(JSON.parse(input.rustIndexes[spec.name]));
  output.indexes[spec.name] = {
    lunrJson,
    results: input.queries.map((q) => ({ query: q, lunr: run(fromLunr, q, spec), rust: run(fromRust, q, spec) })),
  };
}

const pipeline = new lunr.Pipeline();
pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
for (const word of input.words) {
  const tokens = lunr.tokenizer(word);
  output.words.push([word, pipeline.run(tokens).map(String)]);
}

process.stdout.write(JSON.stringify(output));
