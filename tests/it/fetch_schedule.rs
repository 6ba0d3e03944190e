//! The retry schedule, the per-domain limiter, timeouts, sessions and cookies, on tokio's
//! paused clock with the in-memory transport: every time is asserted exactly.

use std::time::Duration;

use compulsa::fetch::retry::TransportFault;
use compulsa::fetch::{Fetch, FetchError, Fetcher, Request, Response};
use compulsa::model::Fuente;
use tokio::time::Instant;

use crate::support::fake::{Fake, Step};
use crate::support::servers::{fake_fetcher, get};

const BOE_URL: &str =
    "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229";

fn secs(s: &[u64]) -> Vec<Duration> {
    s.iter().map(|s| Duration::from_secs(*s)).collect()
}

fn attempt_ms(err: &FetchError) -> Vec<u64> {
    err.attempts().iter().map(|a| a.at_ms).collect()
}

#[tokio::test(start_paused = true)]
async fn test_four_failures_are_attempts_at_0_3_11_31_then_exhausted() {
    let fake = Fake::new();
    fake.script(BOE_URL, vec![Step::Respond(503, vec![], b"down")]);
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let err = fetcher
        .fetch(&get(Fuente::Boe, BOE_URL))
        .await
        .expect_err("exhausted");
    assert_eq!(fake.times(BOE_URL, origin), secs(&[0, 3, 11, 31]));
    assert_eq!(origin.elapsed(), Duration::from_secs(31));
    match &err {
        FetchError::Exhausted {
            attempts,
            last,
            last_status,
            ..
        } => {
            assert_eq!(attempts.len(), 4);
            assert_eq!(*last_status, Some(503));
            assert_eq!(last, "HTTP 503");
        }
        other => panic!("expected Exhausted, got {other:?}"),
    }
    assert_eq!(attempt_ms(&err), vec![0, 3_000, 11_000, 31_000]);
}

#[tokio::test(start_paused = true)]
async fn test_two_failures_then_success_at_11_s() {
    let fake = Fake::new();
    fake.script(
        BOE_URL,
        vec![
            Step::Respond(502, vec![], b""),
            Step::Fault(TransportFault::Reset),
            Step::Respond(200, vec![("content-type", "application/xml")], b"<ok/>"),
        ],
    );
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let response = fetcher
        .fetch(&get(Fuente::Boe, BOE_URL))
        .await
        .expect("answer");
    assert_eq!(origin.elapsed(), Duration::from_secs(11));
    assert_eq!(response.status, 200);
    assert_eq!(&response.body[..], b"<ok/>");
    let at: Vec<u64> = response.attempts.iter().map(|a| a.at_ms).collect();
    assert_eq!(at, vec![0, 3_000, 11_000]);
    assert_eq!(response.attempts[0].status, Some(502));
    assert_eq!(response.attempts[1].status, None);
    assert_eq!(response.evidence().intentos, 3);
}

#[tokio::test(start_paused = true)]
async fn test_404_is_one_attempt_and_an_answer() {
    let fake = Fake::new();
    fake.script(BOE_URL, vec![Step::Respond(404, vec![], b"<error/>")]);
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let response = fetcher
        .fetch(&get(Fuente::Boe, BOE_URL))
        .await
        .expect("answer");
    assert_eq!(response.status, 404);
    assert_eq!(response.attempts.len(), 1);
    assert_eq!(fake.times(BOE_URL, origin), secs(&[0]));
    assert_eq!(origin.elapsed(), Duration::ZERO);
}

#[tokio::test(start_paused = true)]
async fn test_retry_after_is_honoured_when_longer_than_the_schedule() {
    let fake = Fake::new();
    fake.script(
        BOE_URL,
        vec![Step::Respond(429, vec![("retry-after", "10")], b"")],
    );
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let err = fetcher
        .fetch(&get(Fuente::Boe, BOE_URL))
        .await
        .expect_err("exhausted");
    // Waits: max(3, 10) = 10, max(8, 10) = 10, max(20, 10) = 20.
    assert_eq!(fake.times(BOE_URL, origin), secs(&[0, 10, 20, 40]));
    assert_eq!(err.status(), Some(429));
    assert!(
        err.to_string().contains("HTTP 429 (Retry-After 10 s)"),
        "{err}"
    );
}

