//! Pure domain types shared by every layer: the citation handed to a verifier, the
//! verdict it returns and the evidence a verdict rests on.
//!
//! - [`Citation`], [`Campos`], [`Span`]: the input contract (`schemas/citation.json`).
//! - [`Fuente`]: the five sources, named as in the contract.
//! - [`Estado`], [`Verdict`], [`Evidencia`]: the output contract (`schemas/verificador_*_output.json`).
//!
//! Invariant: nothing here does I/O or reads the clock; serde lives here only.

mod citation;
mod verdict;

pub use citation::{Campos, Citation, Fuente, Span};
pub use verdict::{Detalle, Estado, Evidencia, Modificacion, Verdict};
