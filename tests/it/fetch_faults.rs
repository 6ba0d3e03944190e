//! The fault matrix: a server on 127.0.0.1 (wiremock, or the raw TCP server for socket-level
//! faults) with the real domain names resolved to it. Each fault ends in an exact outcome, and
//! mocks prove the number of requests (4 for a transient fault, 1 for an answer or a fatal one).
//! The retry waits are milliseconds here; the real 3/8/20 s schedule is asserted on the paused
//! clock in `fetch_schedule`.

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use compulsa::fetch::{BodyClass, FetchError, Fetcher};
use compulsa::model::Fuente;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::support::raw::{Behaviour, RawServer};
use crate::support::servers::{get, local_config, local_fetcher};

const BOE: &str = "http://www.boe.es";

#[track_caller]
fn assert_exhausted(err: &FetchError, status: Option<u16>, last_contains: &str) {
    match err {
        FetchError::Exhausted {
            attempts,
            last,
            last_status,
            ..
        } => {
            assert_eq!(attempts.len(), 4, "{err}");
            assert_eq!(*last_status, status, "{err}");
            assert!(
                last.contains(last_contains),
                "last `{last}` lacks `{last_contains}`"
            );
        }
        other => panic!("expected Exhausted, got {other:?}"),
    }
}

#[track_caller]
fn assert_unusable(err: &FetchError, status: Option<u16>, reason_contains: &str) {
    match err {
        FetchError::Unusable {
            reason,
            status: s,
            attempts,
            ..
        } => {
            assert_eq!(*s, status, "{err}");
            assert_eq!(attempts.len(), 1, "{err}");
            assert!(
                reason.contains(reason_contains),
                "reason `{reason}` lacks `{reason_contains}`"
            );
        }
        other => panic!("expected Unusable, got {other:?}"),
    }
}

async fn status_fault(status: u16) -> FetchError {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/x"))
        .respond_with(ResponseTemplate::new(status).set_body_string("fault"))
        .expect(4)
        .mount(&server)
        .await;
    let fetcher = local_fetcher(*server.address());
    let err = fetcher
        .fetch(&get(Fuente::Boe, &format!("{BOE}/x")))
        .await
        .expect_err("infrastructure failure");
    server.verify().await;
    err
}

#[tokio::test]
async fn test_fault_500() {
    assert_exhausted(&status_fault(500).await, Some(500), "HTTP 500");
}

#[tokio::test]
async fn test_fault_502() {
    assert_exhausted(&status_fault(502).await, Some(502), "HTTP 502");
}

#[tokio::test]
async fn test_fault_503() {
    assert_exhausted(&status_fault(503).await, Some(503), "HTTP 503");
}

#[tokio::test]
async fn test_fault_504() {
    assert_exhausted(&status_fault(504).await, Some(504), "HTTP 504");
}

#[tokio::test]
async fn test_fault_408() {
    assert_exhausted(&status_fault(408).await, Some(408), "HTTP 408");
}

#[tokio::test]
async fn test_fault_429_without_retry_after() {
    assert_exhausted(&status_fault(429).await, Some(429), "HTTP 429");
}

#[tokio::test]
async fn test_fault_429_with_retry_after_within_the_cap() {
    let server = MockServer::start().await;
    Mock::given(path("/x"))
        .respond_with(ResponseTemplate::new(429).insert_header("retry-after", "0"))
        .expect(4)
        .mount(&server)
        .await;
    let err = local_fetcher(*server.address())
        .fetch(&get(Fuente::Boe, &format!("{BOE}/x")))
        .await
        .expect_err("exhausted");
    server.verify().await;
    assert_exhausted(&err, Some(429), "HTTP 429 (Retry-After 0 s)");
}

#[tokio::test]
async fn test_fault_429_with_retry_after_beyond_the_cap() {
    let server = MockServer::start().await;
    Mock::given(path("/x"))
        .respond_with(ResponseTemplate::new(429).insert_header("retry-after", "86400"))
        .expect(1)
        .mount(&server)
        .await;
    let err = local_fetcher(*server.address())
        .fetch(&get(Fuente::Boe, &format!("{BOE}/x")))
        .await
        .expect_err("exhausted");
    server.verify().await;
    match &err {
        FetchError::Exhausted {
            attempts,
            last_status,
            last,
            ..
        } => {
            assert_eq!(attempts.len(), 1);
            assert_eq!(*last_status, Some(429));
            assert!(
                last.ends_with("Retry-After 86400 s is beyond the 60 s cap"),
                "{last}"
            );
        }
        other => panic!("expected Exhausted, got {other:?}"),
    }
}

