//! The response cache: one SQLite file (default `$COMPULSA_DATA_DIR/fetch-cache.sqlite3`),
//! keyed by [`crate::fetch::Request::key`] (method + URL + body + `Accept`).
//!
//! The cache stores only what the fetcher decided is cacheable (an answer that is not a
//! failure and not a gate page); it never judges. Times are Unix milliseconds passed in by
//! the caller, so expiry is tested without a clock. Calls are blocking: the fetcher runs them
//! on `spawn_blocking`.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use rusqlite::{Connection, OptionalExtension, params};

/// Why the cache failed.
#[derive(Debug, thiserror::Error)]
pub enum CacheError {
    /// Creating the folder of the cache file failed.
    #[error("cache folder {path}: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// SQLite failed.
    #[error("cache: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A stored row is not readable (headers JSON).
    #[error("cache row {key}: {message}")]
    Corrupt {
        /// The key.
        key: String,
        /// What is wrong.
        message: String,
    },
}

/// One stored answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The request key.
    pub key: String,
    /// The source's site name.
    pub site: String,
    /// Status code.
    pub status: u16,
    /// The URL that answered.
    pub final_url: String,
    /// Headers, names lowercased.
    pub headers: Vec<(String, String)>,
    /// Body.
    pub body: Vec<u8>,
    /// When it was fetched from the network (RFC 3339).
    pub fetched_at: String,
    /// Fresh until (Unix ms).
    pub expires_ms: i64,
    /// The `ETag` the server sent, if any.
    pub etag: Option<String>,
    /// The `Last-Modified` the server sent, if any.
    pub last_modified: Option<String>,
}

impl Entry {
    /// Whether it can be served without asking the server.
    #[must_use]
    pub fn is_fresh(&self, now_ms: i64) -> bool {
        now_ms < self.expires_ms
    }

    /// Whether it can be revalidated (the server sent a validator).
    #[must_use]
    pub fn has_validator(&self) -> bool {
        self.etag.is_some() || self.last_modified.is_some()
    }
}

/// The cache file.
#[derive(Debug)]
pub struct Cache {
    conn: Mutex<Connection>,
}

