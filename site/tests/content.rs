//! Content checks for the Coursewire site in `site/`.
//!
//! - every route named by the site spec has a source (a doc, a page, a tag used
//!   by a doc, or an operation of the OpenAPI spec), computed the way Docusaurus
//!   computes routes for this site (docs at routeBasePath '/', trailingSlash false);
//! - the OpenAPI spec validates (openapi-spec-validator from PyPI) and its
//!   operationIds give exactly the spec's API page slugs;
//! - every internal link in the Markdown, the pages and the config resolves.
//!
//! Run with `cargo test -p build --test integration content`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Component, Path, PathBuf};
use std::process::Command;

// the libraries' own kebab-case, number prefixes and slugger: what the build uses is checked
use ferrosaurus_content_docs::strip_number_prefix;
use ferrosaurus_core::url::kebab_case;
use ferrosaurus_markdown::slugify;

/// Routes named by the site spec (section 2), without tag and API routes.
const SPEC_STATIC_ROUTES: &[&str] = &[
    "/",
    "/about-us",
    "/compliance",
    "/contact-us",
    "/data-processing-addendum",
    "/pricing",
    "/privacy-policy",
    "/service-level-agreement",
    "/terms",
    "/glossary",
    "/glossary/GDPR",
    "/glossary/idtoken",
    "/glossary/launch",
    "/glossary/LMS",
    "/glossary/LTI",
    "/guides/introduction",
    "/guides/account-setup",
    "/guides/first-launch",
    "/guides/api/async",
    "/guides/api/authentication",
    "/guides/api/deeplinking",
    "/guides/api/dynamic-registration",
    "/guides/api/idtoken",
    "/guides/api/introduction",
    "/guides/api/manipulating-grade-lines",
    "/guides/api/manipulating-grades",
    "/guides/api/pagination",
    "/guides/api/roster",
    "/guides/api/error-handling",
    "/guides/lms/blackboard",
    "/guides/lms/brightspace",
    "/guides/lms/canvas",
    "/guides/lms/introduction",
    "/guides/lms/moodle",
    "/guides/lms/others",
    "/guides/lms/schoology",
    "/guides/portal/account-delete",
    "/guides/portal/account-upgrades",
    "/guides/portal/account-users",
    "/guides/portal/custom-domain-setup",
    "/guides/portal/introduction",
    "/guides/resources/cookies-and-lti",
    "/guides/resources/github",
    "/guides/resources/introduction",
    "/guides/resources/coursewire-firebase-test-tool-video",
    "/guides/resources/coursewire-intro-video",
    "/guides/resources/moodle-as-an-lti-cms",
    "/guides/resources/videos",
    "/guides/troubleshooting/common_problems",
    "/guides/troubleshooting/introduction",
    "/guides/troubleshooting/prerequisites",
    "/guides/troubleshooting/troubleshooting_error_messages",
];

/// The 31 tags of the spec; each must be defined in tags.yml and used by a doc.
const SPEC_TAGS: &[&str] = &[
    "account",
    "api",
    "async",
    "authentication",
    "blackboard",
    "brightspace",
    "canvas",
    "cookies",
    "deep-linking",
    "dynamic-registration",
    "errors",
    "firebase",
    "getting-started",
    "grade-lines",
    "grades",
    "id-token",
    "lms",
    "memberships",
    "moodle",
    "pagination",
    "platform",
    "products",
    "registration",
    "resources",
    "schoology",
    "setup",
    "tool",
    "troubleshooting",
    "tutorials",
    "video",
    "welcome",
];

/// API reference pages of the spec, under /api/ (the introduction is /api/coursewire).
const SPEC_API_SLUGS: &[&str] = &[
    "coursewire",
    "get-admin-platforms",
    "get-admin-platforms-id",
    "post-admin-platforms",
    "put-admin-platforms-id",
    "delete-admin-platforms-id",
    "post-admin-platforms-platform-id-activate",
    "post-admin-platforms-platform-id-deactivate",
    "get-api-registrations",
    "post-api-registrations-complete",
    "get-idtoken",
    "get-lineitems",
    "get-lineitem",
    "post-api-lineitems",
    "put-api-lineitems-lineitemid",
    "delete-api-lineitems-lineitemid",
    "get-lineitem-scores",
    "post-lineitem-scores",
    "get-memberships",
    "post-api-deeplinking-form",
    "post-api-deeplinking-message",
];

