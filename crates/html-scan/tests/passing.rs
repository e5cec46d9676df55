//! A reader that has elements passed over sees what it would have seen reading every token:
//! each token it is given is the one a full reading gives at that place, with the same elements
//! open around it (those the pass opened and left open given to it as such), and every token
//! it is not given is a plain start tag it did not ask for, an end tag of an element opened in
//! the pass, or text after it asked to pass. Checked on hand-written pages and on generated
//! ones, with passes asked after tokens picked at random.

use std::ops::Range;

use ferrosaurus_html_scan::{for_each_token_passing_over, for_each_token_with, AttributeReading, Next, PassingReader, Token};
use proptest::prelude::*;

/// One token, with where it is in the page and the elements open after it (lowercase names),
/// as a reader matching end tags as lol_html does keeps them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seen {
    token: String,
    at: usize,
    open_after: Vec<String>,
}

fn offset(html: &[u8], part: &[u8]) -> usize {
    part.as_ptr() as usize - html.as_ptr() as usize
}

/// The token as a string, its offset, and the change it makes to `open`.
fn describe(html: &[u8], token: &Token<'_, '_>, open: &mut Vec<String>) -> (String, usize) {
    match token {
        Token::Start(tag) => {
            let name = String::from_utf8_lossy(&tag.name().to_ascii_lowercase()).into_owned();
            if tag.has_content() {
                open.push(name.clone());
            }
            (format!("<{name}> has_content={}", tag.has_content()), tag.source().start)
        }
        Token::End(end) => {
            let name = String::from_utf8_lossy(&end.name().to_ascii_lowercase()).into_owned();
            if let Some(at) = open.iter().rposition(|open| *open == name) {
                open.truncate(at);
            }
            (format!("</{name}>"), offset(html, end.name()) - 2)
        }
        Token::Text(text) => (format!("text {:?}", String::from_utf8_lossy(text)), offset(html, text)),
    }
}

fn read_all(html: &[u8]) -> Result<Vec<Seen>, ferrosaurus_html_scan::Unsure> {
    let mut seen = Vec::new();
    let mut open = Vec::new();
    for_each_token_with(html, AttributeReading::WhenAsked, |token| {
        let (token, at) = describe(html, &token, &mut open);
        seen.push(Seen { token, at, open_after: open.clone() });
    })?;
    Ok(seen)
}

/// Asks to pass after the tokens `pass_after` picks (by their number), and stops passes at the
/// start tags `stops_at` picks (by name and place).
struct Passing<'a, P, S> {
    html: &'a [u8],
    pass_after: P,
    stops_at: S,
    seen: Vec<Seen>,
    open: Vec<String>,
    /// Start tags a pass went on over: (name, place).
    passed_over: Vec<(String, Range<usize>)>,
    /// Whether the last token asked to pass (and so the pass's stops come next).
    passing: bool,
}

impl<'a, P: FnMut(usize) -> bool, S: Fn(&[u8], &Range<usize>) -> bool> PassingReader<'a> for Passing<'a, P, S> {
    fn token(&mut self, token: Token<'_, 'a>) -> Next {
        let (description, at) = describe(self.html, &token, &mut self.open);
        self.seen.push(Seen { token: description, at, open_after: self.open.clone() });
        self.passing = (self.pass_after)(self.seen.len());
        if self.passing {
            Next::PassOver
        } else {
            Next::Token
        }
    }

    fn ends_pass(&mut self, lowercase_name: &[u8], source: Range<usize>) -> bool {
        assert!(self.passing, "asked about a tag outside a pass");
        assert_eq!(lowercase_name, &self.html[source.start + 1..source.start + 1 + lowercase_name.len()]);
        let stop = (self.stops_at)(lowercase_name, &source);
        if !stop {
            self.passed_over.push((String::from_utf8_lossy(lowercase_name).into_owned(), source));
        }
        stop
    }

    fn passed_into(&mut self, names: &[&'a [u8]]) {
        assert!(self.passing, "given elements outside a pass");
        self.open.extend(names.iter().map(|name| String::from_utf8_lossy(name).into_owned()));
        // the elements opened in the pass are open at the next token: checked against the
        // full reading there
    }
}