#[tokio::test]
async fn test_fault_header_timeout() {
    let server = MockServer::start().await;
    Mock::given(path("/slow"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(5)))
        .expect(4)
        .mount(&server)
        .await;
    let mut config = local_config(*server.address());
    config.total_timeout = Duration::from_millis(200);
    let fetcher = Fetcher::new(config).expect("builds");
    let err = fetcher
        .fetch(&get(Fuente::Boe, &format!("{BOE}/slow")))
        .await
        .expect_err("exhausted");
    server.verify().await;
    assert_exhausted(&err, None, "timeout after 0.2 s");
}

#[tokio::test]
async fn test_fault_body_slower_than_the_total_timeout() {
    let server = RawServer::start(Behaviour::SlowBody(Duration::from_secs(5))).await;
    let mut config = local_config(server.addr);
    config.total_timeout = Duration::from_millis(300);
    let err = Fetcher::new(config)
        .expect("builds")
        .fetch(&get(Fuente::Boe, &format!("{BOE}/x")))
        .await
        .expect_err("exhausted");
    assert_exhausted(&err, None, "timeout after 0.3 s");
    assert_eq!(server.connections(), 4);
}

#[tokio::test]
async fn test_fault_connection_reset() {
    let server = RawServer::start(Behaviour::Reset).await;
    let err = local_fetcher(server.addr)
        .fetch(&get(Fuente::Boe, &format!("{BOE}/x")))
        .await
        .expect_err("exhausted");
    assert_exhausted(&err, None, "");
    assert_eq!(server.connections(), 4);
}

#[tokio::test]
async fn test_fault_connection_refused() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr");
    drop(listener);
    let err = local_fetcher(addr)
        .fetch(&get(Fuente::Boe, &format!("{BOE}/x")))
        .await
        .expect_err("exhausted");
    assert_exhausted(&err, None, "connect");
}

#[tokio::test]
async fn test_fault_truncated_body() {
    let server = RawServer::start(Behaviour::Truncated).await;
    let err = local_fetcher(server.addr)
        .fetch(&get(Fuente::Boe, &format!("{BOE}/x")))
        .await
        .expect_err("exhausted");
    assert_exhausted(&err, None, "");
    assert_eq!(server.connections(), 4);
}

#[tokio::test]
async fn test_fault_oversize_body() {
    let server = MockServer::start().await;
    Mock::given(path("/big"))
        .respond_with(ResponseTemplate::new(200).set_body_bytes(vec![b'a'; 2 * 1024 * 1024]))
        .expect(1)
        .mount(&server)
        .await;
    let mut config = local_config(*server.address());
    config.max_body = 1024 * 1024;
    let err = Fetcher::new(config)
        .expect("builds")
        .fetch(&get(Fuente::Boe, &format!("{BOE}/big")))
        .await
        .expect_err("unusable");
    server.verify().await;
    assert_unusable(
        &err,
        Some(200),
        "body larger than 1048576 bytes after decompression",
    );
}

