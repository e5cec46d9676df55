//! One generated doc: front matter, an intro, 5-12 sections of prose with lists, a table, 2-3
//! code blocks, a `:::note` and 3-5 relative links to other docs (and, for some pages, a React
//! component).

use std::collections::{BTreeMap, BTreeSet};

use super::layout::{relative_link, Place};
use super::prose::{self, capitalized, paragraph, sentence, title_case, word, word_of, WordKind};
use super::rng::SeededRng;

/// What the other docs need to know of a doc before its page is written.
#[derive(Debug, Clone)]
pub(crate) struct DocEntry {
    /// Its file, relative to `docs/` (`section-01/group-01/page-00001.md`).
    pub(crate) file: String,
    /// Its title.
    pub(crate) title: String,
    /// Its place in the folder tree.
    pub(crate) place: Place,
    /// Whether the page imports and uses the `Counter` component (then it is an `.mdx` file).
    pub(crate) uses_component: bool,
}

/// The import a component page starts with.
pub(crate) const COUNTER_IMPORT: &str = "import Counter from '@site/src/components/Counter';";

/// The seed label of doc `index`'s page.
fn page_label(index: usize) -> String {
    format!("ferrosaurus-corpus-v1/doc/{index}")
}

/// The title of doc `index` (its own seed, so links can name a doc without writing it).
pub(crate) fn doc_title(index: usize) -> String {
    let mut rng = SeededRng::from_label(&format!("ferrosaurus-corpus-v1/title/{index}"));
    let verb = word_of(&mut rng, WordKind::Verb);
    let adjective = word_of(&mut rng, WordKind::Adjective);
    let noun = prose::title_noun(&mut rng);
    format!("{} {}", title_case(&[verb, adjective, noun]), index + 1)
}

/// A generated page and how much prose it holds.
#[derive(Debug)]
pub(crate) struct Page {
    /// The file's text.
    pub(crate) text: String,
    /// Prose words (paragraphs and the note), as `wc -w` would count them.
    pub(crate) prose_words: usize,
}

/// Which of a page's sections carry the special blocks.
struct Blocks {
    code: BTreeSet<usize>,
    lists: BTreeSet<usize>,
    table: usize,
    note: usize,
    component: Option<usize>,
    /// Link targets (doc indices) by section.
    links: BTreeMap<usize, Vec<usize>>,
}

impl Blocks {
    fn choose(rng: &mut SeededRng, sections: usize, index: usize, docs: usize, component: bool) -> Self {
        let code_count = rng.between(2, 3).min(sections);
        let code = rng.distinct(sections, code_count).into_iter().collect();
        let list_count = rng.between(2, 4).min(sections);
        let lists = rng.distinct(sections, list_count).into_iter().collect();
        let table = rng.below(sections);
        let note = rng.below(sections);
        let component = component.then(|| rng.below(sections));
        let mut links: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        if docs > 1 {
            let wanted = rng.between(3, 5).min(docs - 1);
            let mut targets = rng.distinct(docs - 1, wanted);
            for target in &mut targets {
                if *target >= index {
                    *target += 1; // skip the page itself
                }
            }
            for target in targets {
                links.entry(rng.below(sections)).or_default().push(target);
            }
        }
        Self { code, lists, table, note, component, links }
    }
}

