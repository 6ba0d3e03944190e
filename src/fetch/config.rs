//! Configuration of the fetcher: defaults as `pub const`, one [`FetchConfig`] built once and
//! passed to [`crate::fetch::Fetcher::new`]. There is no `Default`: start from
//! [`FetchConfig::live`], [`FetchConfig::record`] or [`FetchConfig::replay`] and change fields.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use super::limiter::Pace;
use super::retry::RetryPolicy;
use super::whitelist::SchemePolicy;
use crate::model::Fuente;

/// Default connect timeout.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// Default total timeout of one attempt (large TC pages take about 20 s).
pub const DEFAULT_TOTAL_TIMEOUT: Duration = Duration::from_secs(60);
/// Default body cap, counted after decompression: 25 MiB.
pub const DEFAULT_MAX_BODY: usize = 25 * 1024 * 1024;
/// Most redirect hops followed (each re-checked against the whitelist).
pub const DEFAULT_MAX_REDIRECTS: usize = 5;
/// Default contact URL in the user agent, until configuration gives one.
pub const DEFAULT_CONTACT_URL: &str = "https://github.com/compulsa/compulsa";
/// Environment variable naming the data directory (the cache lives there).
pub const DATA_DIR_ENV: &str = "COMPULSA_DATA_DIR";
/// File name of the cache inside the data directory.
pub const CACHE_FILE_NAME: &str = "fetch-cache.sqlite3";

/// Where answers come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// The network (through the cache, if one is configured).
    Live,
    /// The network, and every exchange written as a cassette under this folder.
    Record(PathBuf),
    /// Only the cassettes under this folder; no network, no cache.
    Replay(PathBuf),
}

/// The policy of one source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourcePolicy {
    /// Pace per host of the source.
    pub pace: Pace,
    /// Requests in flight per host.
    pub max_in_flight: usize,
    /// How long an answer stays fresh in the cache (`None`: never cached).
    pub fresh_for: Option<Duration>,
    /// How long a negative answer ("no results", 404) stays fresh.
    pub negative_fresh_for: Duration,
    /// After a 503 from a host, no request to it before this much time has passed.
    pub cool_down_after_503: Duration,
}

impl SourcePolicy {
    /// The defaults of DESIGN §5 for one source.
    #[must_use]
    pub fn default_for(source: Fuente) -> SourcePolicy {
        const DAY: u64 = 24 * 3600;
        let (pace, fresh_days, cool_down) = match source {
            // A judgment never changes.
            Fuente::Cendoj => (Pace::Every(Duration::from_secs(5)), 365, 0),
            Fuente::Tc => (Pace::Every(Duration::from_secs(1)), 365, 0),
            Fuente::Eurlex => (Pace::Every(Duration::from_secs(1)), 365, 0),
            // Consolidated legislation changes: one day.
            Fuente::Boe => (Pace::Every(Duration::from_secs(1)), 1, 0),
            Fuente::Doctrina => (Pace::Every(Duration::from_secs(3)), 30, 10),
        };
        SourcePolicy {
            pace,
            max_in_flight: 1,
            fresh_for: Some(Duration::from_secs(fresh_days * DAY)),
            negative_fresh_for: Duration::from_secs(3600),
            cool_down_after_503: Duration::from_secs(cool_down),
        }
    }
}

/// Everything the fetcher needs, validated by [`crate::fetch::Fetcher::new`].
#[derive(Debug, Clone)]
pub struct FetchConfig {
    /// Live, record or replay.
    pub mode: Mode,
    /// `User-Agent`: `compulsa/<version> (+<contact URL>)`.
    pub user_agent: String,
    /// Connect timeout.
    pub connect_timeout: Duration,
    /// Total timeout of one attempt (all hops, headers and body).
    pub total_timeout: Duration,
    /// Body cap after decompression.
    pub max_body: usize,
    /// Redirect hops followed at most.
    pub max_redirects: usize,
    /// The retry schedule and `Retry-After` cap.
    pub retry: RetryPolicy,
    /// `https` only, or plain `http` too (test mode only).
    pub schemes: SchemePolicy,
    /// DNS overrides (test mode only): host → local address.
    pub resolve: Vec<(String, SocketAddr)>,
    /// The cache file (`None`: no cache; [`cache_path_from_env`] gives the default under
    /// `COMPULSA_DATA_DIR`). Not used in replay and record modes.
    pub cache_path: Option<PathBuf>,
    /// Per-source policy; a source missing here gets [`SourcePolicy::default_for`].
    pub sources: BTreeMap<Fuente, SourcePolicy>,
}

