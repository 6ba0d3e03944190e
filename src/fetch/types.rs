//! The request/response values of the fetch layer and the [`Fetch`] trait sources use.
//!
//! This file is the contract between the fetch layer and the sources: extend it, do not
//! change what exists.

use std::future::Future;

use bytes::Bytes;
use sha2::{Digest, Sha256};
use url::Url;

use crate::model::{Evidencia, Fuente};

/// HTTP method of a request (the sources need only these two).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Method {
    /// GET.
    Get,
    /// POST (form or JSON body).
    Post,
}

/// One request a source wants made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The source on whose behalf (selects whitelist, pace, cookie jar, cache freshness).
    pub source: Fuente,
    /// Method.
    pub method: Method,
    /// Absolute URL; must be on the source's whitelist.
    pub url: Url,
    /// The `Accept` header (part of the cache and cassette key).
    pub accept: Option<String>,
    /// Extra headers (`Content-Type`, `Referer`, `Accept-Language`…); not part of the key.
    pub headers: Vec<(String, String)>,
    /// Request body (part of the cache and cassette key).
    pub body: Option<Vec<u8>>,
}

impl Request {
    /// A GET with an `Accept` header.
    #[must_use]
    pub fn get(source: Fuente, url: Url, accept: &str) -> Request {
        Request {
            source,
            method: Method::Get,
            url,
            accept: Some(accept.to_owned()),
            headers: Vec::new(),
            body: None,
        }
    }

    /// The stable key of this request: SHA-256 (hex) over method, URL, `Accept` and body.
    /// Used by the cache and by cassettes.
    #[must_use]
    pub fn key(&self) -> String {
        let mut h = Sha256::new();
        h.update(match self.method {
            Method::Get => b"GET".as_slice(),
            Method::Post => b"POST".as_slice(),
        });
        h.update(b"\n");
        h.update(self.url.as_str().as_bytes());
        h.update(b"\n");
        h.update(self.accept.as_deref().unwrap_or("").as_bytes());
        h.update(b"\n");
        h.update(self.body.as_deref().unwrap_or(b""));
        hex::encode(h.finalize())
    }
}

/// One attempt made for a request, for the retry history.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Attempt {
    /// Milliseconds since the first attempt started (0 for the first).
    pub at_ms: u64,
    /// HTTP status, if a response came back.
    pub status: Option<u16>,
    /// What happened, readable ("HTTP 503", "timeout after 60 s", "connection reset").
    pub outcome: String,
}

/// An answer from a source: any status that is not a transient fault (200, 3xx final, 404…).
#[derive(Debug, Clone)]
pub struct Response {
    /// HTTP status.
    pub status: u16,
    /// The URL that answered, after redirects.
    pub url: Url,
    /// Response headers (names lowercased).
    pub headers: Vec<(String, String)>,
    /// The body, decompressed.
    pub body: Bytes,
    /// Whether it came from the cache or a replay cassette.
    pub from_cache: bool,
    /// When it was obtained from the network (RFC 3339, UTC).
    pub fetched_at: String,
    /// Every attempt made (one when the first answered).
    pub attempts: Vec<Attempt>,
}

impl Response {
    /// First value of a header (name compared case-insensitively).
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The body decoded to text: BOM, then the `Content-Type` charset, then a `<meta>` or XML
    /// declaration prescan, then a guess ([`crate::fetch::decode_text`]).
    #[must_use]
    pub fn text(&self) -> String {
        super::decode_text(&self.body, self.header("content-type"))
    }

    /// SHA-256 (hex) of the body.
    #[must_use]
    pub fn sha256(&self) -> String {
        hex::encode(Sha256::digest(&self.body))
    }

    /// The evidence record of this response.
    #[must_use]
    pub fn evidence(&self) -> Evidencia {
        Evidencia {
            url: self.url.to_string(),
            codigo_http: Some(self.status),
            sha256: Some(self.sha256()),
            obtenido_en: self.fetched_at.clone(),
            desde_cache: self.from_cache,
            intentos: u32::try_from(self.attempts.len().max(1)).unwrap_or(u32::MAX),
        }
    }
}

