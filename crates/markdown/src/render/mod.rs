//! From the prepared body to HTML: pulldown-cmark's events go through an ordered list of
//! passes, one concern each (the list is in [`render_body`]); what leaves the last pass is
//! written by pulldown-cmark's own HTML writer, then the footnotes and the placeholders that
//! need the whole page (inline TOC, math) are filled in.
//!
//! The passes, in order (`pipeline` chains them):
//! 1. `html_blocks`: HTML comments dropped; the MDX layer's container markers replaced by
//!    admonitions, tabs, details and `<CodeBlock>` (`containers`).
//! 2. `code_blocks`: fences and indented code, highlighted; npm2yarn tabs, mermaid containers.
//! 3. `footnotes` (references): numbered where they stand.
//! 4. `links`: doc links, assets, images, external links, bare URLs; every href recorded.
//! 5. `headings`: ids, anchors, the TOC and the content title.
//! 6. `search`: the search sections and the excerpt.
//! 7. `footnotes` (definitions): moved to the end of the page.
//!
//! Then `task_lists` marks the finished event list. The passes that read text (image alt text,
//! heading text, search) take it from the events and from text pieces (`plain_text`).

mod code_blocks;
mod containers;
mod footnotes;
mod headings;
mod html_blocks;
mod links;
mod pipeline;
mod plain_text;
mod search;
mod tables;
mod task_lists;

use std::path::Path;

use ferrosaurus_core::{Diagnostic, FrontMatter, TagRef, TocItem};
use pulldown_cmark::Options;

use self::pipeline::{chain, Document};
use crate::prepass::{self, Place, Prepared};
use crate::widgets;
use crate::{Format, MarkdownOptions, ParsedSource, Rendered, SearchSection, SourceLink};

/// CommonMark with the GFM extensions Docusaurus turns on (remark-gfm).
fn parser_options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_FOOTNOTES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TASKLISTS
}

/// Renders the body of `parsed`.
pub(crate) fn render_body(
    parsed: &ParsedSource<'_>,
    file: &Path,
    format: Format,
    opts: &MarkdownOptions<'_>,
) -> Rendered {
    let place = Place { file, body_line: parsed.body_line };
    let fm = &parsed.front_matter;
    let mut prepared = prepass::prepare(parsed.body, format == Format::Mdx, place, fm, opts);
    let exported_toc = prepared.exported_toc.take();
    let js_constructs = std::mem::take(&mut prepared.js_constructs);
    let math = std::mem::take(&mut prepared.math);
    let mut document = Document::new(file, parsed.body_line, &prepared.text, opts);
    document.diagnostics = std::mem::take(&mut prepared.diagnostics);
    let (html, found) = run_passes(&prepared, &mut document, tag_labels(fm));
    // A literal `export const toc` replaces the computed TOC, as in Docusaurus.
    let toc = exported_toc.unwrap_or(found.toc);
    let html = widgets::fill_toc_inline(html, &toc);
    let html = crate::math::fill(html, &math, |line, error| {
        document.diagnostics.push(Diagnostic::warning(format!("math: {error}")).at_line(file, line));
    });
    let min = fm.toc_min_heading_level.unwrap_or(opts.toc_min_heading_level);
    let max = fm.toc_max_heading_level.unwrap_or(opts.toc_max_heading_level);
    Rendered {
        html,
        toc: headings::toc_in_range(toc, min, max),
        content_title: found.content_title,
        excerpt: found.excerpt,
        sections: found.sections,
        links: found.links,
        diagnostics: document.diagnostics,
        js_constructs,
    }
}

/// What the passes found besides the HTML.
struct Findings {
    /// Every h2-h6, whatever the TOC levels.
    toc: Vec<TocItem>,
    content_title: Option<String>,
    excerpt: Option<String>,
    sections: Vec<SearchSection>,
    links: Vec<SourceLink>,
}

/// The prepared text through the passes, in order, and written as HTML with its footnotes;
/// `tags` go on the first search section.
fn run_passes<'e>(prepared: &'e Prepared, document: &mut Document<'e>, tags: Vec<String>) -> (String, Findings) {
    let mut html_blocks = html_blocks::HtmlBlocks::new(containers::Containers::new(&prepared.containers));
    let mut code_blocks = code_blocks::CodeBlocks::default();
    let mut references = footnotes::FootnoteReferences::default();
    let mut links = links::Links::default();
    let mut headings = headings::Headings::new(&prepared.heading_ids);
    let mut search = search::Search::default();
    let mut definitions = footnotes::FootnoteDefinitions::default();
    let passes = chain![
        &mut html_blocks,
        &mut code_blocks,
        &mut references,
        &mut links,
        &mut headings,
        &mut search,
        &mut definitions,
    ];
    let mut events = pipeline::run(&prepared.text, passes, document);
    task_lists::mark(&mut events);
    tables::align(&mut events);
    let mut html = String::with_capacity(prepared.text.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    footnotes::write_section(&mut html, &references.into_referenced(), definitions.into_definitions());
    let (toc, content_title) = headings.into_toc_and_title();
    let (excerpt, sections) = search.finish(tags);
    (html, Findings { toc, content_title, excerpt, sections, links: links.into_links() })
}

/// The front matter's tag labels (for the first search section).
fn tag_labels(front_matter: &FrontMatter) -> Vec<String> {
    let tags = front_matter.tags.iter().flatten();
    tags.map(|t| match t {
        TagRef::Label(label) | TagRef::Object { label, .. } => label.clone(),
    })
    .collect()
}