/// The doc that must stay out of every sidebar.
const DOC_WITHOUT_SIDEBAR: &str = "guides/api/error-handling";

const OPENAPI_SPEC: &str = "openapi/coursewire.yaml";
const OPENAPI_OUTPUT_ROUTE: &str = "/api";

// ---------------------------------------------------------------------------
// Site model: the sources and the routes they produce.

fn site_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One doc of the docs plugin.
#[derive(Debug)]
struct Doc {
    file: PathBuf,
    id: String,
    permalink: String,
    tags: Vec<String>,
}

/// Everything the checks need, loaded once per test.
struct Site {
    docs: Vec<Doc>,
    page_routes: BTreeSet<String>,
    tag_permalinks: BTreeMap<String, String>,
    api_slugs: BTreeSet<String>,
}

impl Site {
    fn load() -> Site {
        let root = site_dir();
        Site {
            docs: load_docs(&root.join("docs")),
            page_routes: page_routes(&root.join("src/pages")),
            tag_permalinks: tag_permalinks(&root.join("docs/tags.yml")),
            api_slugs: openapi_slugs(&root.join(OPENAPI_SPEC)),
        }
    }

    /// Every route the site produces, as Docusaurus would.
    fn routes(&self) -> BTreeSet<String> {
        let mut routes: BTreeSet<String> = self.page_routes.clone();
        routes.extend(self.docs.iter().map(|doc| doc.permalink.clone()));
        let used_tags: BTreeSet<&str> = self
            .docs
            .iter()
            .flat_map(|doc| doc.tags.iter().map(String::as_str))
            .collect();
        if !used_tags.is_empty() {
            routes.insert("/tags".to_owned());
        }
        for tag in used_tags {
            let permalink = self
                .tag_permalinks
                .get(tag)
                .cloned()
                .unwrap_or_else(|| format!("/{tag}"));
            routes.insert(format!("/tags{permalink}"));
        }
        routes.extend(
            self.api_slugs
                .iter()
                .map(|slug| format!("{OPENAPI_OUTPUT_ROUTE}/{slug}")),
        );
        routes
    }
}

/// Markdown sources of the docs plugin, skipping what Docusaurus excludes
/// (`_`-prefixed files and folders) and the generated API folder.
fn load_docs(docs_root: &Path) -> Vec<Doc> {
    let mut files = Vec::new();
    collect_files(docs_root, &mut files);
    files
        .into_iter()
        .filter(|file| is_markdown(file))
        .filter(|file| !is_excluded(docs_root, file))
        .filter(|file| !file.starts_with(docs_root.join("api")))
        .map(|file| load_doc(docs_root, file))
        .collect()
}

fn load_doc(docs_root: &Path, file: PathBuf) -> Doc {
    let text = fs::read_to_string(&file).unwrap_or_else(|e| panic!("read {}: {e}", file.display()));
    let front_matter = front_matter(&text, &file);
    let relative = file.strip_prefix(docs_root).expect("doc under docs/");
    let dir_segments: Vec<String> = relative
        .parent()
        .map(|dir| {
            dir.components()
                .map(|c| strip_number_prefix(&c.as_os_str().to_string_lossy()).0.to_owned())
                .collect()
        })
        .unwrap_or_default();
    let file_stem = file.file_stem().unwrap().to_string_lossy();
    let stem = strip_number_prefix(&file_stem).0.to_owned();
    let base_id = yaml_str(&front_matter, "id").unwrap_or_else(|| stem.clone());
    let dir = dir_segments.join("/");
    let id = if dir.is_empty() {
        base_id.clone()
    } else {
        format!("{dir}/{base_id}")
    };
    let is_index = ["index", "readme"].contains(&stem.to_lowercase().as_str())
        || dir_segments.last().is_some_and(|last| *last == stem);
    let slug = match yaml_str(&front_matter, "slug") {
        Some(slug) if slug.starts_with('/') => slug,
        Some(slug) => format!("/{dir}/{slug}"),
        None if is_index => format!("/{dir}"),
        None => format!("/{dir}/{base_id}"),
    };
    Doc {
        file,
        id,
        permalink: normalize_route(&slug),
        tags: yaml_str_list(&front_matter, "tags"),
    }
}

