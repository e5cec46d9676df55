//! SVG files imported from JS become React components, as Docusaurus's SVGR setup
//! gives them (`import Logo from './logo.svg'; <Logo className="x" />`): the root
//! `<svg>` attributes become props (overridable by the caller's props) and the
//! children are set as inner HTML.

use serde_json::{Map, Value};

/// JS source (an ES module) of the component for `svg` (the file's text).
pub(crate) fn svg_component_module(svg: &str) -> Option<String> {
    let start = svg.find("<svg")?;
    let open_end = start + find_tag_end(&svg[start..])?;
    let self_closing = svg[..open_end].ends_with('/');
    let attributes_text = &svg[start + 4..if self_closing { open_end - 1 } else { open_end }];
    let inner = if self_closing {
        ""
    } else {
        let close = svg.rfind("</svg>")?;
        svg.get(open_end + 1..close)?
    };
    let props = Value::Object(react_props(attributes_text));
    let inner = Value::String(inner.trim().to_string());
    Some(format!(
        "import {{ jsx }} from 'react/jsx-runtime';\n\
         const attributes = {props};\n\
         const markup = {{ __html: {inner} }};\n\
         export default function SvgComponent(props) {{\n  \
         return jsx('svg', {{ ...attributes, ...props, dangerouslySetInnerHTML: markup }});\n}}\n\
         export {{ SvgComponent as ReactComponent }};\n"
    ))
}

/// The index of the `>` that ends the tag starting at 0 (quotes respected).
fn find_tag_end(text: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), _) if q == c => quote = None,
            (None, '>') => return Some(i),
            _ => {}
        }
    }
    None
}

/// `name="value"` pairs of a tag, as React props.
fn react_props(text: &str) -> Map<String, Value> {
    let mut props = Map::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let name_end = rest
            .find(|c: char| c == '=' || c.is_whitespace())
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        rest = rest[name_end..].trim_start();
        let mut value = String::new();
        if let Some(after_eq) = rest.strip_prefix('=') {
            let after_eq = after_eq.trim_start();
            let quote = after_eq.chars().next().filter(|c| *c == '"' || *c == '\'');
            let (text, remaining) = match quote {
                Some(q) => {
                    let end = after_eq[1..]
                        .find(q)
                        .map(|i| i + 1)
                        .unwrap_or(after_eq.len());
                    (&after_eq[1..end], after_eq.get(end + 1..).unwrap_or(""))
                }
                None => {
                    let end = after_eq.find(char::is_whitespace).unwrap_or(after_eq.len());
                    (&after_eq[..end], &after_eq[end..])
                }
            };
            value = text.to_string();
            rest = remaining.trim_start();
        }
        if name.is_empty() {
            break;
        }
        let prop = react_prop_name(name);
        let value = if prop == "style" {
            Value::Object(style_object(&value))
        } else {
            Value::String(value)
        };
        props.insert(prop, value);
    }
    props
}

/// `class` -> `className`, `stroke-width` -> `strokeWidth`, `xlink:href` -> `xlinkHref`;
/// `data-*` and `aria-*` stay as they are.
fn react_prop_name(name: &str) -> String {
    match name {
        "class" => return "className".to_string(),
        "for" => return "htmlFor".to_string(),
        _ => {}
    }
    if name.starts_with("data-") || name.starts_with("aria-") {
        return name.to_string();
    }
    camel_case(name, &['-', ':'])
}

fn camel_case(name: &str, separators: &[char]) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in name.chars() {
        if separators.contains(&c) {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// `fill: red; stroke-width: 2` as a React style object.
fn style_object(style: &str) -> Map<String, Value> {
    style
        .split(';')
        .filter_map(|declaration| declaration.split_once(':'))
        .map(|(property, value)| {
            let property = property.trim();
            let property = if property.starts_with("--") {
                property.to_string()
            } else {
                camel_case(property, &['-'])
            };
            (property, Value::String(value.trim().to_string()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_attributes_become_react_props() {
        let props = react_props(
            r#" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="x" class="logo" stroke-width="2" data-x="1" style="fill: red; stroke-linecap:round" viewBox='0 0 10 10'"#,
        );
        assert_eq!(
            Value::Object(props),
            serde_json::json!({
                "xmlns": "http://www.w3.org/2000/svg",
                "xmlnsXlink": "x",
                "className": "logo",
                "strokeWidth": "2",
                "data-x": "1",
                "style": { "fill": "red", "strokeLinecap": "round" },
                "viewBox": "0 0 10 10"
            })
        );
    }

    #[test]
    fn prolog_and_comments_before_the_root_are_skipped() {
        let module = svg_component_module(
            "<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<svg width=\"4\" a=\"b>c\"><path d=\"M0 0\"/></svg>\n",
        )
        .unwrap();
        assert!(
            module.contains(r#"const attributes = {"width":"4","a":"b>c"};"#),
            "{module}"
        );
        assert!(
            module.contains(r#"__html: "<path d=\"M0 0\"/>""#),
            "{module}"
        );
    }

    #[test]
    fn files_without_an_svg_root_are_rejected() {
        assert_eq!(svg_component_module("<html></html>"), None);
    }
}
