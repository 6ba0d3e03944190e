//! The fetch layer: the only code that touches the network (DESIGN §5).
//!
//! # Architecture
//!
//! - [`Fetch`]: what every source is written against (never reqwest directly).
//! - [`Request`], [`Response`], [`Attempt`], [`FetchError`]: the values that cross that boundary.
//! - [`Fetcher`]: the implementation, layered as whitelist → replay/cache → retry loop
//!   (limiter → transport with timeouts, body cap, cookies, redirects re-checked per hop) →
//!   body classification → cache/cassette write. Built from a [`FetchConfig`]
//!   ([`FetchConfig::live`], [`FetchConfig::record`], [`FetchConfig::replay`]).
//! - [`Session`]: a serial multi-request flow on one source's cookie jar ([`Fetcher::session`]).
//! - [`BodyClass`], [`Classifier`]: how a source marks a body as a gate page (never cached, an
//!   infrastructure fault) or a negative answer (short TTL).
//! - [`whitelist`]: per-source hosts, pure checks. [`retry`]: pure classification and schedule.
//!   [`limiter`]: per-host pace and concurrency over `tokio::time::Instant`.
//!   [`transport`]: one HTTP exchange behind a trait. [`cache`]: the SQLite store.
//!   [`replay`]: cassettes. [`decode_text`]: charset decoding.
//!
//! Invariant: nothing outside this module holds a `reqwest::Client`; every network failure
//! reaches a verifier as a typed [`FetchError`].
//!
//! Time: every wait (pace, retry schedule, timeouts) is a tokio timer, so tests run the whole
//! fetcher on tokio's paused clock with an in-memory [`transport::Transport`] and assert exact
//! times. The limiter is our own slot scheduler, not governor, whose waits ignore that clock.

pub mod cache;
mod charset;
mod config;
mod fetcher;
pub mod limiter;
pub mod replay;
pub mod retry;
pub mod transport;
mod types;
pub mod whitelist;

pub use charset::{choose_encoding, decode_text};
pub use config::{
    CACHE_FILE_NAME, DATA_DIR_ENV, DEFAULT_CONNECT_TIMEOUT, DEFAULT_CONTACT_URL, DEFAULT_MAX_BODY,
    DEFAULT_MAX_REDIRECTS, DEFAULT_TOTAL_TIMEOUT, FetchConfig, Mode, SourcePolicy,
    cache_path_from_env, user_agent,
};
pub use fetcher::{BodyClass, BuildError, Classifier, Fetcher, Session};
pub use limiter::Pace;
pub use types::{Attempt, Fetch, FetchError, Method, Request, Response};