/// Reads `html` passing as `pass_after` and `stops_at` say, and checks it against the full
/// reading. Returns how many tokens were passed over.
fn check(html: &[u8], pass_after: impl FnMut(usize) -> bool, stops_at: impl Fn(&[u8], &Range<usize>) -> bool) -> usize {
    let full = read_all(html);
    let mut passing = Passing { html, pass_after, stops_at, seen: Vec::new(), open: Vec::new(), passed_over: Vec::new(), passing: false };
    let read = for_each_token_passing_over(html, AttributeReading::WhenAsked, &mut passing);
    let shown = String::from_utf8_lossy(html);
    let Ok(full) = full else {
        assert!(read.is_err(), "passing made the tokenizer sure of {shown:?}");
        return 0;
    };
    assert!(read.is_ok(), "passing made the tokenizer unsure of {shown:?}: {read:?}");
    // each token given is the full reading's token at that place, with the same elements open
    let mut rest = full.iter();
    let mut skipped = Vec::new();
    for given in &passing.seen {
        loop {
            let next = rest.next().unwrap_or_else(|| panic!("{given:?} is no token of the full reading of {shown:?}"));
            if next.at == given.at && next.token == given.token {
                assert_eq!(next.open_after, given.open_after, "open elements after {given:?} in {shown:?}");
                break;
            }
            skipped.push(next.clone());
        }
    }
    skipped.extend(rest.cloned());
    // every start tag not given was one the pass went on over, as the reader let it
    for seen in &skipped {
        if seen.token.starts_with("<") && !seen.token.starts_with("</") {
            assert!(passing.passed_over.iter().any(|(_, source)| source.start == seen.at), "{seen:?} was not given, nor passed over, in {shown:?}");
        }
    }
    skipped.len()
}

/// A number from a seed and a position, for picks that change with both.
fn mix(seed: u64, n: u64) -> u64 {
    let mut x = seed ^ n.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^ (x >> 29)
}

#[test]
fn a_sidebar_is_passed_over_up_to_the_active_link() {
    let html = br#"<nav class="menu"><ul class="menu__list"><li class="menu__list-item"><a class="menu__link" href="/a">A</a></li><li class="menu__list-item"><div class="collapsible"><a class="menu__link menu__link--active" href="/b">B</a></div><ul><li><a href="/c">C</a></li></ul></li></ul></nav><main><p>text</p></main>"#;
    let active = html.windows(20).position(|w| w == b"<a class=\"menu__link").unwrap() + 1;
    let active = html[active..].windows(20).position(|w| w == b"<a class=\"menu__link").unwrap() + active;
    // pass after every token; stop at the active link and at `main`
    let skipped = check(html, |_| true, |name, source| name == b"main" || source.start == active);
    assert!(skipped > 10, "{skipped} tokens passed over");
}

#[test]
fn passes_stop_where_the_markup_is_not_plain() {
    for html in [
        // a name in upper case, an unquoted value, an end tag with attributes, a comment
        "<div><LI>a</LI><span>b</span></div>",
        "<div><span class=x>a</span></div>",
        "<div><span>a</span x></div>",
        "<div><!-- c --><span>a</span></div>",
        // text elements, a namespace, `<select>`
        "<div><p>a</p><script>var x = '</div>'</script><p>b</p></div>",
        "<div><title>t</title><textarea></div></textarea><span>x</span></div>",
        "<div><svg><path/><div>in</div></svg><p>after</p></div>",
        "<div><select><option>a</select><math><mi>x</mi></math></div>",
        // an end tag closing an element opened before the pass, and a stray one
        "<ul><li><a>x</a></li><li>y</ul></span><p>z</p>",
        "<div><p>one<p>two</div>three",
        // cut by the end of the input, and a carriage return in a tag
        "<div><span>a</span><span class=\"x",
        "<div><span\rclass=\"x\">a</span></div>",
        // void elements, `/>`, long names
        "<div><br><img src=\"x\"/><div/>a<custom-element-with-a-long-name>b</custom-element-with-a-long-name></div>",
        "<p>a < b</p><p>c</p><",
    ] {
        check(html.as_bytes(), |_| true, |_, _| false);
        check(html.as_bytes(), |n| n.is_multiple_of(2), |name, _| name == b"span");
    }
}

/// Pieces of HTML, plain and not.
const PIECES: &[&str] = &[
    "<div>", "</div>", "<div class=\"menu\">", "<li class=\"menu__list-item\">", "</li>", "<ul>", "</ul>", "<a href=\"/x\">", "</a>", "<span>", "</span>",
    "<p>", "</p>", "<br>", "<br/>", "<img src=\"x\">", "<div/>", "<LI>", "</LI>", "<Div>", "<span class=x>", "</span x>", "<!-- c -->", "<!DOCTYPE html>",
    "<?pi?>", "</>", "</ x>", "<script>", "</script>", "<style>", "</style>", "<title>", "</title>", "<textarea>", "</textarea>", "<svg>", "</svg>",
    "<path/>", "<math>", "</math>", "<select>", "</select>", "<template>", "</template>", "<noscript>", "</noscript>", "<frameset>", "<h2>", "</h2>",
    "text ", "a < b", "<", "</", ">", "\"", "=", "\r", "\0", " ", "é", "<custom-element-with-a-long-name>", "</custom-element-with-a-long-name>",
    "<a class=\"menu__link menu__link--active\">", "<li class=\"x\"\n>",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]
    #[test]
    fn generated_pages_passed_over_read_as_read_whole(pieces in proptest::collection::vec(0..PIECES.len(), 0..40), seed in any::<u64>()) {
        let html: String = pieces.iter().map(|&i| PIECES[i]).collect();
        check(html.as_bytes(), |n| !mix(seed, n as u64).is_multiple_of(3), |name, source| name == b"h2" || mix(seed, source.start as u64).is_multiple_of(7));
    }
}
