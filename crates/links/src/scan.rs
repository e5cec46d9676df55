//! One streaming pass over a page's HTML: the links it makes and the anchors it offers.

use std::cell::RefCell;
use std::collections::HashSet;

use lol_html::html_content::Element;
use lol_html::{element, HtmlRewriter, Settings};

/// One link target of a page, as written in its attribute.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct ScannedLink {
    pub(crate) href: String,
    /// From an `<a href>` (a component may have written it outside `Link`), not from an image,
    /// a `<link>` or a `srcset`.
    pub(crate) from_anchor_element: bool,
}

/// What one page contains.
#[derive(Debug, Default)]
pub(crate) struct PageScan {
    /// Link targets in document order.
    pub(crate) links: Vec<ScannedLink>,
    /// Element ids and `<a name>` values.
    pub(crate) anchors: HashSet<String>,
}

/// Streams `html` once through lol_html and collects links and anchors.
/// The mark of a link the checker skips: the theme's `Link` and the Markdown renderer write it
/// on `pathname://` links and on links given `data-noBrokenLinkCheck`, which Docusaurus does
/// not check.
pub(crate) const NO_LINK_CHECK: &str = "data-no-broken-link-check";

pub(crate) fn scan(html: &[u8]) -> Result<PageScan, lol_html::errors::RewritingError> {
    let found = RefCell::new(PageScan::default());
    let link = |attr: &'static str| {
        let found = &found;
        move |el: &mut Element<'_, '_>| {
            // a link Docusaurus does not check (`pathname://`, `data-noBrokenLinkCheck`)
            if el.has_attribute(NO_LINK_CHECK) {
                return Ok(());
            }
            if let Some(value) = el.get_attribute(attr) {
                let from_anchor_element = el.tag_name() == "a";
                found.borrow_mut().links.push(ScannedLink { href: unescape(value), from_anchor_element });
            }
            Ok(())
        }
    };
    let srcset = |el: &mut Element<'_, '_>| {
        if let Some(value) = el.get_attribute("srcset") {
            let urls = srcset_urls(&unescape(value)).map(|href| ScannedLink { href, from_anchor_element: false }).collect::<Vec<_>>();
            found.borrow_mut().links.extend(urls);
        }
        Ok(())
    };
    let anchor = |attr: &'static str| {
        let found = &found;
        move |el: &mut Element<'_, '_>| {
            if let Some(value) = el.get_attribute(attr) {
                found.borrow_mut().anchors.insert(unescape(value));
            }
            Ok(())
        }
    };
    let settings = Settings::new()
        .append_element_content_handler(element!("a[href]", link("href")))
        .append_element_content_handler(element!("img[src]", link("src")))
        .append_element_content_handler(element!("link[href]", link("href")))
        .append_element_content_handler(element!("img[srcset]", srcset))
        .append_element_content_handler(element!("source[srcset]", srcset))
        .append_element_content_handler(element!("[id]", anchor("id")))
        .append_element_content_handler(element!("a[name]", anchor("name")));
    let mut rewriter = HtmlRewriter::new(settings, |_: &[u8]| {});
    rewriter.write(html)?;
    rewriter.end()?;
    Ok(found.into_inner())
}

/// Attribute values as lol_html gives them still have their character references.
fn unescape(value: String) -> String {
    if value.contains('&') {
        html_escape::decode_html_entities(&value).into_owned()
    } else {
        value
    }
}

/// The URLs of a `srcset` value: `a.png 1x, b.png 2x` → `a.png`, `b.png`.
fn srcset_urls(value: &str) -> impl Iterator<Item = String> + '_ {
    value.split(',').filter_map(|candidate| candidate.split_whitespace().next()).map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collects_links_srcset_and_anchors() {
        let html = br##"<html><head><link rel="stylesheet" href="/a.css"></head><body>
            <h2 id="intro">Intro</h2><a name="old"></a>
            <a href="/x?y=1&amp;z=2#intro">x</a><img src="/i.png" srcset="/i-1.png 1x, /i-2.png 2x">
            <picture><source srcset="/p.webp"></picture><a>no href</a>
            <a href="/playground/" data-no-broken-link-check="">built by another tool</a></body></html>"##;
        let page = scan(html).unwrap();
        let hrefs: Vec<&str> = page.links.iter().map(|l| l.href.as_str()).collect();
        assert_eq!(hrefs, ["/a.css", "/x?y=1&z=2#intro", "/i.png", "/i-1.png", "/i-2.png", "/p.webp"]);
        let from_a: Vec<&str> = page.links.iter().filter(|l| l.from_anchor_element).map(|l| l.href.as_str()).collect();
        assert_eq!(from_a, ["/x?y=1&z=2#intro"]);
        let mut anchors: Vec<_> = page.anchors.into_iter().collect();
        anchors.sort();
        assert_eq!(anchors, ["intro", "old"]);
    }
}
