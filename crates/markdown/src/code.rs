//! Code blocks: the meta string (`title`, `showLineNumbers`, `{1,3-5}`), magic comments, and
//! the Docusaurus code block markup around the highlighted lines.

use crate::escape::{escaped, push_escaped};
use crate::highlight::Highlighter;

/// A magic comment: a directive in a code comment that marks lines with a class and is removed
/// from the output (`themeConfig.prism.magicComments`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MagicComment {
    /// Class added to the marked lines.
    pub class_name: String,
    /// Directive that marks the next line (`highlight-next-line`).
    pub line: Option<String>,
    /// Directives that open and close a marked block (`highlight-start`, `highlight-end`).
    pub block: Option<(String, String)>,
}

impl MagicComment {
    /// Docusaurus's default: `highlight-next-line` and `highlight-start`/`highlight-end`
    /// giving `theme-code-block-highlighted-line`.
    pub fn defaults() -> Vec<MagicComment> {
        vec![MagicComment {
            class_name: "theme-code-block-highlighted-line".to_owned(),
            line: Some("highlight-next-line".to_owned()),
            block: Some(("highlight-start".to_owned(), "highlight-end".to_owned())),
        }]
    }
}

/// What the fence's info string says.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct CodeMeta {
    pub(crate) language: String,
    pub(crate) title: Option<String>,
    /// First line number when line numbers are shown.
    pub(crate) line_numbers: Option<usize>,
    /// 1-based lines from `{1,3-5}`.
    pub(crate) ranges: Option<Vec<usize>>,
}

/// Splits an info string like `jsx{1,3} title="a.js" showLineNumbers`.
pub(crate) fn parse_info(info: &str) -> CodeMeta {
    let info = info.trim();
    let lang_end = info.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(info.len());
    let language = info[..lang_end].to_ascii_lowercase();
    let meta = &info[lang_end..];
    CodeMeta { language, title: meta_title(meta), line_numbers: meta_line_numbers(meta), ranges: meta_ranges(meta) }
}

fn meta_title(meta: &str) -> Option<String> {
    let start = meta.find("title=")? + 6;
    let quote = meta[start..].chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let rest = &meta[start + 1..];
    let end = rest.find(quote)?;
    Some(rest[..end].to_owned())
}

fn meta_line_numbers(meta: &str) -> Option<usize> {
    let at = meta.find("showLineNumbers")?;
    let rest = &meta[at + "showLineNumbers".len()..];
    if let Some(num) = rest.strip_prefix('=') {
        let digits: String = num.chars().take_while(char::is_ascii_digit).collect();
        return Some(digits.parse().unwrap_or(1));
    }
    Some(1)
}

fn meta_ranges(meta: &str) -> Option<Vec<usize>> {
    let mut search = meta;
    while let Some(open) = search.find('{') {
        let after = &search[open + 1..];
        let close = after.find('}')?;
        let body = &after[..close];
        if !body.is_empty() && body.chars().all(|c| c.is_ascii_digit() || c == ',' || c == '-' || c == ' ') {
            return Some(parse_ranges(body));
        }
        search = &after[close..];
    }
    None
}

/// `1,3-5` -> [1, 3, 4, 5] (capped so a typo cannot allocate without bound).
fn parse_ranges(body: &str) -> Vec<usize> {
    let mut lines = Vec::new();
    for part in body.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (a, b) = part.split_once('-').unwrap_or((part, part));
        let (Ok(a), Ok(b)) = (a.trim().parse::<usize>(), b.trim().parse::<usize>()) else { continue };
        lines.extend((a.min(b)..=a.max(b).min(a.min(b) + 10_000)).take(10_000));
    }
    lines
}

/// Comment syntaxes a directive may be written in.
#[derive(Clone, Copy, PartialEq)]
enum CommentStyle {
    Slash,
    SlashStar,
    JsxBlock,
    Hash,
    Html,
    DashDash,
    Percent,
}

fn comment_styles(lang: &str) -> &'static [CommentStyle] {
    use CommentStyle::*;
    match lang {
        "js" | "javascript" | "ts" | "typescript" | "java" | "c" | "cpp" | "c++" | "cs" | "csharp" | "go"
        | "rust" | "rs" | "kotlin" | "kt" | "swift" | "scala" | "dart" | "php" | "json" | "jsonc" | "css"
        | "scss" | "less" | "graphql" => &[Slash, SlashStar],
        "jsx" | "tsx" => &[Slash, SlashStar, JsxBlock],
        "html" | "xml" | "svg" | "markup" | "vue" => &[Slash, SlashStar, Html],
        "python" | "py" | "bash" | "sh" | "shell" | "zsh" | "yaml" | "yml" | "ruby" | "rb" | "toml"
        | "dockerfile" | "perl" | "r" | "powershell" | "ps1" | "ini" | "makefile" | "nginx" => &[Hash],
        "markdown" | "md" | "mdx" => &[Html, JsxBlock, Hash],
        "lua" | "haskell" | "hs" | "sql" => &[DashDash],
        "tex" | "latex" | "matlab" => &[Percent],
        _ => &[Slash, SlashStar, JsxBlock, Hash, Html, DashDash, Percent],
    }
}

