//! Fetchers pointed at local servers: every whitelisted host resolves to 127.0.0.1:PORT, plain
//! http is accepted (the test configuration), hosts are not paced, and the retry waits are
//! milliseconds (the real 3/8/20 s schedule is asserted on the paused clock, with the fake).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use compulsa::fetch::transport::Transport;
use compulsa::fetch::whitelist::SchemePolicy;
use compulsa::fetch::{FetchConfig, Fetcher, Pace, Request};
use compulsa::model::Fuente;
use url::Url;

/// Retry waits used against real sockets.
pub const FAST_SCHEDULE: [Duration; 3] = [
    Duration::from_millis(10),
    Duration::from_millis(10),
    Duration::from_millis(10),
];

/// A live configuration for local servers: every whitelisted host of every source resolves
/// to `addr`.
pub fn local_config(addr: SocketAddr) -> FetchConfig {
    let mut config = FetchConfig::live("https://example.org/contact");
    config.schemes = SchemePolicy::AllowPlainHttp;
    config.retry.schedule = FAST_SCHEDULE.to_vec();
    config.total_timeout = Duration::from_secs(5);
    config.connect_timeout = Duration::from_secs(2);
    for source in Fuente::ALL {
        let hosts: Vec<String> = compulsa::fetch::whitelist::Whitelist::builtin(source)
            .expect("bundled whitelist")
            .hosts()
            .map(str::to_owned)
            .collect();
        for host in hosts {
            config.resolve.push((host, addr));
        }
    }
    for policy in config.sources.values_mut() {
        policy.pace = Pace::Unlimited;
        policy.max_in_flight = 8;
        policy.cool_down_after_503 = Duration::ZERO;
    }
    config
}

/// A live fetcher for local servers.
pub fn local_fetcher(addr: SocketAddr) -> Fetcher {
    Fetcher::new(local_config(addr)).expect("fetcher builds")
}

/// A fetcher over an in-memory transport with the real defaults (paces, 3/8/20 s schedule,
/// 60 s total timeout) and the test scheme policy.
pub fn fake_fetcher(transport: Arc<dyn Transport>) -> Fetcher {
    let mut config = FetchConfig::live("https://example.org/contact");
    config.schemes = SchemePolicy::AllowPlainHttp;
    Fetcher::with_transport(config, transport).expect("fetcher builds")
}

/// A GET on behalf of a source.
pub fn get(source: Fuente, url: &str) -> Request {
    Request::get(source, Url::parse(url).expect("valid url"), "*/*")
}
