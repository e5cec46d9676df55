//! Real-world-shaped docs (tests/compat, written for this crate in the style popular Docusaurus
//! sites use) must all render with zero diagnostics, through a resolver that checks that linked
//! docs and images really exist next to them; but for `<DocCardList />`, the one construct they
//! use that the fast path leaves to the exact MDX path (the theme's cards, issue 16).

use std::collections::HashSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

use ferrosaurus_markdown::{parse_front_matter, render, LinkResolver, MarkdownOptions};

fn compat_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/compat")
}

/// Joins `target` (without fragment) to the folder of `from`, resolving `.` and `..`.
fn join(from: &Path, target: &str) -> PathBuf {
    let path = target.split(['#', '?']).next().unwrap_or(target);
    let mut out = from.parent().map(Path::to_path_buf).unwrap_or_default();
    for part in Path::new(path).components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::Normal(p) => out.push(p),
            _ => {}
        }
    }
    out
}

/// Resolves to files that exist under tests/compat.
struct ExistingFiles;

impl LinkResolver for ExistingFiles {
    fn resolve_doc(&self, from: &Path, target: &str) -> Option<String> {
        let path = join(from, target);
        if !compat_root().join(&path).is_file() {
            return None;
        }
        let fragment = target.find('#').map_or("", |i| &target[i..]);
        Some(format!("/{}{fragment}", path.with_extension("").display()))
    }
    fn resolve_asset(&self, from: &Path, target: &str) -> Option<String> {
        let path = join(from, target);
        compat_root().join(&path).is_file().then(|| format!("/assets/{}", path.display()))
    }
}

fn docs(dir: &Path, root: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            docs(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "md" || e == "mdx") {
            out.push(path.strip_prefix(root).unwrap().to_path_buf());
        }
    }
}

#[test]
fn compat_docs_render_without_diagnostics() {
    let root = compat_root();
    let mut files = Vec::new();
    docs(&root, &root, &mut files);
    files.sort();
    assert!(files.len() >= 30, "only {} compat docs", files.len());
    let opts = MarkdownOptions::new(&ExistingFiles);
    let mut problems = Vec::new();
    let mut left_to_the_exact_path = Vec::new();
    for file in &files {
        let source = fs::read_to_string(root.join(file)).unwrap();
        let parsed = match parse_front_matter(&source, file) {
            Ok(p) => p,
            Err(d) => {
                problems.push(d.to_string());
                continue;
            }
        };
        problems.extend(parsed.diagnostics.iter().map(ToString::to_string));
        let rendered = render(&parsed, file, &opts);
        let exact_lines: Vec<usize> = rendered.js_constructs.iter().map(|c| c.line).collect();
        left_to_the_exact_path.extend(rendered.js_constructs.iter().map(|c| format!("{}:{}: {:?}", file.display(), c.line, c.kind)));
        problems.extend(rendered.diagnostics.iter().filter(|d| !d.line.is_some_and(|l| exact_lines.contains(&l))).map(ToString::to_string));

        assert!(!rendered.html.is_empty(), "{}: empty HTML", file.display());
        assert!(rendered.content_title.is_some(), "{}: no h1 found", file.display());
        let ids: HashSet<_> = rendered.toc.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(ids.len(), rendered.toc.len(), "{}: duplicate TOC ids", file.display());
        for marker in ["<!--fs:", "{/*", ":::", "<Tab", "</Tab", "import "] {
            let outside_code = rendered.html.split("<pre").next().unwrap_or("");
            assert!(!outside_code.contains(marker), "{}: `{marker}` leaked into the HTML", file.display());
        }
        assert!(rendered.html.matches("<div").count() == rendered.html.matches("</div>").count(), "{}: unbalanced divs", file.display());
    }
    assert!(problems.is_empty(), "compat docs have diagnostics:\n{}", problems.join("\n"));
    assert_eq!(left_to_the_exact_path, [r#"guides/api/index.mdx:13: Component("DocCardList")"#]);
}

#[test]
fn compat_features_show_up_in_the_output() {
    let root = compat_root();
    let render_file = |name: &str| {
        let file = Path::new(name);
        let source = fs::read_to_string(root.join(file)).unwrap();
        let parsed = parse_front_matter(&source, file).unwrap();
        render(&parsed, file, &MarkdownOptions::new(&ExistingFiles))
    };
    let auth = render_file("guides/api/authentication.mdx");
    assert_eq!(auth.html.matches("role=\"tabpanel\"").count(), 4);
    assert!(auth.html.contains("data-group-id=\"language\""));
    assert!(auth.html.contains("<td><code>LTIK-AUTH-V2</code></td>"));
    assert!(auth.links.iter().any(|l| l.href == "/reference/error-codes"), "{:?}", auth.links);

    let errors = render_file("guides/troubleshooting/common-errors.mdx");
    assert_eq!(errors.toc.iter().map(|t| t.id.as_str()).collect::<Vec<_>>(), ["invalid-ltik", "platform-not-registered", "state_cookie_missing"]);
    assert_eq!(errors.html.matches("theme-admonition-").count(), 3, "nested admonitions and the component");

    let node = render_file("guides/sdk/node.mdx");
    assert_eq!(node.html.matches("language-bash theme-code-block").count(), 3, "indented code inside TabItems");

    let launch = render_file("guides/first-launch.mdx");
    assert!(launch.toc.iter().any(|t| t.level == 4), "front matter toc_max_heading_level: 4");
    assert!(launch.html.contains("theme-code-block-highlighted-line"));
}
