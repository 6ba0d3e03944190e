//! The PDF sandbox: both engines in limited children, the fault engines, the crash corpus.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use compulsa::pdf::{self, Engine, EngineFailure, FailureKind, PdfError, PdfOptions, PdfText};

fn fixture(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/ingest")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("fixture {}: {e}", path.display()))
}

/// Production settings on the test binary, with the fault engines unlocked.
fn options(engines: &[Engine]) -> PdfOptions {
    let mut opts = PdfOptions::new(PathBuf::from(env!("CARGO_BIN_EXE_compulsa")));
    opts.engines = engines.to_vec();
    opts.child_env = vec![("COMPULSA_TEST_MODE".into(), "1".into())];
    opts
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The only failure of a run that must fail.
#[track_caller]
fn single_failure(result: Result<PdfText, PdfError>) -> EngineFailure {
    match result {
        Err(PdfError::AllEnginesFailed(failures)) => {
            assert_eq!(failures.len(), 1, "{failures:?}");
            failures.into_iter().next().expect("invariant: one failure")
        }
        other => panic!("expected AllEnginesFailed, got {other:?}"),
    }
}

const QUOTE: &str =
    "la carga de la prueba de los defectos corresponde a quien los alega para oponerse al pago";

#[test]
fn both_engines_read_the_cendoj_like_pdf_and_cleaning_removes_headers() {
    let text = pdf::extract_text(
        &fixture("sentencia_sintetica.pdf"),
        &options(&pdf::PRODUCTION_ENGINES),
    )
    .expect("both engines read a clean PDF");
    assert!(text.failures.is_empty(), "{:?}", text.failures);
    assert_eq!(
        text.texts.iter().map(|t| t.engine).collect::<Vec<_>>(),
        vec![Engine::PdfExtract, Engine::PdfOxide]
    );
    assert_eq!(text.n_pages, 3);
    assert!(!text.no_text_layer);
    for engine_text in &text.texts {
        assert_eq!(engine_text.pages.len(), 3, "{}", engine_text.engine);
        let raw = engine_text.pages.join("\n");
        assert!(
            raw.contains("JURISPRUDENCIA"),
            "{}: header in the raw text",
            engine_text.engine
        );
        let clean = engine_text.cleaned();
        assert!(
            !clean.text.contains("JURISPRUDENCIA"),
            "{}: {}",
            engine_text.engine,
            clean.text
        );
        assert!(
            squash(&clean.text).contains(QUOTE),
            "{}: quote across lines and hyphenation: {}",
            engine_text.engine,
            clean.text
        );
        assert!(
            !clean
                .text
                .lines()
                .any(|l| l.trim().chars().all(|c| c.is_ascii_digit()) && !l.trim().is_empty()),
            "{}: a bare page number survived: {}",
            engine_text.engine,
            clean.text
        );
        let fallo = clean
            .text
            .find("FALLO")
            .expect("the last heading is in the text");
        assert_eq!(clean.page_at(fallo), Some(3), "{}", engine_text.engine);
    }
    assert!(text.preferred().is_some());
    let cleaned = text.cleaned_texts();
    assert_eq!(cleaned.len(), 2);
    assert!(
        cleaned
            .iter()
            .all(|(_, clean)| squash(&clean.text).contains(QUOTE))
    );
}

#[test]
fn a_pdf_without_text_layer_is_flagged() {
    let text = pdf::extract_text(
        &fixture("sin_texto.pdf"),
        &options(&pdf::PRODUCTION_ENGINES),
    )
    .expect("a drawing-only PDF is readable");
    assert_eq!(text.n_pages, 3);
    assert!(text.no_text_layer);
}

#[test]
fn panic_engine_is_an_error_value() {
    let failure = single_failure(pdf::extract_text(
        &fixture("sentencia_sintetica.pdf"),
        &options(&[Engine::Panic]),
    ));
    assert_eq!(failure.engine, Engine::Panic);
    assert!(
        matches!(&failure.kind, FailureKind::Panicked(message) if message.contains("test fault")),
        "{failure}"
    );
}

#[test]
fn abort_engine_is_an_error_value() {
    let failure = single_failure(pdf::extract_text(b"%PDF-1.4", &options(&[Engine::Abort])));
    assert!(
        matches!(&failure.kind, FailureKind::Crashed { status, .. } if status == "signal 6"),
        "{failure}"
    );
}

#[test]
fn hang_engine_is_killed_at_the_wall_timeout() {
    let mut opts = options(&[Engine::Hang]);
    opts.wall_timeout = Duration::from_secs(1);
    let started = Instant::now();
    let failure = single_failure(pdf::extract_text(b"%PDF-1.4", &opts));
    let took = started.elapsed();
    assert_eq!(failure.kind, FailureKind::TimedOut(Duration::from_secs(1)));
    assert!(took >= Duration::from_secs(1), "killed early: {took:?}");
    assert!(took < Duration::from_secs(10), "not killed: {took:?}");
}

#[test]
fn spin_engine_is_stopped_by_the_cpu_limit() {
    let mut opts = options(&[Engine::Spin]);
    opts.cpu_seconds = 1;
    opts.wall_timeout = Duration::from_secs(30);
    let started = Instant::now();
    let failure = single_failure(pdf::extract_text(b"%PDF-1.4", &opts));
    assert_eq!(failure.kind, FailureKind::CpuLimit, "{failure}");
    assert!(started.elapsed() < Duration::from_secs(30));
}

#[test]
fn oom_engine_is_stopped_by_the_memory_limit() {
    let mut opts = options(&[Engine::Oom]);
    opts.mem_limit_bytes = 512 << 20;
    let failure = single_failure(pdf::extract_text(b"%PDF-1.4", &opts));
    assert_eq!(failure.kind, FailureKind::MemoryLimit, "{failure}");
}

#[test]
fn a_failing_engine_next_to_a_good_one_keeps_the_good_text() {
    let text = pdf::extract_text(
        &fixture("sentencia_sintetica.pdf"),
        &options(&[Engine::Abort, Engine::PdfOxide, Engine::Panic]),
    )
    .expect("pdf_oxide still reads it");
    assert_eq!(text.texts.len(), 1);
    assert_eq!(text.texts.first().map(|t| t.engine), Some(Engine::PdfOxide));
    assert_eq!(
        text.failures.iter().map(|f| f.engine).collect::<Vec<_>>(),
        vec![Engine::Abort, Engine::Panic]
    );
    assert_eq!(text.preferred().map(|t| t.engine), Some(Engine::PdfOxide));
}

#[test]
fn fault_engines_are_refused_without_test_mode() {
    let mut opts = options(&[Engine::Abort]);
    opts.child_env.clear();
    let failure = single_failure(pdf::extract_text(b"%PDF-1.4", &opts));
    assert!(
        matches!(&failure.kind, FailureKind::Engine(message) if message.contains("COMPULSA_TEST_MODE=1")),
        "{failure}"
    );
}

#[test]
fn limits_on_input_output_and_executable() {
    let bytes = fixture("sentencia_sintetica.pdf");
    let mut opts = options(&[Engine::PdfOxide]);
    opts.max_input_bytes = 100;
    assert!(matches!(
        pdf::extract_text(&bytes, &opts),
        Err(PdfError::TooLarge { limit: 100, .. })
    ));

    let mut opts = options(&[Engine::PdfOxide]);
    opts.max_output_bytes = 64;
    let failure = single_failure(pdf::extract_text(&bytes, &opts));
    assert_eq!(failure.kind, FailureKind::OutputTooLarge(64));

    let mut opts = options(&[Engine::PdfOxide]);
    opts.exe = PathBuf::from("/nonexistent/compulsa");
    let failure = single_failure(pdf::extract_text(&bytes, &opts));
    assert!(matches!(failure.kind, FailureKind::Spawn(_)), "{failure}");

    let mut opts = options(&[]);
    opts.engines.clear();
    assert!(matches!(
        pdf::extract_text(&bytes, &opts),
        Err(PdfError::NoEngines)
    ));
}

/// What each file of the crash corpus gives with the production engines, per engine:
/// `Ok` = text, or the failure's kind name. Recorded on pdf_oxide 0.3.78 and pdf-extract
/// 0.12.1; when an engine is bumped, re-run and update this table consciously.
const CRASH_CORPUS: &[(&str, &str, &str)] = &[
    // (file, pdf_extract, pdf_oxide)
    ("empty.pdf", "Engine", "Engine"),
    ("not_a_pdf.pdf", "Engine", "Engine"),
    ("random_bytes.pdf", "Engine", "Engine"),
    ("header_then_garbage.pdf", "Engine", "Engine"),
    ("truncated.pdf", "Engine", "Ok"),
    ("byte_flipped.pdf", "Engine", "Ok"),
    ("nesting_bomb.pdf", "Engine", "Crashed"),
];

fn outcome_name(engine: Engine, result: &Result<PdfText, PdfError>) -> &'static str {
    let failures: &[EngineFailure] = match result {
        Ok(text) => {
            if text.texts.iter().any(|t| t.engine == engine) {
                return "Ok";
            }
            &text.failures
        }
        Err(PdfError::AllEnginesFailed(failures)) => failures,
        Err(_) => return "OtherError",
    };
    match failures
        .iter()
        .find(|f| f.engine == engine)
        .map(|f| &f.kind)
    {
        Some(FailureKind::Engine(_)) => "Engine",
        Some(FailureKind::Panicked(_)) => "Panicked",
        Some(FailureKind::Crashed { .. }) => "Crashed",
        Some(FailureKind::TimedOut(_)) => "TimedOut",
        Some(FailureKind::CpuLimit) => "CpuLimit",
        Some(FailureKind::MemoryLimit) => "MemoryLimit",
        Some(FailureKind::OutputTooLarge(_)) => "OutputTooLarge",
        Some(FailureKind::Spawn(_)) => "Spawn",
        None => "Missing",
    }
}

