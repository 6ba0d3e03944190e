//! compulsa checks the citations in Spanish legal briefs against the official sources.
//!
//! A brief is ingested into one text ([`ingest`]), its citations are found ([`extract`]),
//! each one is routed to its source ([`sources`]), which fetches the official document through
//! the one fetch layer ([`fetch`]), compares details and quotes ([`matching`]) and turns the
//! evidence into one of five states ([`verdict`]). Agent outputs are checked against JSON
//! schemas ([`schema`]) and every step is written to a hash-chained audit trail ([`audit`]).
//!
//! See `ARCHITECTURE.md` for the code map and the invariants.

pub mod audit;
pub mod batch;
pub mod cli;
pub mod extract;
pub mod fetch;
pub mod ingest;
pub mod matching;
pub mod model;
pub mod report;
pub mod pdf;
pub mod schema;
pub mod sources;
pub mod verdict;
