//! The [`Fetcher`]: every request of every source goes through it, in this order:
//!
//! 1. **whitelist** of the request's source ([`super::whitelist`]);
//! 2. **replay** (answers only from cassettes) or the **cache** (fresh entry served, stale entry
//!    revalidated with `If-None-Match`/`If-Modified-Since`);
//! 3. the **retry loop** ([`super::retry`]): per attempt, for each hop, the host's **limiter**
//!    (pace + concurrency cap), the **transport** under the total timeout and the **body cap**,
//!    the cookies of the source's jar, and redirects (at most 5) re-checked against the
//!    whitelist per hop;
//! 4. the **body classification**: the built-in one (a 202 with an empty body is a WAF
//!    challenge) then the source's registered [`Classifier`] (gate/captcha page, negative answer);
//! 5. the **cache** write (answers only, never failures or gates; negatives with a short TTL),
//!    and the **cassette** write in record mode (every exchange that got a response).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, SystemTime};

use bytes::Bytes;
use reqwest::cookie::{CookieStore, Jar};
use tokio::time::Instant;
use url::Url;

use super::cache::{Cache, CacheError, Entry};
use super::config::{FetchConfig, Mode, SourcePolicy};
use super::limiter::{HostKey, Limiters};
use super::replay::{Cassettes, Exchange, Recorder, ReplayError};
use super::retry::{self, Decision, Outcome, Retryable, TransportFault};
use super::transport::{
    NoNetwork, ReqwestSettings, ReqwestTransport, Transport, TransportError, WireRequest,
    WireResponse,
};
use super::types::{Attempt, Fetch, FetchError, Method, Request, Response};
use super::whitelist::{Refusal, Whitelist, WhitelistError};
use crate::model::Fuente;

/// What a source says about a body that came back as an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodyClass {
    /// A usable answer: cached with the source's freshness.
    Answer,
    /// A usable "no results" answer: cached with the short negative TTL.
    Negative,
    /// Not the page asked for (captcha, WAF challenge, robot check, maintenance, gate): never
    /// cached, and the fetch fails with [`FetchError::Unusable`] (an infrastructure fault).
    Gate(String),
}

/// A source's body classifier, registered with [`Fetcher::register_classifier`].
pub type Classifier = Arc<dyn Fn(&Response) -> BodyClass + Send + Sync>;

