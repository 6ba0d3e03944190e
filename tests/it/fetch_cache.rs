//! The cache: answers served without a request, failures and gates never stored, negatives
//! with their own TTL, ETag revalidation, sessions bypassing it.

use std::sync::Arc;
use std::time::Duration;

use compulsa::fetch::{BodyClass, FetchConfig, Fetcher};
use compulsa::model::Fuente;
use wiremock::matchers::{header, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::support::servers::{get, local_config};

const URL: &str = "http://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229";

fn cached_config(server: &MockServer, dir: &tempfile::TempDir) -> FetchConfig {
    let mut config = local_config(*server.address());
    config.cache_path = Some(dir.path().join("cache.sqlite3"));
    config
}

#[tokio::test]
async fn test_a_success_is_served_from_cache_without_a_request() {
    let server = MockServer::start().await;
    Mock::given(path(
        "/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229",
    ))
    .respond_with(ResponseTemplate::new(200).set_body_raw("<ok/>", "application/xml"))
    .expect(1)
    .mount(&server)
    .await;
    let dir = tempfile::tempdir().expect("tempdir");
    let fetcher = Fetcher::new(cached_config(&server, &dir)).expect("builds");
    let first = fetcher.fetch(&get(Fuente::Boe, URL)).await.expect("answer");
    assert!(!first.from_cache);
    let second = fetcher.fetch(&get(Fuente::Boe, URL)).await.expect("answer");
    assert!(second.from_cache);
    assert_eq!(second.body, first.body);
    assert_eq!(second.status, 200);
    assert_eq!(second.header("content-type"), Some("application/xml"));
    assert_eq!(second.fetched_at, first.fetched_at);
    assert!(second.attempts.is_empty());
    // A new fetcher on the same file (a new process) is served too.
    let third = Fetcher::new(cached_config(&server, &dir))
        .expect("builds")
        .fetch(&get(Fuente::Boe, URL))
        .await
        .expect("answer");
    assert!(third.from_cache);
    // Another Accept is another key.
    let mut other = get(Fuente::Boe, URL);
    other.accept = Some("application/json".to_owned());
    server.verify().await;
    server.reset().await;
    Mock::given(path(
        "/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229",
    ))
    .respond_with(ResponseTemplate::new(200).set_body_string("{}"))
    .expect(1)
    .mount(&server)
    .await;
    assert!(!fetcher.fetch(&other).await.expect("answer").from_cache);
    server.verify().await;
}

#[tokio::test]
async fn test_a_503_is_never_cached() {
    let server = MockServer::start().await;
    Mock::given(path(
        "/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229",
    ))
    .respond_with(ResponseTemplate::new(503))
    .expect(8)
    .mount(&server)
    .await;
    let dir = tempfile::tempdir().expect("tempdir");
    let fetcher = Fetcher::new(cached_config(&server, &dir)).expect("builds");
    fetcher
        .fetch(&get(Fuente::Boe, URL))
        .await
        .expect_err("exhausted");
    fetcher
        .fetch(&get(Fuente::Boe, URL))
        .await
        .expect_err("exhausted");
    server.verify().await;
}

#[tokio::test]
async fn test_403_and_gate_pages_are_never_cached() {
    let server = MockServer::start().await;
    Mock::given(path("/forbidden"))
        .respond_with(ResponseTemplate::new(403))
        .expect(2)
        .mount(&server)
        .await;
    Mock::given(path("/gate"))
        .respond_with(ResponseTemplate::new(200).set_body_string("captcha"))
        .expect(2)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().expect("tempdir");
    let fetcher = Fetcher::new(cached_config(&server, &dir)).expect("builds");
    fetcher.register_classifier(
        Fuente::Boe,
        Arc::new(|r: &compulsa::fetch::Response| {
            if &r.body[..] == b"captcha" {
                BodyClass::Gate("captcha".to_owned())
            } else {
                BodyClass::Answer
            }
        }),
    );
    for _ in 0..2 {
        let forbidden = fetcher
            .fetch(&get(Fuente::Boe, "http://www.boe.es/forbidden"))
            .await
            .expect("answer");
        assert_eq!((forbidden.status, forbidden.from_cache), (403, false));
        fetcher
            .fetch(&get(Fuente::Boe, "http://www.boe.es/gate"))
            .await
            .expect_err("gate");
    }
    server.verify().await;
}

#[tokio::test]
async fn test_negative_answers_get_the_short_ttl() {
    let server = MockServer::start().await;
    Mock::given(path("/missing"))
        .respond_with(ResponseTemplate::new(404))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/none"))
        .respond_with(ResponseTemplate::new(200).set_body_string("no results"))
        .expect(2)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = cached_config(&server, &dir);
    let boe = config.sources.get_mut(&Fuente::Boe).expect("policy");
    // Answers stay a day; a zero negative TTL makes a negative stale at once.
    boe.negative_fresh_for = Duration::ZERO;
    let tc = config.sources.get_mut(&Fuente::Tc).expect("policy");
    tc.negative_fresh_for = Duration::from_secs(3600);
    let fetcher = Fetcher::new(config).expect("builds");
    fetcher.register_classifier(
        Fuente::Boe,
        Arc::new(|r: &compulsa::fetch::Response| {
            if &r.body[..] == b"no results" {
                BodyClass::Negative
            } else {
                BodyClass::Answer
            }
        }),
    );
    // A 404 for TC (1 h negative TTL): the second is served from cache.
    let tc_url = "http://hj.tribunalconstitucional.es/missing";
    assert!(
        !fetcher
            .fetch(&get(Fuente::Tc, tc_url))
            .await
            .expect("answer")
            .from_cache
    );
    assert!(
        fetcher
            .fetch(&get(Fuente::Tc, tc_url))
            .await
            .expect("answer")
            .from_cache
    );
    // A "no results" for BOE with a zero negative TTL: asked twice.
    assert!(
        !fetcher
            .fetch(&get(Fuente::Boe, "http://www.boe.es/none"))
            .await
            .expect("answer")
            .from_cache
    );
    assert!(
        !fetcher
            .fetch(&get(Fuente::Boe, "http://www.boe.es/none"))
            .await
            .expect("answer")
            .from_cache
    );
    server.verify().await;
}

#[tokio::test]
async fn test_stale_entries_are_revalidated_with_etag() {
    let server = MockServer::start().await;
    Mock::given(path("/doc"))
        .and(header("if-none-match", "\"v1\""))
        .respond_with(ResponseTemplate::new(304))
        .with_priority(1)
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/doc"))
        .respond_with(
            ResponseTemplate::new(200)
                .insert_header("etag", "\"v1\"")
                .set_body_string("version one"),
        )
        .with_priority(2)
        .expect(1)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = cached_config(&server, &dir);
    // Always stale: every use revalidates.
    config
        .sources
        .get_mut(&Fuente::Boe)
        .expect("policy")
        .fresh_for = Some(Duration::ZERO);
    let fetcher = Fetcher::new(config).expect("builds");
    let first = fetcher
        .fetch(&get(Fuente::Boe, "http://www.boe.es/doc"))
        .await
        .expect("answer");
    let second = fetcher
        .fetch(&get(Fuente::Boe, "http://www.boe.es/doc"))
        .await
        .expect("answer");
    server.verify().await;
    assert_eq!(second.status, 200);
    assert!(second.from_cache);
    assert_eq!(second.body, first.body);
    assert_eq!(second.attempts.len(), 1);
    assert_eq!(second.attempts[0].status, Some(304));
}

#[tokio::test]
async fn test_session_requests_bypass_the_cache() {
    let server = MockServer::start().await;
    Mock::given(path("/es/Resolucion/List"))
        .respond_with(ResponseTemplate::new(200).set_body_string("page"))
        .expect(3)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().expect("tempdir");
    let fetcher = Fetcher::new(cached_config(&server, &dir)).expect("builds");
    let url = "http://hj.tribunalconstitucional.es/es/Resolucion/List?page=1";
    {
        let session = fetcher.session(Fuente::Tc).await;
        session.fetch(&get(Fuente::Tc, url)).await.expect("answer");
        session.fetch(&get(Fuente::Tc, url)).await.expect("answer");
    }
    // Nothing was stored by the session: the plain fetch asks, then stores.
    fetcher.fetch(&get(Fuente::Tc, url)).await.expect("answer");
    assert!(
        fetcher
            .fetch(&get(Fuente::Tc, url))
            .await
            .expect("answer")
            .from_cache
    );
    server.verify().await;
}
