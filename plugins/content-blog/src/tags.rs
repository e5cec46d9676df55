//! Blog tags: the tags file (`tags.yml` in the blog folder, the locale's translation first)
//! and each post's tag links, with the `onInlineTags` report: the logic the docs plugin shares,
//! from `ferrosaurus-content-utils`.

use std::path::PathBuf;

use ferrosaurus_content_utils::tags::{report_inline_tags, resolve_tags, TagsFile, TagsRoute};
use ferrosaurus_core::{Diagnostic, ReportingSeverity, TagLink, TagRef, TagsFileOption};

use crate::Place;

/// The tags file of the blog (if any) and where its tag pages live.
#[derive(Debug, Default)]
pub(crate) struct BlogTags {
    file: Option<TagsFile>,
    tags_route: String,
    trailing_slash: Option<bool>,
}

impl BlogTags {
    /// Reads the tags file the option names from the first of `dirs` that has it.
    pub(crate) fn load(site_dir: &std::path::Path, option: &TagsFileOption, dirs: &[PathBuf], tags_route: &str, trailing_slash: Option<bool>, diags: &mut Vec<Diagnostic>) -> Self {
        BlogTags { file: TagsFile::load(site_dir, option, dirs, diags), tags_route: tags_route.to_string(), trailing_slash }
    }

    /// A post's tags as links (the same page once); its inline tags, when a tags file exists,
    /// are reported once at the `tags:` line (`onInlineTags`).
    pub(crate) fn links(&self, tags: &[TagRef], on_inline: ReportingSeverity, place: &Place<'_>, diags: &mut Vec<Diagnostic>) -> Vec<TagLink> {
        let route = TagsRoute { base: &self.tags_route, trailing_slash: self.trailing_slash };
        let resolved = resolve_tags(tags, self.file.as_ref(), route);
        diags.extend(report_inline_tags(&resolved, self.file.as_ref(), on_inline).map(|d| place.at("tags", d)));
        let mut links: Vec<TagLink> = Vec::new();
        for tag in resolved {
            if !links.iter().any(|l| l.permalink == tag.link.permalink) {
                links.push(tag.link);
            }
        }
        links
    }
}
