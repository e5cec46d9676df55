//! Build-time code highlighting with syntect and the extra grammars of two-face (bat's set:
//! TypeScript, TSX, JSX, TOML, Dockerfile... beside syntect's own).
//!
//! Output is class-based (`<span class="tok-keyword tok-control tok-js">`), one scope atom per
//! class, so light and dark colours both live in CSS ([`highlight_css`]) and a colour-mode switch
//! needs no re-render.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use syntect::highlighting::{FontStyle, Theme};
use syntect::parsing::{BasicScopeStackOp, ParseState, Scope, ScopeStack, ScopeStackOp, SyntaxReference, SyntaxSet};
use two_face::theme::EmbeddedThemeName;

use crate::escape::push_escaped;

/// Class prefix of token spans.
const PREFIX: &str = "tok-";

/// The grammars, loaded once. Immutable after loading, so it is shared freely between threads.
pub struct Highlighter {
    syntaxes: SyntaxSet,
    /// Fence language (lowercase) to syntax index, filled at load for every alias, name and
    /// extension, so a lookup is one hash probe.
    by_language: HashMap<String, usize>,
}

impl std::fmt::Debug for Highlighter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Highlighter").field("syntaxes", &self.syntaxes.syntaxes().len()).finish()
    }
}

impl Default for Highlighter {
    fn default() -> Self {
        Self::new()
    }
}

/// Fence language (lowercase) to the name or extension syntect knows it by.
fn alias(lang: &str) -> &str {
    match lang {
        "js" | "javascript" | "mjs" | "cjs" | "node" => "JavaScript",
        "jsx" => "JavaScript (Babel)",
        "ts" | "typescript" | "mts" | "cts" => "TypeScript",
        "tsx" => "TypeScriptReact",
        "bash" | "sh" | "shell" | "zsh" | "console" | "shellsession" | "shell-session" => {
            "Bourne Again Shell (bash)"
        }
        "py" | "python" | "python3" => "Python",
        "ruby" => "Ruby",
        "yaml" => "YAML",
        "markdown" => "Markdown",
        "go" => "Go",
        "diff" => "Diff",
        "rust" => "Rust",
        "json" => "JSON",
        "kotlin" => "Kotlin",
        "css" => "CSS",
        "java" => "Java",
        "sql" => "SQL",
        "toml" => "TOML",
        "rb" => "Ruby",
        "cs" | "csharp" | "c#" | "dotnet" => "C#",
        "yml" => "YAML",
        "html" | "htm" | "markup" | "vue" | "svelte" => "HTML",
        "xml" | "svg" | "xsl" | "plist" | "rss" | "atom" => "XML",
        "md" | "mdx" => "Markdown",
        "golang" => "Go",
        "patch" => "Diff",
        "rs" => "Rust",
        "dockerfile" | "docker" => "Dockerfile",
        "ps1" | "powershell" | "pwsh" => "PowerShell",
        "jsonc" | "json5" => "JSON",
        "kt" => "Kotlin",
        "objc" | "objectivec" => "Objective-C",
        "c++" | "cpp" => "C++",
        "scss" | "sass" | "less" => "SCSS",
        "ini" | "properties" | "conf" => "INI",
        "graphql" | "gql" => "GraphQL",
        "pgsql" | "mysql" | "plsql" | "sqlite" | "postgres" | "postgresql" => "SQL",
        "postcss" => "CSS",
        "batch" | "bat" | "cmd" => "Batch File",
        "apacheconf" | "htaccess" => "Apache Conf",
        "handlebars" | "hbs" => "Handlebars",
        "fsharp" | "fs" => "F#",
        other => other,
    }
}

/// Languages Prism would show as plain text on purpose.
pub(crate) fn is_plain_language(lang: &str) -> bool {
    PLAIN.contains(&lang)
}

impl Highlighter {
    /// Loads the grammars (about 30 ms; do it once per build).
    pub fn new() -> Self {
        let syntaxes = two_face::syntax::extra_newlines();
        let by_language = language_table(&syntaxes);
        Self { syntaxes, by_language }
    }

