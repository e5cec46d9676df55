//! HTML escaping for text and attribute values.

/// Appends `text` with `&`, `<`, `>` and `"` escaped (safe in text and in double-quoted attributes).
pub(crate) fn push_escaped(out: &mut String, text: &str) {
    let mut last = 0;
    for (i, b) in text.bytes().enumerate() {
        let rep = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => continue,
        };
        out.push_str(&text[last..i]);
        out.push_str(rep);
        last = i + 1;
    }
    out.push_str(&text[last..]);
}

/// `text` escaped into a new string.
pub(crate) fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    push_escaped(&mut out, text);
    out
}

/// Collapses runs of whitespace into single spaces and trims both ends.
pub(crate) fn collapse_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Appends `text` to `buf` with whitespace runs collapsed into one space, never starting `buf`
/// with a space (so repeated calls build a collapsed text; trim the end once at the finish).
/// Text is copied in runs: a single space between words stays in the run.
pub(crate) fn push_collapsed(buf: &mut String, text: &str) {
    // A space at this point would be dropped: at the start of `buf` or after a space.
    let mut after_space = buf.is_empty() || buf.ends_with(' ');
    let mut run_start = 0;
    for (i, &b) in text.as_bytes().iter().enumerate() {
        if !b.is_ascii_whitespace() {
            after_space = false;
        } else if b == b' ' && !after_space {
            after_space = true;
        } else {
            buf.push_str(&text[run_start..i]);
            if !after_space {
                buf.push(' ');
                after_space = true;
            }
            run_start = i + 1;
        }
    }
    buf.push_str(&text[run_start..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(escaped(r#"<a href="x">&</a>"#), "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
        assert_eq!(escaped("plain"), "plain");
        assert_eq!(collapse_whitespace("  a \n\t b  "), "a b");
        let cases: &[(&[&str], &str)] = &[
            (&["  a", "b ", " c\n", "d", " ", " e"], "ab c d e"),
            (&["one two  three\tfour \n five"], "one two three four five"),
            (&["\n\t lead", "ing", " ", "\n"], "leading "),
            (&["a ", "b"], "a b"),
            (&["", " ", "x"], "x"),
            (&["é  ü\r\nß"], "é ü ß"),
        ];
        for (parts, collapsed) in cases {
            let mut buf = String::new();
            parts.iter().for_each(|part| push_collapsed(&mut buf, part));
            assert_eq!(buf, *collapsed, "{parts:?}");
        }
    }
}