/// Writes the page of doc `index` among `docs`.
pub(crate) fn doc_page(docs: &[DocEntry], index: usize) -> Page {
    let entry = &docs[index];
    let mut rng = SeededRng::from_label(&page_label(index));
    let (description, _) = sentence(&mut rng);
    let tags = rng.distinct(prose::TAGS.len(), 2);
    let prose_target = rng.between(450, 1250);
    let sections = rng.between(5, 12);
    let per_section = (prose_target / sections).max(30);
    let blocks = Blocks::choose(&mut rng, sections, index, docs.len(), entry.uses_component);

    let mut out = Vec::new();
    out.push("---".to_owned());
    out.push(format!("title: \"{}\"", entry.title));
    out.push(format!("description: \"{description}\""));
    out.push(format!("tags: [{}, {}]", prose::TAGS[tags[0]], prose::TAGS[tags[1]]));
    out.push(format!("sidebar_position: {}", entry.place.position + 1));
    out.push("---".to_owned());
    out.push(String::new());
    if entry.uses_component {
        out.push(COUNTER_IMPORT.to_owned());
        out.push(String::new());
    }
    out.push(format!("# {}", entry.title));
    out.push(String::new());
    let (intro, mut prose_words) = paragraph(&mut rng, 40);
    out.push(intro);
    out.push(String::new());

    let folder = entry.place.folder();
    for section in 0..sections {
        let level = if section == 0 || rng.chance(0.65) { "##" } else { "###" };
        let heading = title_case(&[
            word_of(&mut rng, WordKind::Verb),
            word_of(&mut rng, WordKind::Adjective),
            prose::title_noun(&mut rng),
        ]);
        out.push(format!("{level} {heading}"));
        out.push(String::new());
        prose_words += section_prose(&mut rng, per_section, &mut out);
        for &target in blocks.links.get(&section).into_iter().flatten() {
            let link = relative_link(&folder, &docs[target].file);
            let (a, b) = (word_of(&mut rng, WordKind::Noun), word_of(&mut rng, WordKind::Noun));
            out.push(format!("Read [{}]({link}) on how the {a} {b} behaves.", docs[target].title));
            out.push(String::new());
        }
        if blocks.lists.contains(&section) {
            out.push(bullet_list(&mut rng));
            out.push(String::new());
        }
        if blocks.table == section {
            out.push(table(&mut rng));
            out.push(String::new());
        }
        if blocks.code.contains(&section) {
            out.push(code_block(&mut rng));
            out.push(String::new());
        }
        if blocks.note == section {
            let (note, words) = paragraph(&mut rng, 25);
            prose_words += words;
            out.extend([":::note".to_owned(), String::new(), note, String::new(), ":::".to_owned(), String::new()]);
        }
        if blocks.component == Some(section) {
            let start = rng.between(0, 9);
            out.push(format!("<Counter initial={{{start}}} label=\"Try the {}\" />", word_of(&mut rng, WordKind::Noun)));
            out.push(String::new());
        }
    }
    Page { text: out.join("\n"), prose_words }
}

/// Paragraphs of 40-110 words until `budget` words; returns the words written.
fn section_prose(rng: &mut SeededRng, budget: usize, out: &mut Vec<String>) -> usize {
    let mut written = 0;
    while written < budget {
        let chunk = rng.between(40, 110).min(budget - written);
        let (text, words) = paragraph(rng, chunk);
        written += words;
        out.push(text);
        out.push(String::new());
    }
    written
}

