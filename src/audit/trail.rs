//! The I/O side of the audit trail: `<dir>/<run_id>.jsonl`, appended under an exclusive lock.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::chain::{AuditLine, Break, Event, GENESIS_HASH, Verified, verify_lines};
use super::runid::RunId;
use super::secrets;

/// Largest line accepted (1 MiB): a bigger payload is refused, not truncated.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// Why an audit operation failed.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    /// The audit folder or file could not be used.
    #[error("audit trail {path}: {source}")]
    Io {
        /// The path.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// No trail for that run id.
    #[error("no run {run_id} in {dir} (create one with `compulsa new-run`)")]
    NoSuchRun {
        /// The run id.
        run_id: String,
        /// The audit folder.
        dir: PathBuf,
    },
    /// The trail's last line is torn or unreadable: nothing is appended after it.
    #[error("audit trail {path} is damaged: {reason}; run `compulsa audit verify`")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The run was closed with `__run_end__`.
    #[error("run {0} has ended; start a new run")]
    Ended(String),
    /// The line would exceed [`MAX_LINE_BYTES`].
    #[error("audit line of {0} bytes exceeds the {MAX_LINE_BYTES}-byte cap")]
    TooLarge(usize),
}

/// Result of verifying a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerifyReport {
    /// The chain holds.
    Ok(Verified),
    /// The first broken line.
    Broken(Break),
}

/// The audit folder.
#[derive(Debug, Clone)]
pub struct Trail {
    dir: PathBuf,
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> AuditError + '_ {
    move |source| AuditError::Io {
        path: path.to_owned(),
        source,
    }
}

fn now_ts() -> String {
    jiff::Timestamp::now()
        .strftime("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string()
}

impl Trail {
    /// A trail rooted at `dir` (created on first use).
    #[must_use]
    pub fn new(dir: impl Into<PathBuf>) -> Trail {
        Trail { dir: dir.into() }
    }

    /// The folder.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of a run.
    #[must_use]
    pub fn path(&self, run: &RunId) -> PathBuf {
        self.dir.join(format!("{run}.jsonl"))
    }

    /// Starts a run: a fresh id and its `__run_start__` line.
    ///
    /// # Errors
    /// [`AuditError::Io`] when the folder or file cannot be created.
    pub fn create_run(&self, fields: Map<String, Value>) -> Result<RunId, AuditError> {
        std::fs::create_dir_all(&self.dir).map_err(io(&self.dir))?;
        loop {
            let run = RunId::generate();
            let path = self.path(&run);
            let file = match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(f) => f,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(io(&path)(e)),
            };
            let line = AuditLine {
                event: Event::RunStart,
                agent: None,
                fields,
            };
            write_sealed(&file, &path, &line, 0, run.as_str(), GENESIS_HASH)?;
            return Ok(run);
        }
    }

    /// Appends one line to a run. Takes an exclusive lock on the file, reads the chain head,
    /// writes the whole line in one write and fsyncs before unlocking.
    ///
    /// # Errors
    /// No such run, a damaged tail, an ended run, an oversize line, or I/O.
    pub fn append(&self, run: &RunId, line: AuditLine) -> Result<(u64, String), AuditError> {
        let path = self.path(run);
        let mut file = match OpenOptions::new().read(true).append(true).open(&path) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(AuditError::NoSuchRun {
                    run_id: run.to_string(),
                    dir: self.dir.clone(),
                });
            }
            Err(e) => return Err(io(&path)(e)),
        };
        file.lock().map_err(io(&path))?;
        let result = (|| {
            let (seq, head, event) = read_head(&mut file, &path)?;
            if event == Event::RunEnd.as_str() {
                return Err(AuditError::Ended(run.to_string()));
            }
            write_sealed(&file, &path, &line, seq + 1, run.as_str(), &head)
        })();
        let _ = file.unlock();
        result
    }

    /// Verifies a run's whole chain.
    ///
    /// # Errors
    /// No such run, or I/O.
    pub fn verify(&self, run: &RunId) -> Result<VerifyReport, AuditError> {
        let path = self.path(run);
        let content = match std::fs::read(&path) {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(AuditError::NoSuchRun {
                    run_id: run.to_string(),
                    dir: self.dir.clone(),
                });
            }
            Err(e) => return Err(io(&path)(e)),
        };
        Ok(match verify_lines(&content, run.as_str()) {
            Ok(v) => VerifyReport::Ok(v),
            Err(b) => VerifyReport::Broken(b),
        })
    }
}

fn write_sealed(
    mut file: &File,
    path: &Path,
    line: &AuditLine,
    seq: u64,
    run_id: &str,
    prev: &str,
) -> Result<(u64, String), AuditError> {
    let mut clean = line.clone();
    let mut fields = Value::Object(std::mem::take(&mut clean.fields));
    secrets::scrub(&mut fields);
    if let Value::Object(map) = fields {
        clean.fields = map;
    }
    clean.agent = clean.agent.map(|a| secrets::scrub_str(&a));
    let sealed = clean.seal(seq, &now_ts(), run_id, prev);
    let hash = sealed
        .get("hash")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let mut buf = serde_json::to_vec(&Value::Object(sealed)).map_err(|e| AuditError::Io {
        path: path.to_owned(),
        source: std::io::Error::other(e),
    })?;
    buf.push(b'\n');
    if buf.len() > MAX_LINE_BYTES {
        return Err(AuditError::TooLarge(buf.len()));
    }
    file.write_all(&buf).map_err(io(path))?;
    file.sync_data().map_err(io(path))?;
    Ok((seq, hash))
}

/// Reads the last line of a locked file: its `seq`, `hash` and `event`.
fn read_head(file: &mut File, path: &Path) -> Result<(u64, String, String), AuditError> {
    let len = file.metadata().map_err(io(path))?.len();
    let damaged = |reason: &str| AuditError::Damaged {
        path: path.to_owned(),
        reason: reason.to_owned(),
    };
    if len == 0 {
        return Err(damaged("empty trail"));
    }
    // Read backwards in growing chunks until the line before the final newline is whole.
    let mut chunk = 64 * 1024u64;
    loop {
        let start = len.saturating_sub(chunk);
        file.seek(SeekFrom::Start(start)).map_err(io(path))?;
        let mut buf = Vec::with_capacity((len - start) as usize);
        Read::by_ref(file)
            .take(len - start)
            .read_to_end(&mut buf)
            .map_err(io(path))?;
        let Some(body) = buf.strip_suffix(b"\n") else {
            return Err(damaged("torn tail: the last line is incomplete"));
        };
        let last = match memchr::memrchr(b'\n', body) {
            Some(p) => &body[p + 1..],
            None if start == 0 => body,
            None => {
                chunk = chunk.saturating_mul(4);
                continue;
            }
        };
        let v: Value =
            serde_json::from_slice(last).map_err(|_| damaged("the last line is not JSON"))?;
        let seq = v.get("seq").and_then(Value::as_u64);
        let hash = v.get("hash").and_then(Value::as_str);
        let event = v.get("event").and_then(Value::as_str);
        return match (seq, hash, event) {
            (Some(s), Some(h), Some(e)) => Ok((s, h.to_owned(), e.to_owned())),
            _ => Err(damaged("the last line lacks seq, hash or event")),
        };
    }
}
