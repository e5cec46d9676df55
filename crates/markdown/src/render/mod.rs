//! From the prepared body to HTML: one pass over pulldown-cmark's events that rewrites
//! headings, code blocks, links, images and container markers, and records the TOC, the
//! search sections, the excerpt and the links on the way. Everything else goes through
//! pulldown-cmark's own HTML writer.

use std::collections::HashMap;
use std::path::Path;

use ferrosaurus_core::{Diagnostic, ReportingSeverity, Severity, TocItem};
use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::code::{self, CodeBlock};
use crate::escape::{collapse_whitespace, escaped, push_collapsed, push_escaped};
use crate::highlight::{is_plain_language, Highlighter};
use crate::npm2yarn;
use crate::prepass::TabInfo;
use crate::Npm2YarnOptions;

/// Longest excerpt kept, in bytes. Docusaurus's excerpt is the first line of the first
/// paragraph with no length limit; this bound only cuts pathological one-line documents (a
/// 50 MB line would otherwise be repeated in the meta description, `og:description` and the
/// page data), far above any line a person writes (issue 13).
pub(crate) const EXCERPT_MAX_BYTES: usize = 4096;

/// `text` cut to [`EXCERPT_MAX_BYTES`] at the last word boundary before it, with an ellipsis;
/// shorter text is returned as is.
pub(crate) fn bounded_excerpt(text: String) -> String {
    if text.len() <= EXCERPT_MAX_BYTES {
        return text;
    }
    let mut end = EXCERPT_MAX_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let cut = text[..end].rfind(' ').filter(|&i| i > 0).unwrap_or(end);
    let mut out = String::with_capacity(cut + 3);
    out.push_str(text[..cut].trim_end());
    out.push('\u{2026}');
    out
}
use crate::prepass::{self, has_scheme, is_relative_url, Container, Place, Prepared};
use crate::slug::Slugger;
use crate::widgets;
use crate::SourceLink;
use crate::{Format, MarkdownOptions, ParsedSource, Rendered, SearchSection};

fn parser_options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
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
    let min = fm.toc_min_heading_level.unwrap_or(opts.toc_min_heading_level);
    let max = fm.toc_max_heading_level.unwrap_or(opts.toc_max_heading_level);
    let tags = fm
        .tags
        .iter()
        .flatten()
        .map(|t| match t {
            ferrosaurus_core::TagRef::Label(l) => l.clone(),
            ferrosaurus_core::TagRef::Object { label, .. } => label.clone(),
        })
        .collect();
    let exported_toc = prepared.exported_toc.take();
    let js_constructs = std::mem::take(&mut prepared.js_constructs);
    let math = std::mem::take(&mut prepared.math);
    let mut renderer = Renderer::new(file, parsed.body_line, opts, &prepared);
    renderer.diagnostics.extend(prepared.diagnostics.iter().cloned());
    let html = renderer.run(&prepared.text);
    if let Some(toc) = exported_toc {
        renderer.toc = toc;
    }
    let html = widgets::fill_toc_inline(html, &renderer.toc);
    let html = crate::math::fill(html, &math, |line, error| {
        renderer.diagnostics.push(Diagnostic::warning(format!("math: {error}")).at_line(file, line));
    });
    let mut rendered = renderer.finish(html, min, max, tags);
    rendered.js_constructs = js_constructs;
    rendered
}

/// A heading being collected.
struct HeadingBuf<'e> {
    level: HeadingLevel,
    line_idx: usize,
    events: Vec<Event<'e>>,
    text: String,
}

/// A fenced or indented code block being collected.
struct CodeBuf {
    info: String,
    text: String,
    line: usize,
}

/// An image being collected (alt text comes as events).
struct ImageBuf {
    src: String,
    title: String,
    alt: String,
}

struct Renderer<'r> {
    file: &'r Path,
    body_line: usize,
    opts: &'r MarkdownOptions<'r>,
    containers: &'r [Container],
    heading_ids: &'r HashMap<usize, String>,
    highlighter: Option<&'static Highlighter>,
    line_starts: Vec<usize>,
    slugger: Slugger,
    toc: Vec<TocItem>,
    content_title: Option<String>,
    seen_heading: bool,
    excerpt: Option<String>,
    excerpt_buf: Option<String>,
    /// The excerpt's paragraph went past its first line (Docusaurus's excerpt is one line).
    excerpt_line_ended: bool,
    depth: usize,
    sections: Vec<SearchSection>,
    links: Vec<SourceLink>,
    diagnostics: Vec<Diagnostic>,
    heading: Option<HeadingBuf<'r>>,
    code: Option<CodeBuf>,
    image: Option<ImageBuf>,
    html_block: Option<String>,
    link_depth: usize,
    /// Containers opened by markers that are Tabs: the selected value per container id.
    tab_selection: HashMap<usize, Option<String>>,
    /// Output positions of the open lists' start events (for task-list classes).
    list_starts: Vec<usize>,
    /// Output position of the last list item's start event.
    last_item: Option<usize>,
    /// The footnote definition being collected: its label and events.
    footnote: Option<(String, Vec<Event<'r>>)>,
    /// Collected footnote definitions by label.
    footnote_defs: HashMap<String, Vec<Event<'r>>>,
    /// Referenced footnote labels in order of first reference, with their reference count.
    footnote_refs: Vec<(String, usize)>,
}