/// The directive a line holds, when the line is only a comment around it.
fn directive<'l>(line: &'l str, styles: &[CommentStyle]) -> Option<&'l str> {
    let t = line.trim();
    for style in styles {
        let (open, close) = match style {
            CommentStyle::Slash => ("//", ""),
            CommentStyle::SlashStar => ("/*", "*/"),
            CommentStyle::JsxBlock => ("{/*", "*/}"),
            CommentStyle::Hash => ("#", ""),
            CommentStyle::Html => ("<!--", "-->"),
            CommentStyle::DashDash => ("--", ""),
            CommentStyle::Percent => ("%", ""),
        };
        if let Some(inner) = t.strip_prefix(open).and_then(|r| r.strip_suffix(close)) {
            let inner = inner.trim();
            if !inner.is_empty() && !inner.contains(char::is_whitespace) {
                return Some(inner);
            }
        }
    }
    None
}

/// The code lines with their classes: directive lines removed, ranges or magic comments applied.
pub(crate) fn mark_lines<'c>(
    code: &'c str,
    meta: &CodeMeta,
    magic: &[MagicComment],
) -> (Vec<&'c str>, Vec<Vec<usize>>) {
    let code = code.strip_suffix('\n').unwrap_or(code);
    let lines: Vec<&str> = code.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).collect();
    if let Some(ranges) = &meta.ranges {
        let mut classes = vec![Vec::new(); lines.len()];
        if !magic.is_empty() {
            for &n in ranges {
                if let Some(c) = n.checked_sub(1).and_then(|i| classes.get_mut(i)) {
                    if c.is_empty() {
                        c.push(0);
                    }
                }
            }
        }
        return (lines, classes);
    }
    let styles = comment_styles(&meta.language);
    let mut kept = Vec::with_capacity(lines.len());
    let mut classes: Vec<Vec<usize>> = Vec::with_capacity(lines.len());
    let mut next_line: Vec<usize> = Vec::new();
    let mut open_blocks: Vec<usize> = Vec::new();
    for line in lines {
        if let Some(d) = directive(line, styles) {
            if let Some(i) = magic.iter().position(|m| m.line.as_deref() == Some(d)) {
                next_line.push(i);
                continue;
            }
            if let Some(i) = magic.iter().position(|m| m.block.as_ref().is_some_and(|b| b.0 == d)) {
                open_blocks.push(i);
                continue;
            }
            if let Some(i) = magic.iter().position(|m| m.block.as_ref().is_some_and(|b| b.1 == d)) {
                if let Some(p) = open_blocks.iter().rposition(|&o| o == i) {
                    open_blocks.remove(p);
                }
                continue;
            }
        }
        let mut line_classes: Vec<usize> = open_blocks.clone();
        for i in next_line.drain(..) {
            if !line_classes.contains(&i) {
                line_classes.push(i);
            }
        }
        line_classes.sort_unstable();
        line_classes.dedup();
        kept.push(line);
        classes.push(line_classes);
    }
    (kept, classes)
}

/// Longest line (bytes) a block may have and still be highlighted.
const MAX_HIGHLIGHTED_LINE: usize = 5_000;

/// Everything needed to write one code block.
pub(crate) struct CodeBlock<'a> {
    pub(crate) meta: CodeMeta,
    pub(crate) code: &'a str,
}

/// Writes the code block (`highlighter` is `None` for plain output) and returns its text as
/// shown (magic comment lines removed), for search.
pub(crate) fn write_code_block(
    out: &mut String,
    block: &CodeBlock<'_>,
    magic: &[MagicComment],
    highlighter: Option<&Highlighter>,
) -> String {
    let meta = &block.meta;
    let lang = if meta.language.is_empty() { "text" } else { meta.language.as_str() };
    let (lines, classes) = mark_lines(block.code, meta, magic);
    // Very long lines (minified output, data dumps) make regex grammars crawl: plain text then.
    let too_long = lines.iter().any(|l| l.len() > MAX_HIGHLIGHTED_LINE);
    let syntax = highlighter.filter(|_| !too_long).and_then(|h| h.syntax_for(lang).map(|s| (h, s)));
    let highlighted = syntax.and_then(|(h, s)| h.highlight_lines(s, &lines));
    let lang_attr = escaped(lang);
    out.push_str("<div class=\"language-");
    out.push_str(&lang_attr);
    out.push_str(" theme-code-block codeBlockContainer\"");
    if meta.line_numbers.is_some() {
        out.push_str(" data-line-numbers");
    }
    out.push('>');
    if let Some(title) = &meta.title {
        out.push_str("<div class=\"codeBlockTitle\">");
        push_escaped(out, title);
        out.push_str("</div>");
    }
    out.push_str("<div class=\"codeBlockContent\"><pre tabindex=\"0\" class=\"prism-code language-");
    out.push_str(&lang_attr);
    out.push_str(" codeBlock thin-scrollbar\"><code class=\"codeBlockLines");
    if let Some(start) = meta.line_numbers {
        out.push_str(" codeBlockLinesWithNumbering\"");
        if start != 1 {
            out.push_str(&format!(" style=\"counter-reset:line-count {}\"", start.saturating_sub(1)));
        }
        out.push('>');
    } else {
        out.push_str("\">");
    }
    for (i, line) in lines.iter().enumerate() {
        out.push_str("<span class=\"token-line codeLine");
        for &c in classes.get(i).map(Vec::as_slice).unwrap_or(&[]) {
            if let Some(m) = magic.get(c) {
                out.push(' ');
                push_escaped(out, &m.class_name);
            }
        }
        out.push_str("\">");
        if meta.line_numbers.is_some() {
            out.push_str("<span class=\"codeLineNumber\"></span>");
        }
        out.push_str("<span class=\"codeLineContent\">");
        match highlighted.as_ref().and_then(|h| h.get(i)) {
            Some(html) => out.push_str(html),
            None => push_escaped(out, line),
        }
        out.push_str("</span></span>\n");
    }
    out.push_str("</code></pre>");
    out.push_str(COPY_BUTTON);
    out.push_str("</div></div>");
    lines.join("\n")
}

