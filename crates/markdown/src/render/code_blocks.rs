//! Fenced and indented code blocks: highlighted with the theme's code block markup (title, line
//! numbers, highlighted lines from the meta string and magic comments; `code`), or turned into
//! npm2yarn tabs or a mermaid container when those features are on. An unknown language is
//! shown as plain text, with a warning.

use ferrosaurus_core::Diagnostic;
use pulldown_cmark::{CodeBlockKind, Event, Tag, TagEnd};

use super::pipeline::{Chain, Next, Pass, Piece};
use crate::code::{self, CodeBlock, CodeMeta};
use crate::escape::push_escaped;
use crate::highlight::{is_plain_language, Highlighter};
use crate::npm2yarn;
use crate::prepass::TabInfo;
use crate::widgets;
use crate::Npm2YarnOptions;

/// A code block being read.
struct Open {
    info: String,
    text: String,
    /// 1-based line of the opening fence in the file.
    line: usize,
}

/// Collects each code block and writes it whole.
#[derive(Default)]
pub(super) struct CodeBlocks {
    open: Option<Open>,
}

impl<'e> Pass<'e> for CodeBlocks {
    #[inline(always)]
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        if let Some(open) = &mut self.open {
            match piece {
                Piece::Event(Event::Text(text)) => open.text.push_str(&text),
                Piece::Event(Event::End(TagEnd::CodeBlock)) => {
                    if let Some(open) = self.open.take() {
                        write_fence(&open, next);
                    }
                }
                _ => {}
            }
            return;
        }
        match piece {
            Piece::Event(Event::Start(Tag::CodeBlock(kind))) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => info.to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                self.open = Some(Open { info, text: String::new(), line: next.line() });
            }
            other => next.send(other),
        }
    }
}

/// A finished fence: npm2yarn tabs, a mermaid container or a code block.
fn write_fence<'e>(fence: &Open, next: &mut Next<'_, 'e, impl Chain<'e>>) {
    let features = &next.opts().features;
    if let Some(options) = &features.npm2yarn {
        if npm2yarn::is_npm2yarn_fence(&fence.info) {
            return write_npm2yarn(options, fence, next);
        }
    }
    let meta = code::parse_info(&fence.info);
    if features.mermaid && meta.language == "mermaid" {
        return write_mermaid(&fence.text, next);
    }
    write_code(meta, &fence.text, fence.line, next);
}

/// A `mermaid` fence with theme-mermaid: the container the theme renders the diagram into
/// in the browser (colour-mode aware, `useMermaidContainers` of `@theme/Mermaid`), holding
/// the source in a `pre` until then (Docusaurus's server HTML has no diagram either).
fn write_mermaid<'e>(source: &str, next: &mut Next<'_, 'e, impl Chain<'e>>) {
    let mut html = String::with_capacity(source.len() + 96);
    html.push_str("<div class=\"docusaurus-mermaid-container\" data-mermaid><pre class=\"mermaid-source\">");
    push_escaped(&mut html, source.trim_end_matches('\n'));
    html.push_str("</pre></div>\n");
    next.html(html);
}

/// An `npm2yarn` fence as the remark plugin makes it: Tabs (group `npm2yarn` with `sync`)
/// with the npm code, then one tab per converter; the code blocks keep the language but
/// not the meta.
fn write_npm2yarn<'e>(options: &Npm2YarnOptions, fence: &Open, next: &mut Next<'_, 'e, impl Chain<'e>>) {
    let language = code::parse_info(&fence.info).language;
    let mut tabs: Vec<(TabInfo, String)> = vec![(TabInfo { value: "npm".into(), label: None, default: false }, fence.text.clone())];
    for &to in &options.converters {
        let info = TabInfo { value: npm2yarn::tab_value(to).into(), label: Some(npm2yarn::tab_label(to).into()), default: false };
        tabs.push((info, npm2yarn::convert(&fence.text, to)));
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
        next.text(tab.label.as_deref().unwrap_or(&tab.value));
        next.text(" ");
        widgets::tab_item_open(&mut html, &tab.value, tab.value != "npm", None);
        next.html(std::mem::take(&mut html));
        let meta = CodeMeta { language: language.clone(), ..CodeMeta::default() };
        write_code(meta, text, fence.line, next);
        html.push_str("</div>");
    }
    widgets::tabs_close(&mut html);
    html.push('\n');
    next.html(html);
}

