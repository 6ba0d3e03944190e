//! The one integration test binary (see `ARCHITECTURE.md`, "Testing"): one module per area,
//! shared helpers in `support/`.

mod boe;
mod core;
mod extract;
mod extract_eval;
mod extract_formats;
mod fetch_cache;
mod fetch_cli;
mod fetch_faults;
mod fetch_replay;
mod fetch_schedule;
mod ingest;
mod matching;
mod pdf;
mod sources;
mod support;
mod verdict;
mod verify_brief;
mod verify_cli;
