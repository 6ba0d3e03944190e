//! An in-memory transport, scripted per URL, that records when each request was sent (on
//! tokio's clock, so paused-clock tests read exact times).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use compulsa::fetch::retry::TransportFault;
use compulsa::fetch::transport::{Transport, TransportError, WireRequest, WireResponse};
use futures_util::future::BoxFuture;
use tokio::time::Instant;

/// What the fake does for one request.
#[derive(Debug, Clone)]
pub enum Step {
    /// Answer with status, headers and body.
    Respond(u16, Vec<(&'static str, &'static str)>, &'static [u8]),
    /// Fail with a transport fault.
    Fault(TransportFault),
    /// Never answer within this long (then answer 200).
    Hang(Duration),
}

/// One request the fake received.
#[derive(Debug, Clone)]
pub struct Sent {
    /// When it arrived (tokio clock).
    pub at: Instant,
    /// The URL.
    pub url: String,
    /// Headers sent.
    pub headers: Vec<(String, String)>,
}

/// The scripted fake.
#[derive(Debug, Default)]
pub struct Fake {
    scripts: Mutex<HashMap<String, VecDeque<Step>>>,
    sent: Mutex<Vec<Sent>>,
}

impl Fake {
    /// An empty fake: unscripted URLs answer 200 "ok".
    pub fn new() -> Arc<Fake> {
        Arc::new(Fake::default())
    }

    /// Queues steps for a URL (used in order; the last one repeats).
    pub fn script(&self, url: &str, steps: Vec<Step>) {
        self.scripts
            .lock()
            .expect("lock")
            .insert(url.to_owned(), steps.into());
    }

    /// Everything received so far.
    pub fn sent(&self) -> Vec<Sent> {
        self.sent.lock().expect("lock").clone()
    }

    /// Seconds (as f64, from `origin`) at which each request to `url` arrived.
    pub fn times(&self, url: &str, origin: Instant) -> Vec<Duration> {
        self.sent()
            .into_iter()
            .filter(|s| s.url == url)
            .map(|s| s.at - origin)
            .collect()
    }

    fn next_step(&self, url: &str) -> Step {
        let mut scripts = self.scripts.lock().expect("lock");
        match scripts.get_mut(url) {
            Some(queue) if queue.len() > 1 => queue.pop_front().expect("non-empty"),
            Some(queue) => queue
                .front()
                .cloned()
                .unwrap_or(Step::Respond(200, vec![], b"ok")),
            None => Step::Respond(200, vec![], b"ok"),
        }
    }
}

impl Transport for Fake {
    fn send(&self, req: WireRequest) -> BoxFuture<'_, Result<WireResponse, TransportError>> {
        Box::pin(async move {
            let url = req.url.to_string();
            self.sent.lock().expect("lock").push(Sent {
                at: Instant::now(),
                url: url.clone(),
                headers: req.headers.clone(),
            });
            match self.next_step(&url) {
                Step::Respond(status, headers, body) => Ok(WireResponse {
                    status,
                    headers: headers
                        .into_iter()
                        .map(|(k, v)| (k.to_owned(), v.to_owned()))
                        .collect(),
                    body: Bytes::from_static(body),
                }),
                Step::Fault(kind) => Err(TransportError::Fault {
                    kind,
                    message: format!("fake fault {kind:?}"),
                }),
                Step::Hang(d) => {
                    tokio::time::sleep(d).await;
                    Ok(WireResponse {
                        status: 200,
                        headers: vec![],
                        body: Bytes::from_static(b"late"),
                    })
                }
            }
        })
    }
}
