//! The blog options that are functions of the config, run in its Node host with Docusaurus's
//! arguments, every post in one request: `editUrl({blogDirPath, blogPath, permalink, locale})`
//! and `readingTime({content, frontMatter, locale, defaultReadingTime})`, whose
//! `defaultReadingTime({content, locale, options: {wordsPerMinute}})` counts words with
//! `Intl.Segmenter` as Docusaurus 3.10 does. (`feedOptions.createFeedItems` is in `feed.rs`.)
//! An error names the plugin and the option; without a Node host, one warning.

use ferrosaurus_core::{Diagnostic, JsFunction, JsFunctions};
use serde_json::{json, Value};

use crate::post::Post;
use crate::PLUGIN_NAME;

/// Calls a function once per argument object.
const EACH: &str = "(fn, args) => Promise.all(args.map((arg) => fn(arg)))";

/// `readingTime` with Docusaurus's default behind `defaultReadingTime`.
const READING_TIME: &str = r#"(readingTime, posts, locale) => {
  const defaultReadingTime = ({content, locale: wordsLocale, options}) => {
    const perMinute = (options && options.wordsPerMinute) || 200;
    let words = 0;
    for (const s of new Intl.Segmenter(wordsLocale || locale, {granularity: 'word'}).segment(content || '')) if (s.isWordLike) words += 1;
    return words === 0 ? 0 : Math.round((words / perMinute) * 100) / 100;
  };
  return posts.map(({content, frontMatter}) => readingTime({content, frontMatter, locale, defaultReadingTime}));
}"#;

/// An error (or, without a host, a warning) about one function option.
pub(crate) fn option_problem(option: &str, message: String) -> Diagnostic {
    Diagnostic::error(format!("plugin `{PLUGIN_NAME}`, option `{option}`: {message}"))
}

fn no_host(option: &str) -> Diagnostic {
    Diagnostic::warning(format!("{PLUGIN_NAME}: `{option}` is a JS function and no Node host runs this config; it is not applied"))
}

fn call_each(js: &dyn JsFunctions, glue: &str, args: Vec<Value>) -> Result<Vec<Value>, String> {
    let glue = js.define(glue).map_err(|e| e.to_string())?;
    match js.call(glue, &args) {
        Ok(Value::Array(list)) => Ok(list),
        Ok(other) => Err(format!("no list came back ({other})")),
        Err(e) => Err(format!("the function threw: {e}")),
    }
}

/// `editUrl` as a function: each post's edit link (a string), or none.
pub(crate) fn apply_edit_url(js: Option<&dyn JsFunctions>, function: JsFunction, posts: &mut [Post], locale: &str, diags: &mut Vec<Diagnostic>) {
    let Some(js) = js else { return diags.push(no_host("editUrl")) };
    let args: Vec<Value> = posts
        .iter()
        .map(|p| {
            let blog_path = p.source.strip_prefix(&p.dir).unwrap_or(&p.source);
            json!({
                "blogDirPath": p.dir.to_string_lossy().replace('\\', "/"),
                "blogPath": blog_path.to_string_lossy().replace('\\', "/"),
                "permalink": p.permalink,
                "locale": locale,
            })
        })
        .collect();
    match call_each(js, EACH, vec![function.as_argument(), Value::Array(args)]) {
        Ok(urls) => {
            for (post, url) in posts.iter_mut().zip(urls) {
                match url {
                    Value::String(u) if !u.is_empty() => post.edit_url = Some(u),
                    Value::String(_) | Value::Null => {}
                    other => diags.push(option_problem("editUrl", format!("returned {other} instead of a string")).in_file(&post.source)),
                }
            }
        }
        Err(message) => diags.push(option_problem("editUrl", message)),
    }
}