impl<'r> Renderer<'r> {
    fn new(file: &'r Path, body_line: usize, opts: &'r MarkdownOptions<'r>, prepared: &'r Prepared) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(prepared.text.match_indices('\n').map(|(i, _)| i + 1));
        Self {
            file,
            body_line,
            opts,
            containers: &prepared.containers,
            heading_ids: &prepared.heading_ids,
            highlighter: opts.highlight.then(Highlighter::shared),
            line_starts,
            slugger: Slugger::default(),
            toc: Vec::new(),
            content_title: None,
            seen_heading: false,
            excerpt: None,
            excerpt_buf: None,
            excerpt_line_ended: false,
            depth: 0,
            sections: vec![SearchSection { title: String::new(), anchor: None, text: String::new(), tags: Vec::new() }],
            links: Vec::new(),
            diagnostics: Vec::new(),
            heading: None,
            code: None,
            image: None,
            html_block: None,
            link_depth: 0,
            tab_selection: HashMap::new(),
            list_starts: Vec::new(),
            last_item: None,
            footnote: None,
            footnote_defs: HashMap::new(),
            footnote_refs: Vec::new(),
        }
    }

    /// 0-based line index in the body for a byte offset of the prepared text.
    fn line_idx(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= offset).saturating_sub(1)
    }

    fn file_line(&self, offset: usize) -> usize {
        self.body_line + self.line_idx(offset)
    }

    fn run(&mut self, text: &'r str) -> String {
        let mut out: Vec<Event<'r>> = Vec::with_capacity(text.len() / 16);
        for (event, range) in Parser::new_ext(text, parser_options()).into_offset_iter() {
            self.event(event, range.start, &mut out);
        }
        let mut html = String::with_capacity(text.len() * 3 / 2);
        pulldown_cmark::html::push_html(&mut html, out.into_iter());
        self.write_footnotes(&mut html);
        html
    }

    /// GFM footnotes the way remark-gfm writes them: numbered by first reference, gathered in
    /// a `section.footnotes` at the end with back references.
    fn write_footnotes(&mut self, html: &mut String) {
        if self.footnote_refs.is_empty() {
            return;
        }
        html.push_str("<section data-footnotes=\"true\" class=\"footnotes\"><h2 class=\"anchor anchorWithStickyNavbar sr-only\" id=\"footnote-label\">Footnotes<a href=\"#footnote-label\" class=\"hash-link\" aria-label=\"Direct link to Footnotes\" title=\"Direct link to Footnotes\">&#8203;</a></h2>\n<ol>\n");
        let refs = std::mem::take(&mut self.footnote_refs);
        for (n, (label, count)) in refs.iter().enumerate() {
            let id = footnote_id(label);
            html.push_str(&format!("<li id=\"user-content-fn-{id}\">\n"));
            if let Some(events) = self.footnote_defs.remove(label) {
                pulldown_cmark::html::push_html(html, events.into_iter());
            }
            for k in 1..=*count {
                let suffix = if k == 1 { String::new() } else { format!("-{k}") };
                html.push_str(&format!(
                    "<a href=\"#user-content-fnref-{id}{suffix}\" data-footnote-backref=\"\" aria-label=\"Back to reference {}\" class=\"data-footnote-backref\">↩</a>",
                    n + 1
                ));
            }
            html.push_str("\n</li>\n");
        }
        html.push_str("</ol>\n</section>\n");
    }

    /// Sends an event to the heading being collected, or to the output.
    fn emit(&mut self, event: Event<'r>, out: &mut Vec<Event<'r>>) {
        if let Some(h) = &mut self.heading {
            h.events.push(event);
        } else if let Some((_, events)) = &mut self.footnote {
            events.push(event);
        } else {
            out.push(event);
        }
    }

    fn emit_html(&mut self, html: String, out: &mut Vec<Event<'r>>) {
        self.emit(Event::Html(CowStr::from(html)), out);
    }

    fn add_text(&mut self, text: &str) {
        if let Some(image) = &mut self.image {
            image.alt.push_str(text);
            return;
        }
        if let Some(h) = &mut self.heading {
            h.text.push_str(text);
            return;
        }
        if let Some(buf) = &mut self.excerpt_buf {
            if !self.excerpt_line_ended && buf.len() <= EXCERPT_MAX_BYTES {
                buf.push_str(text);
            }
        }
        if let Some(section) = self.sections.last_mut() {
            push_collapsed(&mut section.text, text);
        }
    }

    fn event(&mut self, event: Event<'r>, offset: usize, out: &mut Vec<Event<'r>>) {
        if let Some(code) = &mut self.code {
            match event {
                Event::Text(t) => code.text.push_str(&t),
                Event::End(TagEnd::CodeBlock) => self.finish_code(out),
                _ => {}
            }
            return;
        }
        if let Some(html) = &mut self.html_block {
            match event {
                Event::Html(t) | Event::Text(t) => html.push_str(&t),
                Event::End(TagEnd::HtmlBlock) => self.finish_html_block(out),
                _ => {}
            }
            return;
        }
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                self.heading = Some(HeadingBuf { level, line_idx: self.line_idx(offset), events: Vec::new(), text: String::new() });
            }
            Event::End(TagEnd::Heading(_)) => self.finish_heading(out),
            Event::Start(Tag::CodeBlock(kind)) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => info.to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                self.code = Some(CodeBuf { info, text: String::new(), line: self.file_line(offset) });
            }
            Event::Start(Tag::HtmlBlock) => self.html_block = Some(String::new()),
            Event::Start(Tag::Link { dest_url, title, .. }) => {
                let forced_plain = dest_url.starts_with("pathname://");
                let href = self.link_href(&dest_url, offset);
                let mut tag = String::from("<a href=\"");
                push_escaped(&mut tag, &href);
                tag.push('"');
                if !title.is_empty() {
                    tag.push_str(" title=\"");
                    push_escaped(&mut tag, &title);
                    tag.push('"');
                }
                if !forced_plain && is_external(&href) {
                    tag.push_str(" target=\"_blank\" rel=\"noopener noreferrer\"");
                }
                tag.push('>');
                let line = self.file_line(offset);
                self.links.push(SourceLink { href, line });
                self.link_depth += 1;
                self.emit_html(tag, out);
            }
            Event::End(TagEnd::Link) => {
                self.link_depth = self.link_depth.saturating_sub(1);
                self.emit_html("</a>".to_owned(), out);
            }
            Event::Start(Tag::Image { dest_url, title, .. }) => {
                let src = self.image_src(&dest_url, offset);
                self.image = Some(ImageBuf { src, title: title.to_string(), alt: String::new() });
            }
            Event::End(TagEnd::Image) => {
                if let Some(img) = self.image.take() {
                    let mut tag = String::from("<img src=\"");
                    push_escaped(&mut tag, &img.src);
                    tag.push_str("\" alt=\"");
                    push_escaped(&mut tag, &img.alt);
                    tag.push('"');
                    if !img.title.is_empty() {
                        tag.push_str(" title=\"");
                        push_escaped(&mut tag, &img.title);
                        tag.push('"');
                    }
                    tag.push_str(" loading=\"lazy\">");
                    self.emit_html(tag, out);
                }
            }
            Event::Start(Tag::Paragraph) => {
                if self.depth == 0 && self.excerpt.is_none() && self.heading.is_none() {
                    self.excerpt_buf = Some(String::new());
                    self.excerpt_line_ended = false;
                }
                self.emit(Event::Start(Tag::Paragraph), out);
            }
            Event::End(TagEnd::Paragraph) => {
                if let Some(buf) = self.excerpt_buf.take() {
                    let text = bounded_excerpt(collapse_whitespace(&buf));
                    if !text.is_empty() {
                        self.excerpt = Some(text);
                    }
                }
                self.add_text(" ");
                self.emit(Event::End(TagEnd::Paragraph), out);
            }
            Event::Start(Tag::List(start)) => {
                self.depth += 1;
                self.add_text(" ");
                // Positions only mean something for events that go straight to `out`.
                let direct = self.heading.is_none() && self.footnote.is_none();
                self.list_starts.push(if direct { out.len() } else { usize::MAX });
                self.emit(Event::Start(Tag::List(start)), out);
            }
            Event::End(TagEnd::List(ordered)) => {
                self.depth = self.depth.saturating_sub(1);
                self.list_starts.pop();
                self.emit(Event::End(TagEnd::List(ordered)), out);
            }
            Event::Start(Tag::Item) => {
                let direct = self.heading.is_none() && self.footnote.is_none();
                self.last_item = direct.then_some(out.len());
                self.emit(Event::Start(Tag::Item), out);
            }
            Event::TaskListMarker(checked) => {
                self.mark_task_list(out);
                self.emit(Event::TaskListMarker(checked), out);
            }
            Event::Start(Tag::FootnoteDefinition(label)) => {
                self.depth += 1;
                self.add_text(" ");
                self.footnote = Some((label.to_string(), Vec::new()));
            }
            Event::End(TagEnd::FootnoteDefinition) => {
                self.depth = self.depth.saturating_sub(1);
                if let Some((label, events)) = self.footnote.take() {
                    self.footnote_defs.entry(label).or_insert(events);
                }
            }
            Event::FootnoteReference(label) => {
                let label = label.to_string();
                let id = footnote_id(&label);
                let (n, count) = match self.footnote_refs.iter().position(|(l, _)| *l == label) {
                    Some(i) => {
                        self.footnote_refs[i].1 += 1;
                        (i + 1, self.footnote_refs[i].1)
                    }
                    None => {
                        self.footnote_refs.push((label, 1));
                        (self.footnote_refs.len(), 1)
                    }
                };
                let suffix = if count == 1 { String::new() } else { format!("-{count}") };
                self.emit_html(
                    format!("<sup><a href=\"#user-content-fn-{id}\" id=\"user-content-fnref-{id}{suffix}\" data-footnote-ref=\"true\" aria-describedby=\"footnote-label\">{n}</a></sup>"),
                    out,
                );
            }
            Event::Start(tag @ (Tag::BlockQuote(_) | Tag::Table(_))) => {
                self.depth += 1;
                self.add_text(" ");
                self.emit(Event::Start(tag), out);
            }
            Event::End(tag @ (TagEnd::BlockQuote(_) | TagEnd::Table)) => {
                self.depth = self.depth.saturating_sub(1);
                self.emit(Event::End(tag), out);
            }
            Event::End(tag @ (TagEnd::Item | TagEnd::TableCell)) => {
                self.add_text(" ");
                self.emit(Event::End(tag), out);
            }
            Event::Text(text) => {
                self.add_text(&text);
                if self.link_depth == 0 && self.image.is_none() && has_bare_url(&text) {
                    let html = self.autolink(&text, offset);
                    self.emit_html(html, out);
                } else if self.image.is_none() {
                    self.emit(Event::Text(text), out);
                }
            }
            Event::Code(code) => {
                self.add_text(&code);
                if self.image.is_none() {
                    self.emit(Event::Code(code), out);
                }
            }
            Event::SoftBreak | Event::HardBreak => {
                if self.excerpt_buf.is_some() && self.image.is_none() && self.heading.is_none() {
                    self.excerpt_line_ended = true;
                }
                self.add_text(" ");
                if self.image.is_none() {
                    self.emit(event, out);
                }
            }
            Event::InlineHtml(html) => {
                if let Some(kept) = strip_comments(&html) {
                    self.emit(Event::InlineHtml(CowStr::from(kept)), out);
                }
            }
            Event::Html(html) => {
                // Html outside an HtmlBlock does not occur, but handle it the same way.
                self.html_block = Some(html.to_string());
                self.finish_html_block(out);
            }
            Event::Rule => {
                // Docusaurus takes the content title only from an h1 before any thematic break.
                self.seen_heading = true;
                self.emit(Event::Rule, out);
            }
            other => {
                if self.image.is_none() {
                    self.emit(other, out);
                }
            }
        }
    }

    /// Gives the current item and its list the task-list classes Docusaurus uses.
    fn mark_task_list(&mut self, out: &mut [Event<'r>]) {
        if let Some(i) = self.last_item.take() {
            if matches!(out.get(i), Some(Event::Start(Tag::Item))) {
                out[i] = Event::Html(CowStr::from("<li class=\"task-list-item\">"));
            }
        }
        if let Some(&l) = self.list_starts.last() {
            let replacement = match out.get(l) {
                Some(Event::Start(Tag::List(None))) => "<ul class=\"contains-task-list\">\n".to_owned(),
                Some(Event::Start(Tag::List(Some(1)))) => "<ol class=\"contains-task-list\">\n".to_owned(),
                Some(Event::Start(Tag::List(Some(n)))) => format!("<ol class=\"contains-task-list\" start=\"{n}\">\n"),
                _ => return,
            };
            out[l] = Event::Html(CowStr::from(replacement));
        }
    }

    fn finish_heading(&mut self, out: &mut Vec<Event<'r>>) {
        let Some(h) = self.heading.take() else { return };
        let mut text = collapse_whitespace(&h.text);
        let mut inner = String::new();
        pulldown_cmark::html::push_html(&mut inner, h.events.into_iter());
        let id = match self.heading_ids.get(&h.line_idx) {
            Some(custom) => custom.clone(),
            // Setext headings keep `{#id}` in their text: take it off here.
            None => match trailing_brace_id(&text) {
                Some((id, kept)) => {
                    let cut = text.len() - kept;
                    if inner.trim_end().ends_with(&text[kept..]) {
                        let end = inner.trim_end().len() - cut;
                        inner.truncate(end);
                        inner.truncate(inner.trim_end().len());
                    }
                    text.truncate(kept);
                    text.truncate(text.trim_end().len());
                    id
                }
                None => self.slugger.slug(&text),
            },
        };
        let level = h.level as u8;
        let mut html = String::with_capacity(inner.len() * 2 + 160);
        if level == 1 {
            html.push_str("<h1>");
            html.push_str(&inner);
            html.push_str("</h1>\n");
            if !self.seen_heading && self.depth == 0 {
                self.content_title = Some(text.clone());
            }
        } else {
            let id_attr = escaped(&id);
            let label = escaped(&format!("Direct link to {text}"));
            html.push_str(&format!(
                "<h{level} class=\"anchor anchorWithStickyNavbar\" id=\"{id_attr}\">{inner}<a href=\"#{id_attr}\" class=\"hash-link\" aria-label=\"{label}\" title=\"{label}\">&#8203;</a></h{level}>\n"
            ));
            self.toc.push(TocItem { value: without_links(&inner), id: id.clone(), level });
        }
        self.seen_heading = true;
        if level > 3 {
            self.add_text(&text);
            self.add_text(" ");
        } else {
            self.sections.push(SearchSection {
                title: text,
                anchor: (level > 1).then_some(id),
                text: String::new(),
                tags: Vec::new(),
            });
        }
        out.push(Event::Html(CowStr::from(html)));
    }

    fn finish_code(&mut self, out: &mut Vec<Event<'r>>) {
        let Some(code) = self.code.take() else { return };
        if let Some(npm2yarn) = &self.opts.features.npm2yarn {
            if npm2yarn::is_npm2yarn_fence(&code.info) {
                self.write_npm2yarn(npm2yarn, &code, out);
                return;
            }
        }
        let meta = code::parse_info(&code.info);
        if self.opts.features.mermaid && meta.language == "mermaid" {
            self.write_mermaid(&code.text, out);
            return;
        }
        self.write_code(meta, &code.text, code.line, out);
    }

    /// A `mermaid` fence with theme-mermaid: the container the theme renders the diagram into
    /// in the browser (colour-mode aware, `useMermaidContainers` of `@theme/Mermaid`), holding
    /// the source in a `pre` until then (Docusaurus's server HTML has no diagram either).
    fn write_mermaid(&mut self, source: &str, out: &mut Vec<Event<'r>>) {
        let mut html = String::with_capacity(source.len() + 96);
        html.push_str("<div class=\"docusaurus-mermaid-container\" data-mermaid><pre class=\"mermaid-source\">");
        push_escaped(&mut html, source.trim_end_matches('\n'));
        html.push_str("</pre></div>\n");
        self.emit_html(html, out);
    }

    /// An `npm2yarn` fence as the remark plugin makes it: Tabs (group `npm2yarn` with `sync`)
    /// with the npm code, then one tab per converter; the code blocks keep the language but
    /// not the meta.
    fn write_npm2yarn(&mut self, options: &Npm2YarnOptions, code: &CodeBuf, out: &mut Vec<Event<'r>>) {
        let language = code::parse_info(&code.info).language;
        let mut tabs: Vec<(TabInfo, String)> = vec![(TabInfo { value: "npm".into(), label: None, default: false }, code.text.clone())];
        for &to in &options.converters {
            let info = TabInfo { value: npm2yarn::tab_value(to).into(), label: Some(npm2yarn::tab_label(to).into()), default: false };
            tabs.push((info, npm2yarn::convert(&code.text, to)));
        }
        let items: Vec<TabInfo> = tabs.iter().map(|(t, _)| t.clone()).collect();
        let mut html = String::new();
        let attrs = widgets::TabsAttrs {
            group_id: options.sync.then_some("npm2yarn"),
            query_string: None,
            selected: Some("npm"),
            labels: &[],
            items: &items,
        };
        widgets::tabs_open(&mut html, &attrs);
        for (tab, text) in &tabs {
            self.add_text(tab.label.as_deref().unwrap_or(&tab.value));
            self.add_text(" ");
            widgets::tab_item_open(&mut html, &tab.value, tab.value != "npm", None);
            self.emit_html(std::mem::take(&mut html), out);
            let meta = code::CodeMeta { language: language.clone(), ..code::CodeMeta::default() };
            self.write_code(meta, text, code.line, out);
            html.push_str("</div>");
        }
        widgets::tabs_close(&mut html);
        html.push('\n');
        self.emit_html(html, out);
    }

    fn write_code(&mut self, meta: code::CodeMeta, text: &str, line: usize, out: &mut Vec<Event<'r>>) {
        let lang = meta.language.clone();
        let mut html = String::with_capacity(text.len() * 3 + 600);
        let plain = code::write_code_block(&mut html, &CodeBlock { meta, code: text }, &self.opts.magic_comments, self.highlighter);
        html.push('\n');
        if !is_plain_language(&lang)
            && !self.opts.additional_languages.iter().any(|l| l.eq_ignore_ascii_case(&lang))
            && !Highlighter::shared().knows(&lang)
        {
            self.diagnostics.push(
                Diagnostic::warning(format!("unknown code block language `{lang}`; shown as plain text"))
                    .at_line(self.file, line)
                    .with_help("use a known language name (js, ts, bash, json, python, ...) or `text`"),
            );
        }
        self.add_text(&plain);
        self.add_text(" ");
        self.emit_html(html, out);
    }

    fn finish_html_block(&mut self, out: &mut Vec<Event<'r>>) {
        let Some(block) = self.html_block.take() else { return };
        let mut html = String::with_capacity(block.len());
        let mut rest = block.as_str();
        while let Some(start) = rest.find("<!--") {
            html.push_str(&rest[..start]);
            let after = &rest[start..];
            let Some(end) = after.find("-->") else {
                rest = "";
                break;
            };
            let comment = &after[..end + 3];
            if let Some(marker) = comment.strip_prefix("<!--fs:").and_then(|m| m.strip_suffix("-->")) {
                self.marker(marker, &mut html, out);
            } else if comment.starts_with("<!--ferrosaurus:") {
                html.push_str(comment);
            }
            rest = &after[end + 3..];
        }
        html.push_str(rest);
        if !html.trim().is_empty() {
            self.emit_html(html, out);
        }
    }

    /// Writes the opening or closing markup of a container marker (`3` or `/3`).
    fn marker(&mut self, marker: &str, html: &mut String, out: &mut Vec<Event<'r>>) {
        let (closing, id) = match marker.strip_prefix('/') {
            Some(id) => (true, id),
            None => (false, marker),
        };
        let Ok(id) = id.parse::<usize>() else { return };
        let containers = self.containers;
        let Some(container) = containers.get(id) else { return };
        if closing {
            self.depth = self.depth.saturating_sub(1);
            match container {
                Container::Admonition { kind, .. } => widgets::admonition_close(html, kind),
                Container::Tabs { .. } => widgets::tabs_close(html),
                Container::TabItem { .. } => html.push_str("</div>"),
                Container::Details { .. } => widgets::details_close(html),
                Container::CodeBlock { .. } | Container::Transparent => {}
            }
            return;
        }
        if !matches!(container, Container::CodeBlock { .. }) {
            self.depth += 1;
        }
        match container {
            Container::Admonition { kind, title } => {
                let title_html = match title.as_deref() {
                    Some(t) => Some(self.inline(t)),
                    None => {
                        self.add_text(widgets::default_title(kind));
                        self.add_text(" ");
                        None
                    }
                };
                widgets::admonition_open(html, kind, title_html.as_deref());
            }
            Container::Tabs { group_id, query_string, default_value, labels, items } => {
                let selected = widgets::selected_tab(default_value.as_deref(), items);
                self.tab_selection.insert(id, selected.map(str::to_owned));
                for item in items {
                    let label = labels.iter().find(|(v, _)| *v == item.value).map(|(_, l)| l.as_str());
                    self.add_text(label.or(item.label.as_deref()).unwrap_or(&item.value));
                    self.add_text(" ");
                }
                widgets::tabs_open(
                    html,
                    &widgets::TabsAttrs {
                        group_id: group_id.as_deref(),
                        query_string: query_string.as_deref(),
                        selected,
                        labels,
                        items,
                    },
                );
            }
            Container::TabItem { tabs, value, class_name, inline } => {
                let hidden = match tabs.and_then(|t| self.tab_selection.get(&t)) {
                    Some(Some(selected)) => selected != value,
                    _ => false,
                };
                widgets::tab_item_open(html, value, hidden, class_name.as_deref());
                if let Some(text) = inline {
                    let rendered = self.inline(text);
                    html.push_str(&rendered);
                }
            }
            Container::Details { summary, open } => {
                let summary_html = self.inline(summary.as_deref().unwrap_or("Details"));
                widgets::details_open(html, &summary_html, *open);
            }
            Container::CodeBlock { language, meta, code, line } => {
                let mut info = language.clone().unwrap_or_default();
                info.push(' ');
                info.push_str(meta);
                let parsed = code::parse_info(&info);
                if !html.is_empty() {
                    let before = std::mem::take(html);
                    self.emit_html(before, out);
                }
                self.write_code(parsed, code, *line, out);
            }
            Container::Transparent => {}
        }
    }

    /// Renders a short inline Markdown text (titles, summaries) to HTML without `<p>`.
    fn inline(&mut self, text: &str) -> String {
        let mut html = String::new();
        let events = Parser::new_ext(text, parser_options()).filter(|e| {
            !matches!(e, Event::Start(Tag::Paragraph) | Event::End(TagEnd::Paragraph))
        });
        let mut plain = String::new();
        let events: Vec<Event<'_>> = events
            .inspect(|e| {
                if let Event::Text(t) | Event::Code(t) = e {
                    plain.push_str(t);
                }
            })
            .collect();
        pulldown_cmark::html::push_html(&mut html, events.into_iter());
        self.add_text(&plain);
        self.add_text(" ");
        html.trim_end().to_owned()
    }

    /// The final href of a Markdown link.
    fn link_href(&mut self, dest: &str, offset: usize) -> String {
        if let Some(path) = dest.strip_prefix("pathname://") {
            return path.to_owned();
        }
        if dest.trim_start().to_ascii_lowercase().starts_with("javascript:") {
            self.diagnostics.push(
                Diagnostic::warning("a `javascript:` link was replaced by `#`")
                    .at_line(self.file, self.file_line(offset)),
            );
            return "#".to_owned();
        }
        let path = dest.split(['#', '?']).next().unwrap_or(dest);
        let lower = path.to_ascii_lowercase();
        let doc_link = (lower.ends_with(".md") || lower.ends_with(".mdx")) && (is_relative_url(dest) || dest.starts_with('/'));
        if !doc_link && !is_relative_url(dest) {
            return dest.to_owned();
        }
        if doc_link {
            if let Some(href) = self.opts.resolver.resolve_doc(self.file, dest) {
                return href;
            }
            let severity = match self.opts.on_broken_markdown_links {
                ReportingSeverity::Ignore => None,
                ReportingSeverity::Log | ReportingSeverity::Warn => Some(Severity::Warning),
                ReportingSeverity::Throw => Some(Severity::Error),
            };
            if let Some(severity) = severity {
                self.diagnostics.push(
                    Diagnostic::new(severity, format!("Markdown link `{dest}` points to a doc that does not exist"))
                        .at_line(self.file, self.file_line(offset))
                        .with_help("check the relative path and file extension"),
                );
            }
            return dest.to_owned();
        }
        if has_file_extension(path) {
            if let Some(url) = self.opts.resolver.resolve_asset(self.file, dest) {
                return url;
            }
        }
        dest.to_owned()
    }

    fn image_src(&mut self, dest: &str, offset: usize) -> String {
        if !is_relative_url(dest) {
            return dest.to_owned();
        }
        match self.opts.resolver.resolve_asset(self.file, dest) {
            Some(url) => url,
            None => {
                self.diagnostics.push(
                    Diagnostic::error(format!("image `{dest}` not found"))
                        .at_line(self.file, self.file_line(offset))
                        .with_help("the path is relative to the Markdown file"),
                );
                dest.to_owned()
            }
        }
    }

    /// Text with bare `https://` / `www.` URLs turned into links (GFM autolink literals).
    fn autolink(&mut self, text: &str, offset: usize) -> String {
        let mut html = String::with_capacity(text.len() + 64);
        let mut rest = text;
        while let Some((start, end)) = find_bare_url(rest) {
            push_escaped(&mut html, &rest[..start]);
            let url = &rest[start..end];
            let href = if url.starts_with("www.") { format!("http://{url}") } else { url.to_owned() };
            html.push_str("<a href=\"");
            push_escaped(&mut html, &href);
            html.push_str("\" target=\"_blank\" rel=\"noopener noreferrer\">");
            push_escaped(&mut html, url);
            html.push_str("</a>");
            let line = self.file_line(offset);
            self.links.push(SourceLink { href, line });
            rest = &rest[end..];
        }
        push_escaped(&mut html, rest);
        html
    }

    fn finish(mut self, html: String, min: u8, max: u8, tags: Vec<String>) -> Rendered {
        let toc = self.toc.into_iter().filter(|t| t.level >= min && t.level <= max).collect();
        for section in &mut self.sections {
            let len = section.text.trim_end().len();
            section.text.truncate(len);
        }
        if self.sections.first().is_some_and(|s| s.text.is_empty() && s.title.is_empty()) {
            self.sections.remove(0);
        }
        if let Some(first) = self.sections.first_mut() {
            first.tags = tags;
        }
        Rendered {
            html,
            toc,
            content_title: self.content_title,
            excerpt: self.excerpt,
            sections: self.sections,
            links: self.links,
            diagnostics: self.diagnostics,
            js_constructs: Vec::new(),
        }
    }
}

