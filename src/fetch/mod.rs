//! The fetch layer: the only code that touches the network (DESIGN §5).
//!
//! - [`Fetch`]: what every source is written against (never reqwest directly).
//! - [`Request`], [`Response`], [`Attempt`], [`FetchError`]: the values that cross that boundary.
//!
//! Invariant: nothing outside this module holds a `reqwest::Client`; every network failure
//! reaches a verifier as a typed [`FetchError`].

mod types;

pub use types::{Attempt, Fetch, FetchError, Method, Request, Response};
