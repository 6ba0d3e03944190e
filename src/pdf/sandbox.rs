//! The parent side of the PDF sandbox: spawn one child per engine, feed it the PDF, read its
//! report under a cap, kill it at the wall-clock limit, and turn every way it can end into
//! either page texts or a [`FailureKind`].

use std::io::{Read, Write};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::{Engine, FailureKind, PdfOptions, child};

/// Bytes of a child's stderr kept for the error message.
const STDERR_TAIL_BYTES: usize = 4096;
/// How often the parent looks at its children.
const POLL_INTERVAL: Duration = Duration::from_millis(5);

/// Runs one engine in a child and turns whatever happens into a value.
pub(super) fn run_engine_child(
    engine: Engine,
    bytes: &[u8],
    opts: &PdfOptions,
) -> Result<Vec<String>, FailureKind> {
    let mut command = Command::new(&opts.exe);
    command
        .arg("__extract-pdf")
        .arg("--engine")
        .arg(engine.as_str())
        .arg("--mem-limit-bytes")
        .arg(opts.mem_limit_bytes.to_string())
        .arg("--cpu-seconds")
        .arg(opts.cpu_seconds.to_string())
        .arg("--max-input-bytes")
        .arg(opts.max_input_bytes.to_string())
        .arg("--wall-seconds")
        .arg((opts.wall_timeout.as_secs() + 5).to_string())
        .envs(opts.child_env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command
        .spawn()
        .map_err(|e| FailureKind::Spawn(format!("{}: {e}", opts.exe.display())))?;
    let started = Instant::now();
    let (Some(mut stdin), Some(stdout), Some(stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        let _ = child.kill();
        let _ = child.wait();
        return Err(FailureKind::Spawn("child pipes missing".into()));
    };
    let overflow = Arc::new(AtomicBool::new(false));

    std::thread::scope(|scope| {
        // A child that dies early closes its stdin: the write error is expected then.
        scope.spawn(move || {
            let _ = stdin.write_all(bytes);
        });
        let out_reader = {
            let overflow = Arc::clone(&overflow);
            let cap = opts.max_output_bytes;
            scope.spawn(move || read_capped(stdout, cap, &overflow))
        };
        let err_reader = scope.spawn(move || read_tail(stderr, STDERR_TAIL_BYTES));

        let waited = wait_with_deadline(&mut child, started + opts.wall_timeout, &overflow);
        let out = out_reader.join().unwrap_or_default();
        let err_tail = err_reader.join().unwrap_or_default();
        // The child may have finished writing and exited before the overflow was seen.
        if overflow.load(Ordering::Relaxed) {
            return Err(FailureKind::OutputTooLarge(opts.max_output_bytes));
        }
        match waited {
            Wait::Exited(status) => classify_exit(status, &out, &err_tail),
            Wait::TimedOut => Err(FailureKind::TimedOut(opts.wall_timeout)),
            Wait::Overflow => Err(FailureKind::OutputTooLarge(opts.max_output_bytes)),
            Wait::Failed(e) => Err(FailureKind::Spawn(format!(
                "cannot wait for the child: {e}"
            ))),
        }
    })
}

enum Wait {
    Exited(ExitStatus),
    TimedOut,
    Overflow,
    Failed(std::io::Error),
}

fn wait_with_deadline(
    child: &mut std::process::Child,
    deadline: Instant,
    overflow: &AtomicBool,
) -> Wait {
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Wait::Exited(status),
            Ok(None) => {}
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                return Wait::Failed(e);
            }
        }
        let over = overflow.load(Ordering::Relaxed);
        if over || Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return if over { Wait::Overflow } else { Wait::TimedOut };
        }
        std::thread::sleep(POLL_INTERVAL);
    }
}

/// Reads at most `cap` bytes; past that, flags the overflow and stops reading.
fn read_capped(mut reader: impl Read, cap: usize, overflow: &AtomicBool) -> Vec<u8> {
    let mut out = Vec::new();
    let mut chunk = [0_u8; 64 * 1024];
    loop {
        match reader.read(&mut chunk) {
            Ok(0) | Err(_) => return out,
            Ok(n) => {
                if out.len().saturating_add(n) > cap {
                    overflow.store(true, Ordering::Relaxed);
                    return out;
                }
                out.extend_from_slice(chunk.get(..n).unwrap_or_default());
            }
        }
    }
}

/// Reads everything, keeping only the last `keep` bytes.
fn read_tail(mut reader: impl Read, keep: usize) -> String {
    let mut tail: Vec<u8> = Vec::new();
    let mut chunk = [0_u8; 8 * 1024];
    loop {
        match reader.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                tail.extend_from_slice(chunk.get(..n).unwrap_or_default());
                if tail.len() > keep {
                    let cut = tail.len() - keep;
                    tail.drain(..cut);
                }
            }
        }
    }
    String::from_utf8_lossy(&tail).trim().to_owned()
}

/// The outcome of a child that exited by itself.
fn classify_exit(
    status: ExitStatus,
    stdout: &[u8],
    stderr: &str,
) -> Result<Vec<String>, FailureKind> {
    if let Ok(report) = child::parse_report(stdout) {
        return match report.outcome {
            child::ChildOutcome::Ok { pages } if pages.is_empty() => {
                Err(FailureKind::Engine("the engine found no pages".into()))
            }
            child::ChildOutcome::Ok { pages } => Ok(pages),
            child::ChildOutcome::Error { message } => Err(FailureKind::Engine(message)),
            child::ChildOutcome::Panic { message } => Err(FailureKind::Panicked(message)),
        };
    }
    if stderr.contains("memory allocation of") || stderr.contains("out of memory") {
        return Err(FailureKind::MemoryLimit);
    }
    if exit_signal(status) == Some(SIGXCPU) {
        return Err(FailureKind::CpuLimit);
    }
    Err(FailureKind::Crashed {
        status: describe_status(status),
        stderr: stderr.to_owned(),
    })
}

/// SIGXCPU on Linux (x86, arm, riscv), sent at the soft RLIMIT_CPU.
const SIGXCPU: i32 = 24;

#[cfg(unix)]
fn exit_signal(status: ExitStatus) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    status.signal()
}

#[cfg(not(unix))]
fn exit_signal(_status: ExitStatus) -> Option<i32> {
    None
}

fn describe_status(status: ExitStatus) -> String {
    match (exit_signal(status), status.code()) {
        (Some(signal), _) => format!("signal {signal}"),
        (None, Some(code)) => format!("exit code {code}"),
        (None, None) => "unknown status".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_read_capped_flags_overflow() {
        let overflow = AtomicBool::new(false);
        assert_eq!(read_capped(&b"12345"[..], 5, &overflow), b"12345");
        assert!(!overflow.load(Ordering::Relaxed));
        let _ = read_capped(&b"123456"[..], 5, &overflow);
        assert!(overflow.load(Ordering::Relaxed));
    }

    #[test]
    fn test_read_tail_keeps_the_end() {
        assert_eq!(read_tail(&b"abcdefgh"[..], 3), "fgh");
    }
}
