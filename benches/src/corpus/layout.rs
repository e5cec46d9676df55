//! Where each generated doc goes: `section-SS/group-GG/page-NNNNN.md`, about ten docs per leaf
//! folder, as many sections as groups per section (32 sections at 10,000 pages).

/// Docs per leaf (group) folder.
const DOCS_PER_GROUP: usize = 10;

/// The place of one doc in the two-level folder tree (all indices 0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Place {
    /// Its section folder.
    pub(crate) section: usize,
    /// Its group folder inside the section.
    pub(crate) group: usize,
    /// Its position inside the group (the `sidebar_position` minus one).
    pub(crate) position: usize,
}

impl Place {
    /// The folder of this place, relative to `docs/`.
    pub(crate) fn folder(&self) -> String {
        format!("section-{:02}/group-{:02}", self.section + 1, self.group + 1)
    }
}

/// The places of `pages` docs, in doc order: leaves of ten, filled section by section; a square
/// tree (sections = ceil(sqrt(leaves)), groups per section = ceil(leaves / sections)).
pub(crate) fn places(pages: usize) -> Vec<Place> {
    let leaves = pages.div_ceil(DOCS_PER_GROUP).max(1);
    let sections = ceil_sqrt(leaves);
    let groups_per_section = leaves.div_ceil(sections);
    (0..pages)
        .map(|doc| {
            let leaf = doc / DOCS_PER_GROUP;
            Place { section: leaf / groups_per_section, group: leaf % groups_per_section, position: doc % DOCS_PER_GROUP }
        })
        .collect()
}

/// The smallest `s` with `s * s >= n`.
fn ceil_sqrt(n: usize) -> usize {
    let mut s = (n as f64).sqrt() as usize;
    while s * s < n {
        s += 1;
    }
    while s > 1 && (s - 1) * (s - 1) >= n {
        s -= 1;
    }
    s.max(1)
}

/// The relative link from a doc in folder `from` to the file `to` (both relative to the same
/// root), starting with `./` or `../` as Docusaurus expects of a file link.
pub(crate) fn relative_link(from_folder: &str, to_file: &str) -> String {
    let from: Vec<&str> = from_folder.split('/').filter(|p| !p.is_empty()).collect();
    let to: Vec<&str> = to_file.split('/').collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let ups = from.len() - common;
    let rest = to[common..].join("/");
    if ups == 0 {
        format!("./{rest}")
    } else {
        format!("{}{rest}", "../".repeat(ups))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_thousand_pages_make_32_sections_of_ten_docs_per_group() {
        let all = places(10_000);
        let sections = all.iter().map(|p| p.section).max().unwrap() + 1;
        assert_eq!(sections, 32);
        assert_eq!(all[0], Place { section: 0, group: 0, position: 0 });
        assert_eq!(all[9].position, 9);
        assert_eq!(all[10], Place { section: 0, group: 1, position: 0 });
    }

    #[test]
    fn small_corpora_have_at_least_one_section() {
        assert_eq!(places(1), vec![Place { section: 0, group: 0, position: 0 }]);
        let hundred = places(100);
        assert_eq!(hundred.iter().map(|p| p.section).max(), Some(3), "10 leaves -> 4 sections of 3 groups");
    }

    #[test]
    fn relative_links_climb_only_as_far_as_needed() {
        assert_eq!(relative_link("section-01/group-01", "section-01/group-01/page-00002.md"), "./page-00002.md");
        assert_eq!(relative_link("section-01/group-01", "section-01/group-03/page-00021.md"), "../group-03/page-00021.md");
        assert_eq!(relative_link("section-01/group-01", "section-02/group-01/page-00031.md"), "../../section-02/group-01/page-00031.md");
    }
}