    /// A process-wide instance, loaded on first use. The data is immutable.
    pub fn shared() -> &'static Highlighter {
        static SHARED: OnceLock<Highlighter> = OnceLock::new();
        SHARED.get_or_init(Highlighter::new)
    }

    /// The grammar for a fence language, if there is one.
    pub(crate) fn syntax_for(&self, lang: &str) -> Option<&SyntaxReference> {
        let index = match self.by_language.get(lang) {
            Some(&i) => i,
            None if lang.bytes().any(|b| b.is_ascii_uppercase()) => *self.by_language.get(&lang.to_ascii_lowercase())?,
            None => return None,
        };
        self.syntaxes.syntaxes().get(index)
    }

    /// True when `lang` is highlighted (or is one of the plain-text names).
    pub fn knows(&self, lang: &str) -> bool {
        is_plain_language(lang) || self.syntax_for(lang).is_some()
    }

    /// Parses one line in `state` (which moves past it): what an earlier parse of the same line
    /// in an equal state gave, when this thread still has it, else syntect's parse. A parse is
    /// a function of the state and the line alone, and the same lines recur in the same states
    /// throughout a site's code (blank lines, closing brackets, imports, the request samples of
    /// an API reference), where syntect's regex matching is most of a render's time.
    fn parse_line(&self, state: &mut ParseState, line: &str) -> Option<Vec<(usize, ScopeStackOp)>> {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        line.hash(&mut hasher);
        let key = hasher.finish();
        PARSED_LINES.with(|memo| {
            let mut memo = memo.borrow_mut();
            if let Some(seen) = memo.get(&key).and_then(|lines| lines.iter().find(|p| p.line == line && p.before == *state)) {
                *state = seen.after.clone();
                return Some(seen.ops.clone());
            }
            let before = state.clone();
            let ops = state.parse_line(line, &self.syntaxes).ok()?;
            if memo.len() >= PARSED_LINES_KEPT {
                memo.clear();
            }
            memo.entry(key).or_default().push(ParsedLine { line: line.to_owned(), before, ops: ops.clone(), after: state.clone() });
            Some(ops)
        })
    }

    /// Frees what the calling thread remembers of parsed lines ([`Highlighter`] keeps up to
    /// 4,096 lines per thread, a few megabytes): call on every thread once a site's Markdown is
    /// rendered.
    pub fn forget_parsed_lines() {
        PARSED_LINES.with(|memo| *memo.borrow_mut() = HashMap::new());
    }

    /// Highlights `lines` (without their newlines) and appends one HTML fragment per line,
    /// where every span opened on a line is closed on it. `None` if the grammar fails.
    pub(crate) fn highlight_lines(&self, syntax: &SyntaxReference, lines: &[&str]) -> Option<Vec<String>> {
        let mut state = ParseState::new(syntax);
        let mut stack = ScopeStack::new();
        let mut classes: HashMap<Scope, String> = HashMap::new();
        let mut result = Vec::with_capacity(lines.len());
        let mut line_buf = String::new();
        for line in lines {
            line_buf.clear();
            line_buf.push_str(line);
            line_buf.push('\n');
            let ops = self.parse_line(&mut state, &line_buf)?;
            let mut html = String::with_capacity(line.len() * 2);
            // The grammar's root scope (`source.js`) wraps everything and no theme styles it:
            // it gets no span.
            for scope in stack.as_slice().iter().skip(1) {
                open_span(&mut html, *scope, &mut classes);
            }
            let mut pos = 0;
            // Spans open on this line: always one less than the stack (no root span).
            let mut open = stack.len().saturating_sub(1);
            for (at, op) in &ops {
                let at = (*at).min(line.len());
                if at > pos {
                    push_escaped(&mut html, &line[pos..at]);
                    pos = at;
                }
                stack
                    .apply_with_hook(op, |basic, after| match basic {
                        BasicScopeStackOp::Push(scope) if after.len() > 1 => {
                            open_span(&mut html, scope, &mut classes);
                            open += 1;
                        }
                        BasicScopeStackOp::Pop if open > 0 => {
                            html.push_str("</span>");
                            open -= 1;
                        }
                        _ => {}
                    })
                    .ok()?;
            }
            if pos < line.len() {
                push_escaped(&mut html, &line[pos..]);
            }
            for _ in 0..open {
                html.push_str("</span>");
            }
            result.push(html);
        }
        Some(result)
    }
}

/// One line as syntect parsed it in one state.
struct ParsedLine {
    line: String,
    before: ParseState,
    ops: Vec<(usize, ScopeStackOp)>,
    after: ParseState,
}

/// Distinct lines a thread keeps (by their hash) before it starts over.
const PARSED_LINES_KEPT: usize = 4_096;

thread_local! {
    /// The lines this thread parsed, by the hash of their text.
    static PARSED_LINES: RefCell<HashMap<u64, Vec<ParsedLine>>> = RefCell::new(HashMap::new());
}

