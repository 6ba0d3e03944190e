//! Reading JSON inputs (files or stdin) with clear errors and documented caps.

use std::io::Read;
use std::path::Path;

use serde_json::Value;

/// Largest JSON input accepted (16 MiB). An agent output or a citation is a few kB; anything
/// near this cap is a mistake or an attack, and is refused before it is parsed.
pub const MAX_INPUT_BYTES: u64 = 16 * 1024 * 1024;

/// Deepest nesting accepted (serde_json's own recursion limit).
pub const MAX_DEPTH: usize = 128;

/// Why an input could not be read as JSON.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The path does not exist.
    #[error("{0}: no such file")]
    Missing(String),
    /// The path is a directory.
    #[error("{0}: is a directory, not a file")]
    Directory(String),
    /// Reading failed.
    #[error("{path}: {source}")]
    Read {
        /// The path.
        path: String,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// Over [`MAX_INPUT_BYTES`].
    #[error("{0}: larger than the {MAX_INPUT_BYTES}-byte input cap")]
    TooLarge(String),
    /// Not UTF-8.
    #[error("{path}: not UTF-8 text (invalid byte at offset {offset})")]
    NotUtf8 {
        /// The path.
        path: String,
        /// Offset of the first invalid byte.
        offset: usize,
    },
    /// Nested deeper than [`MAX_DEPTH`].
    #[error("{0}: JSON nested deeper than {MAX_DEPTH} levels")]
    TooDeep(String),
    /// Not JSON.
    #[error("{path}: invalid JSON at line {line}, column {column}: {message}")]
    Json {
        /// The path.
        path: String,
        /// Line.
        line: usize,
        /// Column.
        column: usize,
        /// The parser's message.
        message: String,
    },
}

/// Reads the raw bytes of a file, or stdin for `-`, within the cap.
///
/// # Errors
/// [`InputError`] for a missing file, a directory, an oversize input or I/O.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, InputError> {
    let name = path.display().to_string();
    let read_err = |source| InputError::Read {
        path: name.clone(),
        source,
    };
    let mut buf = Vec::new();
    if name == "-" {
        std::io::stdin()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_end(&mut buf)
            .map_err(read_err)?;
    } else {
        let meta = match std::fs::metadata(path) {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(InputError::Missing(name));
            }
            Err(e) => return Err(read_err(e)),
        };
        if meta.is_dir() {
            return Err(InputError::Directory(name));
        }
        if meta.len() > MAX_INPUT_BYTES {
            return Err(InputError::TooLarge(name));
        }
        std::fs::File::open(path)
            .and_then(|f| f.take(MAX_INPUT_BYTES + 1).read_to_end(&mut buf))
            .map_err(read_err)?;
    }
    if buf.len() as u64 > MAX_INPUT_BYTES {
        return Err(InputError::TooLarge(name));
    }
    Ok(buf)
}

/// Reads and parses a JSON input.
///
/// # Errors
/// Any [`InputError`].
pub fn read_json(path: &Path) -> Result<Value, InputError> {
    let bytes = read_bytes(path)?;
    parse_json(&path.display().to_string(), &bytes)
}

/// Parses JSON bytes with the same checks as [`read_json`].
///
/// # Errors
/// [`InputError::NotUtf8`], [`InputError::TooDeep`], [`InputError::Json`].
pub fn parse_json(name: &str, bytes: &[u8]) -> Result<Value, InputError> {
    let text = std::str::from_utf8(bytes).map_err(|e| InputError::NotUtf8 {
        path: name.to_owned(),
        offset: e.valid_up_to(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    serde_json::from_str(text).map_err(|e| {
        if e.to_string().contains("recursion limit") {
            InputError::TooDeep(name.to_owned())
        } else {
            InputError::Json {
                path: name.to_owned(),
                line: e.line(),
                column: e.column(),
                message: e.to_string(),
            }
        }
    })
}
