//! The fetch options shared by every command that fetches (`fetch`, `verify`): record/replay,
//! cache, contact URL and the test-mode-only overrides.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, bail};

use crate::fetch::FetchConfig;
use crate::fetch::whitelist::SchemePolicy;

/// The variable that enables test mode.
pub const TEST_MODE_ENV: &str = "COMPULSA_TEST_MODE";

/// Whether test mode is on (`COMPULSA_TEST_MODE=1`).
#[must_use]
pub fn test_mode() -> bool {
    std::env::var(TEST_MODE_ENV).is_ok_and(|v| v == "1")
}

/// How to reach the sources.
#[derive(Debug, Clone, clap::Args)]
pub struct FetcherArgs {
    /// Record every exchange as a cassette under this folder.
    #[arg(long, conflicts_with = "replay")]
    pub record: Option<PathBuf>,
    /// Answer only from the cassettes under this folder (offline).
    #[arg(long)]
    pub replay: Option<PathBuf>,
    /// Do not use the cache (otherwise `$COMPULSA_DATA_DIR/fetch-cache.sqlite3` when set).
    #[arg(long)]
    pub no_cache: bool,
    /// Contact URL for the user agent.
    #[arg(long, env = "COMPULSA_CONTACT_URL", default_value = crate::fetch::DEFAULT_CONTACT_URL)]
    pub contact_url: String,
    /// Test mode only: point HOST at ADDR:PORT, like curl's `--resolve` (repeatable).
    #[arg(long, value_name = "HOST=ADDR:PORT")]
    pub resolve: Vec<String>,
    /// Test mode only: the retry waits in milliseconds, comma-separated (default 3000,8000,20000).
    #[arg(long, value_name = "MS,MS,…", value_delimiter = ',')]
    pub retry_schedule_ms: Option<Vec<u64>>,
}

impl FetcherArgs {
    /// The fetch configuration these options describe.
    ///
    /// # Errors
    /// Test-only options outside test mode, or a malformed `--resolve`.
    pub fn config(&self) -> anyhow::Result<FetchConfig> {
        let test_mode = test_mode();
        if !test_mode && (!self.resolve.is_empty() || self.retry_schedule_ms.is_some()) {
            bail!("--resolve and --retry-schedule-ms are accepted only with {TEST_MODE_ENV}=1");
        }
        let mut config = match (&self.record, &self.replay) {
            (_, Some(dir)) => FetchConfig::replay(dir),
            (Some(dir), None) => FetchConfig::record(&self.contact_url, dir),
            (None, None) => FetchConfig::live(&self.contact_url),
        };
        if self.replay.is_none() && !self.no_cache {
            config.cache_path = crate::fetch::cache_path_from_env();
        }
        if test_mode {
            config.schemes = SchemePolicy::AllowPlainHttp;
            config.resolve = self
                .resolve
                .iter()
                .map(|r| parse_resolve(r))
                .collect::<anyhow::Result<_>>()?;
            if let Some(ms) = &self.retry_schedule_ms {
                config.retry.schedule = ms.iter().map(|m| Duration::from_millis(*m)).collect();
            }
        }
        Ok(config)
    }
}

/// Parses `HOST=ADDR:PORT`.
///
/// # Errors
/// When the text is not of that form.
pub fn parse_resolve(text: &str) -> anyhow::Result<(String, SocketAddr)> {
    let (host, addr) = text
        .split_once('=')
        .with_context(|| format!("--resolve `{text}`: expected HOST=ADDR:PORT"))?;
    let addr: SocketAddr = addr
        .parse()
        .with_context(|| format!("--resolve `{text}`: `{addr}` is not ADDR:PORT"))?;
    Ok((host.to_ascii_lowercase(), addr))
}
