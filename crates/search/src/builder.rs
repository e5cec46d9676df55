//! `lunr.Builder` of lunr 2.3.9: documents in, field lengths, term frequencies, the inverted
//! index and BM25 field vectors out, computed with the same floating-point operations in the
//! same order as lunr.js, so that the serialized index is the same to the last digit.

use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::index::FieldVector;
use crate::pipeline::{AnalyzedField, FieldText, FieldValue, Language, LocalTermId, Pipeline, TermCount};
use crate::SearchError;

/// One field of the index.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct FieldSpec {
    /// The field name (no `/`).
    pub name: String,
    /// Index-time boost (`this.field(name, {boost})`); lunr treats 0 like 1.
    pub boost: f64,
}

impl FieldSpec {
    /// A field without boost.
    pub fn new(name: impl Into<String>) -> Self {
        Self { name: name.into(), boost: 1.0 }
    }

    /// A field with an index-time boost.
    pub fn boosted(name: impl Into<String>, boost: f64) -> Self {
        Self { name: name.into(), boost }
    }
}

/// A document's position in the order documents were added: four bytes, where the postings
/// hold one for each (term, field, document), millions at 10,000 pages.
pub(crate) type DocPosition = u32;

/// The postings of one term: its `_index` and, per field, the documents (by position) it is in.
#[derive(Debug, Clone)]
pub(crate) struct Posting {
    /// The pipeline's string of the term, shared.
    pub(crate) term: Arc<str>,
    pub(crate) index: usize,
    pub(crate) docs_per_field: Vec<Vec<DocPosition>>,
}

/// One added document: its ref and, per field, its length and term frequencies.
#[derive(Debug, Clone)]
struct DocFields {
    doc_ref: String,
    fields: Vec<FieldStats>,
}

#[derive(Debug, Clone, Default)]
struct FieldStats {
    length: usize,
    /// Term `_index`es with their frequencies, in first-seen order; [`IndexBuilder::build`]
    /// sorts them into the field's vector in place.
    frequencies: Vec<TermCount>,
}

/// Documents run through one pipeline ahead of [`IndexBuilder::add_analyzed`]: their fields
/// with the pipeline's own term numbers. A caller that makes documents in batches (the search
/// plugin, a batch of pages at a time) analyses each batch as soon as it has it, in the same
/// job, while the text is fresh, and gives the refs when it adds them.
#[derive(Debug)]
pub struct AnalyzedDocuments {
    language: Language,
    pipeline: Pipeline,
    docs: Vec<Vec<AnalyzedField>>,
}

impl AnalyzedDocuments {
    /// Runs the `language` pipeline over each document's values (one per field, in the
    /// index's order), in this order; the values are dropped once all are analysed.
    pub fn analyze(language: Language, documents: impl IntoIterator<Item = Vec<FieldValue>>) -> Self {
        let documents: Vec<Vec<FieldValue>> = documents.into_iter().collect();
        Self::analyze_texts(language, documents.iter().map(|values| values.iter().map(FieldValue::as_text)))
    }

    /// [`AnalyzedDocuments::analyze`] of values the caller keeps: each document's fields
    /// borrowed, in the index's order.
    pub fn analyze_texts<'a, D>(language: Language, documents: impl IntoIterator<Item = D>) -> Self
    where
        D: IntoIterator<Item = FieldText<'a>>,
    {
        let mut pipeline = Pipeline::new(language);
        let docs = documents.into_iter().map(|values| values.into_iter().map(|value| pipeline.analyze(value)).collect()).collect();
        Self { language, pipeline, docs }
    }

    /// Number of documents.
    pub fn len(&self) -> usize {
        self.docs.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.docs.is_empty()
    }
}

/// Documents per parallel job of [`IndexBuilder::add_all`] (each job has its own pipeline and
/// stem cache; larger jobs reuse the cache more).
const DOCS_PER_JOB: usize = 2048;