/// Writes one code block and sends its text as shown; warns about an unknown language.
/// `line`: the file line of its opening fence (or `<CodeBlock>` tag).
pub(super) fn write_code<'e>(meta: CodeMeta, text: &str, line: usize, next: &mut Next<'_, 'e, impl Chain<'e>>) {
    let opts = next.opts();
    let lang = meta.language.clone();
    let highlighter = opts.highlight.then(Highlighter::shared);
    let mut html = String::with_capacity(text.len() * 3 + 600);
    let plain = code::write_code_block(&mut html, &CodeBlock { meta, code: text }, &opts.magic_comments, highlighter);
    html.push('\n');
    if is_unknown_language(&lang, &opts.additional_languages) {
        next.report(
            Diagnostic::warning(format!("unknown code block language `{lang}`; shown as plain text"))
                .at_line(next.file(), line)
                .with_help("use a known language name (js, ts, bash, json, python, ...) or `text`"),
        );
    }
    next.text(&plain);
    next.text(" ");
    next.html(html);
}

/// Neither plain text, nor declared by the site (`prism.additionalLanguages`), nor highlighted.
fn is_unknown_language(lang: &str, additional_languages: &[String]) -> bool {
    !is_plain_language(lang)
        && !additional_languages.iter().any(|l| l.eq_ignore_ascii_case(lang))
        && !Highlighter::shared().knows(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::pipeline::chain;
    use crate::render::pipeline::testing::render_with;
    use crate::{MarkdownFeatures, MarkdownOptions, NoLinks};

    /// Renders `markdown` through the code blocks pass without highlighting.
    fn code_of(markdown: &str, features: MarkdownFeatures) -> (String, Vec<String>) {
        let mut opts = MarkdownOptions::new(&NoLinks);
        opts.highlight = false;
        opts.features = features;
        opts.additional_languages = vec!["Declared".to_owned()];
        render_with(markdown, &opts, chain![&mut CodeBlocks::default()])
    }

    #[test]
    fn meta_strings() {
        let cases = [
            ("```js title=\"a.js\"\nx\n```", "<div class=\"codeBlockTitle\">a.js</div>"),
            ("```js showLineNumbers\nx\n```", "codeBlockLinesWithNumbering"),
            ("```js {2}\nx\ny\n```", "theme-code-block-highlighted-line\"><span class=\"codeLineContent\">y"),
            ("```js\n// highlight-next-line\nx\n```", "theme-code-block-highlighted-line\"><span class=\"codeLineContent\">x"),
            ("    indented", "<span class=\"codeLineContent\">indented</span>"),
        ];
        for (markdown, expected) in cases {
            let (html, diagnostics) = code_of(markdown, MarkdownFeatures::default());
            assert!(html.contains(expected), "{markdown}: {html}");
            assert!(diagnostics.is_empty(), "{markdown}: {diagnostics:?}");
        }
    }

    #[test]
    fn unknown_languages_warn_at_the_fence() {
        let cases = [("klingon", 1), ("text", 0), ("js", 0), ("declared", 0), ("", 0)];
        for (lang, warnings) in cases {
            let (_, diagnostics) = code_of(&format!("para\n\n```{lang}\nx\n```"), MarkdownFeatures::default());
            assert_eq!(diagnostics.len(), warnings, "{lang}: {diagnostics:?}");
            if warnings == 1 {
                assert!(diagnostics[0].contains("docs/test.md:3") && diagnostics[0].contains("`klingon`"), "{}", diagnostics[0]);
            }
        }
    }

    #[test]
    fn features_turn_fences_into_widgets() {
        let mut features = MarkdownFeatures::default();
        features.mermaid = true;
        features.npm2yarn = Some(Npm2YarnOptions::default());
        let (html, _) = code_of("```mermaid\na-->b\n```", features.clone());
        assert_eq!(html, "<div class=\"docusaurus-mermaid-container\" data-mermaid><pre class=\"mermaid-source\">a--&gt;b</pre></div>\n");
        let (html, _) = code_of("```bash npm2yarn\nnpm install x\n```", features);
        assert!(html.contains("<li role=\"tab\" tabindex=\"-1\" aria-selected=\"false\" class=\"tabs__item\" data-value=\"yarn\">Yarn</li>"), "{html}");
        assert!(html.contains("yarn add x"), "{html}");
        let (plain, _) = code_of("```mermaid\na-->b\n```", MarkdownFeatures::default());
        assert!(plain.contains("language-mermaid"), "{plain}");
    }
}
