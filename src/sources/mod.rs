//! The official sources a citation is checked against (DESIGN §6), and the router by `fuente`.
//!
//! - [`verify`]: the one entry point; routes a [`Citation`] to its source by `fuente`.
//! - [`Ctx`]: what the caller decides (the default reference date: pure code never reads the
//!   clock).
//! - [`SourceError`]: a citation that cannot be routed (a source not built yet). Never a fake
//!   verdict.
//! - [`pipeline`]: the skeleton every source follows (build query → fetch → parse → pick →
//!   document → check metadata → match quote → verdict), with the evidence trail and the early
//!   stops shared by all sources.
//! - [`boe`]: consolidated legislation, article in force at a date.
//!
//! Invariant: page parsers (`<source>::parse`) are pure functions over bytes; all I/O goes
//! through [`crate::fetch::Fetch`]; an infrastructure fault or an unrecognised page is always
//! `dudosa_por_infraestructura`, never `no_encontrada`.
//!
//! Adding a source: a module `<source>/` with `parse` (pure, tested on real samples), a flow
//! written as steps returning `Result<_, pipeline::Parada>` over a [`pipeline::Rastro`], the
//! quote checked with [`crate::matching`], the end findings turned into a state by
//! [`crate::verdict::decide`], and a `match` arm in [`verify`].

pub mod boe;
pub mod pipeline;

use jiff::civil::Date;

use crate::fetch::Fetch;
use crate::model::{Citation, Fuente, Verdict};

/// What the caller of a verification decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ctx {
    /// The reference date used when a citation has no `fecha_referencia_escrito` (normally the
    /// caller's "today"; passed in because pure code never reads the clock).
    pub fecha_por_defecto: Date,
}

impl Ctx {
    /// A context whose default reference date is `fecha_por_defecto`.
    #[must_use]
    pub fn new(fecha_por_defecto: Date) -> Ctx {
        Ctx { fecha_por_defecto }
    }
}

/// Why a citation could not be routed to a verifier.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SourceError {
    /// The citation's source has no verifier yet.
    #[error("fuente no disponible todavía: {0}")]
    NotAvailable(Fuente),
}

/// The sources that have a verifier.
pub const DISPONIBLES: &[Fuente] = &[Fuente::Boe];

/// Verifies one citation against its source.
///
/// Every answer of the source (including faults) is a [`Verdict`]; only a citation whose source
/// has no verifier yet is an error.
///
/// # Errors
/// [`SourceError::NotAvailable`] when `citation.fuente` has no verifier yet.
pub async fn verify<F: Fetch>(
    citation: &Citation,
    fetch: &F,
    ctx: &Ctx,
) -> Result<Verdict, SourceError> {
    match citation.fuente {
        Fuente::Boe => Ok(boe::verify(citation, fetch, ctx).await),
        other @ (Fuente::Cendoj | Fuente::Tc | Fuente::Eurlex | Fuente::Doctrina) => {
            Err(SourceError::NotAvailable(other))
        }
    }
}