/// Builds a lunr 2.3.9 index.
///
/// ```
/// use ferrosaurus_search::{FieldSpec, FieldValue, IndexBuilder, Language};
/// let mut b = IndexBuilder::new(vec![FieldSpec::new("title")], Language::English).unwrap();
/// b.add("1", &[FieldValue::from("Hello search")]).unwrap();
/// let json = b.build().to_json();
/// assert!(json.starts_with(r#"{"version":"2.3.9","fields":["title"]"#));
/// ```
#[derive(Debug, Clone)]
pub struct IndexBuilder {
    fields: Vec<FieldSpec>,
    k1: f64,
    b: f64,
    language: Language,
    /// The pipeline of [`IndexBuilder::add`], and the global `_index` of each of its terms.
    pipeline: Pipeline,
    pipeline_terms: Vec<usize>,
    terms: Terms,
    refs: FxHashSet<String>,
}

/// The terms and documents added so far.
#[derive(Debug, Clone, Default)]
struct Terms {
    term_ids: FxHashMap<Arc<str>, usize>,
    postings: Vec<Posting>,
    docs: Vec<DocFields>,
}

impl Terms {
    /// Records one analyzed document: terms get their `_index` in the order lunr's builder
    /// first meets them (document, then field, then token order), postings get the document.
    fn merge(&mut self, field_count: usize, doc_ref: String, fields: Vec<AnalyzedField>, pipeline: &Pipeline, local_to_global: &mut Vec<usize>) -> Result<(), SearchError> {
        local_to_global.resize(pipeline.term_count(), UNASSIGNED);
        let doc_position = position_of(self.docs.len());
        let mut stats = Vec::with_capacity(field_count);
        for (field_position, field) in fields.into_iter().enumerate() {
            let mut frequencies = field.frequencies;
            for term in &mut frequencies {
                let local = term.term() as usize;
                let mut global = local_to_global[local];
                if global == UNASSIGNED {
                    global = self.term_index(pipeline.term(local as LocalTermId), field_count)?;
                    local_to_global[local] = global;
                }
                self.postings[global].docs_per_field[field_position].push(doc_position);
                *term = term.with_term(term_number(global));
            }
            stats.push(FieldStats { length: field.length, frequencies });
        }
        self.docs.push(DocFields { doc_ref, fields: stats });
        Ok(())
    }