/// A list of 3-6 `- **noun**: clause` items.
fn bullet_list(rng: &mut SeededRng) -> String {
    let items = rng.between(3, 6);
    (0..items)
        .map(|_| {
            let noun = word_of(rng, WordKind::Noun);
            let (clause, _) = sentence(rng);
            format!("- **{noun}**: {}", clause.trim_end_matches('.'))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// An options table of 3-4 columns and 3-6 rows.
fn table(rng: &mut SeededRng) -> String {
    const HEADER: [&str; 4] = ["Option", "Type", "Default", "Description"];
    const TYPES: [&str; 5] = ["string", "number", "boolean", "object", "array"];
    let columns = rng.between(3, 4);
    let mut rows = vec![format!("| {} |", HEADER[..columns].join(" | ")), format!("|{}", "---|".repeat(columns))];
    for _ in 0..rng.between(3, 6) {
        let name = format!("`{}{}`", word_of(rng, WordKind::Noun), capitalized(word_of(rng, WordKind::Noun)));
        let kind = rng.pick(&TYPES).to_string();
        let default = match rng.below(5) {
            0 => "`true`".to_owned(),
            1 => "`false`".to_owned(),
            2 => "`null`".to_owned(),
            3 => format!("`{}`", rng.between(0, 100)),
            _ => format!("`{}`", word_of(rng, WordKind::Adjective)),
        };
        let description = (0..rng.between(4, 9)).map(|_| word(rng)).collect::<Vec<_>>().join(" ");
        let cells = [name, kind, default, description];
        rows.push(format!("| {} |", cells[..columns].join(" | ")));
    }
    rows.join("\n")
}

/// The languages of the code blocks.
#[derive(Debug, Clone, Copy)]
enum Language {
    Bash,
    JavaScript,
    Python,
    Json,
}

/// A fenced code block in one of four languages.
fn code_block(rng: &mut SeededRng) -> String {
    let language = rng.pick(&[Language::Bash, Language::JavaScript, Language::Python, Language::Json]);
    let noun = word_of(rng, WordKind::Noun);
    let other = word_of(rng, WordKind::Noun);
    let verb = word_of(rng, WordKind::Verb);
    let (fence, body) = match language {
        Language::Bash => ("bash", bash_lines(rng, noun, other, verb)),
        Language::JavaScript => ("js", js_lines(rng, noun, other, verb)),
        Language::Python => ("python", python_lines(rng, noun, other, verb)),
        Language::Json => ("json", json_lines(rng, noun, other)),
    };
    format!("```{fence}\n{body}\n```")
}

fn bash_lines(rng: &mut SeededRng, noun: &str, other: &str, verb: &str) -> String {
    [
        format!("# {verb} the {noun} {other}"),
        format!("export {}_{}={}", noun.to_uppercase(), other.to_uppercase(), rng.between(1, 9999)),
        format!("npm run {verb} -- --{noun}={}", word_of(rng, WordKind::Adjective)),
        format!("curl -fsS http://localhost:{}/{noun}/{other} | jq '.{}'", rng.between(3000, 9000), word_of(rng, WordKind::Noun)),
        format!("ls -la ./{noun}/{other}"),
    ]
    .join("\n")
}

fn js_lines(rng: &mut SeededRng, noun: &str, other: &str, verb: &str) -> String {
    let helper = format!("{verb}{}", capitalized(noun));
    [
        format!("import {{{helper}}} from './{other}';"),
        String::new(),
        format!("export async function {verb}{}(options = {{}}) {{", capitalized(other)),
        format!("  const {noun} = await {helper}(options.{other} ?? {});", rng.between(1, 500)),
        format!("  if (!{noun}) {{"),
        format!("    throw new Error('{noun} {verb} failed');"),
        "  }".to_owned(),
        format!("  return {{{noun}, {other}: '{}'}};", word_of(rng, WordKind::Adjective)),
        "}".to_owned(),
    ]
    .join("\n")
}

fn python_lines(rng: &mut SeededRng, noun: &str, other: &str, verb: &str) -> String {
    [
        format!("def {verb}_{noun}({other}, retries={}):", rng.between(1, 9)),
        format!("    \"\"\"{} the {noun} of a {other}.\"\"\"", capitalized(verb)),
        "    for attempt in range(retries):".to_owned(),
        format!("        result = {other}.{verb}(attempt)"),
        format!("        if result.{}:", word_of(rng, WordKind::Adjective)),
        "            return result".to_owned(),
        format!("    raise RuntimeError('{noun} {verb} failed')"),
    ]
    .join("\n")
}

fn json_lines(rng: &mut SeededRng, noun: &str, other: &str) -> String {
    let items: Vec<&str> = (0..rng.between(2, 4)).map(|_| word_of(rng, WordKind::Noun)).collect();
    let mut options = BTreeMap::new();
    options.insert(word_of(rng, WordKind::Noun).to_owned(), serde_json::json!(word_of(rng, WordKind::Adjective)));
    options.insert("timeout".to_owned(), serde_json::json!(rng.between(1, 60)));
    let mut object = BTreeMap::new();
    object.insert(noun.to_owned(), serde_json::json!(word_of(rng, WordKind::Adjective)));
    object.insert(other.to_owned(), serde_json::json!(rng.between(1, 1000)));
    object.insert("enabled".to_owned(), serde_json::json!(rng.chance(0.5)));
    object.insert("items".to_owned(), serde_json::json!(items));
    object.insert("options".to_owned(), serde_json::json!(options));
    serde_json::to_string_pretty(&object).unwrap_or_default()
}
