//! Run identifiers: `YYYYMMDDTHHMMSSZ-xxxxxxxx` (UTC time of creation, 8 random hex digits).

use std::fmt;

/// A validated run id. Sorts by creation time; contains only `[0-9A-Za-z-]`, so it is safe
/// as a file name and cannot escape the audit folder.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RunId(String);

/// Why a string is not a run id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "invalid run id {0:?}: expected YYYYMMDDTHHMMSSZ-xxxxxxxx (e.g. 20261130T063000Z-1a2b3c4d)"
)]
pub struct BadRunId(pub String);

impl RunId {
    /// Builds a run id from a UTC time and 32 random bits.
    #[must_use]
    pub fn from_parts(ts: jiff::Timestamp, random: u32) -> RunId {
        RunId(format!("{}-{random:08x}", ts.strftime("%Y%m%dT%H%M%SZ")))
    }

    /// A fresh run id from the clock and a random source (I/O: reads the clock).
    #[must_use]
    pub fn generate() -> RunId {
        let random = uuid::Uuid::now_v7().as_u128() as u32;
        RunId::from_parts(jiff::Timestamp::now(), random)
    }

    /// The id as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<&str> for RunId {
    type Error = BadRunId;

    fn try_from(s: &str) -> Result<RunId, BadRunId> {
        let b = s.as_bytes();
        let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
        let ok = b.len() == 25
            && digits(0..8)
            && b[8] == b'T'
            && digits(9..15)
            && b[15] == b'Z'
            && b[16] == b'-'
            && b[17..]
                .iter()
                .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c));
        if ok {
            Ok(RunId(s.to_owned()))
        } else {
            Err(BadRunId(s.to_owned()))
        }
    }
}

impl fmt::Display for RunId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(s: &str, ok: bool) {
        assert_eq!(RunId::try_from(s).is_ok(), ok, "{s:?}");
    }

    #[test]
    fn accepts_only_the_canonical_shape() {
        check("20261130T063000Z-1a2b3c4d", true);
        check("../20261130T063000Z-1a2b3c4d", false);
        check("/etc/passwd", false);
        check("20261130T063000Z-1a2b3c4\0", false);
        check("20261130T063000Z-1A2B3C4D", false);
        check("20261130T063000Z-1a2b3c4d.jsonl", false);
        check("", false);
        check("2026113xT063000Z-1a2b3c4d", false);
        check("é0261130T063000Z-1a2b3c4", false);
    }

    #[test]
    fn ids_sort_by_time() {
        let a = RunId::from_parts("2026-11-30T06:30:00Z".parse().unwrap(), 0xffff_ffff);
        let b = RunId::from_parts("2026-11-30T06:30:01Z".parse().unwrap(), 0);
        assert_eq!(a.as_str(), "20261130T063000Z-ffffffff");
        assert!(a < b);
        assert!(RunId::try_from(a.as_str()).is_ok());
    }
}