/// Every way a fence may name a grammar, lowercased: our aliases first, then syntax names and
/// file extensions as syntect knows them.
fn language_table(set: &SyntaxSet) -> HashMap<String, usize> {
    let index_of = |name: &str| set.syntaxes().iter().position(|s| s.name == name);
    let mut table = HashMap::new();
    for (i, syntax) in set.syntaxes().iter().enumerate() {
        table.entry(syntax.name.to_ascii_lowercase()).or_insert(i);
        for ext in &syntax.file_extensions {
            table.entry(ext.to_ascii_lowercase()).or_insert(i);
        }
    }
    for lang in ALIASED {
        let target = match *lang {
            // Snippets rarely start with `<?php`: use the grammar for bare PHP code.
            "php" => index_of("PHP Source").or_else(|| index_of("PHP")),
            "http" => index_of("HTTP Request and Response"),
            other => index_of(alias(other)),
        };
        if let Some(i) = target {
            table.insert((*lang).to_owned(), i);
        }
    }
    for plain in PLAIN {
        table.remove(*plain);
    }
    table
}

/// Fence names with an explicit mapping (see [`alias`]).
const ALIASED: &[&str] = &[
    "js", "javascript", "mjs", "cjs", "node", "jsx", "ts", "typescript", "mts", "cts", "tsx", "bash", "sh",
    "shell", "zsh", "console", "shellsession", "shell-session", "py", "python", "python3", "rb", "ruby", "cs",
    "csharp", "c#", "dotnet", "yml", "yaml", "html", "htm", "markup", "vue", "svelte", "xml", "svg", "xsl",
    "plist", "rss", "atom", "md", "mdx", "markdown", "golang", "go", "patch", "diff", "rs", "rust", "dockerfile",
    "docker", "ps1", "powershell", "pwsh", "jsonc", "json5", "json", "kt", "kotlin", "objc", "objectivec",
    "c++", "cpp", "scss", "sass", "less", "css", "ini", "properties", "conf", "graphql", "gql", "php", "http",
    "java", "sql", "toml", "pgsql", "mysql", "plsql", "sqlite", "postgres", "postgresql", "postcss", "batch",
    "bat", "cmd", "apacheconf", "htaccess", "handlebars", "hbs", "fsharp", "fs",
];

/// Names that mean plain text (`mermaid` is drawn by a theme, not highlighted).
const PLAIN: &[&str] = &["", "text", "txt", "plain", "plaintext", "none", "output", "log", "mermaid", "ascii"];

fn open_span(html: &mut String, scope: Scope, classes: &mut HashMap<Scope, String>) {
    let class = classes.entry(scope).or_insert_with(|| scope_classes(scope));
    html.push_str("<span class=\"");
    html.push_str(class);
    html.push_str("\">");
}

/// `keyword.control.js` -> `tok-keyword tok-control tok-js`.
fn scope_classes(scope: Scope) -> String {
    let name = scope.build_string();
    let mut out = String::with_capacity(name.len() + 16);
    for atom in name.split('.') {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(PREFIX);
        out.push_str(atom);
    }
    out
}

/// CSS for token spans: a light theme (GitHub) unless `[data-theme='dark']`, and a dark theme
/// (Dracula) under `[data-theme='dark']`. Also sets `--prism-color` and
/// `--prism-background-color` for code blocks.
pub fn highlight_css() -> String {
    let themes = two_face::theme::extra();
    let mut css = String::new();
    css.push_str("/* Code highlighting: generated by ferrosaurus-markdown from syntect themes. */\n");
    theme_css(&mut css, themes.get(EmbeddedThemeName::Github), "html:not([data-theme='dark'])");
    theme_css(&mut css, themes.get(EmbeddedThemeName::Dracula), "html[data-theme='dark']");
    css.push_str(".prism-code{color:var(--prism-color);background-color:var(--prism-background-color);}\n");
    css.push_str(
        ".theme-code-block-highlighted-line{background-color:var(--docusaurus-highlighted-code-line-bg,rgba(0,0,0,.1));display:block;}\n",
    );
    css
}