#[tokio::test]
async fn test_fault_decompression_bomb() {
    // 64 MiB of zeros gzip to about 64 KiB; the cap is 1 MiB after decompression.
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    let zeros = vec![0u8; 1024 * 1024];
    for _ in 0..64 {
        encoder.write_all(&zeros).expect("gzip");
    }
    let bomb = encoder.finish().expect("gzip");
    assert!(bomb.len() < 1024 * 1024);
    let server = MockServer::start().await;
    Mock::given(path("/bomb"))
        .respond_with(
            ResponseTemplate::new(200)
                .insert_header("content-encoding", "gzip")
                .set_body_raw(bomb, "text/html"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let mut config = local_config(*server.address());
    config.max_body = 1024 * 1024;
    let err = Fetcher::new(config)
        .expect("builds")
        .fetch(&get(Fuente::Boe, &format!("{BOE}/bomb")))
        .await
        .expect_err("unusable");
    server.verify().await;
    assert_unusable(&err, Some(200), "after decompression");
}

#[tokio::test]
async fn test_gzip_body_is_decompressed() {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all("Artículo 135".as_bytes()).expect("gzip");
    let server = MockServer::start().await;
    Mock::given(path("/gz"))
        .respond_with(
            ResponseTemplate::new(200)
                .insert_header("content-encoding", "gzip")
                .set_body_raw(encoder.finish().expect("gzip"), "text/plain; charset=utf-8"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let response = local_fetcher(*server.address())
        .fetch(&get(Fuente::Boe, &format!("{BOE}/gz")))
        .await
        .expect("answer");
    assert_eq!(response.text(), "Artículo 135");
}

async fn redirect_to(location: &str) -> (FetchError, MockServer) {
    let server = MockServer::start().await;
    Mock::given(path("/r"))
        .respond_with(ResponseTemplate::new(302).insert_header("location", location))
        .expect(1)
        .mount(&server)
        .await;
    let err = local_fetcher(*server.address())
        .fetch(&get(Fuente::Boe, &format!("{BOE}/r")))
        .await
        .expect_err("refused");
    (err, server)
}

#[tokio::test]
async fn test_fault_redirect_off_the_whitelist() {
    let (err, server) = redirect_to("http://evil.example.com/x").await;
    server.verify().await;
    match &err {
        FetchError::NotAllowed { url, reason, .. } => {
            assert_eq!(url, "http://evil.example.com/x");
            assert!(
                reason.contains("host `evil.example.com` is not on the boe whitelist"),
                "{reason}"
            );
        }
        other => panic!("expected NotAllowed, got {other:?}"),
    }
}

#[tokio::test]
async fn test_fault_redirect_to_loopback_ip() {
    let (err, server) = redirect_to("http://127.0.0.1/admin").await;
    server.verify().await;
    assert!(
        matches!(&err, FetchError::NotAllowed { reason, .. } if reason.contains("ip literal `127.0.0.1`")),
        "{err:?}"
    );
}

#[tokio::test]
async fn test_fault_redirect_to_unlisted_subdomain() {
    let (err, server) = redirect_to("http://static.boe.es/x").await;
    server.verify().await;
    assert!(
        matches!(&err, FetchError::NotAllowed { reason, .. } if reason.contains("`static.boe.es`")),
        "{err:?}"
    );
}

#[tokio::test]
async fn test_fault_redirect_loop() {
    let server = MockServer::start().await;
    Mock::given(path("/a"))
        .respond_with(ResponseTemplate::new(302).insert_header("location", "/b"))
        .expect(3)
        .mount(&server)
        .await;
    Mock::given(path("/b"))
        .respond_with(ResponseTemplate::new(302).insert_header("location", "/a"))
        .expect(3)
        .mount(&server)
        .await;
    let err = local_fetcher(*server.address())
        .fetch(&get(Fuente::Boe, &format!("{BOE}/a")))
        .await
        .expect_err("unusable");
    server.verify().await;
    assert_unusable(&err, Some(302), "more than 5 redirects");
}

#[tokio::test]
async fn test_redirect_within_the_whitelist_is_followed() {
    let server = MockServer::start().await;
    Mock::given(path("/old"))
        .respond_with(ResponseTemplate::new(301).insert_header("location", "/new?x=1"))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/new"))
        .respond_with(ResponseTemplate::new(200).set_body_string("here"))
        .expect(1)
        .mount(&server)
        .await;
    let response = local_fetcher(*server.address())
        .fetch(&get(Fuente::Boe, &format!("{BOE}/old")))
        .await
        .expect("answer");
    server.verify().await;
    assert_eq!(response.status, 200);
    assert_eq!(response.url.as_str(), "http://www.boe.es/new?x=1");
    assert_eq!(response.attempts.len(), 1);
}

#[tokio::test]
async fn test_fault_202_with_empty_body_is_a_waf_challenge() {
    let server = MockServer::start().await;
    Mock::given(path("/legal-content/ES/TXT/"))
        .respond_with(ResponseTemplate::new(202))
        .expect(1)
        .mount(&server)
        .await;
    let err = local_fetcher(*server.address())
        .fetch(&get(
            Fuente::Eurlex,
            "http://eur-lex.europa.eu/legal-content/ES/TXT/?uri=CELEX:62014CJ0362",
        ))
        .await
        .expect_err("unusable");
    server.verify().await;
    assert_unusable(
        &err,
        Some(202),
        "HTTP 202 with an empty body (WAF challenge)",
    );
}

#[tokio::test]
async fn test_fault_gate_page_classified_by_the_source() {
    let server = MockServer::start().await;
    Mock::given(path("/search/contenidos.action"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string("<title>Control Descargas masivas</title>"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let fetcher = local_fetcher(*server.address());
    fetcher.register_classifier(
        Fuente::Cendoj,
        Arc::new(|r: &compulsa::fetch::Response| {
            if r.text().contains("Descargas masivas") {
                BodyClass::Gate("captcha (Control Descargas masivas)".to_owned())
            } else {
                BodyClass::Answer
            }
        }),
    );
    let err = fetcher
        .fetch(&get(
            Fuente::Cendoj,
            "http://www.poderjudicial.es/search/contenidos.action",
        ))
        .await
        .expect_err("gate");
    server.verify().await;
    assert_unusable(
        &err,
        Some(200),
        "not the page asked for: captcha (Control Descargas masivas)",
    );
}

#[tokio::test]
async fn test_malformed_pdf_bytes_pass_through_unchanged() {
    // Text extraction is the PDF module's job; the fetch layer hands over the bytes as sent.
    let bytes: Vec<u8> = b"%PDF-1.7\n1 0 obj <<\x00\xff\xfe garbage".to_vec();
    let server = MockServer::start().await;
    Mock::given(path("/doc.pdf"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(bytes.clone(), "application/pdf"))
        .expect(1)
        .mount(&server)
        .await;
    let response = local_fetcher(*server.address())
        .fetch(&get(Fuente::Cendoj, "http://www.poderjudicial.es/doc.pdf"))
        .await
        .expect("answer");
    server.verify().await;
    assert_eq!(&response.body[..], &bytes[..]);
    assert_eq!(response.header("content-type"), Some("application/pdf"));
}

#[tokio::test]
async fn test_fault_wrong_charset_html() {
    let latin1 = b"<html><body>Constituci\xf3n Espa\xf1ola</body></html>".to_vec();
    let mut with_meta = b"<html><head><meta charset=\"iso-8859-1\"></head>".to_vec();
    with_meta.extend_from_slice(b"<body>Constituci\xf3n Espa\xf1ola</body></html>");
    let server = MockServer::start().await;
    // The header claims UTF-8; the bytes are Latin-1.
    Mock::given(path("/wrong"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(latin1, "text/html; charset=utf-8"))
        .expect(1)
        .mount(&server)
        .await;
    // No charset in the header; the <meta> says ISO-8859-1.
    Mock::given(path("/meta"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(with_meta, "text/html"))
        .expect(1)
        .mount(&server)
        .await;
    let fetcher = local_fetcher(*server.address());
    let wrong = fetcher
        .fetch(&get(
            Fuente::Tc,
            "http://hj.tribunalconstitucional.es/wrong",
        ))
        .await
        .expect("answer");
    let meta = fetcher
        .fetch(&get(Fuente::Tc, "http://hj.tribunalconstitucional.es/meta"))
        .await
        .expect("answer");
    server.verify().await;
    assert!(
        wrong.text().contains("Constitución Española"),
        "{}",
        wrong.text()
    );
    assert!(
        meta.text().contains("Constitución Española"),
        "{}",
        meta.text()
    );
}

#[tokio::test]
async fn test_request_headers_reach_the_server() {
    let server = MockServer::start().await;
    Mock::given(path("/datosabiertos/api/x"))
        .and(wiremock::matchers::header("accept", "application/xml"))
        .and(wiremock::matchers::header("accept-language", "es"))
        .and(wiremock::matchers::header_regex(
            "user-agent",
            r"^compulsa/\S+ \(\+https://example.org/contact\)$",
        ))
        .respond_with(ResponseTemplate::new(200).set_body_string("<ok/>"))
        .expect(1)
        .mount(&server)
        .await;
    let mut req = compulsa::fetch::Request::get(
        Fuente::Boe,
        url::Url::parse("http://www.boe.es/datosabiertos/api/x").expect("valid"),
        "application/xml",
    );
    req.headers
        .push(("Accept-Language".to_owned(), "es".to_owned()));
    local_fetcher(*server.address())
        .fetch(&req)
        .await
        .expect("answer");
    server.verify().await;
}
