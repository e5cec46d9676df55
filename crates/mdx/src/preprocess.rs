//! A line-preserving rewrite of the source before MDX parses it, for the Docusaurus syntax
//! that is not MDX: `{#custom-id}` after a heading (escaped, so MDX reads text, not an
//! expression), `:::type[title]` admonition containers (turned into JSX containers that the
//! hast pass makes `admonition` elements), `<!-- comments -->` (MDX comments), and
//! `mdx-code-block` fences (their content is MDX). Fenced code is left alone.

/// The JSX name admonitions get here; the hast pass turns it into the `admonition` element.
pub(crate) const ADMONITION_TAG: &str = "FerrosaurusAdmonition";

/// Rewrites `body`, keeping every line where it was.
pub(crate) fn rewrite(body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 64);
    let mut fence: Option<(char, usize)> = None;
    let mut open_admonitions = 0usize;
    let mut in_comment = false;
    let mut mdx_blocks: Vec<(char, usize)> = Vec::new();
    for line in body.split_inclusive('\n') {
        let (text, newline) = match line.strip_suffix('\n') {
            Some(t) => (t.strip_suffix('\r').unwrap_or(t), &line[t.strip_suffix('\r').unwrap_or(t).len()..]),
            None => (line, ""),
        };
        let trimmed = text.trim_start();
        if let Some((ch, len)) = fence {
            if closes_fence(trimmed, ch, len) {
                fence = None;
            }
            out.push_str(line);
            continue;
        }
        if let Some(&(ch, len)) = mdx_blocks.last() {
            if closes_fence(trimmed, ch, len) {
                mdx_blocks.pop();
                out.push_str(newline);
                continue;
            }
        }
        if let Some((ch, len, info)) = opens_fence(trimmed) {
            if info.trim() == "mdx-code-block" {
                // Docusaurus unwraps these: the content is MDX; the closing fence goes too.
                mdx_blocks.push((ch, len));
                out.push_str(newline);
                continue;
            }
            fence = Some((ch, len));
            out.push_str(line);
            continue;
        }
        let rewritten = if in_comment {
            in_comment = !text.contains("-->");
            comment(text)
        } else if text.contains("<!--") {
            in_comment = !text[text.find("<!--").unwrap_or(0)..].contains("-->");
            comment(text)
        } else if let Some(open) = admonition_open(trimmed) {
            open_admonitions += 1;
            format!("{}{}", &text[..text.len() - trimmed.len()], open)
        } else if open_admonitions > 0 && is_admonition_close(trimmed) {
            open_admonitions -= 1;
            format!("{}</{ADMONITION_TAG}>", &text[..text.len() - trimmed.len()])
        } else if is_atx_heading(trimmed) {
            escape_heading_id(text)
        } else {
            text.to_owned()
        };
        out.push_str(&rewritten);
        out.push_str(newline);
    }
    out
}

fn opens_fence(trimmed: &str) -> Option<(char, usize, &str)> {
    let ch = trimmed.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let len = trimmed.chars().take_while(|c| *c == ch).count();
    (len >= 3).then(|| (ch, len, &trimmed[len..]))
}

fn closes_fence(trimmed: &str, ch: char, len: usize) -> bool {
    let run = trimmed.chars().take_while(|c| *c == ch).count();
    run >= len && trimmed[run..].trim().is_empty()
}

/// `:::note`, `:::tip[Title]`, `:::info Title`, `::::warning` -> the JSX opening tag.
fn admonition_open(trimmed: &str) -> Option<String> {
    let colons = trimmed.chars().take_while(|c| *c == ':').count();
    if colons < 3 {
        return None;
    }
    let rest = trimmed[colons..].trim_start();
    let kind: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect();
    if kind.is_empty() {
        return None;
    }
    let after = rest[kind.len()..].trim();
    let title = if let Some(inner) = after.strip_prefix('[') {
        inner.rfind(']').map(|end| inner[..end].to_owned())
    } else if after.is_empty() || after.starts_with('{') {
        None
    } else {
        Some(after.to_owned())
    };
    let mut tag = format!("<{ADMONITION_TAG} type=\"{}\"", attr(&kind));
    if let Some(title) = title.filter(|t| !t.trim().is_empty()) {
        tag.push_str(&format!(" title=\"{}\"", attr(title.trim())));
    }
    tag.push('>');
    Some(tag)
}

fn is_admonition_close(trimmed: &str) -> bool {
    let colons = trimmed.chars().take_while(|c| *c == ':').count();
    colons >= 3 && trimmed[colons..].trim().is_empty()
}

/// A JSX string attribute value: MDX reads character references in it.
fn attr(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('{', "&#123;")
}

fn is_atx_heading(trimmed: &str) -> bool {
    let hashes = trimmed.chars().take_while(|c| *c == '#').count();
    (1..=6).contains(&hashes) && trimmed[hashes..].starts_with([' ', '\t'])
}

/// `## Title {#custom-id}` -> `## Title \{#custom-id\}`: text for MDX, read by the mdast pass.
fn escape_heading_id(text: &str) -> String {
    let end = text.trim_end();
    if end.ends_with('}') {
        if let Some(start) = end.rfind("{#") {
            if !end[..start].ends_with('\\') {
                return format!("{}\\{{{}\\}}", &end[..start], &end[start + 1..end.len() - 1]);
            }
        }
    }
    text.to_owned()
}

/// `<!-- x -->` -> `{/* x */}` (MDX 3 has no HTML comments; Docusaurus converts them).
fn comment(text: &str) -> String {
    text.replace("*/", "* /").replace("<!--", "{/*").replace("-->", "*/}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn admonitions_become_containers_on_the_same_lines() {
        let out = rewrite(":::tip[Read \"this\"]\nText\n:::\n");
        assert_eq!(out, "<FerrosaurusAdmonition type=\"tip\" title=\"Read &quot;this&quot;\">\nText\n</FerrosaurusAdmonition>\n");
    }

    #[test]
    fn legacy_titles_and_nesting() {
        let out = rewrite("::::note Outer\n:::warning\nx\n:::\n::::\n");
        assert_eq!(out.lines().count(), 5);
        assert!(out.starts_with("<FerrosaurusAdmonition type=\"note\" title=\"Outer\">"));
        assert_eq!(out.matches("</FerrosaurusAdmonition>").count(), 2);
    }

    #[test]
    fn fences_are_untouched() {
        let src = "```md\n:::note\n## A {#b}\n<!-- c -->\n```\n";
        assert_eq!(rewrite(src), src);
    }

    #[test]
    fn heading_ids_are_escaped() {
        assert_eq!(rewrite("## Set up {#setup}\n"), "## Set up \\{#setup\\}\n");
    }

    #[test]
    fn comments_become_mdx_comments() {
        assert_eq!(rewrite("a <!-- b --> c\n"), "a {/* b */} c\n");
        assert_eq!(rewrite("<!--\nx\n-->\n"), "{/*\nx\n*/}\n");
    }

    #[test]
    fn mdx_code_block_fences_are_unwrapped() {
        let out = rewrite("before\n```mdx-code-block\n<Tabs>\n```\nafter\n");
        assert_eq!(out, "before\n\n<Tabs>\n\nafter\n");
    }
}