/// Routes of the pages plugin: .md/.mdx/.js/.jsx/.ts/.tsx files in src/pages,
/// minus `_`-prefixed files and folders.
fn page_routes(pages_root: &Path) -> BTreeSet<String> {
    let mut files = Vec::new();
    collect_files(pages_root, &mut files);
    files
        .into_iter()
        .filter(|file| has_extension(file, &["md", "mdx", "js", "jsx", "ts", "tsx"]))
        .filter(|file| !is_excluded(pages_root, file))
        .map(|file| {
            let relative = file.strip_prefix(pages_root).unwrap().with_extension("");
            let path = relative.to_string_lossy().replace('\\', "/");
            let route = path.strip_suffix("index").unwrap_or(&path).to_owned();
            normalize_route(&format!("/{route}"))
        })
        .collect()
}

/// Route of every Markdown source (docs and .md/.mdx pages) to its file.
fn markdown_route_files(site: &Site, pages_root: &Path) -> BTreeMap<String, PathBuf> {
    let mut map: BTreeMap<String, PathBuf> = site
        .docs
        .iter()
        .map(|doc| (doc.permalink.clone(), doc.file.clone()))
        .collect();
    let mut files = Vec::new();
    collect_files(pages_root, &mut files);
    for file in files
        .into_iter()
        .filter(|f| is_markdown(f) && !is_excluded(pages_root, f))
    {
        let relative = file.strip_prefix(pages_root).unwrap().with_extension("");
        let path = relative.to_string_lossy().replace('\\', "/");
        let route = normalize_route(&format!("/{}", path.strip_suffix("index").unwrap_or(&path)));
        map.insert(route, file);
    }
    map
}

/// `key -> permalink` from tags.yml (permalink defaults to `/key`).
fn tag_permalinks(tags_file: &Path) -> BTreeMap<String, String> {
    let tags = read_yaml(tags_file);
    let mapping = tags.as_mapping().expect("tags.yml is a mapping");
    mapping
        .iter()
        .map(|(key, value)| {
            let key = key.as_str().expect("tag keys are strings").to_owned();
            let permalink = value
                .get("permalink")
                .and_then(|p| p.as_str())
                .map_or_else(|| format!("/{key}"), str::to_owned);
            (key, permalink)
        })
        .collect()
}

/// API page slugs docusaurus-plugin-openapi-docs generates: the info page and one per operation.
fn openapi_slugs(spec_file: &Path) -> BTreeSet<String> {
    let spec = read_yaml(spec_file);
    let title = spec["info"]["title"].as_str().expect("info.title");
    let mut slugs: BTreeSet<String> = BTreeSet::from([info_page_id(title)]);
    slugs.extend(
        operations(&spec)
            .into_iter()
            .map(|op| kebab_case(&op.operation_id)),
    );
    slugs
}

struct Operation {
    method: String,
    path: String,
    operation_id: String,
    tags: Vec<String>,
}

fn operations(spec: &serde_yaml::Value) -> Vec<Operation> {
    const METHODS: &[&str] = &[
        "get", "put", "post", "delete", "options", "head", "patch", "trace",
    ];
    let paths = spec["paths"].as_mapping().expect("paths");
    let mut found = Vec::new();
    for (path, item) in paths {
        for method in METHODS {
            let Some(operation) = item.get(*method) else {
                continue;
            };
            found.push(Operation {
                method: (*method).to_owned(),
                path: path.as_str().unwrap_or_default().to_owned(),
                operation_id: operation["operationId"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
                tags: yaml_str_list(operation, "tags"),
            });
        }
    }
    found
}

/// The openapi-docs info page id: first space replaced by `-`, lowercased, kebab-cased.
fn info_page_id(title: &str) -> String {
    kebab_case(&title.replacen(' ', "-", 1).to_lowercase())
}

// ---------------------------------------------------------------------------
// Small helpers.

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_files(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn has_extension(file: &Path, extensions: &[&str]) -> bool {
    file.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.contains(&e))
}

fn is_markdown(file: &Path) -> bool {
    has_extension(file, &["md", "mdx"])
}

/// Docusaurus skips files and folders whose name starts with `_`, and tests.
fn is_excluded(root: &Path, file: &Path) -> bool {
    let relative = file.strip_prefix(root).unwrap_or(file);
    relative.components().any(|c| {
        let name = c.as_os_str().to_string_lossy();
        name.starts_with('_') || name.contains(".test.")
    })
}

/// Collapses duplicate slashes and drops a trailing slash (trailingSlash: false).
fn normalize_route(route: &str) -> String {
    let joined = route
        .split('/')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("/");
    format!("/{joined}")
}

fn read_yaml(file: &Path) -> serde_yaml::Value {
    let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("read {}: {e}", file.display()));
    serde_yaml::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not valid YAML: {e}", file.display()))
}

