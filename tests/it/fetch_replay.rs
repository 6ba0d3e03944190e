//! Record/replay: a recorded exchange replays byte for byte without a request; a missing
//! cassette is a clear infrastructure fault; a recorded 503 replays through the real schedule.

use std::path::Path;
use std::time::Duration;

use compulsa::fetch::replay::{CassetteFile, CassetteRequest, CassetteResponse};
use compulsa::fetch::{FetchConfig, FetchError, Fetcher, Method};
use compulsa::model::Fuente;
use tokio::time::Instant;
use wiremock::matchers::{body_string, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::support::servers::{get, local_config};

const BLOQUE: &str = "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135";

/// Writes a synthetic cassette.
fn write_cassette(
    dir: &Path,
    name: &str,
    url: &str,
    status: u16,
    headers: &[(&str, &str)],
    body: &[u8],
) {
    let site = dir.join("boe");
    std::fs::create_dir_all(&site).expect("mkdir");
    let file = CassetteFile {
        request: CassetteRequest {
            method: Method::Get,
            url: url.to_owned(),
            accept: Some("application/xml".to_owned()),
            body: None,
        },
        response: CassetteResponse {
            status,
            final_url: url.to_owned(),
            headers: headers
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            body_file: format!("{name}.body"),
        },
        captured_at: "2026-11-30T00:00:00Z".to_owned(),
        synthetic: true,
        provenance: "built by the fetch_replay test".to_owned(),
    };
    std::fs::write(
        site.join(format!("{name}.json")),
        serde_json::to_string_pretty(&file).expect("json"),
    )
    .expect("write");
    std::fs::write(site.join(format!("{name}.body")), body).expect("write");
}

fn bloque_request() -> compulsa::fetch::Request {
    compulsa::fetch::Request::get(
        Fuente::Boe,
        url::Url::parse(BLOQUE).expect("valid"),
        "application/xml",
    )
}

#[tokio::test]
async fn test_recorded_exchange_replays_byte_for_byte() {
    let body: Vec<u8> = (0..=255u8).chain(b"<bloque/>".iter().copied()).collect();
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/search/search.action"))
        .and(body_string(
            "ECLI=ECLI%3AES%3ATS%3A2023%3A3144&action=query",
        ))
        .respond_with(
            ResponseTemplate::new(200)
                .insert_header("x-test", "yes")
                .set_body_raw(body.clone(), "text/html; charset=ISO-8859-1"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = local_config(*server.address());
    config.mode = compulsa::fetch::Mode::Record(dir.path().to_owned());
    let recorder = Fetcher::new(config).expect("builds");
    let mut req = get(
        Fuente::Cendoj,
        "http://www.poderjudicial.es/search/search.action",
    );
    req.method = Method::Post;
    req.body = Some(b"ECLI=ECLI%3AES%3ATS%3A2023%3A3144&action=query".to_vec());
    req.headers.push((
        "content-type".to_owned(),
        "application/x-www-form-urlencoded".to_owned(),
    ));
    let live = recorder.fetch(&req).await.expect("answer");
    server.verify().await;

    let files: Vec<String> = std::fs::read_dir(dir.path().join("cendoj"))
        .expect("cassette folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(
        files.iter().all(|f| f.starts_with("search_action-")),
        "{files:?}"
    );

    let mut replay_config = FetchConfig::replay(dir.path());
    replay_config.schemes = compulsa::fetch::whitelist::SchemePolicy::AllowPlainHttp;
    let replayer = Fetcher::new(replay_config).expect("builds");
    let replayed = replayer.fetch(&req).await.expect("answer");
    assert_eq!(&replayed.body[..], &body[..]);
    assert_eq!(replayed.body, live.body);
    assert_eq!(replayed.status, 200);
    assert_eq!(replayed.url, live.url);
    assert_eq!(replayed.header("x-test"), Some("yes"));
    assert!(replayed.from_cache);
    // The server saw nothing more.
    assert_eq!(
        server.received_requests().await.expect("recording").len(),
        1
    );
}

#[tokio::test]
async fn test_missing_cassette_is_a_clear_infrastructure_fault() {
    let dir = tempfile::tempdir().expect("tempdir");
    write_cassette(dir.path(), "a135", BLOQUE, 200, &[], b"<bloque/>");
    let fetcher = Fetcher::replay(dir.path()).expect("builds");
    let mut other = bloque_request();
    other.accept = Some("application/json".to_owned());
    let err = fetcher.fetch(&other).await.expect_err("miss");
    match &err {
        FetchError::ReplayMiss {
            method,
            url,
            accept,
        } => {
            assert_eq!(*method, Method::Get);
            assert_eq!(url, BLOQUE);
            assert_eq!(accept.as_deref(), Some("application/json"));
        }
        other => panic!("expected ReplayMiss, got {other:?}"),
    }
    assert!(err.to_string().contains(BLOQUE));
    // The recorded one answers.
    let ok = fetcher.fetch(&bloque_request()).await.expect("answer");
    assert_eq!(&ok.body[..], b"<bloque/>");
}

#[tokio::test(start_paused = true)]
async fn test_recorded_503_replays_as_four_attempts_then_exhausted() {
    let dir = tempfile::tempdir().expect("tempdir");
    write_cassette(dir.path(), "down", BLOQUE, 503, &[], b"");
    let fetcher = Fetcher::replay(dir.path()).expect("builds");
    let origin = Instant::now();
    let err = fetcher
        .fetch(&bloque_request())
        .await
        .expect_err("exhausted");
    assert_eq!(origin.elapsed(), Duration::from_secs(31));
    let at: Vec<u64> = err.attempts().iter().map(|a| a.at_ms).collect();
    assert_eq!(at, vec![0, 3_000, 11_000, 31_000]);
    assert!(
        matches!(
            err,
            FetchError::Exhausted {
                last_status: Some(503),
                ..
            }
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn test_recorded_waf_challenge_is_a_gate() {
    let dir = tempfile::tempdir().expect("tempdir");
    write_cassette(dir.path(), "waf", BLOQUE, 202, &[], b"");
    let err = Fetcher::replay(dir.path())
        .expect("builds")
        .fetch(&bloque_request())
        .await
        .expect_err("gate");
    assert!(
        matches!(
            err,
            FetchError::Unusable {
                status: Some(202),
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn test_malformed_cassette_is_refused_at_load() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir_all(dir.path().join("boe")).expect("mkdir");
    std::fs::write(dir.path().join("boe/bad.json"), "{\"request\": 1}").expect("write");
    let err = Fetcher::replay(dir.path()).expect_err("refused");
    assert!(err.to_string().contains("bad.json"), "{err}");
}
