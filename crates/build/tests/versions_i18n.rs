//! Issue 9: the fixture under tests/fixtures/versions-i18n (three docs versions, two locales,
//! a paginated blog) built whole: the routes of both locales, the version banner and badge,
//! the version and locale dropdowns, translated and fallback content as snapshots; a build of
//! one locale alone; and the dropdowns and blog pagination clicked through in Chromium
//! (theme/e2e/versions.e2e.mjs, Debian's /usr/bin/chromium, never a downloaded browser).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use ferrosaurus_build::{build, BuildOptions, BuildReport, ProgressMode};

/// The fixture copied into a temp folder (plus the files a case adds) and built once.
struct Built {
    dir: tempfile::TempDir,
    report: BuildReport,
}

impl Built {
    fn out(&self) -> PathBuf {
        self.dir.path().join("build")
    }

    fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.out().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
    }
}

fn fixture(extra: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/versions-i18n");
    for entry in walk(&from) {
        let to = dir.path().join(entry.strip_prefix(&from).unwrap());
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(&entry, to).unwrap();
    }
    for (rel, text) in extra {
        let path = dir.path().join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

fn options(site: &Path, locales: &[&str]) -> BuildOptions {
    let mut o = BuildOptions::new(site);
    o.progress = ProgressMode::Quiet;
    o.locales = locales.iter().map(|l| l.to_string()).collect();
    o
}

/// Every locale, with a French translation of a doc that does not exist (a warning).
fn all_locales() -> &'static Built {
    static BUILT: OnceLock<Built> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = fixture(&[("i18n/fr/docusaurus-plugin-content-docs/current/removed.md", "# Supprimé\n")]);
        let report = build(&options(dir.path(), &[])).unwrap_or_else(|e| panic!("the fixture builds: {e}"));
        Built { dir, report }
    })
}

/// The routes (HTML files) of the output, sorted, `/`-separated.
fn routes(out: &Path) -> Vec<String> {
    let mut files: Vec<String> = walk(out)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .map(|p| p.strip_prefix(out).unwrap().to_string_lossy().replace('\\', "/"))
        .collect();
    files.sort();
    files
}

/// The first element starting with `start` up to the end of its `close`-th matching closing tag.
fn element(html: &str, start: &str, tag: &str) -> String {
    let Some(from) = html.find(start) else { return format!("(no {start})") };
    let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
    let mut depth = 0usize;
    let mut at = from;
    loop {
        let next_open = html[at + 1..].find(&open).map(|i| i + at + 1);
        let next_close = html[at..].find(&close).map(|i| i + at).expect("a closing tag");
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                at = o;
            }
            _ if depth == 0 => return html[from..next_close + close.len()].to_string(),
            _ => {
                depth -= 1;
                at = next_close + 1;
            }
        }
    }
}

/// The parts of a page this issue is about, one per line.
fn key_markup(html: &str) -> String {
    let html_tag = &html[html.find("<html").unwrap()..];
    let html_tag = &html_tag[..=html_tag.find('>').unwrap()];
    [
        html_tag.to_string(),
        element(html, "<b class=\"navbar__title", "b"),
        element(html, "<div class=\"theme-doc-version-banner", "div"),
        element(html, "<span class=\"theme-doc-version-badge", "span"),
        element(html, "<h1", "h1"),
        element(html, "<div class=\"navbar__item dropdown", "div").replace("><", ">\n<"),
    ]
    .join("\n")
}

#[test]
fn issue_9_routes_of_both_locales() {
    let built = all_locales();
    insta::assert_snapshot!(routes(&built.out()).join("\n"));
}

#[test]
fn issue_9_versions_banner_badge_and_dropdowns() {
    let built = all_locales();
    for route in ["docs/next/intro", "docs/intro", "docs/1.0/legacy"] {
        insta::assert_snapshot!(route, key_markup(&built.read(&format!("{route}/index.html"))));
    }
}