fn theme_css(css: &mut String, theme: &Theme, guard: &str) {
    let _ = write!(css, "{guard}{{");
    if let Some(fg) = theme.settings.foreground {
        let _ = write!(css, "--prism-color:#{:02x}{:02x}{:02x};", fg.r, fg.g, fg.b);
    }
    if let Some(bg) = theme.settings.background {
        let _ = write!(css, "--prism-background-color:#{:02x}{:02x}{:02x};", bg.r, bg.g, bg.b);
    }
    css.push_str("}\n");
    for item in &theme.scopes {
        let mut selectors = Vec::new();
        for selector in &item.scope.selectors {
            let mut parts = Vec::new();
            for scope in selector.extract_scopes() {
                let classes: String =
                    scope.build_string().split('.').map(|a| format!(".{PREFIX}{}", css_escape(a))).collect();
                parts.push(classes);
            }
            if !parts.is_empty() {
                selectors.push(format!("{guard} {}", parts.join(" ")));
            }
        }
        if selectors.is_empty() {
            continue;
        }
        let mut body = String::new();
        if let Some(fg) = item.style.foreground {
            let _ = write!(body, "color:#{:02x}{:02x}{:02x};", fg.r, fg.g, fg.b);
        }
        if let Some(fs) = item.style.font_style {
            if fs.contains(FontStyle::BOLD) {
                body.push_str("font-weight:bold;");
            }
            if fs.contains(FontStyle::ITALIC) {
                body.push_str("font-style:italic;");
            }
            if fs.contains(FontStyle::UNDERLINE) {
                body.push_str("text-decoration:underline;");
            }
        }
        if body.is_empty() {
            continue;
        }
        let _ = writeln!(css, "{}{{{body}}}", selectors.join(","));
    }
}

fn css_escape(atom: &str) -> String {
    let mut out = String::with_capacity(atom.len());
    for (i, c) in atom.chars().enumerate() {
        if c.is_ascii_alphanumeric() && !(i == 0 && c.is_ascii_digit()) || c == '-' || c == '_' {
            out.push(c);
        } else {
            out.push('\\');
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What syntect gives without the memo of parsed lines.
    fn without_memo(h: &Highlighter, syntax: &SyntaxReference, lines: &[&str]) -> Vec<String> {
        PARSED_LINES.with(|memo| memo.borrow_mut().clear());
        let fresh = h.highlight_lines(syntax, lines).unwrap();
        PARSED_LINES.with(|memo| memo.borrow_mut().clear());
        fresh
    }

    #[test]
    fn a_remembered_line_highlights_as_a_fresh_parse_in_its_own_state() {
        let h = Highlighter::shared();
        let js = h.syntax_for("js").unwrap();
        // the same text in code, in a block comment and in a template string
        let lines = ["const x = 1; // one", "/* start", "const x = 1; // one", "end */", "let s = `", "const x = 1; // one", "`;", "const x = 1; // one"];
        let fresh = without_memo(h, js, &lines);
        assert_ne!(fresh[0], fresh[2], "a comment line is not code");
        assert_ne!(fresh[0], fresh[5], "a template string line is not code");
        assert_eq!(fresh[0], fresh[7]);
        // the lines again, the second time from the memo, with another grammar's parse of the
        // same text remembered in between
        let python = h.syntax_for("python").unwrap();
        let python_fresh = without_memo(h, python, &lines[..1]);
        for _ in 0..2 {
            assert_eq!(h.highlight_lines(js, &lines).unwrap(), fresh);
            assert_eq!(h.highlight_lines(python, &lines[..1]).unwrap(), python_fresh);
        }
        assert!(PARSED_LINES.with(|memo| memo.borrow().len()) > 0);
    }

    #[test]
    fn required_languages_have_grammars() {
        let h = Highlighter::shared();
        for lang in [
            "bash", "shell", "js", "jsx", "ts", "tsx", "json", "python", "php", "ruby", "csharp", "java",
            "yaml", "html", "xml", "css", "sql", "go", "diff", "http", "markdown",
        ] {
            assert!(h.syntax_for(lang).is_some(), "no grammar for {lang}");
        }
        assert!(h.syntax_for("klingon").is_none());
        assert!(h.knows("text"));
    }

    #[test]
    fn spans_are_closed_on_every_line() {
        let h = Highlighter::shared();
        let syntax = h.syntax_for("js").unwrap();
        let lines = h.highlight_lines(syntax, &["/* a", "b */ const x = \"<y>\";"]).unwrap();
        for line in &lines {
            assert_eq!(line.matches("<span").count(), line.matches("</span>").count(), "{line}");
        }
        assert!(lines[1].contains("tok-comment"), "{}", lines[1]);
        assert!(lines[1].contains("&lt;y&gt;"), "{}", lines[1]);
        assert!(lines[1].contains("tok-keyword") || lines[1].contains("tok-storage"), "{}", lines[1]);
    }

    #[test]
    fn css_has_both_modes() {
        let css = highlight_css();
        assert!(css.contains("html[data-theme='dark'] .tok-comment"), "{css}");
        assert!(css.contains("html:not([data-theme='dark']) .tok-comment"));
        assert!(css.contains("--prism-background-color"));
    }
}
