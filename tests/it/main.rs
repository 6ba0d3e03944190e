//! The one integration test binary (see `ARCHITECTURE.md`, "Testing").

mod core;
