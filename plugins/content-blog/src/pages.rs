//! The blog's routes: paginated list pages, post pages, tag pages, the archive, author pages.

use ferrosaurus_core::{
    url, BlogAuthor, BlogMeta, BlogPaginator, BlogPostSummary, BlogSidebar, NavLink, PageData, PageKind, Route, TagLink,
};
use indexmap::IndexMap;

use crate::date;
use crate::options::{BlogOptions, Count};
use crate::post::Post;

/// What every page of one blog instance shares.
pub(crate) struct Site<'a> {
    pub(crate) options: &'a BlogOptions,
    /// baseUrl + routeBasePath (no trailing slash policy applied).
    pub(crate) blog_route: String,
    pub(crate) trailing_slash: Option<bool>,
}

fn summary(post: &Post, with_html: bool, show_reading_time: bool) -> BlogPostSummary {
    let mut s = BlogPostSummary::default();
    s.title.clone_from(&post.title);
    s.permalink.clone_from(&post.permalink);
    s.date = date::iso(post.date);
    s.reading_time = post.reading_time.filter(|_| show_reading_time);
    s.authors.clone_from(&post.authors);
    s.tags.clone_from(&post.tags);
    s.description.clone_from(&post.description);
    if with_html {
        s.html = Some(post.truncated_html.clone().unwrap_or_else(|| post.html.clone()));
        s.truncated = post.truncated_html.is_some();
    }
    s.unlisted = post.unlisted;
    s.edit_url.clone_from(&post.edit_url);
    s.last_update.clone_from(&post.last_update);
    s
}

fn nav(post: &Post) -> NavLink {
    NavLink { title: post.title.clone(), permalink: post.permalink.clone(), description: None }
}

