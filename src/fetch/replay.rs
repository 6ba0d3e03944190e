//! Record/replay cassettes, in the format of `fixtures/README.md`: one `<name>.json` with the
//! exchange's metadata beside one `<name>.body` with the raw (decompressed) response body.
//!
//! - [`Cassettes`]: every cassette under a folder, keyed by [`Request::key`]; loaded once.
//! - [`Recorder`]: writes one pair of files per exchange under `<dir>/<site>/`.
//!
//! A cassette answers in place of the network *inside* the retry loop, so a recorded 503
//! replays as "source down" with the full schedule, and a recorded gate page is a gate.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bytes::Bytes;
use url::Url;

use super::types::{Method, Request};
use crate::model::Fuente;

/// Why cassettes could not be loaded or written.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// Reading or writing a file failed.
    #[error("cassette {path}: {source}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// A cassette's JSON is not in the documented format.
    #[error("cassette {path}: {message}")]
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
}

/// The JSON half of a cassette.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CassetteFile {
    /// The request, as keyed.
    pub request: CassetteRequest,
    /// The response.
    pub response: CassetteResponse,
    /// When the exchange was captured (RFC 3339).
    pub captured_at: String,
    /// `false` only for bytes captured from the live site.
    pub synthetic: bool,
    /// Where the bytes come from.
    pub provenance: String,
}

/// The request part of a cassette.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CassetteRequest {
    /// `GET` or `POST`.
    pub method: Method,
    /// The requested URL.
    pub url: String,
    /// The `Accept` header, or null.
    pub accept: Option<String>,
    /// The request body as UTF-8 text, or null.
    pub body: Option<String>,
}

/// The response part of a cassette.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CassetteResponse {
    /// Status code.
    pub status: u16,
    /// The URL that answered, after redirects.
    pub final_url: String,
    /// Headers, names lowercased.
    pub headers: Vec<(String, String)>,
    /// The body file, relative to the JSON file's folder.
    pub body_file: String,
}

/// A loaded cassette's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// Status code.
    pub status: u16,
    /// The URL that answered.
    pub final_url: Url,
    /// Headers.
    pub headers: Vec<(String, String)>,
    /// The body bytes, exactly as stored.
    pub body: Bytes,
    /// When it was captured.
    pub captured_at: String,
    /// The JSON file it came from.
    pub path: PathBuf,
}

/// Every cassette under a folder, keyed by request key.
#[derive(Debug, Clone, Default)]
pub struct Cassettes {
    by_key: HashMap<String, Recorded>,
}

impl Cassettes {
    /// Loads every `*.json` under `dir`, recursively, with its body file.
    ///
    /// # Errors
    /// A [`ReplayError`] for an unreadable folder or file, or a cassette not in the format.
    pub fn load(dir: &Path) -> Result<Cassettes, ReplayError> {
        let mut files = Vec::new();
        collect_json(dir, &mut files)?;
        files.sort();
        let mut by_key = HashMap::new();
        for path in files {
            let (key, recorded) = load_one(&path)?;
            by_key.insert(key, recorded);
        }
        Ok(Cassettes { by_key })
    }

    /// The recorded answer to a request, if any.
    #[must_use]
    pub fn get(&self, req: &Request) -> Option<&Recorded> {
        self.by_key.get(&req.key())
    }

    /// How many cassettes are loaded.
    #[must_use]
    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// Whether none is loaded.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }
}

fn collect_json(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), ReplayError> {
    let io = |source| ReplayError::Io {
        path: dir.to_owned(),
        source,
    };
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let path = entry.map_err(io)?.path();
        if path.is_dir() {
            collect_json(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "json") {
            out.push(path);
        }
    }
    Ok(())
}

fn load_one(path: &Path) -> Result<(String, Recorded), ReplayError> {
    let text = std::fs::read_to_string(path).map_err(|source| ReplayError::Io {
        path: path.to_owned(),
        source,
    })?;
    let format = |message: String| ReplayError::Format {
        path: path.to_owned(),
        message,
    };
    let file: CassetteFile = serde_json::from_str(&text).map_err(|e| format(e.to_string()))?;
    let url = Url::parse(&file.request.url).map_err(|e| format(format!("request.url: {e}")))?;
    let final_url = Url::parse(&file.response.final_url)
        .map_err(|e| format(format!("response.final_url: {e}")))?;
    if file.response.body_file.contains("..") || Path::new(&file.response.body_file).is_absolute() {
        return Err(format(
            "response.body_file must be a plain relative name".to_owned(),
        ));
    }
    let body_path = path
        .parent()
        .unwrap_or_else(|| Path::new("."))
        .join(&file.response.body_file);
    let body = std::fs::read(&body_path).map_err(|source| ReplayError::Io {
        path: body_path,
        source,
    })?;
    let key = Request {
        // The key does not depend on the source.
        source: Fuente::Boe,
        method: file.request.method,
        url,
        accept: file.request.accept.clone(),
        headers: Vec::new(),
        body: file.request.body.clone().map(String::into_bytes),
    }
    .key();
    let recorded = Recorded {
        status: file.response.status,
        final_url,
        headers: file
            .response
            .headers
            .into_iter()
            .map(|(k, v)| (k.to_ascii_lowercase(), v))
            .collect(),
        body: Bytes::from(body),
        captured_at: file.captured_at,
        path: path.to_owned(),
    };
    Ok((key, recorded))
}