/// The YAML front matter of a Markdown file (empty mapping when absent).
fn front_matter(text: &str, file: &Path) -> serde_yaml::Value {
    let Some(rest) = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
    else {
        return serde_yaml::Value::Mapping(serde_yaml::Mapping::new());
    };
    let end = rest
        .find("\n---")
        .unwrap_or_else(|| panic!("{}: unterminated front matter", file.display()));
    serde_yaml::from_str(&rest[..end])
        .unwrap_or_else(|e| panic!("{}: invalid front matter: {e}", file.display()))
}

/// The body of a Markdown file, after its front matter.
fn body(text: &str) -> &str {
    let Some(rest) = text.strip_prefix("---\n") else {
        return text;
    };
    match rest.find("\n---") {
        Some(end) => rest[end + 4..]
            .split_once('\n')
            .map_or("", |(_, after)| after),
        None => text,
    }
}

fn yaml_str(value: &serde_yaml::Value, key: &str) -> Option<String> {
    value.get(key).and_then(|v| v.as_str()).map(str::to_owned)
}

fn yaml_str_list(value: &serde_yaml::Value, key: &str) -> Vec<String> {
    value
        .get(key)
        .and_then(|v| v.as_sequence())
        .map(|items| {
            items
                .iter()
                .filter_map(|item| item.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------
// Link extraction.

/// A link found in a source file, with its 1-based line.
#[derive(Debug)]
struct Link {
    target: String,
    line: usize,
}

/// Markdown link and image targets, `href`/`src` attributes and `require('...')`
/// calls, outside fenced code blocks and inline code spans.
fn markdown_links(markdown: &str) -> Vec<Link> {
    let mut links = Vec::new();
    for (index, line) in prose_lines(markdown) {
        let prose = without_code_spans(line);
        for target in inline_link_targets(&prose)
            .into_iter()
            .chain(attribute_targets(&prose))
            .chain(definition_target(&prose))
        {
            links.push(Link {
                target,
                line: index + 1,
            });
        }
    }
    links
}

/// The lines of a Markdown file outside fenced code blocks, with their 0-based index.
fn prose_lines(markdown: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut fence: Option<&str> = None;
    markdown.lines().enumerate().filter(move |(_, line)| {
        let trimmed = line.trim_start();
        if let Some(marker) = fence {
            if trimmed.starts_with(marker) {
                fence = None;
            }
            return false;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fence = Some(&trimmed[..3]);
            return false;
        }
        true
    })
}

fn without_code_spans(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut in_code = false;
    for c in line.chars() {
        if c == '`' {
            in_code = !in_code;
        } else if !in_code {
            out.push(c);
        }
    }
    out
}

/// Targets of `[text](target "title")` and `![alt](target)`.
fn inline_link_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find("](") {
        let after = &rest[start + 2..];
        let end = after.find(')').unwrap_or(after.len());
        let inside = after[..end].trim();
        let target = inside
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_start_matches('<')
            .trim_end_matches('>');
        if !target.is_empty() {
            targets.push(target.to_owned());
        }
        rest = &after[end.min(after.len())..];
    }
    targets
}

/// Targets of `href="..."`, `src="..."`, `to="..."` and `require('...')`.
fn attribute_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    for prefix in ["href=\"", "src=\"", "to=\"", "require('", "require(\""] {
        let mut rest = line;
        while let Some(start) = rest.find(prefix) {
            let after = &rest[start + prefix.len()..];
            let quote = prefix.chars().last().unwrap();
            let end = after.find(quote).unwrap_or(after.len());
            targets.push(after[..end].to_owned());
            rest = &after[end..];
        }
    }
    targets
}

/// Target of a reference definition `[label]: target` (a footnote definition `[^x]: text` is not one).
fn definition_target(line: &str) -> Option<String> {
    let trimmed = line.trim_start();
    let rest = trimmed.strip_prefix('[')?;
    if rest.starts_with('^') {
        return None;
    }
    let (_, after) = rest.split_once("]:")?;
    after.split_whitespace().next().map(str::to_owned)
}

/// Route-looking string literals in TS/TSX sources: `to="/x"`, `to: '/x'`,
/// `href: '/x'`, `guide: '/x'` and `href="/x"` inside HTML strings.
fn script_links(source: &str) -> Vec<Link> {
    let mut links = Vec::new();
    for (index, line) in source.lines().enumerate() {
        for prefix in ["to=\"", "to: '", "href: '", "guide: '", "href=\"", "to: \""] {
            let mut rest = line;
            while let Some(start) = rest.find(prefix) {
                let after = &rest[start + prefix.len()..];
                let quote = prefix.chars().last().unwrap();
                let end = after.find(quote).unwrap_or(after.len());
                let target = &after[..end];
                if target.starts_with('/') {
                    links.push(Link {
                        target: target.to_owned(),
                        line: index + 1,
                    });
                }
                rest = &after[end..];
            }
        }
    }
    links
}

fn is_external(target: &str) -> bool {
    target.contains("://")
        || target.starts_with("mailto:")
        || target.starts_with("tel:")
        || target.starts_with("data:")
}

fn without_fragment_and_query(target: &str) -> &str {
    let end = target.find(['#', '?']).unwrap_or(target.len());
    &target[..end]
}

/// Resolves `a/../b` style paths without touching the file system.
fn normalize_path(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Why a link does not resolve, or None when it does.
fn broken_link_reason(
    source: &Path,
    target: &str,
    routes: &BTreeSet<String>,
    static_dir: &Path,
) -> Option<String> {
    if target.is_empty()
        || target.starts_with('#')
        || is_external(target)
        || target.starts_with('{')
    {
        return None;
    }
    let path = without_fragment_and_query(target);
    if path.starts_with('/') {
        let route = normalize_route(path);
        let is_static_file = static_dir.join(path.trim_start_matches('/')).is_file();
        return (!routes.contains(&route) && !is_static_file)
            .then(|| format!("no route or static file {route}"));
    }
    let resolved = normalize_path(&source.parent().unwrap().join(path));
    if resolved.is_file() {
        return None;
    }
    if is_markdown(&resolved) {
        Some(format!("no file {}", resolved.display()))
    } else {
        Some(format!("relative link to {path} is not a file; link docs by file (.md/.mdx) or pages by absolute route"))
    }
}

// ---------------------------------------------------------------------------
// Anchors: heading ids as Docusaurus computes them (github-slugger).

/// The visible text of a Markdown heading: links become their text, code spans
/// and emphasis markers disappear.
fn heading_text(raw: &str) -> String {
    let mut text = String::new();
    let mut rest = raw;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|i| open + i) else {
            break;
        };
        let Some(end) = rest[close..].find(')').map(|i| close + i) else {
            break;
        };
        text.push_str(&rest[..open]);
        text.push_str(&rest[open + 1..close]);
        rest = &rest[end + 1..];
    }
    text.push_str(rest);
    text.chars()
        .filter(|c| !matches!(c, '`' | '*'))
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Every anchor a Markdown file defines: heading ids (with github-slugger's
/// `-1`, `-2` suffixes for repeats, or an explicit `{#id}`) and `id="..."` attributes.
fn anchors(markdown: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (_, line) in prose_lines(markdown) {
        let trimmed = line.trim_start();
        for id in attribute_values(line, "id=\"") {
            found.insert(id);
        }
        let level = trimmed.chars().take_while(|c| *c == '#').count();
        if !(1..=6).contains(&level) || !trimmed[level..].starts_with(' ') {
            continue;
        }
        let title = trimmed[level..].trim().trim_end_matches('#').trim();
        if let Some((_, custom)) = title.rsplit_once("{#") {
            found.insert(custom.trim_end_matches('}').to_owned());
            continue;
        }
        let base = slugify(&heading_text(title));
        let count = seen.entry(base.clone()).or_insert(0);
        found.insert(if *count == 0 {
            base.clone()
        } else {
            format!("{base}-{count}")
        });
        *count += 1;
    }
    found
}

fn attribute_values(line: &str, prefix: &str) -> Vec<String> {
    let mut values = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find(prefix) {
        let after = &rest[start + prefix.len()..];
        let end = after.find('"').unwrap_or(after.len());
        values.push(after[..end].to_owned());
        rest = &after[end..];
    }
    values
}

/// The Markdown file a link points to, when it points to one: a relative
/// `.md`/`.mdx` path, an absolute route of a doc or Markdown page, or the
/// linking file itself for a bare `#anchor`.
fn link_target_file(
    source: &Path,
    target: &str,
    route_files: &BTreeMap<String, PathBuf>,
) -> Option<PathBuf> {
    let path = without_fragment_and_query(target);
    if path.is_empty() {
        return Some(source.to_path_buf());
    }
    if path.starts_with('/') {
        return route_files.get(&normalize_route(path)).cloned();
    }
    let resolved = normalize_path(&source.parent()?.join(path));
    is_markdown(&resolved).then_some(resolved)
}

/// Why the `#fragment` of a link names no anchor in its target, or None.
fn broken_anchor_reason(
    source: &Path,
    target: &str,
    route_files: &BTreeMap<String, PathBuf>,
) -> Option<String> {
    let (_, fragment) = target.split_once('#')?;
    if fragment.is_empty() || is_external(target) {
        return None;
    }
    let file = link_target_file(source, target, route_files)?;
    let text = fs::read_to_string(&file).ok()?;
    let defined = anchors(body(&text));
    (!defined.contains(fragment)).then(|| format!("no anchor #{fragment} in {}", file.display()))
}

// ---------------------------------------------------------------------------
// Tests.

#[test]
fn every_spec_route_has_a_source() {
    let site = Site::load();
    let routes = site.routes();
    let spec_routes = SPEC_STATIC_ROUTES
        .iter()
        .map(|route| (*route).to_owned())
        .chain(std::iter::once("/tags".to_owned()))
        .chain(SPEC_TAGS.iter().map(|tag| format!("/tags/{tag}")))
        .chain(SPEC_API_SLUGS.iter().map(|slug| format!("/api/{slug}")));
    let missing: Vec<String> = spec_routes
        .filter(|route| !routes.contains(route))
        .collect();
    assert!(
        missing.is_empty(),
        "{} spec routes have no source:\n  {}",
        missing.len(),
        missing.join("\n  ")
    );
}

#[test]
fn no_two_sources_claim_one_route() {
    let site = Site::load();
    let mut owners: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for doc in &site.docs {
        owners
            .entry(doc.permalink.clone())
            .or_default()
            .push(doc.file.display().to_string());
    }
    for route in &site.page_routes {
        owners
            .entry(route.clone())
            .or_default()
            .push(format!("src/pages{route}"));
    }
    let clashes: Vec<String> = owners
        .into_iter()
        .filter(|(_, files)| files.len() > 1)
        .map(|(route, files)| format!("{route}: {}", files.join(", ")))
        .collect();
    assert!(
        clashes.is_empty(),
        "duplicate routes:\n  {}",
        clashes.join("\n  ")
    );
}

#[test]
fn tags_file_defines_exactly_the_spec_tags_and_each_is_used() {
    let site = Site::load();
    let defined: BTreeSet<&str> = site.tag_permalinks.keys().map(String::as_str).collect();
    let expected: BTreeSet<&str> = SPEC_TAGS.iter().copied().collect();
    assert_eq!(
        defined, expected,
        "tags.yml keys differ from the spec's 31 tags"
    );

    let tags_file = read_yaml(&site_dir().join("docs/tags.yml"));
    for tag in SPEC_TAGS {
        let entry = &tags_file[*tag];
        assert!(
            entry["label"].as_str().is_some_and(|l| !l.is_empty()),
            "tag {tag} has no label"
        );
        assert!(
            entry["description"].as_str().is_some_and(|d| !d.is_empty()),
            "tag {tag} has no description"
        );
    }

    let unknown: Vec<String> = site
        .docs
        .iter()
        .flat_map(|doc| {
            doc.tags
                .iter()
                .filter(|t| !expected.contains(t.as_str()))
                .map(move |t| format!("{} uses unknown tag {t}", doc.file.display()))
        })
        .collect();
    assert!(unknown.is_empty(), "{}", unknown.join("\n"));

    let used: BTreeSet<&str> = site
        .docs
        .iter()
        .flat_map(|doc| doc.tags.iter().map(String::as_str))
        .collect();
    let unused: Vec<&str> = expected.difference(&used).copied().collect();
    assert!(unused.is_empty(), "tags used by no doc: {unused:?}");
}

#[test]
fn openapi_operation_ids_give_exactly_the_spec_api_slugs() {
    let spec = read_yaml(&site_dir().join(OPENAPI_SPEC));
    assert_eq!(spec["info"]["title"].as_str(), Some("Coursewire"));
    let operations = operations(&spec);
    let allowed_tags = [
        "Platforms",
        "Registrations",
        "ID Token",
        "Line Items",
        "Scores",
        "Memberships",
        "Deep Linking",
    ];
    for op in &operations {
        assert!(
            !op.operation_id.is_empty(),
            "{} {} has no operationId",
            op.method,
            op.path
        );
        assert!(
            op.tags.len() == 1 && allowed_tags.contains(&op.tags[0].as_str()),
            "{} has tags {:?}; expected exactly one of {allowed_tags:?}",
            op.operation_id,
            op.tags
        );
    }
    let generated = openapi_slugs(&site_dir().join(OPENAPI_SPEC));
    let expected: BTreeSet<String> = SPEC_API_SLUGS.iter().map(|s| (*s).to_owned()).collect();
    assert_eq!(
        generated, expected,
        "API page slugs derived from the spec differ from the site spec"
    );
    assert_eq!(
        operations.len(),
        SPEC_API_SLUGS.len() - 1,
        "one operation per API page besides the introduction"
    );
}

#[test]
fn kebab_case_matches_lodash() {
    assert_eq!(kebab_case("getAdminPlatformsId"), "get-admin-platforms-id");
    assert_eq!(
        kebab_case("postAdminPlatformsPlatformIDActivate"),
        "post-admin-platforms-platform-id-activate"
    );
    assert_eq!(
        kebab_case("putApiLineitemsLineitemid"),
        "put-api-lineitems-lineitemid"
    );
    assert_eq!(kebab_case("Line Items"), "line-items");
    assert_eq!(kebab_case("getV2Thing"), "get-v-2-thing");
    assert_eq!(info_page_id("Coursewire"), "coursewire");
    assert_eq!(info_page_id("My API"), "my-api");
}

#[test]
fn number_prefixes_and_routes_follow_docusaurus() {
    assert_eq!(strip_number_prefix("01-intro").0, "intro");
    assert_eq!(strip_number_prefix("2021-11-notes").0, "2021-11-notes");
    assert_eq!(strip_number_prefix("common_problems").0, "common_problems");
    assert_eq!(normalize_route("/guides//api/"), "/guides/api");
    assert_eq!(normalize_route("/"), "/");
}

#[test]
fn openapi_spec_validates() {
    let spec = site_dir().join(OPENAPI_SPEC);
    ensure_openapi_validator();
    let output = Command::new("python3")
        .args(["-m", "openapi_spec_validator"])
        .arg(&spec)
        .output()
        .expect("python3 must be installed to validate the OpenAPI spec");
    assert!(
        output.status.success(),
        "openapi-spec-validator rejected {}:\n{}{}",
        spec.display(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Installs openapi-spec-validator from PyPI when it is missing.
fn ensure_openapi_validator() {
    let present = Command::new("python3")
        .args(["-c", "import openapi_spec_validator"])
        .output()
        .is_ok_and(|o| o.status.success());
    if present {
        return;
    }
    let install = Command::new("python3")
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "openapi-spec-validator",
        ])
        .output()
        .expect("python3 -m pip must be available to install openapi-spec-validator");
    assert!(
        install.status.success(),
        "pip install openapi-spec-validator failed:\n{}",
        String::from_utf8_lossy(&install.stderr)
    );
}

#[test]
fn every_internal_link_resolves() {
    let site = Site::load();
    let routes = site.routes();
    let root = site_dir();
    let static_dir = root.join("static");
    let route_files = markdown_route_files(&site, &root.join("src/pages"));

    let mut sources: Vec<(PathBuf, Vec<Link>)> = Vec::new();
    let mut markdown_files = Vec::new();
    collect_files(&root.join("docs"), &mut markdown_files);
    collect_files(&root.join("src/pages"), &mut markdown_files);
    for file in markdown_files
        .into_iter()
        .filter(|f| is_markdown(f) && !f.starts_with(root.join("docs/api")))
    {
        let text = fs::read_to_string(&file).unwrap();
        sources.push((file.clone(), markdown_links(body(&text))));
    }
    let mut scripts = vec![root.join("docusaurus.config.ts")];
    collect_files(&root.join("src"), &mut scripts);
    for file in scripts
        .into_iter()
        .filter(|f| has_extension(f, &["ts", "tsx"]))
    {
        let text = fs::read_to_string(&file).unwrap();
        sources.push((file.clone(), script_links(&text)));
    }

    let mut broken: Vec<String> = Vec::new();
    for (file, links) in &sources {
        for link in links {
            let reason = broken_link_reason(file, &link.target, &routes, &static_dir)
                .or_else(|| broken_anchor_reason(file, &link.target, &route_files));
            if let Some(reason) = reason {
                let shown = file.strip_prefix(&root).unwrap_or(file).display();
                broken.push(format!("{shown}:{}: {} ({reason})", link.line, link.target));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} broken internal links:\n  {}",
        broken.len(),
        broken.join("\n  ")
    );
}

#[test]
fn sidebars_reference_existing_docs_and_leave_error_handling_out() {
    let site = Site::load();
    let ids: BTreeSet<&str> = site.docs.iter().map(|doc| doc.id.as_str()).collect();
    let sidebars = fs::read_to_string(site_dir().join("sidebars.ts")).unwrap();
    let code: String = sidebars
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let referenced: Vec<&str> = code
        .split('\'')
        .skip(1)
        .step_by(2)
        .filter(|s| s.starts_with("guides/"))
        .collect();
    assert!(!referenced.is_empty(), "sidebars.ts names no guides doc");
    let unknown: Vec<&&str> = referenced.iter().filter(|id| !ids.contains(**id)).collect();
    assert!(
        unknown.is_empty(),
        "sidebars.ts references docs that do not exist: {unknown:?}"
    );
    assert!(
        !referenced.contains(&DOC_WITHOUT_SIDEBAR),
        "{DOC_WITHOUT_SIDEBAR} must not be in a sidebar"
    );

    let guide_docs: BTreeSet<&str> = ids
        .iter()
        .copied()
        .filter(|id| id.starts_with("guides/") && *id != DOC_WITHOUT_SIDEBAR)
        .collect();
    let in_sidebar: BTreeSet<&str> = referenced.into_iter().collect();
    let orphans: Vec<&&str> = guide_docs.difference(&in_sidebar).collect();
    assert!(
        orphans.is_empty(),
        "guides missing from the guides sidebar: {orphans:?}"
    );
}

#[test]
fn link_extraction_skips_code_and_finds_every_kind() {
    let markdown = "See [a](./a.md#x) and ![i](./img/i.png).\n```bash\n[not](./no.md)\n```\nCode `[no](./no.md)` <a href=\"/pricing\">p</a>\n[ref]: ../b.mdx\n[^note]: A footnote, not a link.\n<IdealImage img={require('./img/f.png')} />\n";
    let targets: Vec<String> = markdown_links(markdown)
        .into_iter()
        .map(|l| l.target)
        .collect();
    assert_eq!(
        targets,
        [
            "./a.md#x",
            "./img/i.png",
            "/pricing",
            "../b.mdx",
            "./img/f.png"
        ]
    );
}

#[test]
fn heading_anchors_follow_github_slugger() {
    let markdown = "# Title\n## 3. Tell Coursewire where your tool lives\n## `GET /api/idtoken` and [links](./x.md)\n## Repeat\n## Repeat\n```\n## not a heading\n```\n### Custom {#my-id}\n<a id=\"manual\"></a>\n";
    let found = anchors(markdown);
    let expected = [
        "title",
        "3-tell-coursewire-where-your-tool-lives",
        "get-apiidtoken-and-links",
        "repeat",
        "repeat-1",
        "my-id",
        "manual",
    ];
    assert_eq!(found, expected.iter().map(|s| (*s).to_owned()).collect::<std::collections::BTreeSet<_>>());
}