impl Site<'_> {
    fn slash(&self, path: &str) -> String {
        url::apply_trailing_slash(path, self.trailing_slash)
    }

    fn sidebar(&self, listed: &[&Post]) -> Option<BlogSidebar> {
        let count = match self.options.blog_sidebar_count {
            Count::All => listed.len(),
            Count::Some(0) => return None,
            Count::Some(n) => n.min(listed.len()),
        };
        let mut sidebar = BlogSidebar::default();
        sidebar.title.clone_from(&self.options.blog_sidebar_title);
        sidebar.items = listed[..count].iter().map(|p| nav(p)).collect();
        sidebar.dates = listed[..count].iter().map(|p| date::iso(p.date)).collect();
        Some(sidebar)
    }

    fn page(&self, route: &str, kind: PageKind, title: &str, blog: BlogMeta) -> PageData {
        let mut page = PageData::new(self.slash(route), kind, title);
        page.blog = Some(blog);
        page
    }

    /// Pages of `posts` under `base` (`base`, `base/page/2`, ...), each built by `make`.
    fn paginated(&self, base: &str, posts: &[&Post], mut make: impl FnMut(String, BlogMeta) -> PageData) -> Vec<Route> {
        let per_page = match self.options.posts_per_page {
            Count::All => posts.len().max(1),
            Count::Some(n) => n,
        };
        let total_pages = posts.len().div_ceil(per_page).max(1);
        let permalink = |n: usize| if n == 1 { self.slash(base) } else { self.slash(&url::join([base, self.options.page_base_path.as_str(), &n.to_string()])) };
        (1..=total_pages)
            .map(|n| {
                let chunk = posts.iter().skip((n - 1) * per_page).take(per_page);
                let mut meta = BlogMeta::default();
                meta.posts = chunk.map(|p| summary(p, true, self.options.show_reading_time)).collect();
                let mut paginator = BlogPaginator::default();
                paginator.page = n;
                paginator.total_pages = total_pages;
                paginator.total_count = posts.len();
                paginator.previous_page = (n > 1).then(|| permalink(n - 1));
                paginator.next_page = (n < total_pages).then(|| permalink(n + 1));
                meta.paginator = Some(paginator);
                Route::new(make(permalink(n), meta), None)
            })
            .collect()
    }

    /// Every route of the blog.
    pub(crate) fn routes(&self, posts: &[Post], mapped_authors: &[BlogAuthor]) -> Vec<Route> {
        let listed: Vec<&Post> = posts.iter().filter(|p| !p.unlisted).collect();
        let sidebar = self.sidebar(&listed);
        let with_sidebar = |mut meta: BlogMeta| {
            meta.sidebar.clone_from(&sidebar);
            meta
        };
        let mut routes = Vec::new();
        // list pages
        routes.extend(self.paginated(&self.blog_route, &listed, |route, meta| {
            let mut page = self.page(&route, PageKind::BlogList, &self.options.blog_title, with_sidebar(meta));
            page.description = Some(self.options.blog_description.clone());
            page
        }));
        // post pages; newer/older among listed posts
        for post in posts {
            let at = listed.iter().position(|p| std::ptr::eq(*p, post));
            let mut meta = with_sidebar(BlogMeta::default());
            meta.post = Some(summary(post, false, self.options.show_reading_time));
            if let Some(i) = at {
                meta.previous = i.checked_sub(1).map(|j| nav(listed[j]));
                meta.next = listed.get(i + 1).map(|p| nav(p));
            }
            let mut page = self.page(&post.permalink, PageKind::BlogPost, &post.title, meta);
            page.description.clone_from(&post.description);
            page.keywords.clone_from(&post.keywords);
            page.image.clone_from(&post.image);
            page.noindex = post.unlisted;
            page.html = Some(post.html.clone());
            page.toc.clone_from(&post.toc);
            page.hide_table_of_contents = post.hide_table_of_contents;
            page.hide_title = true;
            page.source = Some(post.source.to_string_lossy().replace('\\', "/"));
            page.tags.clone_from(&post.tags);
            page.source_links.clone_from(&post.source_links);
            routes.push(Route::new(page, Some(post.source.clone())).with_markdown(post.markdown.clone()));
        }
        routes.extend(self.tag_routes(&listed, &with_sidebar));
        if let Some(archive) = &self.options.archive_base_path {
            if !listed.is_empty() {
                let mut meta = BlogMeta::default();
                meta.posts = listed.iter().map(|p| summary(p, false, false)).collect();
                let mut page = self.page(&url::join([self.blog_route.as_str(), archive]), PageKind::BlogArchive, "Archive", meta);
                page.description = Some("Archive".into());
                routes.push(Route::new(page, None));
            }
        }
        routes.extend(self.author_routes(&listed, mapped_authors, &with_sidebar));
        routes
    }

    fn tag_routes(&self, listed: &[&Post], with_sidebar: &dyn Fn(BlogMeta) -> BlogMeta) -> Vec<Route> {
        let mut by_tag: IndexMap<String, (TagLink, Vec<&Post>)> = IndexMap::new();
        for post in listed {
            for tag in &post.tags {
                by_tag.entry(tag.permalink.clone()).or_insert_with(|| (tag.clone(), Vec::new())).1.push(post);
            }
        }
        if by_tag.is_empty() {
            return Vec::new();
        }
        let mut routes = Vec::new();
        let mut list: Vec<TagLink> = by_tag.values().map(|(t, posts)| TagLink { count: Some(posts.len()), ..t.clone() }).collect();
        list.sort_by_key(|t| t.label.to_lowercase());
        let tags_route = url::join([self.blog_route.as_str(), self.options.tags_base_path.as_str()]);
        let mut page = self.page(&tags_route, PageKind::BlogTagsList, "Tags", with_sidebar(BlogMeta::default()));
        page.tags = list;
        routes.push(Route::new(page, None));
        for (permalink, (tag, posts)) in by_tag {
            let title = posts_tagged(posts.len(), &tag.label);
            routes.extend(self.paginated(&permalink, &posts, |route, meta| {
                let mut page = self.page(&route, PageKind::BlogTagPosts, &title, with_sidebar(meta));
                page.tags = vec![TagLink { count: Some(posts.len()), ..tag.clone() }];
                page.description.clone_from(&tag.description);
                page
            }));
        }
        routes
    }

    /// The authors list page, with every author of `authors.yml` (as Docusaurus 3.10 lists
    /// them, whether they have a page or not), and a page per author with `page`.
    fn author_routes(&self, listed: &[&Post], authors: &[BlogAuthor], with_sidebar: &dyn Fn(BlogMeta) -> BlogMeta) -> Vec<Route> {
        if authors.is_empty() {
            return Vec::new();
        }
        let posts_of = |a: &BlogAuthor| -> Vec<&Post> { listed.iter().copied().filter(|p| p.authors.iter().any(|pa| pa.key == a.key)).collect() };
        let mut routes = Vec::new();
        let mut list_meta = with_sidebar(BlogMeta::default());
        list_meta.authors = authors.iter().map(|a| with_count(a, posts_of(a).len())).collect();
        let authors_route = url::join([self.blog_route.as_str(), self.options.authors_base_path.as_str()]);
        routes.push(Route::new(self.page(&authors_route, PageKind::BlogAuthorsList, "Authors", list_meta), None));
        for author in authors {
            let Some(base) = &author.page_permalink else { continue };
            let posts = posts_of(author);
            let title = author.name.clone().or_else(|| author.key.clone()).unwrap_or_default();
            routes.extend(self.paginated(base, &posts, |route, mut meta| {
                meta.author = Some(with_count(author, posts.len()));
                let mut page = self.page(&route, PageKind::BlogAuthorPosts, &title, with_sidebar(meta));
                page.description.clone_from(&author.title);
                page
            }));
        }
        routes
    }
}

/// `One post tagged with "x"` / `3 posts tagged with "x"` (theme-classic's plural forms).
fn posts_tagged(count: usize, label: &str) -> String {
    if count == 1 {
        format!("One post tagged with \"{label}\"")
    } else {
        format!("{count} posts tagged with \"{label}\"")
    }
}

fn with_count(author: &BlogAuthor, count: usize) -> BlogAuthor {
    let mut a = author.clone();
    a.count = Some(count);
    a
}