#[tokio::test(start_paused = true)]
async fn test_retry_after_beyond_the_cap_gives_up_at_once() {
    let fake = Fake::new();
    fake.script(
        BOE_URL,
        vec![Step::Respond(503, vec![("retry-after", "3600")], b"")],
    );
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let err = fetcher
        .fetch(&get(Fuente::Boe, BOE_URL))
        .await
        .expect_err("exhausted");
    assert_eq!(fake.times(BOE_URL, origin), secs(&[0]));
    match &err {
        FetchError::Exhausted {
            attempts,
            last,
            last_status,
            ..
        } => {
            assert_eq!(attempts.len(), 1);
            assert_eq!(*last_status, Some(503));
            assert_eq!(
                last,
                "HTTP 503 (Retry-After 3600 s); Retry-After 3600 s is beyond the 60 s cap"
            );
        }
        other => panic!("expected Exhausted, got {other:?}"),
    }
}

#[tokio::test(start_paused = true)]
async fn test_total_timeout_is_a_transient_fault() {
    let fake = Fake::new();
    fake.script(BOE_URL, vec![Step::Hang(Duration::from_secs(600))]);
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let err = fetcher
        .fetch(&get(Fuente::Boe, BOE_URL))
        .await
        .expect_err("exhausted");
    // Each attempt takes the whole 60 s, then the scheduled wait.
    assert_eq!(fake.times(BOE_URL, origin), secs(&[0, 63, 131, 211]));
    assert_eq!(origin.elapsed(), Duration::from_secs(271));
    assert_eq!(err.status(), None);
    assert_eq!(err.attempts().len(), 4);
    assert!(
        err.attempts()
            .iter()
            .all(|a| a.outcome == "timeout after 60 s")
    );
}

#[tokio::test(start_paused = true)]
async fn test_ten_requests_to_a_one_per_5_s_domain_start_5_s_apart() {
    let fake = Fake::new();
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..10 {
        let fetcher = fetcher.clone();
        let url = format!("https://www.poderjudicial.es/search/doc{i}");
        tasks.push(tokio::spawn(async move {
            fetcher.fetch(&get(Fuente::Cendoj, &url)).await
        }));
        // Queue them in a known order.
        tokio::task::yield_now().await;
    }
    for task in tasks {
        task.await.expect("task").expect("answer");
    }
    let mut times: Vec<Duration> = fake.sent().iter().map(|s| s.at - origin).collect();
    times.sort();
    assert_eq!(times, secs(&[0, 5, 10, 15, 20, 25, 30, 35, 40, 45]));
}

#[tokio::test(start_paused = true)]
async fn test_two_domains_interleave_without_waiting_for_each_other() {
    let fake = Fake::new();
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..3 {
        let (f1, f2) = (fetcher.clone(), fetcher.clone());
        let cendoj = format!("https://www.poderjudicial.es/search/d{i}");
        let boe = format!("https://www.boe.es/d{i}");
        tasks.push(tokio::spawn(async move {
            f1.fetch(&get(Fuente::Cendoj, &cendoj)).await
        }));
        tasks.push(tokio::spawn(async move {
            f2.fetch(&get(Fuente::Boe, &boe)).await
        }));
        tokio::task::yield_now().await;
    }
    for task in tasks {
        task.await.expect("task").expect("answer");
    }
    let times_of = |host: &str| {
        let mut t: Vec<Duration> = fake
            .sent()
            .iter()
            .filter(|s| s.url.contains(host))
            .map(|s| s.at - origin)
            .collect();
        t.sort();
        t
    };
    assert_eq!(times_of("poderjudicial"), secs(&[0, 5, 10]));
    assert_eq!(times_of("boe.es"), secs(&[0, 1, 2]));
}

#[tokio::test(start_paused = true)]
async fn test_retry_waits_add_to_the_pace_of_a_slow_domain() {
    // CENDOJ's 1/5 s pace is longer than the first 3 s wait: the limiter wins.
    let fake = Fake::new();
    let url = "https://www.poderjudicial.es/search/search.action";
    fake.script(url, vec![Step::Respond(500, vec![], b"")]);
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    let err = fetcher
        .fetch(&get(Fuente::Cendoj, url))
        .await
        .expect_err("exhausted");
    assert_eq!(fake.times(url, origin), secs(&[0, 5, 13, 33]));
    assert_eq!(attempt_ms(&err), vec![0, 5_000, 13_000, 33_000]);
}