/// Why a request produced no answer. Every variant is an infrastructure fault for a verdict:
/// none of them says anything about whether a document exists.
#[derive(Debug, Clone)]
pub enum FetchError {
    /// The URL (or a redirect hop) is not on the source's whitelist.
    NotAllowed {
        /// Source whose whitelist refused it.
        fuente: Fuente,
        /// The refused URL.
        url: String,
        /// Why.
        reason: String,
    },
    /// Transient faults on every attempt (5xx, 408, 429, timeouts, connection errors).
    Exhausted {
        /// The requested URL.
        url: String,
        /// Every attempt, with times.
        attempts: Vec<Attempt>,
        /// The last outcome, readable.
        last: String,
        /// The last HTTP status, if any response came back.
        last_status: Option<u16>,
    },
    /// Replay mode and no cassette for this request.
    ReplayMiss {
        /// Method.
        method: Method,
        /// URL.
        url: String,
        /// Accept header.
        accept: Option<String>,
    },
    /// A fault that retrying would not fix (oversize body, decompression bomb, too many redirects,
    /// undecodable body, a gate/captcha/WAF page).
    Unusable {
        /// The requested URL.
        url: String,
        /// What was wrong.
        reason: String,
        /// The HTTP status, if a response came back.
        status: Option<u16>,
        /// Every attempt, with times.
        attempts: Vec<Attempt>,
    },
}

// Display and Error are written by hand (the variant once had a field named `source`, which
// thiserror takes for the error's cause).
impl std::fmt::Display for FetchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FetchError::NotAllowed {
                fuente,
                url,
                reason,
            } => write!(
                f,
                "url refused by the {} whitelist: {url}: {reason}",
                fuente.site_name()
            ),
            FetchError::Exhausted {
                url,
                attempts,
                last,
                ..
            } => write!(
                f,
                "{url}: no usable answer after {} attempts; last: {last}",
                attempts.len()
            ),
            FetchError::ReplayMiss {
                method,
                url,
                accept,
            } => write!(
                f,
                "no cassette for {method:?} {url} (accept {accept:?}) in replay mode"
            ),
            FetchError::Unusable { url, reason, .. } => write!(f, "{url}: {reason}"),
        }
    }
}

impl std::error::Error for FetchError {}

impl FetchError {
    /// The last HTTP status seen, if any.
    #[must_use]
    pub fn status(&self) -> Option<u16> {
        match self {
            FetchError::Exhausted { last_status, .. } => *last_status,
            FetchError::Unusable { status, .. } => *status,
            FetchError::NotAllowed { .. } | FetchError::ReplayMiss { .. } => None,
        }
    }

    /// The attempt history, if any request was made.
    #[must_use]
    pub fn attempts(&self) -> &[Attempt] {
        match self {
            FetchError::Exhausted { attempts, .. } | FetchError::Unusable { attempts, .. } => {
                attempts
            }
            FetchError::NotAllowed { .. } | FetchError::ReplayMiss { .. } => &[],
        }
    }

    /// The URL concerned.
    #[must_use]
    pub fn url(&self) -> &str {
        match self {
            FetchError::NotAllowed { url, .. }
            | FetchError::Exhausted { url, .. }
            | FetchError::ReplayMiss { url, .. }
            | FetchError::Unusable { url, .. } => url,
        }
    }
}

/// What every source is written against. The real implementation is the layered fetcher
/// (whitelist → cache → politeness → retries → transport); tests may pass any implementation.
pub trait Fetch: Send + Sync {
    /// Makes the request (or answers it from cache/cassette).
    ///
    /// # Errors
    /// A [`FetchError`] when no usable answer came back; an HTTP answer such as a 404 is `Ok`.
    fn fetch(&self, req: &Request) -> impl Future<Output = Result<Response, FetchError>> + Send;
}
