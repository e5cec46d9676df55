//! `remark-math` + `rehype-katex`: `$inline$` and `$$` blocks rendered at build time by KaTeX
//! itself (the `katex` crate runs KaTeX 0.16 in an embedded QuickJS engine, one per thread),
//! so the HTML is what rehype-katex writes: `span.katex` (MathML + HTML) inline and
//! `span.katex-display` for blocks, replacing the math element.

/// A math expression found by the MDX layer.
#[derive(Debug, Clone)]
pub(crate) struct Math {
    /// The TeX source.
    pub(crate) tex: String,
    /// A `$$` block (display mode) rather than inline math.
    pub(crate) display: bool,
    /// 1-based line in the whole file.
    pub(crate) line: usize,
}

/// Where the renderer puts expression N: `<!--ferrosaurus:math:N-->`.
pub(crate) const PLACEHOLDER: &str = "<!--ferrosaurus:math:";

/// Inline math's placeholder goes inside this inline tag: a comment that starts a line (`$x$ is
/// …`, `- $x$`) would start an HTML block and take the paragraph's `<p>` and Markdown with it,
/// while a line that starts with an open tag followed by more than whitespace is a paragraph.
pub(crate) const INLINE_OPEN: &str = "<ferrosaurus-math>";
/// Closes [`INLINE_OPEN`].
pub(crate) const INLINE_CLOSE: &str = "</ferrosaurus-math>";

/// KaTeX's HTML for `tex`; on a TeX error, KaTeX's own error rendering and the message (as
/// rehype-katex does: it reports the error and renders with `throwOnError: false`).
pub(crate) fn render(tex: &str, display: bool) -> (String, Option<String>) {
    let strict = katex::Opts::builder().display_mode(display).throw_on_error(true).build();
    let Ok(strict) = strict else { return (String::new(), Some("invalid KaTeX options".to_owned())) };
    match katex::render_with_opts(tex, &strict) {
        Ok(html) => (html, None),
        Err(error) => {
            let message = error_message(&error.to_string());
            let lenient = katex::Opts::builder().display_mode(display).throw_on_error(false).build();
            let html = lenient.ok().and_then(|o| katex::render_with_opts(tex, &o).ok()).unwrap_or_default();
            (html, Some(message))
        }
    }
}

/// KaTeX's message without the engine's wrapping (`String("ParseError: …")`).
fn error_message(raw: &str) -> String {
    match raw.find("KaTeX parse error") {
        Some(at) => raw[at..].trim_end_matches("\")").replace("\\\\", "\\").replace("\\'", "'"),
        None => raw.to_owned(),
    }
}

/// The HTML with every math placeholder replaced by KaTeX's output. The content links no
/// stylesheet (on both the fast and the exact path): KaTeX's is a head tag, the site's own from
/// `stylesheets` as Docusaurus documents, or the one the config resolver adds when it lists none.
pub(crate) fn fill(html: String, math: &[Math], mut report: impl FnMut(usize, String)) -> String {
    if math.is_empty() {
        return html;
    }
    let mut out = String::with_capacity(html.len() + math.len() * 2048);
    let mut rest = html.as_str();
    while let Some(start) = rest.find(PLACEHOLDER) {
        out.push_str(rest[..start].strip_suffix(INLINE_OPEN).unwrap_or(&rest[..start]));
        let after = &rest[start + PLACEHOLDER.len()..];
        let Some(end) = after.find("-->") else { break };
        if let Some(item) = after[..end].parse::<usize>().ok().and_then(|n| math.get(n)) {
            let (rendered, error) = render(&item.tex, item.display);
            if let Some(error) = error {
                report(item.line, error);
            }
            out.push_str(&rendered);
        }
        rest = &after[end + 3..];
        rest = rest.strip_prefix(INLINE_CLOSE).unwrap_or(rest);
    }
    out.push_str(rest);
    out
}

/// A `$$` line opening a math block: the number of dollars (`$$ meta` allowed, no `$` after).
pub(crate) fn flow_open(trimmed: &str) -> Option<usize> {
    let n = trimmed.bytes().take_while(|&b| b == b'$').count();
    (n >= 2 && !trimmed[n..].contains('$')).then_some(n)
}

/// A line closing a math block opened with `n` dollars.
pub(crate) fn flow_close(trimmed: &str, n: usize) -> bool {
    trimmed.len() >= n && trimmed.bytes().all(|b| b == b'$')
}

/// Inline math at `text[start]` (a `$` run): the TeX and where it ends, when the same run
/// closes it on this line. Like a code span, one space is trimmed from each side when both
/// have one.
pub(crate) fn inline_at(text: &str, start: usize) -> Option<(String, usize)> {
    let bytes = text.as_bytes();
    let run = bytes[start..].iter().take_while(|&&b| b == b'$').count();
    let mut i = start + run;
    while i < bytes.len() {
        if bytes[i] == b'\\' && run == 1 && bytes.get(i + 1) == Some(&b'$') {
            i += 2;
            continue;
        }
        if bytes[i] == b'$' {
            let closing = bytes[i..].iter().take_while(|&&b| b == b'$').count();
            if closing == run {
                let mut tex = &text[start + run..i];
                if tex.len() >= 2 && tex.starts_with(' ') && tex.ends_with(' ') && !tex.trim().is_empty() {
                    tex = &tex[1..tex.len() - 1];
                }
                if tex.is_empty() {
                    return None;
                }
                return Some((tex.to_owned(), i + closing));
            }
            i += closing;
        } else {
            i += 1;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn katex_renders_inline_and_display_math() {
        let (inline, error) = render("a^2", false);
        assert!(error.is_none(), "{error:?}");
        assert!(inline.starts_with("<span class=\"katex\"><span class=\"katex-mathml\"><math"), "{inline}");
        assert!(inline.contains("<annotation encoding=\"application/x-tex\">a^2</annotation>"), "{inline}");
        let (display, _) = render("\\frac{1}{2}", true);
        assert!(display.starts_with("<span class=\"katex-display\"><span class=\"katex\">"), "{display}");
        let (broken, error) = render("\\frac{1", false);
        assert!(error.is_some_and(|e| e.contains("KaTeX parse error")));
        assert!(broken.contains("katex-error"), "{broken}");
    }

    #[test]
    fn inline_math_delimiters() {
        assert_eq!(inline_at("$x$ y", 0), Some(("x".to_owned(), 3)));
        assert_eq!(inline_at("$$x$$", 0), Some(("x".to_owned(), 5)));
        assert_eq!(inline_at("$ x $", 0), Some(("x".to_owned(), 5)));
        assert_eq!(inline_at("$5 only", 0), None);
        assert_eq!(inline_at("$$x$ y", 0), None);
        assert_eq!(flow_open("$$"), Some(2));
        assert_eq!(flow_open("$$x$$"), None);
        assert!(flow_close("$$", 2) && !flow_close("$", 2));
    }
}