#[tokio::test(start_paused = true)]
async fn test_dialnet_cools_down_after_a_503() {
    let fake = Fake::new();
    let url = "https://dialnet.unirioja.es/buscar/documentos?querysDismax.DOCUMENTAL_TODO=x";
    fake.script(
        url,
        vec![
            Step::Respond(503, vec![], b""),
            Step::Respond(200, vec![], b"ok"),
        ],
    );
    let fetcher = fake_fetcher(fake.clone());
    let origin = Instant::now();
    fetcher
        .fetch(&get(Fuente::Doctrina, url))
        .await
        .expect("answer");
    // Not at 3 s: the 10 s cool-down after the 503 holds the host.
    assert_eq!(fake.times(url, origin), secs(&[0, 10]));
}

#[tokio::test(start_paused = true)]
async fn test_session_keeps_cookies_and_runs_serially() {
    let fake = Fake::new();
    let index = "https://hj.tribunalconstitucional.es/es/Busqueda/Index";
    let list = "https://hj.tribunalconstitucional.es/es/Resolucion/List?page=1";
    fake.script(
        index,
        vec![Step::Respond(
            200,
            vec![("set-cookie", "ASP.NET_SessionId=abc123; path=/; HttpOnly")],
            b"form",
        )],
    );
    let fetcher = fake_fetcher(fake.clone());
    let session = fetcher.session(Fuente::Tc).await;
    session
        .fetch(&get(Fuente::Tc, index))
        .await
        .expect("answer");
    session.fetch(&get(Fuente::Tc, list)).await.expect("answer");
    let sent = fake.sent();
    let cookie = |i: usize| {
        sent[i]
            .headers
            .iter()
            .find(|(k, _)| k == "cookie")
            .map(|(_, v)| v.clone())
    };
    assert_eq!(cookie(0), None);
    assert_eq!(cookie(1), Some("ASP.NET_SessionId=abc123".to_owned()));

    // A second session of the same source waits for the first to end.
    let f2 = fetcher.clone();
    let waiter = tokio::spawn(async move {
        let started = Instant::now();
        let _second = f2.session(Fuente::Tc).await;
        started.elapsed()
    });
    tokio::time::sleep(Duration::from_secs(7)).await;
    assert!(!waiter.is_finished());
    drop(session);
    assert_eq!(waiter.await.expect("task"), Duration::from_secs(7));

    // A session of another source does not wait, and a request for another source is refused.
    let other = fetcher.session(Fuente::Cendoj).await;
    let refused = other
        .fetch(&get(Fuente::Tc, list))
        .await
        .expect_err("refused");
    assert!(
        matches!(refused, FetchError::NotAllowed { .. }),
        "{refused:?}"
    );
    other.clear_cookies();
    drop(other);

    // Clearing the jar drops the cookie.
    fetcher.clear_cookies(Fuente::Tc);
    fetcher.fetch(&get(Fuente::Tc, list)).await.expect("answer");
    let last = fake.sent().pop().expect("sent");
    assert!(last.headers.iter().all(|(k, _)| k != "cookie"));
}

#[tokio::test(start_paused = true)]
async fn test_whitelist_refusal_sends_nothing() {
    let fake = Fake::new();
    let fetcher: Fetcher = fake_fetcher(fake.clone());
    let err = fetcher
        .fetch(&get(Fuente::Boe, "https://www.boe.es.evil.com/x"))
        .await
        .expect_err("refused");
    assert!(matches!(err, FetchError::NotAllowed { .. }));
    // The right host for another source is still refused.
    let err = fetcher
        .fetch(&get(Fuente::Cendoj, BOE_URL))
        .await
        .expect_err("refused");
    assert!(
        err.to_string().contains("not on the cendoj whitelist"),
        "{err}"
    );
    assert!(fake.sent().is_empty());
}

/// Sources are written against the trait: the fetcher must satisfy it (and its future be Send).
async fn through_the_trait<F: Fetch>(fetch: &F, req: &Request) -> Result<Response, FetchError> {
    fetch.fetch(req).await
}

#[tokio::test(start_paused = true)]
async fn test_fetcher_is_usable_through_the_fetch_trait() {
    let fake = Fake::new();
    fake.script(
        BOE_URL,
        vec![Step::Respond(
            200,
            vec![("content-type", "application/xml; charset=utf-8")],
            "<p>Artículo</p>".as_bytes(),
        )],
    );
    let fetcher = fake_fetcher(fake.clone());
    let req = get(Fuente::Boe, BOE_URL);
    let response = tokio::spawn(async move { through_the_trait(&fetcher, &req).await })
        .await
        .expect("task")
        .expect("answer");
    assert_eq!(response.text(), "<p>Artículo</p>");
    assert_eq!(fake.sent().len(), 1);
}