/// The copy button; the theme wires it up through `data-copy-code`.
const COPY_BUTTON: &str = concat!(
    "<div class=\"buttonGroup\"><button type=\"button\" aria-label=\"Copy code to clipboard\" title=\"Copy\" class=\"clean-btn\" data-copy-code>",
    "<span class=\"copyButtonIcons\" aria-hidden=\"true\">",
    "<svg viewBox=\"0 0 24 24\" class=\"copyButtonIcon\"><rect x=\"8\" y=\"8\" width=\"12\" height=\"13\" rx=\"2\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/><path d=\"M16 5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h1\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/></svg>",
    "<svg viewBox=\"0 0 24 24\" class=\"copyButtonSuccessIcon\"><path d=\"M4 12.5l5 5L20 6.5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>",
    "</span></button></div>"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_meta() {
        let m = parse_info("jsx{1,3-4} title=\"src/App.js\" showLineNumbers=5");
        assert_eq!(m.language, "jsx");
        assert_eq!(m.title.as_deref(), Some("src/App.js"));
        assert_eq!(m.line_numbers, Some(5));
        assert_eq!(m.ranges, Some(vec![1, 3, 4]));
        let m = parse_info("Python title='x' showLineNumbers");
        assert_eq!((m.language.as_str(), m.line_numbers, m.ranges), ("python", Some(1), None));
        assert_eq!(parse_info("").language, "");
    }

    #[test]
    fn magic_comments_mark_and_vanish() {
        let meta = parse_info("js");
        let code = "a\n// highlight-next-line\nb\n/* highlight-start */\nc\nd\n// highlight-end\ne\n";
        let (lines, classes) = mark_lines(code, &meta, &MagicComment::defaults());
        assert_eq!(lines, ["a", "b", "c", "d", "e"]);
        let marked: Vec<bool> = classes.iter().map(|c| !c.is_empty()).collect();
        assert_eq!(marked, [false, true, true, true, false]);
    }

    #[test]
    fn python_uses_hash_comments_only() {
        let meta = parse_info("python");
        let (lines, classes) = mark_lines("# highlight-next-line\nx\n// highlight-next-line\ny", &meta, &MagicComment::defaults());
        assert_eq!(lines, ["x", "// highlight-next-line", "y"]);
        assert_eq!(classes[0], [0]);
        assert!(classes[2].is_empty());
    }

    #[test]
    fn custom_magic_comments_get_their_class() {
        let mut magic = MagicComment::defaults();
        magic.push(MagicComment {
            class_name: "code-block-error-line".into(),
            line: Some("This-will-error".into()),
            block: None,
        });
        let (lines, classes) = mark_lines("// This-will-error\nbad();\nok();", &parse_info("ts"), &magic);
        assert_eq!(lines, ["bad();", "ok();"]);
        assert_eq!(classes, [vec![1], vec![]]);
        let mut html = String::new();
        write_code_block(&mut html, &CodeBlock { meta: parse_info("ts"), code: "// This-will-error\nbad();" }, &magic, None);
        assert!(html.contains("codeLine code-block-error-line"), "{html}");
        assert!(!html.contains("This-will-error"), "{html}");
    }

    #[test]
    fn very_long_lines_are_not_highlighted() {
        let long = format!("{{\"a\": \"{}\"}}", "x".repeat(MAX_HIGHLIGHTED_LINE));
        let mut html = String::new();
        write_code_block(&mut html, &CodeBlock { meta: parse_info("json"), code: &long }, &[], Some(Highlighter::shared()));
        assert!(!html.contains("tok-"));
        html.clear();
        write_code_block(&mut html, &CodeBlock { meta: parse_info("json"), code: "{\"a\": 1}" }, &[], Some(Highlighter::shared()));
        assert!(html.contains("tok-"));
    }

    #[test]
    fn ranges_win_over_magic_comments() {
        let meta = parse_info("js {2}");
        let (lines, classes) = mark_lines("// highlight-next-line\nb", &meta, &MagicComment::defaults());
        assert_eq!(lines.len(), 2);
        assert_eq!(classes, [vec![], vec![0]]);
    }
}
