//! The site's files as the dev server answers them: from the current [`SiteSnapshot`], pages
//! rendered on their first request, every HTML page with the live-reload client added.

use std::sync::{Arc, RwLock};
use std::time::SystemTime;

use ferrosaurus_build::session::DevFile;
use ferrosaurus_build::{Problem, SiteSnapshot};
use ferrosaurus_server::{Lookup, SiteFile, SiteFiles, SitePath};

use crate::events::{DevEvent, Hub};

/// Where the live-reload client is served.
pub const CLIENT_PATH: &str = "/__ferrosaurus/client.js";

/// The live-reload client.
pub(crate) const CLIENT_JS: &str = include_str!("client.js");

/// The tag added before `</body>` of every page.
pub const CLIENT_TAG: &str = "<script src=\"/__ferrosaurus/client.js\" async></script>";

/// The current version of the site, swapped by the watcher after each good rebuild.
#[derive(Clone)]
pub(crate) struct Current(Arc<RwLock<Arc<SiteSnapshot>>>);

impl Current {
    pub(crate) fn new(snapshot: Arc<SiteSnapshot>) -> Self {
        Self(Arc::new(RwLock::new(snapshot)))
    }

    pub(crate) fn get(&self) -> Arc<SiteSnapshot> {
        self.0.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub(crate) fn set(&self, snapshot: Arc<SiteSnapshot>) {
        *self.0.write().unwrap_or_else(|e| e.into_inner()) = snapshot;
    }
}

/// [`SiteFiles`] over the current snapshot.
#[derive(Clone)]
pub(crate) struct DevFiles {
    pub(crate) current: Current,
    pub(crate) hub: Hub,
}

impl SiteFiles for DevFiles {
    async fn lookup(&self, path: &SitePath) -> Lookup {
        let snapshot = self.current.get();
        let rel = path.as_str().to_string();
        let hub = self.hub.clone();
        // rendering a page waits on a node worker: off the async threads
        tokio::task::spawn_blocking(move || lookup_blocking(&snapshot, &rel, &hub)).await.unwrap_or(Lookup::Missing)
    }
}

fn lookup_blocking(snapshot: &SiteSnapshot, rel: &str, hub: &Hub) -> Lookup {
    match snapshot.file(rel) {
        Ok(Some(DevFile::Bytes(bytes))) if rel.ends_with(".html") => Lookup::File(SiteFile::from_bytes(with_client(&bytes), None)),
        Ok(Some(DevFile::Bytes(bytes))) => Lookup::File(SiteFile::from_bytes(bytes.to_vec(), None)),
        Ok(Some(DevFile::Disk(path))) => match std::fs::read(&path) {
            Ok(bytes) => Lookup::File(SiteFile::from_bytes(bytes, std::fs::metadata(&path).and_then(|m| m.modified()).ok())),
            // deleted between the lookup and the read
            Err(_) => Lookup::Missing,
        },
        Ok(None) => Lookup::Missing,
        Err(error) => {
            let problems = Problem::from_error(&error);
            let page = error_page(&problems);
            hub.send(&DevEvent::Error { problems });
            Lookup::File(SiteFile::from_bytes(page, Some(SystemTime::now())))
        }
    }
}

/// The page with the live-reload client before `</body>`.
pub(crate) fn with_client(html: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(html);
    match text.rfind("</body>") {
        Some(i) => format!("{}{CLIENT_TAG}{}", &text[..i], &text[i..]).into_bytes(),
        None => format!("{text}{CLIENT_TAG}").into_bytes(),
    }
}

/// A page that failed to render: its error, and the client so the fix reloads it.
fn error_page(problems: &[Problem]) -> Vec<u8> {
    let items: String = problems
        .iter()
        .map(|p| {
            let place = p.file.as_ref().map(|f| format!("{}{}", f.display(), p.line.map(|l| format!(":{l}")).unwrap_or_default())).unwrap_or_default();
            format!("<li><b>{}</b><pre>{}</pre></li>", escape(&place), escape(&p.message))
        })
        .collect();
    format!("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Error</title></head><body><h1>This page could not be rendered</h1><ul>{items}</ul>{CLIENT_TAG}</body></html>").into_bytes()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_client_goes_before_the_last_body_end() {
        let html = with_client(b"<html><body><p>x</p></body></html>");
        assert_eq!(String::from_utf8(html).unwrap(), format!("<html><body><p>x</p>{CLIENT_TAG}</body></html>"));
    }
}
