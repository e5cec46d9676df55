//! What the dev server tells browsers, and the channel it goes through (Server-Sent Events at
//! [`EVENTS_PATH`]).
//!
//! Each event is one JSON object with a `type`:
//!
//! | type | fields | the browser |
//! |---|---|---|
//! | `content` | `routes` (changed, added or removed), `shared` (site data changed) | re-fetches its page data and swaps the content in place when only the content changed; reloads otherwise |
//! | `css` | `href` (the new stylesheet) | swaps the stylesheet |
//! | `reload` | | reloads, keeping its scroll position |
//! | `error` | `problems`: `file`, `line`, `column`, `message` | shows the error overlay |
//! | `ok` | | hides the error overlay |

use std::convert::Infallible;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use ferrosaurus_build::session::ChangeOutcome;
use ferrosaurus_build::Problem;
use futures_util::Stream;
use serde_json::{json, Value};
use tokio::sync::broadcast;

/// Where browsers listen for events.
pub const EVENTS_PATH: &str = "/__ferrosaurus/events";

/// One message to the browsers.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum DevEvent {
    /// Page data changed: these routes, and every page when `shared` is set.
    Content {
        /// Routes changed, added or removed.
        routes: Vec<String>,
        /// The shared data (config, global data, sidebars) changed.
        shared: bool,
    },
    /// Only the stylesheet changed.
    Css {
        /// Its new URL.
        href: String,
    },
    /// The code changed, or a static file: reload the page.
    Reload,
    /// The last change did not build; the last good version is still served.
    Error {
        /// What is wrong and where.
        problems: Vec<Problem>,
    },
}

impl DevEvent {
    /// The events a successful rebuild sends (nothing when nothing visible changed).
    pub fn for_outcome(outcome: &ChangeOutcome) -> Option<DevEvent> {
        use ferrosaurus_build::session::Rebuild;
        if outcome.code_changed || outcome.rebuilt == Rebuild::Static {
            return Some(DevEvent::Reload);
        }
        if !outcome.changed_routes.is_empty() || outcome.shared_changed {
            return Some(DevEvent::Content { routes: outcome.changed_routes.clone(), shared: outcome.shared_changed });
        }
        outcome.stylesheet.clone().map(|href| DevEvent::Css { href })
    }

    /// The event as the JSON object the browser reads.
    pub fn to_json(&self) -> Value {
        match self {
            DevEvent::Content { routes, shared } => json!({ "type": "content", "routes": routes, "shared": shared }),
            DevEvent::Css { href } => json!({ "type": "css", "href": href }),
            DevEvent::Reload => json!({ "type": "reload" }),
            DevEvent::Error { problems } => json!({ "type": "error", "problems": problems.iter().map(problem_json).collect::<Vec<_>>() }),
        }
    }
}

fn problem_json(problem: &Problem) -> Value {
    json!({
        "file": problem.file.as_deref().map(Path::to_string_lossy),
        "line": problem.line,
        "column": problem.column,
        "message": problem.message,
    })
}

/// Sends events to every connected browser and remembers the current error, so a browser
/// that connects (or reloads) while the site is broken sees the overlay at once.
#[derive(Debug, Clone)]
pub(crate) struct Hub {
    sender: broadcast::Sender<Arc<String>>,
    current_error: Arc<Mutex<Option<Arc<String>>>>,
}

const OK: &str = r#"{"type":"ok"}"#;

impl Hub {
    pub(crate) fn new() -> Self {
        Self { sender: broadcast::channel(64).0, current_error: Arc::default() }
    }

    /// Sends an event; an error is remembered, anything else clears the remembered error.
    pub(crate) fn send(&self, event: &DevEvent) {
        let text = Arc::new(event.to_json().to_string());
        let mut error = self.current_error.lock().unwrap_or_else(|e| e.into_inner());
        if matches!(event, DevEvent::Error { .. }) {
            *error = Some(text.clone());
        } else if error.take().is_some() {
            let _ = self.sender.send(Arc::new(OK.to_string()));
        }
        let _ = self.sender.send(text);
    }

    /// The stream of one browser: the current error first, if any, then every event.
    pub(crate) fn subscribe(&self) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
        let receiver = self.sender.subscribe();
        let first = self.current_error.lock().unwrap_or_else(|e| e.into_inner()).clone().unwrap_or_else(|| Arc::new(OK.to_string()));
        let stream = futures_util::stream::unfold((Some(first), receiver), |(first, mut receiver)| async move {
            if let Some(text) = first {
                return Some((Ok(Event::default().data(text.as_str()).retry(Duration::from_millis(500))), (None, receiver)));
            }
            match receiver.recv().await {
                Ok(text) => Some((Ok(Event::default().data(text.as_str())), (None, receiver))),
                // a slow browser missed events: a reload brings it up to date
                Err(broadcast::error::RecvError::Lagged(_)) => Some((Ok(Event::default().data(r#"{"type":"reload"}"#)), (None, receiver))),
                Err(broadcast::error::RecvError::Closed) => None,
            }
        });
        Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(10)))
    }
}
