//! Shared helpers of the integration tests.

pub mod fake;
pub mod raw;
pub mod servers;
