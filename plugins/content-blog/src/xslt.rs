//! `feedOptions.xslt` (Docusaurus 3.8+): an XSLT stylesheet that browsers apply when they
//! open a feed, so it reads as a page. `true` writes the built-in `rss.xsl`/`atom.xsl` (with
//! their `rss.css`/`atom.css`) next to the feed; a file name is looked for in the blog folder
//! (its translation first) and needs a CSS file of the same name beside it. The feed gets
//! `<?xml-stylesheet type="text/xsl" href="<name>.xsl"?>` after its XML declaration.

use std::path::{Path, PathBuf};

use ferrosaurus_core::Diagnostic;

use crate::options::{FeedType, Xslt};
use crate::PLUGIN_NAME;

const RSS_XSL: &str = include_str!("../assets/rss.xsl");
const RSS_CSS: &str = include_str!("../assets/rss.css");
const ATOM_XSL: &str = include_str!("../assets/atom.xsl");
const ATOM_CSS: &str = include_str!("../assets/atom.css");

/// The two files of one feed's stylesheet, written beside the feed.
pub(crate) struct Stylesheet {
    pub(crate) xsl_name: String,
    pub(crate) xsl: Vec<u8>,
    pub(crate) css_name: String,
    pub(crate) css: Vec<u8>,
}

/// The stylesheet of a feed kind, or an error at the missing file.
pub(crate) fn stylesheet(site_dir: &Path, dirs: &[PathBuf], kind: FeedType, xslt: &Xslt) -> Result<Stylesheet, Box<Diagnostic>> {
    match (xslt, kind) {
        (Xslt::BuiltIn, FeedType::Atom) => Ok(built_in("atom", ATOM_XSL, ATOM_CSS)),
        (Xslt::BuiltIn, _) => Ok(built_in("rss", RSS_XSL, RSS_CSS)),
        (Xslt::File(file), _) => custom(site_dir, dirs, file),
    }
}

fn built_in(name: &str, xsl: &str, css: &str) -> Stylesheet {
    Stylesheet { xsl_name: format!("{name}.xsl"), xsl: xsl.as_bytes().to_vec(), css_name: format!("{name}.css"), css: css.as_bytes().to_vec() }
}

fn custom(site_dir: &Path, dirs: &[PathBuf], file: &str) -> Result<Stylesheet, Box<Diagnostic>> {
    let candidates: Vec<PathBuf> = if Path::new(file).is_absolute() { vec![PathBuf::from(file)] } else { dirs.iter().map(|d| d.join(file)).collect() };
    let Some(xsl_rel) = candidates.iter().find(|p| site_dir.join(p).is_file()) else {
        let shown = candidates.last().cloned().unwrap_or_else(|| PathBuf::from(file));
        return Err(Box::new(Diagnostic::error(format!("{PLUGIN_NAME}: blog feed XSLT file not found at {}", shown.display())).in_file(&shown)));
    };
    let css_rel = xsl_rel.with_extension("css");
    let read = |rel: &Path| std::fs::read(site_dir.join(rel));
    let xsl = read(xsl_rel).map_err(|e| Box::new(Diagnostic::error(format!("{PLUGIN_NAME}: cannot read the feed XSLT file: {e}")).in_file(xsl_rel)))?;
    let css = read(&css_rel).map_err(|_| {
        Box::new(
            Diagnostic::error(format!("{PLUGIN_NAME}: the feed XSLT file {} has no CSS file beside it: {} is missing", xsl_rel.display(), css_rel.display()))
                .in_file(xsl_rel)
                .with_help("a custom XSLT file needs a CSS file with the exact same name"),
        )
    })?;
    let name = |p: &Path| p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(Stylesheet { xsl_name: name(xsl_rel), xsl, css_name: name(&css_rel), css })
}

/// The feed with its stylesheet instruction right after the XML declaration.
pub(crate) fn inject(feed: &str, xsl_name: &str) -> String {
    const DECLARATION: &str = "<?xml version=\"1.0\" encoding=\"utf-8\"?>";
    let instruction = format!("<?xml-stylesheet type=\"text/xsl\" href=\"{xsl_name}\"?>");
    match feed.strip_prefix(DECLARATION) {
        Some(rest) => format!("{DECLARATION}{instruction}{rest}"),
        None => format!("{instruction}\n{feed}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_instruction_follows_the_declaration() {
        assert_eq!(inject("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss/>", "rss.xsl"), "<?xml version=\"1.0\" encoding=\"utf-8\"?><?xml-stylesheet type=\"text/xsl\" href=\"rss.xsl\"?>\n<rss/>");
    }

    #[test]
    fn built_in_stylesheets_are_well_formed_xml() {
        for (xsl, root) in [(RSS_XSL, "/rss/channel"), (ATOM_XSL, "/atom:feed")] {
            let doc = roxmltree::Document::parse(xsl).unwrap();
            let template = doc.descendants().find(|n| n.has_tag_name(("http://www.w3.org/1999/XSL/Transform", "template"))).unwrap();
            assert_eq!(template.attribute("match"), Some(root));
        }
    }
}