#[test]
fn crash_corpus_never_takes_the_parent_down() {
    let mut opts = options(&pdf::PRODUCTION_ENGINES);
    opts.wall_timeout = Duration::from_secs(30);
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/ingest/pdf-crash");
    let mut n_files = 0;
    for entry in std::fs::read_dir(&dir).expect("the crash corpus exists") {
        let path = entry.expect("readable dir entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        let Some(&(_, expected_extract, expected_oxide)) =
            CRASH_CORPUS.iter().find(|(file, ..)| *file == name)
        else {
            panic!("{name}: add it to CRASH_CORPUS");
        };
        let bytes = std::fs::read(&path).expect("readable corpus file");
        let result = pdf::extract_text(&bytes, &opts);
        assert_eq!(
            (
                outcome_name(Engine::PdfExtract, &result),
                outcome_name(Engine::PdfOxide, &result)
            ),
            (expected_extract, expected_oxide),
            "{name}: {result:?}"
        );
        n_files += 1;
    }
    assert_eq!(n_files, CRASH_CORPUS.len());
    // The parent carries on: a good PDF still reads after the whole corpus.
    let text = pdf::extract_text(&fixture("sentencia_sintetica.pdf"), &opts).expect("still works");
    assert_eq!(text.texts.len(), 2);
}

#[tokio::test]
async fn async_wrapper_reads_on_the_blocking_pool() {
    let bytes = bytes::Bytes::from(fixture("sentencia_sintetica.pdf"));
    let text = pdf::extract_text_async(bytes, options(&[Engine::PdfOxide]))
        .await
        .expect("pdf_oxide reads it");
    assert_eq!(text.n_pages, 3);
}

#[test]
fn orphaned_child_ends_itself_at_its_wall_limit() {
    let started = Instant::now();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_compulsa"))
        .args(["__extract-pdf", "--engine", "hang", "--wall-seconds", "1"])
        .env("COMPULSA_TEST_MODE", "1")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the binary starts");
    let status = loop {
        if let Some(status) = child.try_wait().expect("waitable child") {
            break status;
        }
        if started.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the child did not end itself");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(pdf::child::WATCHDOG_EXIT_CODE));
    assert!(started.elapsed() >= Duration::from_secs(1));
}

#[test]
fn the_child_subcommand_is_hidden_from_help() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_compulsa"))
        .arg("--help")
        .output()
        .expect("the binary runs");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(!help.contains("__extract-pdf"), "{help}");
}