/// `readingTime` as a function: each post's minutes, or none when it returns nothing.
pub(crate) fn apply_reading_time(js: Option<&dyn JsFunctions>, function: JsFunction, posts: &mut [Post], locale: &str, diags: &mut Vec<Diagnostic>) {
    let Some(js) = js else { return diags.push(no_host("readingTime")) };
    let args: Vec<Value> =
        posts.iter().map(|p| json!({"content": p.content, "frontMatter": serde_json::to_value(&p.front_matter).unwrap_or_default()})).collect();
    match call_each(js, READING_TIME, vec![function.as_argument(), Value::Array(args), json!(locale)]) {
        Ok(minutes) => {
            for (post, value) in posts.iter_mut().zip(minutes) {
                post.reading_time = match value {
                    Value::Number(n) => n.as_f64(),
                    Value::Null => None,
                    other => {
                        diags.push(option_problem("readingTime", format!("returned {other} instead of a number")).in_file(&post.source));
                        None
                    }
                };
            }
        }
        Err(message) => diags.push(option_problem("readingTime", message)),
    }
}

/// `feedOptions.createFeedItems` with Docusaurus's arguments; `defaultCreateFeedItems`
/// gives the default item of each post it is handed.
const CREATE_FEED_ITEMS: &str = r#"async (createFeedItems, blogPosts, siteConfig, itemsByPermalink) => {
  const posts = blogPosts.map((p) => ({...p, metadata: {...p.metadata, date: new Date(p.metadata.date)}}));
  const defaultCreateFeedItems = async (params) =>
    ((params && params.blogPosts) || [])
      .map((p) => p && p.metadata && itemsByPermalink[p.metadata.permalink])
      .filter(Boolean)
      .map((item) => ({...item, date: new Date(item.date)}));
  const items = await createFeedItems({blogPosts: posts, siteConfig, outDir: undefined, defaultCreateFeedItems});
  if (!Array.isArray(items)) throw new Error(`it must return an array of feed items, not ${items === null ? 'null' : typeof items}`);
  return items;
}"#;

/// Runs `createFeedItems` over the feed's posts; its items, or an error naming the option.
pub(crate) fn create_feed_items(
    js: &dyn JsFunctions,
    function: JsFunction,
    posts: &[&Post],
    defaults: &[crate::feed::FeedItem],
    config: &ferrosaurus_core::SiteConfig,
) -> Result<Vec<crate::feed::FeedItem>, Box<Diagnostic>> {
    let fail = |message: String| Box::new(option_problem("feedOptions.createFeedItems", message));
    let blog_posts: Vec<Value> = posts
        .iter()
        .map(|p| {
            json!({
                "id": p.permalink,
                "metadata": {
                    "permalink": p.permalink,
                    "source": p.source.to_string_lossy().replace('\\', "/"),
                    "title": p.title,
                    "description": p.description.clone().unwrap_or_default(),
                    "date": crate::date::iso(p.date),
                    "tags": p.tags.iter().map(|t| json!({"label": t.label, "permalink": t.permalink})).collect::<Vec<_>>(),
                    "authors": p.authors,
                    "frontMatter": serde_json::to_value(&p.front_matter).unwrap_or_default(),
                    "unlisted": p.unlisted,
                    "editUrl": p.edit_url,
                },
                "content": p.content,
            })
        })
        .collect();
    let by_permalink: serde_json::Map<String, Value> = posts.iter().zip(defaults).map(|(p, item)| (p.permalink.clone(), item.to_json())).collect();
    let glue = js.define(CREATE_FEED_ITEMS).map_err(|e| fail(e.to_string()))?;
    let args = [function.as_argument(), Value::Array(blog_posts), serde_json::to_value(config).unwrap_or_default(), Value::Object(by_permalink)];
    let returned = js.call(glue, &args).map_err(|e| fail(format!("the function threw: {e}")))?;
    let Value::Array(list) = returned else { return Err(fail("it must return an array".into())) };
    list.iter().enumerate().map(|(i, v)| crate::feed::FeedItem::from_json(v).map_err(|problem| fail(format!("item {i}: {problem}")))).collect()
}