impl Cache {
    /// Opens (or creates) the cache file.
    ///
    /// # Errors
    /// A [`CacheError`] when the folder or the database cannot be created.
    pub fn open(path: &Path) -> Result<Cache, CacheError> {
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|source| CacheError::Folder {
                path: parent.to_owned(),
                source,
            })?;
        }
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.execute_batch(SCHEMA)?;
        Ok(Cache {
            conn: Mutex::new(conn),
        })
    }

    /// An in-memory cache (tests).
    ///
    /// # Errors
    /// A [`CacheError`] if SQLite fails.
    pub fn in_memory() -> Result<Cache, CacheError> {
        let conn = Connection::open_in_memory()?;
        conn.execute_batch(SCHEMA)?;
        Ok(Cache {
            conn: Mutex::new(conn),
        })
    }

    /// The stored entry for a key, fresh or not.
    ///
    /// # Errors
    /// A [`CacheError`] if SQLite fails or the row is corrupt.
    pub fn get(&self, key: &str) -> Result<Option<Entry>, CacheError> {
        let conn = self.lock();
        let row = conn
            .query_row(
                "SELECT site, status, final_url, headers, body, fetched_at, expires_ms, etag, last_modified
                 FROM responses WHERE key = ?1",
                params![key],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, u16>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, Vec<u8>>(4)?,
                        r.get::<_, String>(5)?,
                        r.get::<_, i64>(6)?,
                        r.get::<_, Option<String>>(7)?,
                        r.get::<_, Option<String>>(8)?,
                    ))
                },
            )
            .optional()?;
        let Some((
            site,
            status,
            final_url,
            headers,
            body,
            fetched_at,
            expires_ms,
            etag,
            last_modified,
        )) = row
        else {
            return Ok(None);
        };
        let headers: Vec<(String, String)> =
            serde_json::from_str(&headers).map_err(|e| CacheError::Corrupt {
                key: key.to_owned(),
                message: e.to_string(),
            })?;
        Ok(Some(Entry {
            key: key.to_owned(),
            site,
            status,
            final_url,
            headers,
            body,
            fetched_at,
            expires_ms,
            etag,
            last_modified,
        }))
    }

    /// Stores (or replaces) an entry.
    ///
    /// # Errors
    /// A [`CacheError`] if SQLite fails.
    pub fn put(&self, entry: &Entry) -> Result<(), CacheError> {
        let headers = serde_json::to_string(&entry.headers).map_err(|e| CacheError::Corrupt {
            key: entry.key.clone(),
            message: e.to_string(),
        })?;
        self.lock().execute(
            "INSERT OR REPLACE INTO responses
             (key, site, status, final_url, headers, body, fetched_at, expires_ms, etag, last_modified)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                entry.key,
                entry.site,
                entry.status,
                entry.final_url,
                headers,
                entry.body,
                entry.fetched_at,
                entry.expires_ms,
                entry.etag,
                entry.last_modified
            ],
        )?;
        Ok(())
    }

    /// Extends the freshness of an entry after a `304 Not Modified`.
    ///
    /// # Errors
    /// A [`CacheError`] if SQLite fails.
    pub fn refresh(&self, key: &str, expires_ms: i64) -> Result<(), CacheError> {
        self.lock().execute(
            "UPDATE responses SET expires_ms = ?2 WHERE key = ?1",
            params![key, expires_ms],
        )?;
        Ok(())
    }

    /// Removes an entry.
    ///
    /// # Errors
    /// A [`CacheError`] if SQLite fails.
    pub fn remove(&self, key: &str) -> Result<(), CacheError> {
        self.lock()
            .execute("DELETE FROM responses WHERE key = ?1", params![key])?;
        Ok(())
    }

    /// Number of stored entries.
    ///
    /// # Errors
    /// A [`CacheError`] if SQLite fails.
    pub fn count(&self) -> Result<usize, CacheError> {
        let n: i64 = self
            .lock()
            .query_row("SELECT COUNT(*) FROM responses", [], |r| r.get(0))?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    site TEXT NOT NULL,
    status INTEGER NOT NULL,
    final_url TEXT NOT NULL,
    headers TEXT NOT NULL,
    body BLOB NOT NULL,
    fetched_at TEXT NOT NULL,
    expires_ms INTEGER NOT NULL,
    etag TEXT,
    last_modified TEXT
);";

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: &str, expires_ms: i64) -> Entry {
        Entry {
            key: key.to_owned(),
            site: "boe".to_owned(),
            status: 200,
            final_url: "https://www.boe.es/x".to_owned(),
            headers: vec![("content-type".to_owned(), "text/html".to_owned())],
            body: b"\x00\xffbytes".to_vec(),
            fetched_at: "2026-11-30T00:00:00Z".to_owned(),
            expires_ms,
            etag: Some("\"v1\"".to_owned()),
            last_modified: None,
        }
    }

    #[test]
    fn test_put_get_refresh_remove() -> Result<(), CacheError> {
        let cache = Cache::in_memory()?;
        assert_eq!(cache.get("k")?, None);
        cache.put(&entry("k", 1_000))?;
        let got = cache.get("k")?.expect("stored");
        assert_eq!(got, entry("k", 1_000));
        assert!(got.is_fresh(999));
        assert!(!got.is_fresh(1_000));
        assert!(got.has_validator());
        cache.refresh("k", 5_000)?;
        assert_eq!(cache.get("k")?.map(|e| e.expires_ms), Some(5_000));
        assert_eq!(cache.count()?, 1);
        cache.remove("k")?;
        assert_eq!(cache.count()?, 0);
        Ok(())
    }

    #[test]
    fn test_file_cache_persists() -> Result<(), CacheError> {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("sub/cache.sqlite3");
        Cache::open(&path)?.put(&entry("k", 7))?;
        assert_eq!(Cache::open(&path)?.get("k")?.map(|e| e.expires_ms), Some(7));
        Ok(())
    }
}
