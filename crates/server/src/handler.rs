//! The request handler: method and body checks, routing, conditional requests, cache headers
//! and the 404 page, over any [`SiteFiles`].

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::Response;
use axum::Router;
use tokio_util::io::ReaderStream;
use tower_http::compression::CompressionLayer;

use crate::files::{FileBody, Lookup, SiteFile, SiteFiles, SitePath};
use crate::options::{ServeOptions, TrailingSlash};
use crate::routing::{route, Route};

/// `Cache-Control` of content-hashed assets: the name changes whenever the content does.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// `Cache-Control` of everything else: revalidate each time (cheap with the ETag).
pub const REVALIDATE: &str = "no-cache";

/// Chunk size when streaming a file from disk.
const READ_CHUNK: usize = 64 * 1024;

struct App<F> {
    files: F,
    base_url: String,
    trailing_slash: TrailingSlash,
}

/// The site as an axum [`Router`] (compression included), ready for [`crate::Server::run_router`];
/// the dev server can merge its own routes (a live-reload channel) into it.
pub fn router<F: SiteFiles>(files: F, options: &ServeOptions) -> Router {
    let app = Arc::new(App { files, base_url: options.base_url.clone(), trailing_slash: options.trailing_slash });
    Router::new()
        .fallback(move |request: Request| {
            let app = app.clone();
            async move { respond(&app, request).await }
        })
        .layer(CompressionLayer::new())
}

async fn respond<F: SiteFiles>(app: &App<F>, request: Request) -> Response {
    if has_body(request.headers()) {
        // a static site reads no body: refuse before a byte of it is read
        return plain(StatusCode::PAYLOAD_TOO_LARGE, "request bodies are not accepted\n", &[(header::CONNECTION, "close")]);
    }
    let method = request.method();
    if method != Method::GET && method != Method::HEAD {
        return plain(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD are served\n", &[(header::ALLOW, "GET, HEAD")]);
    }
    let uri = request.uri();
    match route(uri.path(), uri.query(), &app.base_url, app.trailing_slash) {
        Route::Redirect { status, location } => redirect(status, &location),
        Route::BadRequest => plain(StatusCode::BAD_REQUEST, "bad request path\n", &[]),
        Route::Files(candidates) => {
            for path in &candidates {
                if let Lookup::File(file) = app.files.lookup(path).await {
                    return send(request.headers(), path, file, StatusCode::OK).await;
                }
            }
            not_found(app).await
        }
    }
}

fn has_body(headers: &HeaderMap) -> bool {
    let length = headers.get(header::CONTENT_LENGTH).map(|v| v.as_bytes() != b"0");
    length.unwrap_or(false) || headers.contains_key(header::TRANSFER_ENCODING)
}

async fn not_found<F: SiteFiles>(app: &App<F>) -> Response {
    let page = SitePath::parse("404.html").expect("a plain name");
    match app.files.lookup(&page).await {
        Lookup::File(file) => send(&HeaderMap::new(), &page, file, StatusCode::NOT_FOUND).await,
        _ => plain(StatusCode::NOT_FOUND, "Not Found\n", &[]),
    }
}

async fn send(request: &HeaderMap, path: &SitePath, file: SiteFile, status: StatusCode) -> Response {
    let cache = if is_hashed_asset(path) { IMMUTABLE } else { REVALIDATE };
    let mut builder = Response::builder().header(header::ETAG, &file.etag).header(header::CACHE_CONTROL, cache);
    if let Some(modified) = file.modified {
        builder = builder.header(header::LAST_MODIFIED, httpdate::fmt_http_date(modified));
    }
    if status == StatusCode::OK && not_modified(request, &file) {
        return builder.status(StatusCode::NOT_MODIFIED).body(Body::empty()).unwrap_or_default();
    }
    let builder = builder.header(header::CONTENT_TYPE, content_type(path)).header(header::X_CONTENT_TYPE_OPTIONS, "nosniff").header(header::ACCEPT_RANGES, "bytes");
    let range = if status == StatusCode::OK { requested_range(request, &file) } else { None };
    let (status, start, len, builder) = match range {
        None => (status, 0, file.len, builder),
        Some(Ok((start, end))) => {
            let builder = builder.header(header::CONTENT_RANGE, format!("bytes {start}-{end}/{}", file.len));
            (StatusCode::PARTIAL_CONTENT, start, end - start + 1, builder)
        }
        Some(Err(())) => {
            let builder = builder.header(header::CONTENT_RANGE, format!("bytes */{}", file.len));
            return builder.status(StatusCode::RANGE_NOT_SATISFIABLE).body(Body::empty()).unwrap_or_default();
        }
    };
    let body = match file.body {
        FileBody::Bytes(bytes) => Body::from(bytes.slice(start as usize..(start + len) as usize)),
        FileBody::Disk(mut f) => {
            use tokio::io::{AsyncReadExt, AsyncSeekExt};
            if start > 0 && f.seek(std::io::SeekFrom::Start(start)).await.is_err() {
                return plain(StatusCode::INTERNAL_SERVER_ERROR, "the file could not be read\n", &[]);
            }
            Body::from_stream(ReaderStream::with_capacity(f.take(len), READ_CHUNK))
        }
    };
    builder.status(status).header(header::CONTENT_LENGTH, len).body(body).unwrap_or_default()
}

/// One `Range: bytes=a-b` / `a-` / `-n` (several ranges, or an `If-Range` that no longer
/// matches, get the whole file): `Some(Ok((first, last)))`, or `Some(Err(()))` when it lies
/// outside the file (416).
fn requested_range(request: &HeaderMap, file: &SiteFile) -> Option<Result<(u64, u64), ()>> {
    let spec = request.get(header::RANGE)?.to_str().ok()?.strip_prefix("bytes=")?.trim();
    if spec.contains(',') {
        return None;
    }
    if let Some(condition) = request.get(header::IF_RANGE).and_then(|v| v.to_str().ok()) {
        if condition != file.etag {
            return None;
        }
    }
    let (first, last) = spec.split_once('-')?;
    let (first, last) = match (first.trim(), last.trim()) {
        ("", suffix) => {
            let n: u64 = suffix.parse().ok()?;
            if n == 0 || file.len == 0 {
                return Some(Err(()));
            }
            (file.len.saturating_sub(n), file.len - 1)
        }
        (first, "") => (first.parse().ok()?, file.len.saturating_sub(1)),
        (first, last) => (first.parse().ok()?, last.parse::<u64>().ok()?.min(file.len.saturating_sub(1))),
    };
    if first > last || first >= file.len {
        return Some(Err(()));
    }
    Some(Ok((first, last)))
}

/// `If-None-Match` first (a matching tag or `*`), else `If-Modified-Since` (whole seconds).
fn not_modified(request: &HeaderMap, file: &SiteFile) -> bool {
    if let Some(tags) = request.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) {
        let ours = file.etag.trim_start_matches("W/");
        return tags.split(',').map(str::trim).any(|t| t == "*" || t.trim_start_matches("W/") == ours);
    }
    let since = request.get(header::IF_MODIFIED_SINCE).and_then(|v| v.to_str().ok()).and_then(|v| httpdate::parse_http_date(v).ok());
    match (since, file.modified) {
        (Some(since), Some(modified)) => whole_seconds(modified) <= since,
        _ => false,
    }
}

