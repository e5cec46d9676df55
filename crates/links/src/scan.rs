//! One streaming pass over a page's HTML: the links it makes and the anchors it offers.

use std::borrow::Cow;
use std::cell::RefCell;
use std::ops::Range;

use rustc_hash::FxHashSet;

use lol_html::html_content::Element;
use lol_html::{element, HtmlRewriter, Settings};

/// One link target of a page, as written in its attribute (character references decoded).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct ScannedLink {
    /// Where its href is in [`PageScan::hrefs`].
    href: Range<usize>,
    /// From an `<a href>` (a component may have written it outside `Link`), not from an image,
    /// a `<link>` or a `srcset`.
    pub(crate) from_anchor_element: bool,
}

/// What one page contains.
#[derive(Debug, Default)]
pub(crate) struct PageScan {
    /// The hrefs of `links`, one after the other: one string per page, not one per link (a
    /// page links to about a hundred places, most of them its sidebar's).
    hrefs: String,
    /// Link targets in document order.
    pub(crate) links: Vec<ScannedLink>,
    /// Element ids and `<a name>` values.
    pub(crate) anchors: FxHashSet<String>,
}

impl PageScan {
    /// The href of one of this page's links.
    pub(crate) fn href(&self, link: &ScannedLink) -> &str {
        &self.hrefs[link.href.clone()]
    }

    fn push_link(&mut self, href: &str, from_anchor_element: bool) {
        let start = self.hrefs.len();
        self.hrefs.push_str(href);
        self.links.push(ScannedLink { href: start..self.hrefs.len(), from_anchor_element });
    }

    /// The URLs of a `srcset` value, each a link: `a.png 1x, b.png 2x` → `a.png`, `b.png`.
    fn push_srcset(&mut self, value: &str) {
        for url in value.split(',').filter_map(|candidate| candidate.split_whitespace().next()) {
            self.push_link(url, false);
        }
    }
}

/// The mark of a link the checker skips: the theme's `Link` and the Markdown renderer write it
/// on `pathname://` links and on links given `data-noBrokenLinkCheck`, which Docusaurus does
/// not check.
pub(crate) const NO_LINK_CHECK: &str = "data-no-broken-link-check";

/// Collects a page's links and anchors in one pass: with the strict tokenizer
/// (`ferrosaurus_html_scan`) when it is sure of the whole page, which is the case for every
/// page the build writes, else with lol_html.
pub(crate) fn scan(html: &[u8]) -> Result<PageScan, lol_html::errors::RewritingError> {
    match scan_tags(html) {
        Ok(found) => Ok(found),
        Err(_) => scan_with_lol_html(html),
    }
}

/// The same collection as [`scan_with_lol_html`], from the strict tokenizer's start tags.
fn scan_tags(html: &[u8]) -> Result<PageScan, ferrosaurus_html_scan::Unsure> {
    let mut found = PageScan::default();
    ferrosaurus_html_scan::for_each_start_tag(html, |tag| {
        let name = tag.lowercase_name();
        let (link_attr, has_srcset) = match name {
            b"a" | b"link" => (Some("href"), false),
            b"img" => (Some("src"), true),
            b"source" => (None, true),
            _ => (None, false),
        };
        if let Some(value) = link_attr.and_then(|attr| tag.get(attr)) {
            if !tag.has(NO_LINK_CHECK) {
                found.push_link(&attribute_text(value), name == b"a");
            }
        }
        if let Some(value) = has_srcset.then(|| tag.get("srcset")).flatten() {
            found.push_srcset(&attribute_text(value));
        }
        if let Some(id) = tag.get("id") {
            found.anchors.insert(attribute_text(id).into_owned());
        }
        if let Some(anchor_name) = (name == b"a").then(|| tag.get("name")).flatten() {
            found.anchors.insert(attribute_text(anchor_name).into_owned());
        }
    })?;
    Ok(found)
}

/// Both readings of `html`: `Ok(None)` when they agree, `Ok(Some(what differs))`, or
/// `Err(why the tokenizer stepped aside)`.
pub(crate) fn compare(html: &[u8]) -> Result<Option<String>, String> {
    let fast = scan_tags(html).map_err(|unsure| unsure.to_string())?;
    let oracle = match scan_with_lol_html(html) {
        Ok(oracle) => oracle,
        Err(e) => return Ok(Some(format!("the tokenizer read a page lol_html refuses: {e}"))),
    };
    let (fast, oracle) = (fast.comparable(), oracle.comparable());
    Ok((fast != oracle).then(|| format!("the tokenizer found {fast:?}, lol_html {oracle:?}")))
}

impl PageScan {
    /// The links (in order, with where they come from) and the anchors (sorted).
    fn comparable(self) -> (Vec<(String, bool)>, Vec<String>) {
        let links = self.links.iter().map(|l| (self.href(l).to_owned(), l.from_anchor_element)).collect();
        let mut anchors: Vec<String> = self.anchors.into_iter().collect();
        anchors.sort();
        (links, anchors)
    }
}

