//! `compulsa fetch` against the binary: exit codes 0 / 3 / 4, test-mode gating, replay.

use assert_cmd::Command;
use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

fn compulsa() -> Command {
    let mut cmd = Command::cargo_bin("compulsa").expect("binary");
    cmd.env_remove("COMPULSA_TEST_MODE")
        .env_remove("COMPULSA_DATA_DIR");
    cmd
}

fn json(out: &[u8]) -> serde_json::Value {
    serde_json::from_slice(out).expect("json output")
}

#[test]
fn test_whitelist_refusal_exits_4() {
    let out = compulsa()
        .args([
            "fetch",
            "--source",
            "boe",
            "https://www.boe.es@evil.com/",
            "--format",
            "json",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(4));
    let v = json(&out.stdout);
    assert_eq!(v["outcome"], "whitelist_refusal");
    assert!(
        v["error"].as_str().expect("error").contains("userinfo"),
        "{v}"
    );
}

#[test]
fn test_plain_http_and_resolve_are_refused_outside_test_mode() {
    let out = compulsa()
        .args(["fetch", "--source", "boe", "http://www.boe.es/"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(4));
    let out = compulsa()
        .args([
            "fetch",
            "--source",
            "boe",
            "--resolve",
            "www.boe.es=127.0.0.1:9",
            "https://www.boe.es/",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("COMPULSA_TEST_MODE=1"));
}

#[tokio::test]
async fn test_test_mode_answer_failure_and_redirect_refusal() {
    let server = MockServer::start().await;
    Mock::given(path("/ok"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_raw(b"Constituci\xf3n".to_vec(), "text/html; charset=iso-8859-1"),
        )
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/down"))
        .respond_with(ResponseTemplate::new(503))
        .expect(4)
        .mount(&server)
        .await;
    Mock::given(path("/away"))
        .respond_with(
            ResponseTemplate::new(302).insert_header("location", "http://evil.example.com/"),
        )
        .expect(1)
        .mount(&server)
        .await;
    let resolve = format!("www.boe.es={}", server.address());
    let run = |url: &'static str| {
        let resolve = resolve.clone();
        tokio::task::spawn_blocking(move || {
            compulsa()
                .env("COMPULSA_TEST_MODE", "1")
                .args(["fetch", "--source", "boe", "--no-cache", "--format", "json"])
                .args(["--resolve", &resolve, "--retry-schedule-ms", "1,1,1", url])
                .output()
                .expect("runs")
        })
    };
    let ok = run("http://www.boe.es/ok").await.expect("task");
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let v = json(&ok.stdout);
    assert_eq!(v["status"], 200);
    assert_eq!(v["text"], "Constitución");
    assert_eq!(v["attempts"].as_array().expect("attempts").len(), 1);

    let down = run("http://www.boe.es/down").await.expect("task");
    assert_eq!(down.status.code(), Some(3));
    let v = json(&down.stdout);
    assert_eq!(v["outcome"], "infrastructure_failure");
    assert_eq!(v["status"], 503);
    assert_eq!(v["attempts"].as_array().expect("attempts").len(), 4);

    let away = run("http://www.boe.es/away").await.expect("task");
    assert_eq!(away.status.code(), Some(4));
    assert_eq!(json(&away.stdout)["outcome"], "whitelist_refusal");
    server.verify().await;
}

#[test]
fn test_replay_from_the_command_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let site = dir.path().join("boe");
    std::fs::create_dir_all(&site).expect("mkdir");
    let url = "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135";
    let cassette = serde_json::json!({
        "request": {"method": "GET", "url": url, "accept": "application/xml", "body": null},
        "response": {"status": 200, "final_url": url,
                     "headers": [["content-type", "application/xml;charset=UTF-8"]],
                     "body_file": "a135.body"},
        "captured_at": "2026-11-30T00:00:00Z",
        "synthetic": true,
        "provenance": "built by the fetch_cli test"
    });
    std::fs::write(site.join("a135.json"), cassette.to_string()).expect("write");
    std::fs::write(
        site.join("a135.body"),
        "<bloque id=\"a135\">Artículo 135</bloque>",
    )
    .expect("write");
    let replay = dir.path().to_str().expect("utf-8 path");
    let out = compulsa()
        .args([
            "fetch",
            "--source",
            "boe",
            "--accept",
            "application/xml",
            "--replay",
            replay,
            url,
        ])
        .output()
        .expect("runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("status: 200"), "{stdout}");
    assert!(stdout.contains("Artículo 135"), "{stdout}");
    // Another Accept has no cassette: infrastructure failure naming the request.
    let out = compulsa()
        .args([
            "fetch",
            "--source",
            "boe",
            "--accept",
            "application/json",
            "--replay",
            replay,
            url,
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stdout).contains("no cassette for Get"));
}