/// A trailing `{#id}`: the id and the length of the text before it.
fn trailing_brace_id(text: &str) -> Option<(String, usize)> {
    let body = text.strip_suffix('}')?;
    let start = body.rfind("{#")?;
    let id = &body[start + 2..];
    (!id.is_empty() && !id.contains(char::is_whitespace) && !id.contains('{')).then(|| (id.to_owned(), start))
}

/// Heading HTML without `<a>` tags (their text stays): TOC entries are links themselves.
fn without_links(html: &str) -> String {
    if !html.contains("<a ") {
        return html.to_owned();
    }
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<a ").or_else(|| rest.find("</a>")) {
        let open = rest.find("<a ").unwrap_or(usize::MAX);
        let close = rest.find("</a>").unwrap_or(usize::MAX);
        let at = open.min(close).min(start);
        out.push_str(&rest[..at]);
        let end = rest[at..].find('>').map_or(rest.len(), |e| at + e + 1);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// A footnote label as an id fragment: lowercase, anything but letters, digits, `-` and `_`
/// turned into `-`.
fn footnote_id(label: &str) -> String {
    label
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c.to_ascii_lowercase() } else { '-' })
        .collect()
}

fn is_external(href: &str) -> bool {
    href.starts_with("//") || has_scheme(href)
}