fn whole_seconds(t: SystemTime) -> SystemTime {
    let secs = t.duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    SystemTime::UNIX_EPOCH + Duration::from_secs(secs)
}

/// A file under `assets/` whose name ends in a content hash (`main.3f9a2c1b.js`,
/// `logo-5d41402a.png`): at least 8 alphanumeric characters with a digit, after the last `.`
/// or `-` of the stem.
fn is_hashed_asset(path: &SitePath) -> bool {
    if !path.as_str().starts_with("assets/") {
        return false;
    }
    let name = path.as_str().rsplit('/').next().unwrap_or_default();
    let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
    let token = stem.rsplit(['.', '-']).next().unwrap_or_default();
    token.len() >= 8 && token.bytes().all(|b| b.is_ascii_alphanumeric()) && token.bytes().any(|b| b.is_ascii_digit())
}

fn content_type(path: &SitePath) -> HeaderValue {
    let mime = mime_guess::from_path(path.as_str()).first_or_octet_stream();
    let textual = mime.type_() == mime_guess::mime::TEXT || matches!(mime.subtype().as_str(), "javascript" | "json" | "xml" | "manifest+json");
    let value = if textual { format!("{mime}; charset=utf-8") } else { mime.to_string() };
    HeaderValue::from_str(&value).unwrap_or(HeaderValue::from_static("application/octet-stream"))
}

fn redirect(status: StatusCode, location: &str) -> Response {
    let location = HeaderValue::from_str(location).unwrap_or(HeaderValue::from_static("/"));
    Response::builder().status(status).header(header::LOCATION, location).header(header::CACHE_CONTROL, REVALIDATE).body(Body::empty()).unwrap_or_default()
}

fn plain(status: StatusCode, text: &'static str, extra: &[(header::HeaderName, &'static str)]) -> Response {
    let mut builder = Response::builder().status(status).header(header::CONTENT_TYPE, "text/plain; charset=utf-8");
    for (name, value) in extra {
        builder = builder.header(name, *value);
    }
    builder.body(Body::from(text)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_assets_are_recognised() {
        let hashed = |p: &str| is_hashed_asset(&SitePath::parse(p).unwrap());
        assert!(hashed("assets/js/main.3f9a2c1b.js"));
        assert!(hashed("assets/images/logo-5d41402abc.png"));
        assert!(hashed("assets/css/styles.0123abcd.css"));
        assert!(!hashed("assets/js/main.js"));
        assert!(!hashed("img/logo.3f9a2c1b.png"));
        assert!(!hashed("assets/docs/introduction.html"));
    }

    #[test]
    fn content_types_carry_a_charset_when_textual() {
        let ct = |p: &str| content_type(&SitePath::parse(p).unwrap()).to_str().unwrap().to_string();
        assert_eq!(ct("a/index.html"), "text/html; charset=utf-8");
        assert_eq!(ct("assets/js/main.1.js"), "text/javascript; charset=utf-8");
        assert_eq!(ct("img/a.png"), "image/png");
        assert_eq!(ct("LICENSE"), "application/octet-stream");
    }
}
