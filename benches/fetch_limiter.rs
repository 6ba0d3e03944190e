//! The fetch layer's costs.
//!
//! 1. Overhead: requests per second through the `Fetcher` on an unlimited domain against a
//!    local server, compared with a bare reqwest client on the same server (target ratio ≥ 0.9).
//! 2. Precision: a 50/s `HostLimiter` on the real clock for 1 s (target: within 2 % of 50/s).
//!
//! Both print one summary line before criterion's own measurement of the overhead.
//!
//! Measured on 2026-11-30, on a 2-core machine shared with other builds (noisy), deps at
//! opt-level 1 (`profile.dev.package."*"`), not a release build:
//!
//! | build of compulsa | fetcher | bare reqwest | median paired ratio | limiter 50/s, 1 s |
//! |---|---|---|---|---|
//! | `cargo bench --profile dev` (opt-level 0) | 6408 req/s | 8883 req/s | 0.770 | 49.94/s (−0.11 %) |
//! | same, `CARGO_PROFILE_DEV_OPT_LEVEL=3` | 2197 req/s | 2294 req/s | 0.958 | 49.93/s (−0.13 %) |
//!
//! Absolute rates swing with the machine's load; the ratio is taken per pair of adjacent
//! batches for that reason.

use std::hint::black_box;
use std::time::{Duration, Instant};

use compulsa::fetch::limiter::{HostLimiter, Pace};
use compulsa::fetch::whitelist::SchemePolicy;
use compulsa::fetch::{FetchConfig, Fetcher, Request};
use compulsa::model::Fuente;
use criterion::Criterion;
use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

const N_REQUESTS: u32 = 200;
const N_ROUNDS: usize = 15;

struct Setup {
    runtime: tokio::runtime::Runtime,
    _server: MockServer,
    fetcher: Fetcher,
    bare: reqwest::Client,
    fetcher_req: Request,
    bare_url: String,
}

fn setup() -> Setup {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let server = runtime.block_on(async {
        let server = MockServer::start().await;
        Mock::given(path("/doc"))
            .respond_with(ResponseTemplate::new(200).set_body_string("x".repeat(2048)))
            .mount(&server)
            .await;
        server
    });
    let addr = *server.address();
    let mut config = FetchConfig::live("https://example.org/bench");
    config.schemes = SchemePolicy::AllowPlainHttp;
    config.resolve = vec![("www.boe.es".to_owned(), addr)];
    let boe = config.sources.get_mut(&Fuente::Boe).expect("policy");
    boe.pace = Pace::Unlimited;
    boe.max_in_flight = 64;
    let fetcher = runtime
        .block_on(async { Fetcher::new(config) })
        .expect("fetcher");
    let bare = reqwest::Client::builder()
        .resolve("www.boe.es", addr)
        .build()
        .expect("client");
    let fetcher_req = Request::get(
        Fuente::Boe,
        url::Url::parse("http://www.boe.es/doc").expect("url"),
        "*/*",
    );
    Setup {
        runtime,
        _server: server,
        fetcher,
        bare,
        fetcher_req,
        bare_url: "http://www.boe.es/doc".to_owned(),
    }
}

fn rate_fetcher(s: &Setup) -> f64 {
    s.runtime.block_on(async {
        let start = Instant::now();
        for _ in 0..N_REQUESTS {
            let r = s.fetcher.fetch(&s.fetcher_req).await.expect("answer");
            black_box(r.body.len());
        }
        f64::from(N_REQUESTS) / start.elapsed().as_secs_f64()
    })
}

fn rate_bare(s: &Setup) -> f64 {
    s.runtime.block_on(async {
        let start = Instant::now();
        for _ in 0..N_REQUESTS {
            let r = s.bare.get(&s.bare_url).send().await.expect("answer");
            let body = r.bytes().await.expect("body");
            black_box(body.len());
        }
        f64::from(N_REQUESTS) / start.elapsed().as_secs_f64()
    })
}

fn overhead_report(s: &Setup) {
    // Warm both connection pools. Then alternate short batches and compare each pair, so a
    // shift in machine load hits both sides of a ratio alike; report the median.
    rate_fetcher(s);
    rate_bare(s);
    let mut ratios = Vec::new();
    let mut fetcher_rates = Vec::new();
    let mut bare_rates = Vec::new();
    for round in 0..N_ROUNDS {
        let (f, b) = if round % 2 == 0 {
            let f = rate_fetcher(s);
            (f, rate_bare(s))
        } else {
            let b = rate_bare(s);
            (rate_fetcher(s), b)
        };
        fetcher_rates.push(f);
        bare_rates.push(b);
        ratios.push(f / b);
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v.get(v.len() / 2).copied().unwrap_or(0.0)
    };
    println!(
        "overhead: median fetcher {:.0} req/s, bare reqwest {:.0} req/s, median paired ratio {:.3} ({N_ROUNDS} rounds x {N_REQUESTS} sequential requests each side)",
        median(&mut fetcher_rates),
        median(&mut bare_rates),
        median(&mut ratios)
    );
}

fn precision_report(runtime: &tokio::runtime::Runtime) {
    runtime.block_on(async {
        let limiter = HostLimiter::new(Pace::per_second(50), 1);
        let window = Duration::from_secs(1);
        let start = Instant::now();
        let mut times = Vec::new();
        while start.elapsed() < window {
            let _slot = limiter.acquire().await;
            times.push(start.elapsed());
        }
        let n = times.len();
        let span = times.last().copied().unwrap_or_default() - times.first().copied().unwrap_or_default();
        let intervals = u32::try_from(n.saturating_sub(1)).unwrap_or(0);
        let rate = f64::from(intervals) / span.as_secs_f64();
        println!(
            "precision: 50/s limiter, {n} grants in a 1 s window, achieved {rate:.2}/s over {:.3} s, error {:+.2} %",
            span.as_secs_f64(),
            (rate / 50.0 - 1.0) * 100.0
        );
    });
}

fn main() {
    let s = setup();
    overhead_report(&s);
    precision_report(&s.runtime);
    let mut c = Criterion::default()
        .configure_from_args()
        .sample_size(20)
        .measurement_time(Duration::from_secs(3));
    let mut group = c.benchmark_group("fetch_one_local_request");
    group.bench_function("fetcher_unlimited_domain", |b| {
        b.iter(|| {
            s.runtime
                .block_on(s.fetcher.fetch(&s.fetcher_req))
                .expect("answer")
        });
    });
    group.bench_function("bare_reqwest", |b| {
        b.iter(|| {
            s.runtime.block_on(async {
                let r = s.bare.get(&s.bare_url).send().await.expect("answer");
                r.bytes().await.expect("body")
            })
        });
    });
    group.finish();
    c.final_summary();
}
