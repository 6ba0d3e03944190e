//! The audit trail: one append-only, hash-chained JSONL file per run (DESIGN §3).
//!
//! - [`RunId`]: a run identifier that sorts by time and is safe as a file name.
//! - [`Event`], [`AuditLine`]: what a line holds; [`canonical_json`] and [`line_hash`] define
//!   the chain.
//! - [`scrub`](secrets::scrub): the secrets filter every payload passes before it is written.
//! - [`Trail`]: the I/O side: create a run, append under an exclusive lock with one write +
//!   fsync, verify a file.
//!
//! Invariants: a line is written whole or not at all by one `write` of the whole line while
//! the file is exclusively locked, so concurrent processes never interleave; `hash` is the
//! SHA-256 of the line's canonical JSON without `hash`; `prev_hash` is the previous line's
//! `hash` (64 zeros for the first); `seq` counts from 0.

mod chain;
mod runid;
pub mod secrets;
mod trail;

pub use chain::{AuditLine, Event, GENESIS_HASH, canonical_json, line_hash, verify_lines};
pub use runid::RunId;
pub use trail::{AuditError, Trail, VerifyReport};