/// Writes cassettes under `<dir>/<site>/`.
#[derive(Debug, Clone)]
pub struct Recorder {
    dir: PathBuf,
}

/// What the recorder writes for one exchange.
#[derive(Debug, Clone, Copy)]
pub struct Exchange<'a> {
    /// The request.
    pub request: &'a Request,
    /// Status code.
    pub status: u16,
    /// The URL that answered.
    pub final_url: &'a Url,
    /// Response headers.
    pub headers: &'a [(String, String)],
    /// Body bytes.
    pub body: &'a [u8],
    /// Capture time (RFC 3339).
    pub captured_at: &'a str,
}

impl Recorder {
    /// A recorder writing under `dir`.
    #[must_use]
    pub fn new(dir: impl Into<PathBuf>) -> Recorder {
        Recorder { dir: dir.into() }
    }

    /// Writes (or overwrites: the last attempt wins) the cassette of one exchange and returns
    /// the JSON file's path.
    ///
    /// # Errors
    /// [`ReplayError::Io`] when a file cannot be written.
    pub fn write(&self, exchange: &Exchange<'_>) -> Result<PathBuf, ReplayError> {
        let req = exchange.request;
        let folder = self.dir.join(req.source.site_name());
        std::fs::create_dir_all(&folder).map_err(|source| ReplayError::Io {
            path: folder.clone(),
            source,
        })?;
        let name = cassette_name(req);
        let body_file = format!("{name}.body");
        let file = CassetteFile {
            request: CassetteRequest {
                method: req.method,
                url: req.url.to_string(),
                accept: req.accept.clone(),
                body: req
                    .body
                    .as_deref()
                    .map(|b| String::from_utf8_lossy(b).into_owned()),
            },
            response: CassetteResponse {
                status: exchange.status,
                final_url: exchange.final_url.to_string(),
                headers: exchange.headers.to_vec(),
                body_file: body_file.clone(),
            },
            captured_at: exchange.captured_at.to_owned(),
            synthetic: false,
            provenance: format!(
                "recorded by compulsa {} from the live site at {}",
                env!("CARGO_PKG_VERSION"),
                exchange.captured_at
            ),
        };
        let body_path = folder.join(&body_file);
        std::fs::write(&body_path, exchange.body).map_err(|source| ReplayError::Io {
            path: body_path,
            source,
        })?;
        let json_path = folder.join(format!("{name}.json"));
        let text = serde_json::to_string_pretty(&file).map_err(|e| ReplayError::Format {
            path: json_path.clone(),
            message: e.to_string(),
        })?;
        std::fs::write(&json_path, text + "\n").map_err(|source| ReplayError::Io {
            path: json_path.clone(),
            source,
        })?;
        Ok(json_path)
    }
}

/// A readable, unique file stem: the URL's last path segment (sanitised) and the key prefix.
#[must_use]
pub fn cassette_name(req: &Request) -> String {
    let segment = req
        .url
        .path_segments()
        .and_then(|mut s| s.rfind(|p| !p.is_empty()))
        .unwrap_or("index");
    let mut slug: String = segment
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .take(48)
        .collect();
    if slug.is_empty() {
        slug.push_str("index");
    }
    let key = req.key();
    let short = key.get(..12).unwrap_or(&key);
    format!("{slug}-{short}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_cassette_name_is_readable_and_keyed() {
        let req = Request::get(
            Fuente::Boe,
            Url::parse("https://www.boe.es/datosabiertos/api/x/bloque/a135?x=1").expect("valid"),
            "application/xml",
        );
        let name = cassette_name(&req);
        assert!(name.starts_with("a135-"), "{name}");
        assert_eq!(name.len(), "a135-".len() + 12);
        let root = Request::get(
            Fuente::Boe,
            Url::parse("https://www.boe.es/").expect("valid"),
            "*/*",
        );
        assert!(cassette_name(&root).starts_with("index-"));
        let odd = Request::get(
            Fuente::Boe,
            Url::parse("https://www.boe.es/a%20b.c").expect("valid"),
            "*/*",
        );
        assert!(cassette_name(&odd).starts_with("a_20b_c-"));
    }
}
