//! What the content plugins share, as Docusaurus's `@docusaurus/utils` shares it between its
//! docs and blog plugins: when each file was last changed ([`last_update`]: one walk over the
//! git history for every file, front matter `last_update` winning), and tags ([`tags`]: the
//! tags file, front matter tags resolved against it, the `onInlineTags` report). The sitemap
//! reads the same git history for `lastmod`.
//!
//! ```
//! use ferrosaurus_content_utils::tags::{report_inline_tags, resolve_tags, TagsFile, TagsRoute};
//! use ferrosaurus_core::{ReportingSeverity, TagRef, TagsFileOption};
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(dir.path().join("blog")).unwrap();
//! std::fs::write(dir.path().join("blog/tags.yml"), "release:\n  description: New versions\n").unwrap();
//! let mut diags = Vec::new();
//! let file = TagsFile::load(dir.path(), &TagsFileOption::Default, &["blog".into()], &mut diags);
//! let route = TagsRoute { base: "/blog/tags", trailing_slash: None };
//! let tags = resolve_tags(&[TagRef::Label("release".into()), TagRef::Label("misc".into())], file.as_ref(), route);
//! assert_eq!((tags[0].link.label.as_str(), tags[0].link.permalink.as_str()), ("Release", "/blog/tags/release"));
//! let report = report_inline_tags(&tags, file.as_ref(), ReportingSeverity::Warn).unwrap();
//! assert!(report.message.contains("tags [misc] are not defined in tags.yml"));
//! ```

pub mod last_update;
pub mod tags;
