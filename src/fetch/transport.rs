//! The transport: one HTTP exchange (one hop, no redirect following, no retry), behind the
//! [`Transport`] trait so that timing tests run the whole fetcher on an in-memory fake under
//! tokio's paused clock, and the real [`ReqwestTransport`] is the only holder of a
//! `reqwest::Client`.
//!
//! The transport reads the whole body, decompressed (gzip, deflate, br), and stops with
//! [`TransportError::TooLarge`] as soon as the decompressed size passes the cap, so a
//! decompression bomb costs at most the cap in memory.

use std::net::SocketAddr;
use std::time::Duration;

use bytes::{Bytes, BytesMut};
use futures_util::StreamExt;
use futures_util::future::BoxFuture;
use url::Url;

use super::retry::TransportFault;
use super::types::Method;

/// One request on the wire (a single hop).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireRequest {
    /// Method.
    pub method: Method,
    /// Absolute URL (already checked against the whitelist).
    pub url: Url,
    /// Headers to send (`Accept`, `Cookie`, conditional headers, the source's extras).
    pub headers: Vec<(String, String)>,
    /// Body, if any.
    pub body: Option<Vec<u8>>,
    /// Largest body accepted, counted after decompression.
    pub max_body: usize,
}

/// One response off the wire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireResponse {
    /// Status code.
    pub status: u16,
    /// Headers, names lowercased, in order (repeated names kept).
    pub headers: Vec<(String, String)>,
    /// The whole body, decompressed.
    pub body: Bytes,
}

impl WireResponse {
    /// First value of a header (name compared case-insensitively).
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Why an exchange produced no response.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransportError {
    /// A transport fault worth retrying.
    #[error("{message}")]
    Fault {
        /// Its kind.
        kind: TransportFault,
        /// Readable detail.
        message: String,
    },
    /// The decompressed body passed the cap (status of the response that carried it).
    #[error("body larger than {limit} bytes after decompression")]
    TooLarge {
        /// The cap.
        limit: usize,
        /// The response status.
        status: u16,
    },
    /// The transport could not be built or the request could not be formed.
    #[error("cannot build request: {0}")]
    Build(String),
}

/// One HTTP exchange. Implementations must not follow redirects nor retry.
pub trait Transport: Send + Sync + 'static {
    /// Sends one request and reads the whole response.
    fn send(&self, req: WireRequest) -> BoxFuture<'_, Result<WireResponse, TransportError>>;
}

/// Settings of the real transport.
#[derive(Debug, Clone)]
pub struct ReqwestSettings {
    /// `User-Agent` sent on every request.
    pub user_agent: String,
    /// Connect timeout.
    pub connect_timeout: Duration,
    /// DNS overrides (test mode only): host → address, like curl's `--resolve`.
    pub resolve: Vec<(String, SocketAddr)>,
}

/// The real transport over reqwest (rustls, gzip/deflate/br decoding, no redirects, no
/// cookie store: cookies are kept per source by the fetcher).
#[derive(Debug, Clone)]
pub struct ReqwestTransport {
    client: reqwest::Client,
}

impl ReqwestTransport {
    /// Builds the client.
    ///
    /// # Errors
    /// [`TransportError::Build`] if the TLS backend cannot be initialised.
    pub fn new(settings: &ReqwestSettings) -> Result<ReqwestTransport, TransportError> {
        let mut builder = reqwest::Client::builder()
            .user_agent(settings.user_agent.clone())
            .connect_timeout(settings.connect_timeout)
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy();
        for (host, addr) in &settings.resolve {
            builder = builder.resolve(host, *addr);
        }
        let client = builder
            .build()
            .map_err(|e| TransportError::Build(error_chain(&e)))?;
        Ok(ReqwestTransport { client })
    }
}

impl Transport for ReqwestTransport {
    fn send(&self, req: WireRequest) -> BoxFuture<'_, Result<WireResponse, TransportError>> {
        Box::pin(async move {
            let method = match req.method {
                Method::Get => reqwest::Method::GET,
                Method::Post => reqwest::Method::POST,
            };
            let mut builder = self.client.request(method, req.url.clone());
            for (name, value) in &req.headers {
                builder = builder.header(name.as_str(), value.as_str());
            }
            if let Some(body) = req.body {
                builder = builder.body(body);
            }
            let response = builder.send().await.map_err(|e| fault_of(&e, false))?;
            let status = response.status().as_u16();
            let headers = response
                .headers()
                .iter()
                .map(|(k, v)| {
                    (
                        k.as_str().to_ascii_lowercase(),
                        String::from_utf8_lossy(v.as_bytes()).into_owned(),
                    )
                })
                .collect();
            let mut body = BytesMut::new();
            let mut stream = response.bytes_stream();
            while let Some(chunk) = stream.next().await {
                let chunk = chunk.map_err(|e| fault_of(&e, true))?;
                if body.len() + chunk.len() > req.max_body {
                    return Err(TransportError::TooLarge {
                        limit: req.max_body,
                        status,
                    });
                }
                body.extend_from_slice(&chunk);
            }
            Ok(WireResponse {
                status,
                headers,
                body: body.freeze(),
            })
        })
    }
}

/// The transport of a replay-only fetcher: nothing may reach the network, and no HTTP client
/// (nor its TLS roots) is needed to answer from cassettes.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoNetwork;

impl Transport for NoNetwork {
    fn send(&self, req: WireRequest) -> BoxFuture<'_, Result<WireResponse, TransportError>> {
        Box::pin(async move {
            Err(TransportError::Build(format!(
                "no network in replay mode ({})",
                req.url
            )))
        })
    }
}

/// Maps a reqwest error to a transport fault kind.
fn fault_of(err: &reqwest::Error, reading_body: bool) -> TransportError {
    let message = error_chain(err);
    let lower = message.to_ascii_lowercase();
    let kind = if err.is_timeout() {
        TransportFault::Timeout
    } else if err.is_connect() {
        TransportFault::Connect
    } else if reading_body || err.is_body() || err.is_decode() {
        TransportFault::IncompleteBody
    } else if lower.contains("reset") || lower.contains("closed") || lower.contains("incomplete") {
        TransportFault::Reset
    } else {
        TransportFault::Other
    };
    TransportError::Fault { kind, message }
}

/// The error and its causes, joined.
fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
