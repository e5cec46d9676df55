//! Whether a piece of JavaScript leaves a bracket, string, template or comment open: enough to
//! find where an MDX import/export block ends without a JavaScript parser.

/// True when `code` ends inside an open `(`, `[`, `{`, string, template or block comment.
pub(crate) fn is_open(code: &str) -> bool {
    let mut depth = 0i64;
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '\'' | '"' | '`' => {
                let mut closed = false;
                while let Some(n) = chars.next() {
                    if n == '\\' {
                        chars.next();
                    } else if n == c {
                        closed = true;
                        break;
                    } else if n == '\n' && c != '`' {
                        break;
                    }
                }
                if !closed && c == '`' {
                    return true;
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut closed = false;
                while let Some(n) = chars.next() {
                    if n == '*' && chars.peek() == Some(&'/') {
                        chars.next();
                        closed = true;
                        break;
                    }
                }
                if !closed {
                    return true;
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for n in chars.by_ref() {
                    if n == '\n' {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    depth > 0
}

#[cfg(test)]
mod tests {
    use super::is_open;

    #[test]
    fn open_and_closed_blocks() {
        assert!(!is_open("import X from './x';"));
        assert!(is_open("export const f = () => {\n  return 1;"));
        assert!(!is_open("export const f = () => {\n\n  return '}';\n};"));
        assert!(is_open("export const t = `a\n"));
        assert!(!is_open("// a { comment\nexport const a = 1;"));
    }
}