    /// Records the analyzed chunks, in order, as [`Terms::merge`] of each of their documents
    /// would, with the per-document work in parallel.
    ///
    /// A chunk's pipeline starts empty, so it numbers its terms in the order the chunk's
    /// documents first produce them (document, field, token order): giving `_index`es chunk
    /// by chunk, term number by term number, is lunr's first-seen order. Each chunk then maps
    /// its documents to `_index`es and lists, per term and field, the documents that have it;
    /// each posting takes those lists chunk by chunk, so its documents stay in document order.
    fn merge_chunks(&mut self, field_count: usize, refs: Vec<String>, chunks: Vec<AnalyzedDocuments>) -> Result<(), SearchError> {
        let globals: Vec<Vec<usize>> = chunks
            .iter()
            .map(|chunk| (0..chunk.pipeline.term_count()).map(|local| self.term_index(chunk.pipeline.term(local as LocalTermId), field_count)).collect())
            .collect::<Result<_, _>>()?;
        let mut first_doc = self.docs.len();
        let mut offsets = Vec::with_capacity(chunks.len());
        let mut refs = refs.into_iter();
        let mut chunk_refs: Vec<Vec<String>> = Vec::with_capacity(chunks.len());
        for chunk in &chunks {
            offsets.push(first_doc);
            first_doc += chunk.docs.len();
            chunk_refs.push(refs.by_ref().take(chunk.docs.len()).collect());
        }
        let merged: Vec<MergedChunk> = chunks
            .into_par_iter()
            .zip(chunk_refs)
            .zip(globals.par_iter())
            .zip(offsets)
            .map(|(((chunk, refs), globals), first_doc)| MergedChunk::new(chunk, refs, globals, first_doc, field_count))
            .collect();
        // Per `_index`: the chunks that have the term, in chunk order, with its number there.
        let mut starts = vec![0usize; self.postings.len() + 1];
        for &global in globals.iter().flatten() {
            starts[global + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut sources = vec![(0usize, 0usize); starts[self.postings.len()]];
        for (chunk, globals) in globals.iter().enumerate() {
            for (local, &global) in globals.iter().enumerate() {
                sources[next[global]] = (chunk, local);
                next[global] += 1;
            }
        }
        self.postings.par_iter_mut().enumerate().for_each(|(global, posting)| {
            let sources = &sources[starts[global]..starts[global + 1]];
            for (field, docs) in posting.docs_per_field.iter_mut().enumerate() {
                // one allocation of the exact size, not one per doubling
                docs.reserve_exact(sources.iter().map(|&(chunk, local)| merged[chunk].docs_with(local * field_count + field).len()).sum());
                for &(chunk, local) in sources {
                    docs.extend_from_slice(merged[chunk].docs_with(local * field_count + field));
                }
            }
        });
        for chunk in merged {
            self.docs.extend(chunk.docs);
        }
        Ok(())
    }

    /// The term's `_index`, creating its posting on first sight; refused past the most terms
    /// a field vector numbers.
    fn term_index(&mut self, term: &Arc<str>, field_count: usize) -> Result<usize, SearchError> {
        if let Some(&index) = self.term_ids.get(term) {
            return Ok(index);
        }
        let index = self.postings.len();
        if index > u32::MAX as usize {
            return Err(SearchError::TooManyTerms { most: u32::MAX as usize + 1 });
        }
        self.term_ids.insert(Arc::clone(term), index);
        self.postings.push(Posting { term: Arc::clone(term), index, docs_per_field: vec![Vec::new(); field_count] });
        Ok(index)
    }
}

/// One chunk's documents with `_index`es, and the documents of each of its terms per field.
struct MergedChunk {
    docs: Vec<DocFields>,
    /// Where the documents of (term number * field count + field) start in `postings`.
    starts: Vec<usize>,
    /// Document positions, grouped by term and field, in document order within a group.
    postings: Vec<DocPosition>,
}

impl MergedChunk {
    /// `chunk`'s documents, whose refs are `refs`, in order.
    fn new(chunk: AnalyzedDocuments, refs: Vec<String>, globals: &[usize], first_doc: usize, field_count: usize) -> Self {
        let groups = globals.len() * field_count;
        let mut starts = vec![0usize; groups + 1];
        for fields in &chunk.docs {
            for (field, analyzed) in fields.iter().enumerate() {
                for term in &analyzed.frequencies {
                    starts[term.term() as usize * field_count + field + 1] += 1;
                }
            }
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut postings: Vec<DocPosition> = vec![0; starts[groups]];
        let docs = chunk
            .docs
            .into_iter()
            .zip(refs)
            .enumerate()
            .map(|(i, (fields, doc_ref))| {
                let fields = fields
                    .into_iter()
                    .enumerate()
                    .map(|(field, analyzed)| {
                        // term numbers become `_index`es in place
                        let mut frequencies = analyzed.frequencies;
                        for term in &mut frequencies {
                            let local = term.term() as usize;
                            let group = local * field_count + field;
                            postings[next[group]] = position_of(first_doc + i);
                            next[group] += 1;
                            *term = term.with_term(term_number(globals[local]));
                        }
                        FieldStats { length: analyzed.length, frequencies }
                    })
                    .collect();
                DocFields { doc_ref, fields }
            })
            .collect();
        Self { docs, starts, postings }
    }

    fn docs_with(&self, group: usize) -> &[DocPosition] {
        &self.postings[self.starts[group]..self.starts[group + 1]]
    }
}

/// Not yet given an `_index`.
const UNASSIGNED: usize = usize::MAX;

/// The position of the document added at `index`: [`IndexBuilder::check`] lets no more
/// documents in than positions have room for.
fn position_of(index: usize) -> DocPosition {
    DocPosition::try_from(index).unwrap_or(DocPosition::MAX)
}

/// A term's `_index` as a field vector holds it: [`Terms::term_index`] numbers no more terms
/// than that has room for.
fn term_number(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

impl IndexBuilder {
    /// A builder over `fields` (in this order), with lunr's defaults k1 = 1.2, b = 0.75.
    pub fn new(fields: Vec<FieldSpec>, language: Language) -> Result<Self, SearchError> {
        if let Some(field) = fields.iter().find(|f| f.name.contains('/')) {
            return Err(SearchError::FieldName { name: field.name.clone() });
        }
        Ok(Self {
            fields,
            k1: 1.2,
            b: 0.75,
            language,
            pipeline: Pipeline::new(language),
            pipeline_terms: Vec::new(),
            terms: Terms::default(),
            refs: FxHashSet::default(),
        })
    }

    /// BM25 `k1` (term frequency saturation), as `builder.k1(n)`.
    pub fn k1(&mut self, k1: f64) {
        self.k1 = k1;
    }

    /// BM25 `b` (length normalisation), clamped to 0..=1 as `builder.b(n)` does.
    pub fn b(&mut self, b: f64) {
        self.b = b.clamp(0.0, 1.0);
    }

    /// Checks a document's ref and field count, and records the ref.
    fn check(&mut self, doc_ref: &str, value_count: usize) -> Result<(), SearchError> {
        if self.refs.len() >= DocPosition::MAX as usize {
            return Err(SearchError::TooManyDocuments { most: DocPosition::MAX as usize });
        }
        if value_count != self.fields.len() {
            return Err(SearchError::FieldCount { doc_ref: doc_ref.to_string(), expected: self.fields.len(), got: value_count });
        }
        if !self.refs.insert(doc_ref.to_string()) {
            return Err(SearchError::DuplicateRef { doc_ref: doc_ref.to_string() });
        }
        Ok(())
    }

    /// Adds a document: `values` in the order of the fields.
    pub fn add(&mut self, doc_ref: &str, values: &[FieldValue]) -> Result<(), SearchError> {
        self.check(doc_ref, values.len())?;
        let analyzed: Vec<AnalyzedField> = values.iter().map(|value| self.pipeline.analyze(value.as_text())).collect();
        self.terms.merge(self.fields.len(), doc_ref.to_string(), analyzed, &self.pipeline, &mut self.pipeline_terms)
    }

    /// Adds documents in this order, as many [`IndexBuilder::add`] calls would, running the
    /// pipeline over them in parallel (the index is the same).
    pub fn add_all(&mut self, documents: Vec<(String, Vec<FieldValue>)>) -> Result<(), SearchError> {
        self.refs.reserve(documents.len());
        for (doc_ref, values) in &documents {
            self.check(doc_ref, values.len())?;
        }
        let language = self.language;
        let (refs, documents): (Vec<String>, Vec<Vec<FieldValue>>) = documents.into_iter().unzip();
        let mut chunks: Vec<Vec<Vec<FieldValue>>> = Vec::new();
        let mut documents = documents.into_iter().peekable();
        while documents.peek().is_some() {
            chunks.push(documents.by_ref().take(DOCS_PER_JOB).collect());
        }
        let analyzed: Vec<AnalyzedDocuments> = chunks.into_par_iter().map(|chunk| AnalyzedDocuments::analyze(language, chunk)).collect();
        self.terms.merge_chunks(self.fields.len(), refs, analyzed)
    }

    /// Adds documents analysed ahead ([`AnalyzedDocuments::analyze`], with this builder's
    /// language), batch after batch in this order, with `refs` in the same order: the index is
    /// the one [`IndexBuilder::add_all`] builds of the same documents.
    pub fn add_analyzed(&mut self, refs: Vec<String>, batches: Vec<AnalyzedDocuments>) -> Result<(), SearchError> {
        let documents: usize = batches.iter().map(AnalyzedDocuments::len).sum();
        if refs.len() != documents {
            return Err(SearchError::AnalyzedRefs { refs: refs.len(), documents });
        }
        if let Some(batch) = batches.iter().find(|batch| batch.language != self.language) {
            return Err(SearchError::AnalyzedLanguage { index: self.language.code(), documents: batch.language.code() });
        }
        self.refs.reserve(documents);
        // one ref per document: counted above
        for (doc_ref, fields) in refs.iter().zip(batches.iter().flat_map(|batch| &batch.docs)) {
            self.check(doc_ref, fields.len())?;
        }
        self.terms.merge_chunks(self.fields.len(), refs, batches)
    }

    /// Number of documents added.
    pub fn document_count(&self) -> usize {
        self.terms.docs.len()
    }

    /// Computes the field vectors and returns the index.
    pub fn build(self) -> crate::Index {
        let averages = self.average_field_lengths();
        let idfs: Vec<f64> = self.terms.postings.iter().map(|p| self.idf(p)).collect();
        let Self { fields, k1, b, language, terms, .. } = self;
        let scoring = Scoring { k1, b };
        let mut refs = Vec::with_capacity(terms.docs.len());
        let mut docs_fields = Vec::with_capacity(terms.docs.len());
        for doc in terms.docs {
            refs.push(doc.doc_ref);
            docs_fields.push(doc.fields);
        }
        // each field's frequencies become its vector, sorted by term in the same allocation; the
        // scores are computed as the vector is written
        let field_vectors: Vec<FieldVector> = docs_fields
            .into_par_iter()
            .enumerate()
            .flat_map_iter(|(doc_position, doc_fields)| {
                let (fields, averages) = (&fields, &averages);
                doc_fields.into_iter().enumerate().map(move |(position, field)| {
                    let scoring = scoring.for_field(field.length, averages[position], fields[position].boost);
                    let mut elements = field.frequencies;
                    elements.sort_unstable();
                    FieldVector { field: position, doc: doc_position, scoring, elements }
                })
            })
            .collect();
        crate::Index::new(fields.into_iter().map(|f| f.name).collect(), field_vectors, idfs, terms.postings, refs, language)
    }

    /// `calculateAverageFieldLengths`: per field, the sum of lengths over the document count.
    fn average_field_lengths(&self) -> Vec<f64> {
        (0..self.fields.len())
            .map(|position| {
                let total: f64 = self.terms.docs.iter().map(|d| d.fields[position].length as f64).sum();
                total / self.terms.docs.len() as f64
            })
            .collect()
    }

    /// `lunr.idf`: documents with the term are counted once per field they have it in.
    fn idf(&self, posting: &Posting) -> f64 {
        let with_term: usize = posting.docs_per_field.iter().map(Vec::len).sum();
        let document_count = self.terms.docs.len() as f64;
        let with_term = with_term as f64;
        let x = (document_count - with_term + 0.5) / (with_term + 0.5);
        libm::log(1.0 + x.abs())
    }
}

/// BM25's parameters.
#[derive(Debug, Clone, Copy)]
struct Scoring {
    k1: f64,
    b: f64,
}

impl Scoring {
    /// The scoring of one field of one document: the parts of BM25 that are the same for each
    /// of its terms, computed once.
    fn for_field(self, field_length: usize, average_length: f64, field_boost: f64) -> FieldScoring {
        let (k1, b) = (self.k1, self.b);
        FieldScoring {
            k1,
            length_norm: k1 * (1.0 - b + b * (field_length as f64 / average_length)),
            // `boost || 1`: an unset or zero boost counts as 1 (the document boost is always 1).
            boost: if field_boost == 0.0 || field_boost.is_nan() { 1.0 } else { field_boost },
        }
    }
}

/// BM25 for the terms of one field of one document ([`Scoring::for_field`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct FieldScoring {
    k1: f64,
    /// `k1 * (1 - b + b * (fieldLength / averageFieldLength))`, a part of the denominator.
    length_norm: f64,
    boost: f64,
}

impl FieldScoring {
    /// BM25 as `createFieldVectors` writes it (the same operations in the same order, so the
    /// same double), rounded to three decimals, in thousandths: `Math.round(score * 1000)` (the
    /// score is that over 1000).
    #[inline]
    pub(crate) fn thousandths(self, idf: f64, tf: f64) -> f64 {
        let k1 = self.k1;
        let score = idf * ((k1 + 1.0) * tf) / (self.length_norm + tf) * self.boost;
        js_round(score * 1000.0)
    }
}

/// `x.floor()`; truncating a number above 0 and below 2^53 is its floor, an instruction where
/// `floor` is a call (zero is left to `floor`, which keeps the sign of -0).
fn floor_of(x: f64) -> f64 {
    if x > 0.0 && x < 9_007_199_254_740_992.0 {
        (x as u64) as f64
    } else {
        x.floor()
    }
}

/// JavaScript's `Math.round`: halves go towards +infinity.
fn js_round(x: f64) -> f64 {
    let floor = floor_of(x);
    if x - floor >= 0.5 {
        floor + 1.0
    } else {
        floor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn math_round_semantics() {
        assert_eq!(js_round(2.5), 3.0);
        assert_eq!(js_round(-2.5), -2.0);
        assert_eq!(js_round(0.499_999_999_999_999_94), 0.0);
    }

    proptest::proptest! {
        #[test]
        fn floor_of_is_floor(x in proptest::num::f64::ANY, small in 0.0..1e6f64) {
            for x in [x, small, -small, small * 1e9] {
                proptest::prop_assert_eq!(floor_of(x).to_bits(), x.floor().to_bits(), "{}", x);
            }
        }
    }

    fn sample_documents() -> Vec<(String, Vec<FieldValue>)> {
        // later documents bring new terms, and repeat earlier ones in other orders
        (1..=40)
            .map(|i| {
                let title = FieldValue::from(format!("Page {i} of topic{}", i % 6));
                let content = FieldValue::from(format!("word{} and word{} running runs topic{} word{}", i * 7 % 13, i, i % 4, i % 3));
                (i.to_string(), vec![title, content, FieldValue::List(vec![format!("tag{}", i % 5)])])
            })
            .collect()
    }

    fn sample_fields() -> Vec<FieldSpec> {
        vec![FieldSpec::boosted("title", 5.0), FieldSpec::new("content"), FieldSpec::boosted("tags", 3.0)]
    }

    #[test]
    fn documents_analysed_in_batches_make_the_index_add_all_makes() {
        let mut whole = IndexBuilder::new(sample_fields(), Language::English).unwrap();
        whole.add_all(sample_documents()).unwrap();
        let expected = whole.build().to_json();
        for batch_size in [1, 3, 17, 40] {
            let (refs, values): (Vec<String>, Vec<Vec<FieldValue>>) = sample_documents().into_iter().unzip();
            let batches = values.chunks(batch_size).map(|batch| AnalyzedDocuments::analyze(Language::English, batch.to_vec())).collect();
            let mut batched = IndexBuilder::new(sample_fields(), Language::English).unwrap();
            batched.add_analyzed(refs.clone(), batches).unwrap();
            assert_eq!(batched.build().to_json(), expected, "batches of {batch_size}");
            // the same values borrowed
            let batches = values.chunks(batch_size).map(|batch| AnalyzedDocuments::analyze_texts(Language::English, batch.iter().map(|doc| doc.iter().map(FieldValue::as_text)))).collect();
            let mut borrowed = IndexBuilder::new(sample_fields(), Language::English).unwrap();
            borrowed.add_analyzed(refs, batches).unwrap();
            assert_eq!(borrowed.build().to_json(), expected, "borrowed, batches of {batch_size}");
        }
    }

    #[test]
    fn analysed_documents_need_one_ref_each_and_the_index_language() {
        let (mut refs, values): (Vec<String>, Vec<Vec<FieldValue>>) = sample_documents().into_iter().unzip();
        let analysed = || vec![AnalyzedDocuments::analyze(Language::English, values.clone())];
        let mut builder = IndexBuilder::new(sample_fields(), Language::English).unwrap();
        let one_short = refs[..refs.len() - 1].to_vec();
        assert!(matches!(builder.add_analyzed(one_short, analysed()), Err(SearchError::AnalyzedRefs { refs: 39, documents: 40 })));
        let german = vec![AnalyzedDocuments::analyze(Language::German, values.clone())];
        assert!(matches!(builder.add_analyzed(refs.clone(), german), Err(SearchError::AnalyzedLanguage { index: "en", documents: "de" })));
        refs[5] = refs[4].clone();
        assert!(matches!(builder.add_analyzed(refs, analysed()), Err(SearchError::DuplicateRef { .. })));
        let two_values = vec![AnalyzedDocuments::analyze(Language::English, vec![vec![FieldValue::from("a"), FieldValue::from("b")]])];
        assert!(matches!(IndexBuilder::new(sample_fields(), Language::English).unwrap().add_analyzed(vec!["x".into()], two_values), Err(SearchError::FieldCount { .. })));
    }

    #[test]
    fn duplicate_refs_and_bad_field_names_are_errors() {
        let mut b = IndexBuilder::new(vec![FieldSpec::new("t")], Language::English).unwrap();
        b.add("1", &[FieldValue::from("x")]).unwrap();
        assert!(matches!(b.add("1", &[FieldValue::from("y")]), Err(SearchError::DuplicateRef { .. })));
        assert!(IndexBuilder::new(vec![FieldSpec::new("a/b")], Language::English).is_err());
    }
}