/// Streams `html` once through lol_html and collects links and anchors.
fn scan_with_lol_html(html: &[u8]) -> Result<PageScan, lol_html::errors::RewritingError> {
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
                found.borrow_mut().push_link(&attribute_text(value.as_bytes()), from_anchor_element);
            }
            Ok(())
        }
    };
    let srcset = |el: &mut Element<'_, '_>| {
        if let Some(value) = el.get_attribute("srcset") {
            found.borrow_mut().push_srcset(&attribute_text(value.as_bytes()));
        }
        Ok(())
    };
    let anchor = |attr: &'static str| {
        let found = &found;
        move |el: &mut Element<'_, '_>| {
            if let Some(value) = el.get_attribute(attr) {
                found.borrow_mut().anchors.insert(attribute_text(value.as_bytes()).into_owned());
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

/// An attribute value as written (the tokenizer's bytes, or lol_html's `get_attribute`, which
/// keeps character references too), with its character references decoded (borrowed when it
/// has none).
fn attribute_text(value: &[u8]) -> Cow<'_, str> {
    let value = String::from_utf8_lossy(value);
    if value.contains('&') {
        Cow::Owned(html_escape::decode_html_entities(&value).into_owned())
    } else {
        value
    }
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
        let hrefs: Vec<&str> = page.links.iter().map(|l| page.href(l)).collect();
        assert_eq!(hrefs, ["/a.css", "/x?y=1&z=2#intro", "/i.png", "/i-1.png", "/i-2.png", "/p.webp"]);
        let from_a: Vec<&str> = page.links.iter().filter(|l| l.from_anchor_element).map(|l| page.href(l)).collect();
        assert_eq!(from_a, ["/x?y=1&z=2#intro"]);
        let mut anchors: Vec<_> = page.anchors.into_iter().collect();
        anchors.sort();
        assert_eq!(anchors, ["intro", "old"]);
    }

    /// Where the tokenizer is sure, it finds what lol_html finds; whether it was sure.
    fn assert_agrees(html: &str) -> bool {
        match compare(html.as_bytes()) {
            Ok(difference) => {
                assert_eq!(difference, None, "{html:?}");
                true
            }
            Err(_) => false,
        }
    }

    #[test]
    fn the_tokenizer_agrees_with_lol_html_or_steps_aside() {
        let sure = [
            r##"<!DOCTYPE html><html><head><title>a <b> c</title><link rel="icon" href="/f.ico"><script>if(a<b){x='<a href="/no">'}</script></head>
               <body><svg viewBox="0 0 1 1"><title>t</title><a href="#svg-link"/></svg><A HREF="/Up" ID="Big">x</A>
               <a href=/bare name=n1>y</a><a href = "/spaced" id = 's p'>z</a><img src="/i.png" srcset="/a.png 1x,/b.png 2x" id=img>
               <a href="/dup" href="/second"><a href="/x" data-no-broken-link-check>skip</a><img data-no-broken-link-check src="/no.png">
               <!-- <a href="/commented"> --><p>1 < 2 &amp; <3</p><a href="/q?a=1&amp;b=2#h&eacute;">q</a><textarea><a href="/t"></textarea>
               <div id="">empty</div><span id>bare</span><a name>n</a><picture><source srcset="/p.webp"></picture><style>a>b{}</style></body></html>"##,
        ];
        for html in sure {
            assert!(assert_agrees(html), "the tokenizer stepped aside on {html:?}");
        }
        for html in ["<script><!--<script></script>--></script><a href=/m>", "<svg><![CDATA[x]]></svg><a href=/s>", "<!--><a href=/c>-->"] {
            assert!(!assert_agrees(html), "{html:?}");
            // the page is still read, by lol_html
            assert!(!scan(html.as_bytes()).unwrap().links.is_empty());
        }
    }

    mod generated {
        use super::*;
        use proptest::prelude::*;

        /// Pieces of HTML, well formed or not, that pages are made of.
        const PIECES: &[&str] = &[
            "<a href=\"/a\">", "</a>", "<a href='/b#x' id=i1>", "<A HREF=/C ID=I2>", "<a href=/d", ">", "<", "</", "/>", "\"", "'", "=",
            "<a name=n>", "<img src=\"/i.png\" srcset=\"/1.png 1x, /2.png 2x\">", "<link href=/s.css rel=stylesheet>", "<source srcset=/p.webp>",
            "<div id=\"x&amp;y\">", "<span id>", "<script>", "</script>", "<style>", "</style>", "<title>", "</title>", "<textarea>", "</textarea>",
            "<svg>", "</svg>", "<math>", "</math>", "<noscript>", "</noscript>", "<iframe>", "</iframe>", "<!--", "-->", "--!>", "<!-->", "<![CDATA[", "]]>",
            "<!DOCTYPE html>", "<?x?>", "</p title='>'>", "text ", "a < b", "&lt;", "\n", "\r", " ", "<p>", "</p>", "<a data-no-broken-link-check href=/z>",
            "<br/>", "<a/href=/slash>", "<a =eq href=/e>", "<a href=>", "é", "<plaintext>", "<svg/>", "<math/>", "<foreignObject>", "</foreignObject>",
            "<desc>", "<mi>", "</mi>", "<font color=red>", "<font>", "<select>", "</select>", "<template>", "</template>", "<frameset>", "<noframes>",
            "</noframes>", "<xmp>", "</xmp>", "<annotation-xml encoding=text/html>", "</annotation-xml>", "<div>", "<br>", "</br>", "<input>",
        ];

        proptest! {
            #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]
            #[test]
            fn the_tokenizer_agrees_with_lol_html_on_generated_pages(pieces in proptest::collection::vec(0..PIECES.len(), 0..40)) {
                let html: String = pieces.iter().map(|&i| PIECES[i]).collect();
                assert_agrees(&html);
            }
        }
    }
}