#[test]
fn issue_9_french_pages_translated_or_falling_back() {
    let built = all_locales();
    // translated doc, translated code.json strings, navbar and footer from navbar.json/footer.json
    insta::assert_snapshot!("fr/docs/next/intro", key_markup(&built.read("fr/docs/next/intro/index.html")));
    let fr_intro = built.read("fr/docs/intro/index.html");
    assert!(fr_intro.contains("<h1>Introduction (2.0, en français)</h1>"));
    assert!(fr_intro.contains("Droits réservés Versioned") && fr_intro.contains(">Documentation</a>"));
    // hreflang alternates: the page in every locale, x-default the default locale's
    for tag in [
        r#"<link rel="alternate" href="https://versioned.example/docs/intro" hreflang="en"/>"#,
        r#"<link rel="alternate" href="https://versioned.example/fr/docs/intro" hreflang="fr-FR"/>"#,
        r#"<link rel="alternate" href="https://versioned.example/docs/intro" hreflang="x-default"/>"#,
        r#"<meta property="og:locale" content="fr_FR"/>"#,
        r#"<meta property="og:locale:alternate" content="en"/>"#,
    ] {
        assert!(fr_intro.contains(tag), "missing {tag}");
    }
    // theme strings from code.json, front matter last_update shown with the locale's date format
    let fr_next = built.read("fr/docs/next/intro/index.html");
    assert!(fr_next.contains("Suivant</div>"), "the paginator's label from code.json");
    assert!(fr_next.contains("Dernière mise à jour"), "the last update sentence from code.json");
    let en_next = built.read("docs/next/intro/index.html");
    assert!(en_next.contains(">Jan 2, 2024</time>"), "last update date");
    assert!(fr_next.contains(">3 janv. 2024</time>"), "the date in the locale's format");
    assert!(en_next.contains("<b>Ada</b>"), "last update author");
    // current.json: the version's label, a category's label and its generated index
    let tips = built.read("fr/docs/next/advanced/tips/index.html");
    assert!(tips.contains(">Avancé<"), "translated category in the breadcrumbs");
    // the versions dropdown's toggle leads to the doc in the shown version (issue 17)
    assert!(tips.contains(r#"aria-current="page" href="/fr/docs/next/advanced/tips">Suivante</a>"#), "translated version label");
    let category = built.read("fr/docs/next/category/advanced/index.html");
    assert!(category.contains(">Avancé</h1>") && category.contains("Pour aller plus loin."), "translated generated index");
    assert!(category.contains("theme-doc-version-banner") && category.contains("Version : Suivante"), "a generated index has the version's banner and badge");
    // no translation: the English doc under /fr/, its links inside the French site
    let fr_guide = built.read("fr/docs/guide/index.html");
    assert!(fr_guide.contains("<h1>Guide (2.0)</h1>"), "fallback to the default locale's doc");
    // theme strings code.json lacks: Docusaurus's built-in French ones (theme-translations)
    assert!(fr_guide.contains("Précédent</div>") && fr_guide.contains("Éditer cette page"), "built-in French theme strings");
    let en_guide = built.read("docs/guide/index.html");
    assert!(en_guide.contains("Previous</div>") && en_guide.contains("Edit this page"), "English stays the components' own text");
    assert!(built.read("fr/docs/next/intro/index.html").contains(r#"href="/fr/docs/next/guide""#), "a Markdown link of a translation stays in its locale and version");
    assert!(built.read("fr/blog/page/2/index.html").contains("Billet 1"), "translated blog post");
    assert!(built.read("fr/blog/index.html").contains("Post 3"), "blog post without translation");
    let fr_blog = built.read("fr/blog/index.html");
    assert!(fr_blog.contains("<title>Le blog | Versioned</title>") && fr_blog.contains(r#"content="Le blog de Versioned""#), "options.json: the blog's title and description");
}

/// The navbar link (`<a ...>label</a>`) with this label.
fn navbar_link(html: &str, label: &str) -> String {
    let end = html.find(&format!(">{label}</a>")).unwrap_or_else(|| panic!("no navbar link {label}"));
    let start = html[..end].rfind("<a ").unwrap();
    html[start..end + label.len() + 5].to_string()
}

#[test]
fn issue_9_navbar_items_of_another_docs_instance() {
    let built = all_locales();
    let support = built.read("community/support/index.html");
    assert_eq!(navbar_link(&support, "Community"), r#"<a class="navbar__item navbar__link navbar__link--active" aria-current="page" href="/community/support">Community</a>"#);
    assert_eq!(navbar_link(&support, "Team"), r#"<a class="navbar__item navbar__link navbar__link--active" aria-current="page" href="/community/team">Team</a>"#);
    let intro = built.read("docs/intro/index.html");
    assert_eq!(navbar_link(&intro, "Docs"), r#"<a class="navbar__item navbar__link navbar__link--active" aria-current="page" href="/docs/intro">Docs</a>"#);
    assert_eq!(navbar_link(&intro, "Team"), r#"<a class="navbar__item navbar__link" href="/community/team">Team</a>"#);
    assert!(built.read("fr/community/team/index.html").contains(r#"href="/fr/community/support">Community</a>"#));
}

#[test]
fn issue_9_edit_url_function_is_called_per_doc() {
    let built = all_locales();
    let edit = |rel: &str| {
        let html = built.read(rel);
        let at = html.find("class=\"theme-edit-this-page\"").unwrap_or_else(|| panic!("{rel} has no edit link"));
        let href = &html[..at];
        let href = &href[href.rfind("href=\"").unwrap() + 6..];
        href[..href.find('"').unwrap()].to_string()
    };
    assert_eq!(edit("docs/1.0/legacy/index.html"), "https://git.example/en/1.0/versioned_docs/version-1.0/legacy.md?permalink=/docs/1.0/legacy");
    // a translation: its path inside the locale's folder, the version's folder, the locale
    assert_eq!(edit("fr/docs/next/intro/index.html"), "https://git.example/fr/current/docs/intro.md?permalink=/fr/docs/next/intro");
}

#[test]
fn issue_9_a_translation_of_a_missing_doc_is_reported_with_its_file() {
    let warnings: Vec<String> = all_locales().report.warnings.iter().map(ToString::to_string).collect();
    let orphan = warnings.iter().find(|w| w.contains("removed.md")).unwrap_or_else(|| panic!("no warning for removed.md: {warnings:#?}"));
    assert!(orphan.contains("i18n/fr/docusaurus-plugin-content-docs/current/removed.md"), "{orphan}");
    assert!(orphan.contains("docs/removed.md does not exist"), "{orphan}");
}

#[test]
fn issue_9_one_locale_alone_is_built_at_the_root() {
    let dir = fixture(&[]);
    build(&options(dir.path(), &["fr"])).expect("the French site builds alone");
    let out = dir.path().join("build");
    assert!(!out.join("fr").exists(), "one locale asked for by name is built at the root, as Docusaurus does");
    let intro = std::fs::read_to_string(out.join("docs/intro/index.html")).unwrap();
    assert!(intro.contains("<h1>Introduction (2.0, en français)</h1>") && intro.contains(r#"lang="fr-FR""#));
    assert!(intro.contains(r#"<a class="navbar__brand" href="/">"#), "URLs are not localized");
}

#[test]
fn issue_9_unknown_locale_is_refused() {
    let dir = fixture(&[]);
    let err = build(&options(dir.path(), &["de"])).expect_err("de is not a locale of the site").to_string();
    assert!(err.contains("unknown locale `de`") && err.contains("en, fr"), "{err}");
}

#[test]
fn issue_9_dropdowns_and_blog_pagination_in_chromium() {
    let built = all_locales();
    crate::common::run_theme_e2e(&built.out(), "versions.e2e.mjs");
}