fn has_file_extension(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.rfind('.').is_some_and(|dot| dot > 0 && dot + 1 < name.len() && !name.ends_with(".html"))
}

/// HTML with comments removed (except ferrosaurus placeholders); `None` when nothing is left.
fn strip_comments(html: &str) -> Option<String> {
    if !html.contains("<!--") {
        return Some(html.to_owned());
    }
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find("<!--") {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        let end = after.find("-->").map_or(after.len(), |e| e + 3);
        if after.starts_with("<!--ferrosaurus:") {
            out.push_str(&after[..end]);
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    (!out.is_empty()).then_some(out)
}

fn has_bare_url(text: &str) -> bool {
    text.contains("http://") || text.contains("https://") || text.contains("www.")
}

/// The next bare URL in `text` as a byte range.
fn find_bare_url(text: &str) -> Option<(usize, usize)> {
    let candidates = ["https://", "http://", "www."];
    let start = candidates
        .iter()
        .filter_map(|p| text.find(p))
        .filter(|&i| i == 0 || !text.as_bytes()[i - 1].is_ascii_alphanumeric())
        .min()?;
    let tail = &text[start..];
    let mut end = tail.find(|c: char| c.is_whitespace() || c == '<').unwrap_or(tail.len());
    // Trailing punctuation is not part of the URL.
    while end > 0 && tail[..end].ends_with(['.', ',', ':', ';', '!', '?', '"', '\'', ')', '*', '_', '~']) {
        if tail[..end].ends_with(')') && tail[..end].matches('(').count() >= tail[..end].matches(')').count() {
            break;
        }
        end -= 1;
    }
    let scheme_len = if tail.starts_with("www.") { 4 } else { tail.find("//").map_or(0, |i| i + 2) };
    if end <= scheme_len || !tail[scheme_len..end].contains('.') && tail.starts_with("www.") {
        return None;
    }
    Some((start, start + end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_urls() {
        assert_eq!(find_bare_url("see https://a.io/x."), Some((4, 18)));
        assert_eq!(find_bare_url("go to www.x.com, now"), Some((6, 15)));
        assert_eq!(find_bare_url("no url"), None);
        assert_eq!(find_bare_url("(https://a.io/b_(c))"), Some((1, 19)));
    }

    #[test]
    fn toc_values_drop_links() {
        assert_eq!(without_links("See <a href=\"/x\">the <code>x</code></a> doc"), "See the <code>x</code> doc");
        assert_eq!(without_links("plain"), "plain");
    }

    #[test]
    fn comments_are_removed() {
        assert_eq!(strip_comments("<!-- x -->"), None);
        assert_eq!(strip_comments("a<!-- x -->b").as_deref(), Some("ab"));
        assert_eq!(strip_comments("<!--ferrosaurus:doc-card-list-->").as_deref(), Some("<!--ferrosaurus:doc-card-list-->"));
    }
}
