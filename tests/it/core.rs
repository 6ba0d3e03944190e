//! The audit/validate core through the binary: validate, log, audit verify, extract-field,
//! selftest, bad input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_compulsa"));
    c.env_remove("COMPULSA_AUDIT_DIR")
        .env_remove("COMPULSA_SCHEMAS_DIR");
    c
}

fn run(args: &[&str], audit: &Path) -> Output {
    bin()
        .args(args)
        .arg("--audit-dir")
        .arg(audit)
        .stdin(Stdio::null())
        .output()
        .expect("invariant: the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_schema_fixture_validates_as_labelled() {
    let tmp = tempfile::tempdir().unwrap();
    let cases: Vec<Value> =
        serde_json::from_slice(&std::fs::read(root().join("fixtures/agents/cases.json")).unwrap())
            .unwrap();
    let mut seen_valid = std::collections::BTreeSet::new();
    let mut seen_invalid = std::collections::BTreeSet::new();
    for case in &cases {
        let schema = case["schema"].as_str().unwrap();
        let file = root()
            .join("fixtures/agents")
            .join(case["file"].as_str().unwrap());
        let out = run(
            &[
                "validate",
                "--agent",
                schema,
                "--input",
                file.to_str().unwrap(),
                "--format",
                "json",
            ],
            tmp.path(),
        );
        let report: Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{file:?}: {e}: {}", stdout(&out)));
        if case["valid"].as_bool().unwrap() {
            assert_eq!(out.status.code(), Some(0), "{file:?}: {report}");
            seen_valid.insert(schema.to_owned());
        } else {
            assert_eq!(out.status.code(), Some(1), "{file:?} should be invalid");
            let pointers: Vec<&str> = report["errors"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["pointer"].as_str().unwrap())
                .collect();
            let want = case["pointer"].as_str().unwrap();
            assert_eq!(
                pointers,
                vec![want],
                "{file:?} must fail for its own reason: {}",
                case["why"]
            );
            seen_invalid.insert(schema.to_owned());
        }
    }
    let all: std::collections::BTreeSet<String> = std::fs::read_dir(root().join("schemas"))
        .unwrap()
        .map(|e| {
            let n = e.unwrap().file_name().into_string().unwrap();
            let n = n.strip_suffix(".json").unwrap().to_owned();
            n.strip_suffix("_output").map(str::to_owned).unwrap_or(n)
        })
        .collect();
    assert_eq!(seen_valid, all, "every schema has a valid example");
    assert_eq!(seen_invalid, all, "every schema has an invalid example");
}

#[test]
fn validate_json_errors_are_pasteable() {
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("out.json");
    std::fs::write(&f, r#"{"cita_original": "art. 135 CE", "estado": "ok"}"#).unwrap();
    let out = run(
        &[
            "validate",
            "--agent",
            "verificador_boe",
            "--input",
            f.to_str().unwrap(),
            "--format",
            "json",
        ],
        tmp.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["valid"], false);
    let errs = v["errors"].as_array().unwrap();
    assert!(errs.iter().any(|e| e["pointer"] == "/estado"), "{v}");
    assert!(
        errs.iter().any(|e| e["pointer"] == ""
            && e["message"].as_str().unwrap().contains("observaciones")),
        "{v}"
    );
    for e in errs {
        assert_eq!(
            e.as_object().unwrap().len(),
            2,
            "exactly pointer + message: {e}"
        );
    }
}

#[track_caller]
fn assert_usage_error(args: &[&str], needle: &str) {
    let tmp = tempfile::tempdir().unwrap();
    let out = run(args, tmp.path());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(
        err.contains(needle),
        "{args:?}: stderr {err:?} lacks {needle:?}"
    );
}

#[test]
fn bad_input_gets_a_clear_error_and_exit_2() {
    let tmp = tempfile::tempdir().unwrap();
    let p = |name: &str| tmp.path().join(name).to_str().unwrap().to_owned();
    std::fs::write(p("latin1.json"), b"{\"a\": \"caf\xe9\"}").unwrap();
    std::fs::write(p("broken.json"), b"{\"a\": ").unwrap();
    std::fs::write(
        p("deep.json"),
        format!("{}{}", "[".repeat(200), "]".repeat(200)),
    )
    .unwrap();
    let big = std::fs::File::create(p("big.json")).unwrap();
    big.set_len(100 * 1024 * 1024).unwrap();
    std::fs::write(p("ok.json"), "{}").unwrap();
    fn v(f: &str) -> Vec<&str> {
        vec!["validate", "--agent", "echo", "--input", f]
    }
    assert_usage_error(&v(&p("missing.json")), "no such file");
    assert_usage_error(&v(tmp.path().to_str().unwrap()), "is a directory");
    assert_usage_error(&v(&p("latin1.json")), "not UTF-8");
    assert_usage_error(&v(&p("broken.json")), "invalid JSON at line 1");
    assert_usage_error(&v(&p("deep.json")), "nested deeper than 128");
    assert_usage_error(&v(&p("big.json")), "input cap");
    let ok = p("ok.json");
    assert_usage_error(
        &["validate", "--agent", "nadie", "--input", &ok],
        "unknown agent \"nadie\"",
    );
    assert_usage_error(
        &["validate", "--agent", "../x", "--input", &ok],
        "invalid agent name",
    );
    assert_usage_error(
        &["log", "--run-id", "../x", "--agent", "echo"],
        "invalid run id",
    );
    assert_usage_error(
        &["log", "--run-id", "/etc/passwd", "--agent", "echo"],
        "invalid run id",
    );
    assert_usage_error(
        &[
            "log",
            "--run-id",
            "20261130T063000Z-00000000",
            "--agent",
            "echo",
        ],
        "no run",
    );
    assert_usage_error(&["frobnicate"], "unrecognized subcommand");
}

fn new_run(audit: &Path) -> String {
    let out = run(&["new-run"], audit);
    assert_eq!(out.status.code(), Some(0));
    stdout(&out).trim().to_owned()
}

#[test]
fn concurrent_processes_never_lose_or_interleave_lines() {
    let tmp = tempfile::tempdir().unwrap();
    let run_id = new_run(tmp.path());
    // 8 processes, each appending 200 lines through the binary's own append path.
    let script = format!(
        "for i in $(seq 1 200); do \"$BIN\" log --run-id {run_id} --agent verificador_boe --attempt 1 --note \"p$P-$i\" --audit-dir \"$DIR\" >/dev/null || exit 1; done"
    );
    let children: Vec<_> = (0..8)
        .map(|p| {
            Command::new("sh")
                .arg("-c")
                .arg(&script)
                .env("BIN", env!("CARGO_BIN_EXE_compulsa"))
                .env("DIR", tmp.path())
                .env("P", p.to_string())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    let path = tmp.path().join(format!("{run_id}.jsonl"));
    let content = std::fs::read_to_string(&path).unwrap();
    assert_eq!(content.lines().count(), 1601);
    let notes: std::collections::BTreeSet<&str> = content
        .lines()
        .filter_map(|l| l.split("\"note\":\"p").nth(1))
        .map(|rest| rest.split('"').next().unwrap())
        .collect();
    assert_eq!(notes.len(), 1600, "every append is there once");
    let out = run(&["audit", "verify", &run_id], tmp.path());
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stdout(&out).contains("1601 lines"));
}

fn small_run(audit: &Path, n: usize) -> (String, PathBuf) {
    let run_id = new_run(audit);
    for i in 0..n {
        let out = run(
            &[
                "log",
                "--run-id",
                &run_id,
                "--agent",
                "echo",
                "--note",
                &format!("n{i}"),
            ],
            audit,
        );
        assert_eq!(out.status.code(), Some(0));
    }
    let path = audit.join(format!("{run_id}.jsonl"));
    (run_id, path)
}

#[test]
fn a_flipped_byte_is_reported_at_its_line() {
    let tmp = tempfile::tempdir().unwrap();
    let (run_id, path) = small_run(tmp.path(), 8);
    let mut bytes = std::fs::read(&path).unwrap();
    let starts: Vec<usize> = std::iter::once(0)
        .chain(
            bytes
                .iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect();
    // Line 5 (1-based): flip a byte inside its note.
    let line5 = &bytes[starts[4]..starts[5]];
    let off = starts[4] + line5.windows(4).position(|w| w == b"\"n3\"").unwrap() + 2;
    bytes[off] ^= 0x01;
    std::fs::write(&path, &bytes).unwrap();
    let out = run(
        &["audit", "verify", &run_id, "--format", "json"],
        tmp.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ok"], false);
    assert_eq!(v["line"], 5, "{v}");
    assert!(v["reason"].as_str().unwrap().contains("hash mismatch"));
}

#[test]
fn a_torn_tail_is_reported_and_blocks_appends() {
    let tmp = tempfile::tempdir().unwrap();
    let (run_id, path) = small_run(tmp.path(), 3);
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 40]).unwrap();
    let out = run(
        &["audit", "verify", &run_id, "--format", "json"],
        tmp.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["line"], 4);
    assert!(
        v["reason"].as_str().unwrap().starts_with("torn tail"),
        "{v}"
    );
    let out = run(&["log", "--run-id", &run_id, "--agent", "echo"], tmp.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("torn tail"));
}

#[test]
fn secrets_never_reach_the_file() {
    let tmp = tempfile::tempdir().unwrap();
    let run_id = new_run(tmp.path());
    let input = tmp.path().join("agent.json");
    std::fs::write(
        &input,
        r#"{"agent":"echo","echo":"Authorization: Bearer s3cr3t-TOKEN-value","ok":true}"#,
    )
    .unwrap();
    for note in [
        "called with Authorization: Bearer s3cr3t-TOKEN-value",
        "api_key=AKIAIOSFODNN7EXAMPLE",
        "password: hunter2-hunter2",
        "https://admin:pa55w0rd-x@www.boe.es/",
    ] {
        let out = run(
            &[
                "log",
                "--run-id",
                &run_id,
                "--agent",
                "echo",
                "--input",
                input.to_str().unwrap(),
                "--note",
                note,
            ],
            tmp.path(),
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let content = std::fs::read_to_string(tmp.path().join(format!("{run_id}.jsonl"))).unwrap();
    for secret in [
        "s3cr3t-TOKEN-value",
        "AKIAIOSFODNN7EXAMPLE",
        "hunter2-hunter2",
        "pa55w0rd-x",
    ] {
        assert!(!content.contains(secret), "{secret} leaked");
    }
    assert_eq!(content.matches("[REDACTED]").count(), 4);
    let out = run(&["audit", "verify", &run_id], tmp.path());
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn log_validates_the_input_when_not_told() {
    let tmp = tempfile::tempdir().unwrap();
    let run_id = new_run(tmp.path());
    let input = tmp.path().join("bad.json");
    std::fs::write(&input, r#"{"agent":"echo","echo":1,"ok":true}"#).unwrap();
    let out = run(
        &[
            "log",
            "--run-id",
            &run_id,
            "--agent",
            "echo",
            "--input",
            input.to_str().unwrap(),
            "--attempt",
            "2",
        ],
        tmp.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    let content = std::fs::read_to_string(tmp.path().join(format!("{run_id}.jsonl"))).unwrap();
    let last: Value = serde_json::from_str(content.lines().last().unwrap()).unwrap();
    assert_eq!(last["event"], "invocation");
    assert_eq!(last["schema_valid"], false);
    assert_eq!(last["attempt"], 2);
    assert_eq!(last["errors"][0]["pointer"], "/echo");
    assert_eq!(last["input_sha256"].as_str().unwrap().len(), 64);
    let schema_out = run(
        &["validate", "--agent", "audit_line", "--input", "-"],
        tmp.path(),
    );
    // stdin is null: an empty input is invalid JSON, a usage error.
    assert_eq!(schema_out.status.code(), Some(2));
}

#[test]
fn every_written_line_validates_against_the_audit_schema() {
    let tmp = tempfile::tempdir().unwrap();
    let (run_id, path) = small_run(tmp.path(), 2);
    let out = run(&["end-run", "--run-id", &run_id], tmp.path());
    assert_eq!(out.status.code(), Some(0));
    let content = std::fs::read_to_string(&path).unwrap();
    for (i, line) in content.lines().enumerate() {
        let f = tmp.path().join(format!("line{i}.json"));
        std::fs::write(&f, line).unwrap();
        let out = run(
            &[
                "validate",
                "--agent",
                "audit_line",
                "--input",
                f.to_str().unwrap(),
            ],
            tmp.path(),
        );
        assert_eq!(out.status.code(), Some(0), "line {i}: {}", stdout(&out));
    }
    let out = run(&["log", "--run-id", &run_id, "--agent", "echo"], tmp.path());
    assert_eq!(out.status.code(), Some(2), "nothing after __run_end__");
}

#[test]
fn extract_field_reads_dot_paths_and_pointers() {
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("v.json");
    std::fs::write(
        &f,
        r#"{"estado":"inexacta","modificaciones":[{"id_norma":"BOE-A-2011-15210"}],"n":3}"#,
    )
    .unwrap();
    let get = |field: &str| {
        run(
            &[
                "extract-field",
                "--input",
                f.to_str().unwrap(),
                "--field",
                field,
            ],
            tmp.path(),
        )
    };
    assert_eq!(stdout(&get("estado")), "inexacta\n");
    assert_eq!(
        stdout(&get("modificaciones.0.id_norma")),
        "BOE-A-2011-15210\n"
    );
    assert_eq!(
        stdout(&get("/modificaciones/0/id_norma")),
        "BOE-A-2011-15210\n"
    );
    assert_eq!(stdout(&get("n")), "3\n");
    assert_eq!(
        stdout(&get("modificaciones")),
        "[{\"id_norma\":\"BOE-A-2011-15210\"}]\n"
    );
    assert_eq!(get("nada").status.code(), Some(1));
}

#[test]
fn selftest_leaves_a_run_that_verifies() {
    let tmp = tempfile::tempdir().unwrap();
    let out = run(&["selftest"], tmp.path());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let run_id = text
        .trim()
        .strip_prefix("Selftest OK — ")
        .expect("selftest line");
    let out = run(&["audit", "verify", run_id, "--format", "json"], tmp.path());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ok"], true);
    assert_eq!(v["lines"], 4);
    assert_eq!(v["ended"], true);
}

#[test]
fn schemas_dir_overrides_and_adds_agents() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("schemas");
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(
        dir.join("resumidor_output.json"),
        r#"{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","required":["resumen"]}"#,
    )
    .unwrap();
    let f = tmp.path().join("o.json");
    std::fs::write(&f, r#"{"resumen": "x"}"#).unwrap();
    let out = bin()
        .args([
            "validate",
            "--agent",
            "resumidor",
            "--input",
            f.to_str().unwrap(),
            "--schemas-dir",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