impl FetchConfig {
    /// Live network with the defaults of DESIGN §5 and no cache.
    #[must_use]
    pub fn live(contact_url: &str) -> FetchConfig {
        FetchConfig {
            mode: Mode::Live,
            user_agent: user_agent(contact_url),
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            total_timeout: DEFAULT_TOTAL_TIMEOUT,
            max_body: DEFAULT_MAX_BODY,
            max_redirects: DEFAULT_MAX_REDIRECTS,
            retry: RetryPolicy::standard(),
            schemes: SchemePolicy::HttpsOnly,
            resolve: Vec::new(),
            cache_path: None,
            sources: Fuente::ALL
                .iter()
                .map(|s| (*s, SourcePolicy::default_for(*s)))
                .collect(),
        }
    }

    /// Live network, every exchange also written as a cassette under `dir/<site>/`.
    #[must_use]
    pub fn record(contact_url: &str, dir: impl Into<PathBuf>) -> FetchConfig {
        FetchConfig {
            mode: Mode::Record(dir.into()),
            ..FetchConfig::live(contact_url)
        }
    }

    /// Answers only from the cassettes under `dir` (searched recursively). Hosts are not
    /// paced (nothing is sent); the retry schedule is the real one, so a recorded 503 replays
    /// as four attempts at 0, 3, 11 and 31 s (instant under tokio's paused clock).
    #[must_use]
    pub fn replay(dir: impl Into<PathBuf>) -> FetchConfig {
        let mut config = FetchConfig {
            mode: Mode::Replay(dir.into()),
            ..FetchConfig::live(DEFAULT_CONTACT_URL)
        };
        for policy in config.sources.values_mut() {
            policy.pace = Pace::Unlimited;
            policy.max_in_flight = 16;
            policy.cool_down_after_503 = Duration::ZERO;
        }
        config
    }

    /// The policy of a source.
    #[must_use]
    pub fn policy(&self, source: Fuente) -> SourcePolicy {
        self.sources
            .get(&source)
            .cloned()
            .unwrap_or_else(|| SourcePolicy::default_for(source))
    }
}

/// The user agent for a contact URL.
#[must_use]
pub fn user_agent(contact_url: &str) -> String {
    format!("compulsa/{} (+{contact_url})", env!("CARGO_PKG_VERSION"))
}

/// The cache file under `COMPULSA_DATA_DIR`, if that variable is set.
#[must_use]
pub fn cache_path_from_env() -> Option<PathBuf> {
    std::env::var_os(DATA_DIR_ENV).map(|dir| PathBuf::from(dir).join(CACHE_FILE_NAME))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_defaults_follow_design_paces() {
        let config = FetchConfig::live("https://example.org/contact");
        let pace = |s| config.policy(s).pace;
        assert_eq!(pace(Fuente::Cendoj), Pace::Every(Duration::from_secs(5)));
        assert_eq!(pace(Fuente::Tc), Pace::Every(Duration::from_secs(1)));
        assert_eq!(pace(Fuente::Eurlex), Pace::Every(Duration::from_secs(1)));
        assert_eq!(pace(Fuente::Boe), Pace::Every(Duration::from_secs(1)));
        assert_eq!(pace(Fuente::Doctrina), Pace::Every(Duration::from_secs(3)));
        let day = Duration::from_secs(24 * 3600);
        assert_eq!(config.policy(Fuente::Cendoj).fresh_for, Some(day * 365));
        assert_eq!(config.policy(Fuente::Boe).fresh_for, Some(day));
        assert_eq!(
            config.policy(Fuente::Boe).negative_fresh_for,
            Duration::from_secs(3600)
        );
        assert_eq!(
            config.policy(Fuente::Doctrina).cool_down_after_503,
            Duration::from_secs(10)
        );
        assert_eq!(config.connect_timeout, Duration::from_secs(10));
        assert_eq!(config.total_timeout, Duration::from_secs(60));
        assert_eq!(config.max_body, 25 * 1024 * 1024);
        assert_eq!(
            config.user_agent,
            format!(
                "compulsa/{} (+https://example.org/contact)",
                env!("CARGO_PKG_VERSION")
            )
        );
    }

    #[test]
    fn test_replay_is_unpaced_with_the_real_schedule() {
        let config = FetchConfig::replay("/tmp/x");
        assert_eq!(config.policy(Fuente::Cendoj).pace, Pace::Unlimited);
        assert_eq!(config.retry, RetryPolicy::standard());
        assert_eq!(config.mode, Mode::Replay(PathBuf::from("/tmp/x")));
    }
}