/// Why a fetcher could not be built.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// A bundled whitelist is invalid.
    #[error(transparent)]
    Whitelist(#[from] WhitelistError),
    /// The HTTP client could not be built.
    #[error("http client: {0}")]
    Transport(#[from] TransportError),
    /// The cache could not be opened.
    #[error(transparent)]
    Cache(#[from] CacheError),
    /// The cassettes could not be loaded.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

/// The fetch layer. Cheap to clone (shared state behind an `Arc`).
#[derive(Clone)]
pub struct Fetcher {
    inner: Arc<Inner>,
}

struct Inner {
    config: FetchConfig,
    whitelists: HashMap<Fuente, Whitelist>,
    transport: Arc<dyn Transport>,
    cassettes: Option<Cassettes>,
    recorder: Option<Recorder>,
    cache: Option<Arc<Cache>>,
    limiters: Limiters,
    jars: Mutex<HashMap<Fuente, Arc<Jar>>>,
    sessions: HashMap<Fuente, Arc<tokio::sync::Mutex<()>>>,
    classifiers: RwLock<HashMap<Fuente, Classifier>>,
}

impl std::fmt::Debug for Fetcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fetcher")
            .field("mode", &self.inner.config.mode)
            .field("cache", &self.inner.cache.is_some())
            .finish_non_exhaustive()
    }
}

/// A serial flow on one source's cookie jar, from [`Fetcher::session`]. While it lives, no
/// other session of that source runs; its requests bypass the cache (their answers depend on
/// server-side session state).
#[derive(Debug)]
pub struct Session {
    fetcher: Fetcher,
    source: Fuente,
    _guard: tokio::sync::OwnedMutexGuard<()>,
}

impl Session {
    /// Makes one request of the flow (never answered from the cache).
    ///
    /// # Errors
    /// As [`Fetcher::fetch`]; a request for another source is refused with
    /// [`FetchError::NotAllowed`].
    pub async fn fetch(&self, req: &Request) -> Result<Response, FetchError> {
        if req.source != self.source {
            return Err(FetchError::NotAllowed {
                fuente: req.source,
                url: req.url.to_string(),
                reason: format!(
                    "request for {} made on a {} session",
                    req.source.as_str(),
                    self.source.as_str()
                ),
            });
        }
        self.fetcher.run(req, CacheUse::Bypass).await
    }

    /// Forgets the source's cookies (a fresh server session starts with the next request).
    pub fn clear_cookies(&self) {
        self.fetcher.clear_cookies(self.source);
    }

    /// The source of this session.
    #[must_use]
    pub fn source(&self) -> Fuente {
        self.source
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CacheUse {
    Use,
    Bypass,
}

/// The final response of one attempt, after redirects.
struct Final {
    status: u16,
    url: Url,
    headers: Vec<(String, String)>,
    body: Bytes,
    /// When a replayed answer was captured (`None` for a live one).
    captured_at: Option<String>,
}

/// Why one attempt produced no final response.
enum AttemptFail {
    /// Worth retrying (a transport fault).
    Transient {
        fault: TransportFault,
        message: String,
    },
    /// Not worth retrying: ends the fetch.
    Fatal(Fatal),
}

enum Fatal {
    Refused { url: String, refusal: Refusal },
    Unusable { reason: String, status: Option<u16> },
    ReplayMiss,
}

impl Fetcher {
    /// Builds a fetcher over the real network transport.
    ///
    /// # Errors
    /// A [`BuildError`] when a whitelist, the HTTP client, the cache or the cassettes fail.
    pub fn new(config: FetchConfig) -> Result<Fetcher, BuildError> {
        if let Mode::Replay(_) = config.mode {
            return Fetcher::with_transport(config, Arc::new(NoNetwork));
        }
        let transport = ReqwestTransport::new(&ReqwestSettings {
            user_agent: config.user_agent.clone(),
            connect_timeout: config.connect_timeout,
            resolve: config.resolve.clone(),
        })?;
        Fetcher::with_transport(config, Arc::new(transport))
    }

    /// Builds a replay-only fetcher over the cassettes under `dir` ([`FetchConfig::replay`]).
    ///
    /// # Errors
    /// A [`BuildError`] when the cassettes cannot be loaded.
    pub fn replay(dir: impl Into<std::path::PathBuf>) -> Result<Fetcher, BuildError> {
        Fetcher::new(FetchConfig::replay(dir))
    }

    /// Builds a fetcher over any transport (tests use an in-memory fake under tokio's paused
    /// clock).
    ///
    /// # Errors
    /// A [`BuildError`] when a whitelist, the cache or the cassettes fail.
    pub fn with_transport(
        config: FetchConfig,
        transport: Arc<dyn Transport>,
    ) -> Result<Fetcher, BuildError> {
        let mut whitelists = HashMap::new();
        for source in Fuente::ALL {
            whitelists.insert(source, Whitelist::builtin(source)?);
        }
        let (cassettes, recorder, cache) = match &config.mode {
            Mode::Replay(dir) => (Some(Cassettes::load(dir)?), None, None),
            // Recording must see every exchange: no cache in front of it.
            Mode::Record(dir) => (None, Some(Recorder::new(dir.clone())), None),
            Mode::Live => (None, None, open_cache(&config)?),
        };
        Ok(Fetcher {
            inner: Arc::new(Inner {
                whitelists,
                transport,
                cassettes,
                recorder,
                cache,
                limiters: Limiters::new(),
                jars: Mutex::new(HashMap::new()),
                sessions: Fuente::ALL
                    .iter()
                    .map(|s| (*s, Arc::new(tokio::sync::Mutex::new(()))))
                    .collect(),
                classifiers: RwLock::new(HashMap::new()),
                config,
            }),
        })
    }

    /// Registers (or replaces) the body classifier of a source.
    pub fn register_classifier(&self, source: Fuente, classifier: Classifier) {
        self.inner
            .classifiers
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(source, classifier);
    }

    /// Starts a serial flow on the source's cookie jar; waits while another session of the
    /// same source is running.
    pub async fn session(&self, source: Fuente) -> Session {
        let lock = Arc::clone(
            self.inner
                .sessions
                .get(&source)
                .expect("invariant: one session lock per source"),
        );
        Session {
            fetcher: self.clone(),
            source,
            _guard: lock.lock_owned().await,
        }
    }

    /// The whitelist of a source.
    #[must_use]
    pub fn whitelist(&self, source: Fuente) -> &Whitelist {
        self.inner
            .whitelists
            .get(&source)
            .expect("invariant: a whitelist per source")
    }

    /// The configuration this fetcher was built with.
    #[must_use]
    pub fn config(&self) -> &FetchConfig {
        &self.inner.config
    }

    /// Forgets a source's cookies.
    pub fn clear_cookies(&self, source: Fuente) {
        self.lock_jars().insert(source, Arc::new(Jar::default()));
    }

    /// Makes a request (see the module doc for the order of the layers).
    ///
    /// # Errors
    /// A [`FetchError`] when no usable answer came back.
    pub async fn fetch(&self, req: &Request) -> Result<Response, FetchError> {
        self.run(req, CacheUse::Use).await
    }

    async fn run(&self, req: &Request, cache_use: CacheUse) -> Result<Response, FetchError> {
        let schemes = self.inner.config.schemes;
        if let Err(refusal) = self.whitelist(req.source).check(&req.url, schemes) {
            tracing::warn!(url = %req.url, reason = %refusal, "fetch refused by whitelist");
            return Err(FetchError::NotAllowed {
                fuente: req.source,
                url: req.url.to_string(),
                reason: refusal.to_string(),
            });
        }
        let policy = self.inner.config.policy(req.source);
        let key = req.key();
        let cached = match (&self.inner.cache, cache_use, policy.fresh_for) {
            (Some(cache), CacheUse::Use, Some(_)) => cache_get(cache, &key).await,
            _ => None,
        };
        let now_ms = unix_ms();
        if let Some(entry) = cached.as_ref().filter(|e| e.is_fresh(now_ms)) {
            return Ok(response_from_entry(entry, Vec::new()));
        }
        let stale = cached.filter(Entry::has_validator);
        let conditional = stale.as_ref().map(conditional_headers).unwrap_or_default();

        let (last, attempts) = self.retry_loop(req, &policy, &conditional).await?;

        if let (Some(entry), 304) = (&stale, last.status) {
            if let (Some(cache), Some(fresh_for)) = (&self.inner.cache, policy.fresh_for) {
                let expires = unix_ms().saturating_add(duration_ms(fresh_for));
                cache_refresh(cache, &entry.key, expires).await;
            }
            return Ok(response_from_entry(entry, attempts));
        }

        let response = Response {
            status: last.status,
            url: last.url,
            headers: last.headers,
            body: last.body,
            from_cache: self.inner.cassettes.is_some(),
            fetched_at: last.captured_at.unwrap_or_else(now_rfc3339),
            attempts,
        };
        let class = self.classify_body(req.source, &response);
        if let BodyClass::Gate(reason) = class {
            tracing::warn!(url = %req.url, %reason, "gate page");
            return Err(FetchError::Unusable {
                url: req.url.to_string(),
                reason: format!("not the page asked for: {reason}"),
                status: Some(response.status),
                attempts: response.attempts,
            });
        }
        if let (Some(cache), CacheUse::Use, Some(fresh_for)) =
            (&self.inner.cache, cache_use, policy.fresh_for)
        {
            let ttl = match (class, response.status) {
                (BodyClass::Answer, 200..=299) => Some(fresh_for),
                (BodyClass::Negative, 200..=299) | (_, 404 | 410) => {
                    Some(policy.negative_fresh_for)
                }
                _ => None,
            };
            if let Some(ttl) = ttl {
                cache_put(cache, entry_from_response(&key, req.source, &response, ttl)).await;
            }
        }
        Ok(response)
    }

    /// The retry loop: attempts until an answer, a fatal fault, or the schedule's end.
    async fn retry_loop(
        &self,
        req: &Request,
        policy: &SourcePolicy,
        conditional: &[(String, String)],
    ) -> Result<(Final, Vec<Attempt>), FetchError> {
        let retry = &self.inner.config.retry;
        let mut attempts: Vec<Attempt> = Vec::new();
        let mut first_start: Option<Instant> = None;
        loop {
            let (started, result) = self.attempt(req, policy, conditional).await;
            let first = *first_start.get_or_insert(started);
            let at_ms = duration_ms(started.saturating_duration_since(first));
            let at_ms = u64::try_from(at_ms).unwrap_or(u64::MAX);
            let (outcome, retry_after, final_response) = match result {
                Ok(fin) => {
                    if let Some(recorder) = &self.inner.recorder {
                        record(recorder, req, &fin);
                    }
                    let retry_after = header(&fin.headers, "retry-after")
                        .and_then(|v| retry::parse_retry_after(v, unix_ms() / 1000));
                    let mut text = format!("HTTP {}", fin.status);
                    if let Some(ra) = retry_after {
                        text.push_str(&format!(" (Retry-After {} s)", ra.as_secs()));
                    }
                    attempts.push(Attempt {
                        at_ms,
                        status: Some(fin.status),
                        outcome: text,
                    });
                    (Outcome::Status(fin.status), retry_after, Some(fin))
                }
                Err(AttemptFail::Transient { fault, message }) => {
                    attempts.push(Attempt {
                        at_ms,
                        status: None,
                        outcome: message,
                    });
                    (Outcome::Transport(fault), None, None)
                }
                Err(AttemptFail::Fatal(fatal)) => {
                    attempts.push(Attempt {
                        at_ms,
                        status: None,
                        outcome: fatal_text(&fatal),
                    });
                    return Err(fatal_error(req, fatal, attempts));
                }
            };
            if let Some(fin) = final_response {
                if retry::classify(outcome) == Retryable::Answer {
                    return Ok((fin, attempts));
                }
                self.after_transient_status(&fin, policy, retry_after);
            }
            match retry.decide(attempts.len(), retry_after) {
                Decision::RetryAfter(wait) => tokio::time::sleep(wait).await,
                Decision::GiveUp => return Err(exhausted(req, attempts, None)),
                Decision::RetryAfterBeyondCap(secs) => {
                    let note = format!(
                        "Retry-After {secs} s is beyond the {} s cap",
                        retry.retry_after_cap.as_secs()
                    );
                    return Err(exhausted(req, attempts, Some(note)));
                }
            }
        }
    }

    /// Politeness after a 429/503: the host's next slot moves past the server's `Retry-After`
    /// (and past the source's cool-down after a 503).
    fn after_transient_status(
        &self,
        fin: &Final,
        policy: &SourcePolicy,
        retry_after: Option<Duration>,
    ) {
        let mut wait = retry_after.unwrap_or(Duration::ZERO);
        if fin.status == 503 {
            wait = wait.max(policy.cool_down_after_503);
        }
        if wait.is_zero() || wait > self.inner.config.retry.retry_after_cap {
            return;
        }
        if let Some(host) = fin.url.host_str() {
            let limiter =
                self.inner
                    .limiters
                    .get(&HostKey::new(host), policy.pace, policy.max_in_flight);
            limiter.defer_until(Instant::now() + wait);
        }
    }

    /// One attempt: every hop until a final response. Returns when it started (first hop
    /// sent, after the limiter) and its result.
    async fn attempt(
        &self,
        req: &Request,
        policy: &SourcePolicy,
        conditional: &[(String, String)],
    ) -> (Instant, Result<Final, AttemptFail>) {
        if let Some(cassettes) = &self.inner.cassettes {
            return self.replay_attempt(cassettes, req, policy).await;
        }
        let config = &self.inner.config;
        let whitelist = self.whitelist(req.source);
        let mut url = req.url.clone();
        let mut method = req.method;
        let mut body = req.body.clone();
        let mut started: Option<Instant> = None;
        let mut deadline: Option<Instant> = None;
        let mut hop = 0;
        loop {
            let host = HostKey::new(url.host_str().unwrap_or(""));
            let limiter = self
                .inner
                .limiters
                .get(&host, policy.pace, policy.max_in_flight);
            let _slot = limiter.acquire().await;
            let now = Instant::now();
            let start = *started.get_or_insert(now);
            let deadline = *deadline.get_or_insert(now + config.total_timeout);
            let wire = WireRequest {
                method,
                url: url.clone(),
                headers: self.wire_headers(req, &url, if hop == 0 { conditional } else { &[] }),
                body: body.clone(),
                max_body: config.max_body,
            };
            let sent = tokio::time::timeout_at(deadline, self.inner.transport.send(wire)).await;
            let wire_response = match sent {
                Err(_elapsed) => {
                    let message = format!("timeout after {} s", config.total_timeout.as_secs_f64());
                    return (
                        start,
                        Err(AttemptFail::Transient {
                            fault: TransportFault::Timeout,
                            message,
                        }),
                    );
                }
                Ok(Err(err)) => return (start, Err(transport_fail(err))),
                Ok(Ok(r)) => r,
            };
            self.store_cookies(req.source, &url, &wire_response);
            let location = match wire_response.status {
                301 | 302 | 303 | 307 | 308 => wire_response.header("location").map(str::to_owned),
                _ => None,
            };
            let Some(location) = location else {
                return (start, Ok(final_of(url, wire_response)));
            };
            if hop == config.max_redirects {
                let reason = format!(
                    "more than {} redirects (last to {location})",
                    config.max_redirects
                );
                return (
                    start,
                    Err(AttemptFail::Fatal(Fatal::Unusable {
                        reason,
                        status: Some(wire_response.status),
                    })),
                );
            }
            let target = match whitelist.check_redirect(&url, &location, config.schemes) {
                Ok(target) => target,
                Err(refusal) => {
                    return (
                        start,
                        Err(AttemptFail::Fatal(Fatal::Refused {
                            url: location,
                            refusal,
                        })),
                    );
                }
            };
            if matches!(wire_response.status, 301..=303) && method == Method::Post
                || wire_response.status == 303
            {
                method = Method::Get;
                body = None;
            }
            url = target;
            hop += 1;
        }
    }

    async fn replay_attempt(
        &self,
        cassettes: &Cassettes,
        req: &Request,
        policy: &SourcePolicy,
    ) -> (Instant, Result<Final, AttemptFail>) {
        let host = HostKey::new(req.url.host_str().unwrap_or(""));
        let limiter = self
            .inner
            .limiters
            .get(&host, policy.pace, policy.max_in_flight);
        let _slot = limiter.acquire().await;
        let start = Instant::now();
        let Some(recorded) = cassettes.get(req) else {
            return (start, Err(AttemptFail::Fatal(Fatal::ReplayMiss)));
        };
        let schemes = self.inner.config.schemes;
        if let Err(refusal) = self
            .whitelist(req.source)
            .check(&recorded.final_url, schemes)
        {
            return (
                start,
                Err(AttemptFail::Fatal(Fatal::Refused {
                    url: recorded.final_url.to_string(),
                    refusal,
                })),
            );
        }
        let fin = Final {
            status: recorded.status,
            url: recorded.final_url.clone(),
            headers: recorded.headers.clone(),
            body: recorded.body.clone(),
            captured_at: Some(recorded.captured_at.clone()),
        };
        (start, Ok(fin))
    }

    fn wire_headers(
        &self,
        req: &Request,
        url: &Url,
        conditional: &[(String, String)],
    ) -> Vec<(String, String)> {
        let mut headers = Vec::with_capacity(req.headers.len() + 3);
        if let Some(accept) = &req.accept {
            headers.push(("accept".to_owned(), accept.clone()));
        }
        headers.extend(req.headers.iter().cloned());
        if let Some(cookie) = self.jar(req.source).cookies(url)
            && let Ok(cookie) = cookie.to_str()
        {
            headers.push(("cookie".to_owned(), cookie.to_owned()));
        }
        headers.extend(conditional.iter().cloned());
        headers
    }

    fn store_cookies(&self, source: Fuente, url: &Url, response: &WireResponse) {
        let values: Vec<http::HeaderValue> = response
            .headers
            .iter()
            .filter(|(k, _)| k == "set-cookie")
            .filter_map(|(_, v)| http::HeaderValue::from_str(v).ok())
            .collect();
        if values.is_empty() {
            return;
        }
        self.jar(source).set_cookies(&mut values.iter(), url);
    }

    fn jar(&self, source: Fuente) -> Arc<Jar> {
        Arc::clone(self.lock_jars().entry(source).or_default())
    }

    fn lock_jars(&self) -> std::sync::MutexGuard<'_, HashMap<Fuente, Arc<Jar>>> {
        self.inner
            .jars
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn classify_body(&self, source: Fuente, response: &Response) -> BodyClass {
        if response.status == 202 && response.body.iter().all(u8::is_ascii_whitespace) {
            return BodyClass::Gate("HTTP 202 with an empty body (WAF challenge)".to_owned());
        }
        let classifier = self
            .inner
            .classifiers
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&source)
            .cloned();
        match classifier {
            Some(classify) => classify(response),
            None => BodyClass::Answer,
        }
    }
}

impl Fetch for Fetcher {
    fn fetch(&self, req: &Request) -> impl Future<Output = Result<Response, FetchError>> + Send {
        Fetcher::fetch(self, req)
    }
}

fn final_of(url: Url, response: WireResponse) -> Final {
    Final {
        status: response.status,
        url,
        headers: response.headers,
        body: response.body,
        captured_at: None,
    }
}

fn transport_fail(err: TransportError) -> AttemptFail {
    match err {
        TransportError::Fault { kind, message } => AttemptFail::Transient {
            fault: kind,
            message,
        },
        TransportError::TooLarge { limit, status } => AttemptFail::Fatal(Fatal::Unusable {
            reason: format!("body larger than {limit} bytes after decompression"),
            status: Some(status),
        }),
        TransportError::Build(message) => AttemptFail::Fatal(Fatal::Unusable {
            reason: format!("cannot build request: {message}"),
            status: None,
        }),
    }
}

fn fatal_text(fatal: &Fatal) -> String {
    match fatal {
        Fatal::Refused { url, refusal } => format!("redirect to {url} refused: {refusal}"),
        Fatal::Unusable { reason, .. } => reason.clone(),
        Fatal::ReplayMiss => "no cassette".to_owned(),
    }
}

fn fatal_error(req: &Request, fatal: Fatal, attempts: Vec<Attempt>) -> FetchError {
    match fatal {
        Fatal::Refused { url, refusal } => FetchError::NotAllowed {
            fuente: req.source,
            url,
            reason: format!("redirect from {} refused: {refusal}", req.url),
        },
        Fatal::Unusable { reason, status } => FetchError::Unusable {
            url: req.url.to_string(),
            reason,
            status,
            attempts,
        },
        Fatal::ReplayMiss => FetchError::ReplayMiss {
            method: req.method,
            url: req.url.to_string(),
            accept: req.accept.clone(),
        },
    }
}

fn exhausted(req: &Request, attempts: Vec<Attempt>, note: Option<String>) -> FetchError {
    let last_status = attempts.last().and_then(|a| a.status);
    let mut last = attempts
        .last()
        .map_or_else(|| "no attempt".to_owned(), |a| a.outcome.clone());
    if let Some(note) = note {
        last.push_str("; ");
        last.push_str(&note);
    }
    FetchError::Exhausted {
        url: req.url.to_string(),
        attempts,
        last,
        last_status,
    }
}

fn record(recorder: &Recorder, req: &Request, fin: &Final) {
    let captured_at = now_rfc3339();
    let exchange = Exchange {
        request: req,
        status: fin.status,
        final_url: &fin.url,
        headers: &fin.headers,
        body: &fin.body,
        captured_at: &captured_at,
    };
    if let Err(err) = recorder.write(&exchange) {
        tracing::error!(cause = %err, url = %req.url, "cannot write cassette");
    }
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

fn conditional_headers(entry: &Entry) -> Vec<(String, String)> {
    let mut headers = Vec::new();
    if let Some(etag) = &entry.etag {
        headers.push(("if-none-match".to_owned(), etag.clone()));
    }
    if let Some(modified) = &entry.last_modified {
        headers.push(("if-modified-since".to_owned(), modified.clone()));
    }
    headers
}

fn response_from_entry(entry: &Entry, attempts: Vec<Attempt>) -> Response {
    let url = Url::parse(&entry.final_url)
        .unwrap_or_else(|_| Url::parse("about:blank").expect("invariant: a literal url parses"));
    Response {
        status: entry.status,
        url,
        headers: entry.headers.clone(),
        body: Bytes::from(entry.body.clone()),
        from_cache: true,
        fetched_at: entry.fetched_at.clone(),
        attempts,
    }
}

fn entry_from_response(key: &str, source: Fuente, response: &Response, ttl: Duration) -> Entry {
    Entry {
        key: key.to_owned(),
        site: source.site_name().to_owned(),
        status: response.status,
        final_url: response.url.to_string(),
        headers: response.headers.clone(),
        body: response.body.to_vec(),
        fetched_at: response.fetched_at.clone(),
        expires_ms: unix_ms().saturating_add(duration_ms(ttl)),
        etag: response.header("etag").map(str::to_owned),
        last_modified: response.header("last-modified").map(str::to_owned),
    }
}

fn open_cache(config: &FetchConfig) -> Result<Option<Arc<Cache>>, CacheError> {
    match &config.cache_path {
        Some(path) => Ok(Some(Arc::new(Cache::open(path)?))),
        None => Ok(None),
    }
}

async fn cache_get(cache: &Arc<Cache>, key: &str) -> Option<Entry> {
    let cache = Arc::clone(cache);
    let key = key.to_owned();
    let result = tokio::task::spawn_blocking(move || cache.get(&key)).await;
    match result {
        Ok(Ok(entry)) => entry,
        Ok(Err(err)) => {
            tracing::error!(cause = %err, "cache read failed");
            None
        }
        Err(err) => {
            tracing::error!(cause = %err, "cache task failed");
            None
        }
    }
}

async fn cache_put(cache: &Arc<Cache>, entry: Entry) {
    let cache = Arc::clone(cache);
    let result = tokio::task::spawn_blocking(move || cache.put(&entry)).await;
    if let Ok(Err(err)) = result {
        tracing::error!(cause = %err, "cache write failed");
    }
}

async fn cache_refresh(cache: &Arc<Cache>, key: &str, expires_ms: i64) {
    let cache = Arc::clone(cache);
    let key = key.to_owned();
    let result = tokio::task::spawn_blocking(move || cache.refresh(&key, expires_ms)).await;
    if let Ok(Err(err)) = result {
        tracing::error!(cause = %err, "cache refresh failed");
    }
}

/// Wall-clock Unix milliseconds (cache freshness and `Retry-After` dates only).
fn unix_ms() -> i64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn duration_ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

fn now_rfc3339() -> String {
    jiff::Timestamp::now().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_conditional_headers_from_validators() {
        let mut entry = Entry {
            key: "k".into(),
            site: "boe".into(),
            status: 200,
            final_url: "https://www.boe.es/".into(),
            headers: Vec::new(),
            body: Vec::new(),
            fetched_at: String::new(),
            expires_ms: 0,
            etag: Some("\"abc\"".into()),
            last_modified: Some("Sun, 06 Nov 1994 08:49:37 GMT".into()),
        };
        assert_eq!(
            conditional_headers(&entry),
            vec![
                ("if-none-match".to_owned(), "\"abc\"".to_owned()),
                (
                    "if-modified-since".to_owned(),
                    "Sun, 06 Nov 1994 08:49:37 GMT".to_owned()
                ),
            ]
        );
        entry.etag = None;
        entry.last_modified = None;
        assert!(conditional_headers(&entry).is_empty());
    }

    #[test]
    fn test_exhausted_keeps_last_status_and_history() {
        let req = Request::get(
            Fuente::Boe,
            Url::parse("https://www.boe.es/x").expect("valid"),
            "*/*",
        );
        let attempts = vec![
            Attempt {
                at_ms: 0,
                status: None,
                outcome: "timeout after 60 s".into(),
            },
            Attempt {
                at_ms: 3000,
                status: Some(503),
                outcome: "HTTP 503".into(),
            },
        ];
        let err = exhausted(&req, attempts.clone(), None);
        assert_eq!(err.status(), Some(503));
        assert_eq!(err.attempts(), attempts.as_slice());
        assert!(
            err.to_string().contains("after 2 attempts; last: HTTP 503"),
            "{err}"
        );
    }
}
