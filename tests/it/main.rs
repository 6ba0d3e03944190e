//! The one integration test binary: one module per area.

mod boe;
mod fetch_cache;
mod fetch_cli;
mod fetch_faults;
mod fetch_replay;
mod fetch_schedule;
mod matching;
mod sources;
mod support;
mod verdict;
