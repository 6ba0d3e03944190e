//! Retries, split as in reqwest-retry: a pure *classification* of one attempt's outcome
//! ([`classify`]: [`Retryable::Transient`] or [`Retryable::Answer`]) and a pure *policy*
//! ([`RetryPolicy`]: wait exactly 3 s, 8 s, 20 s, so 4 attempts; `Retry-After` honoured up to a
//! cap). Only the fetcher's loop sleeps, with `tokio::time::sleep`, so the schedule follows
//! tokio's paused clock in tests.
//!
//! The loop is written out rather than built on backon: it must keep the history of every
//! attempt (time, status, outcome) for the infrastructure verdict, stop at once on a fatal
//! fault or a `Retry-After` beyond the cap, and lengthen a wait to the server's `Retry-After`;
//! with backon that state would live in closures around it. The schedule itself is data
//! ([`RetryPolicy::schedule`]), and [`RetryPolicy::decide`] is the whole policy.

use std::time::Duration;

/// The default waits between attempts: 3 s, 8 s, 20 s (attempts at t = 0, 3, 11, 31 s).
pub const DEFAULT_SCHEDULE: [Duration; 3] = [
    Duration::from_secs(3),
    Duration::from_secs(8),
    Duration::from_secs(20),
];

/// The default cap on a `Retry-After` the fetcher is willing to wait.
pub const DEFAULT_RETRY_AFTER_CAP: Duration = Duration::from_secs(60);

/// What one attempt produced, as far as retrying is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// An HTTP response with this status.
    Status(u16),
    /// No response: a transport fault.
    Transport(TransportFault),
}

/// The kinds of transport faults (all transient).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransportFault {
    /// Could not connect (refused, DNS, TLS handshake, connect timeout).
    Connect,
    /// The attempt exceeded the total timeout (headers or body too slow).
    Timeout,
    /// The connection was reset or closed before a response came.
    Reset,
    /// The body ended before its announced length or was corrupt in transit.
    IncompleteBody,
    /// Any other transport error.
    Other,
}

/// Whether an outcome is worth another attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retryable {
    /// 5xx, 408, 429, timeouts, connection and body faults: try again.
    Transient,
    /// Everything else: it is the source's answer (200, 3xx, 404, 403…).
    Answer,
}

/// Classifies one attempt's outcome.
#[must_use]
pub fn classify(outcome: Outcome) -> Retryable {
    match outcome {
        Outcome::Status(status) if (500..=599).contains(&status) => Retryable::Transient,
        Outcome::Status(408 | 429) => Retryable::Transient,
        Outcome::Status(_) => Retryable::Answer,
        Outcome::Transport(_) => Retryable::Transient,
    }
}

/// When to try again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Waits before attempts 2, 3, …; its length + 1 is the number of attempts.
    pub schedule: Vec<Duration>,
    /// The longest `Retry-After` honoured; a longer one ends the retries at once.
    pub retry_after_cap: Duration,
}

/// The policy's decision after a transient outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Wait this long, then try again.
    RetryAfter(Duration),
    /// The schedule is used up.
    GiveUp,
    /// The server asked for a wait longer than the cap (seconds asked).
    RetryAfterBeyondCap(u64),
}

impl RetryPolicy {
    /// The default policy: [`DEFAULT_SCHEDULE`], [`DEFAULT_RETRY_AFTER_CAP`].
    #[must_use]
    pub fn standard() -> RetryPolicy {
        RetryPolicy {
            schedule: DEFAULT_SCHEDULE.to_vec(),
            retry_after_cap: DEFAULT_RETRY_AFTER_CAP,
        }
    }

    /// The number of attempts the schedule allows.
    #[must_use]
    pub fn max_attempts(&self) -> usize {
        self.schedule.len() + 1
    }

    /// What to do after `attempts_done` attempts, the last transient, given the server's
    /// `Retry-After` (if any). The wait is the scheduled one, or the `Retry-After` when longer.
    #[must_use]
    pub fn decide(&self, attempts_done: usize, retry_after: Option<Duration>) -> Decision {
        let Some(scheduled) = attempts_done
            .checked_sub(1)
            .and_then(|i| self.schedule.get(i))
        else {
            return Decision::GiveUp;
        };
        match retry_after {
            Some(asked) if asked > self.retry_after_cap => {
                Decision::RetryAfterBeyondCap(asked.as_secs())
            }
            Some(asked) => Decision::RetryAfter((*scheduled).max(asked)),
            None => Decision::RetryAfter(*scheduled),
        }
    }
}

/// Parses a `Retry-After` value: delay-seconds, or an HTTP-date (IMF-fixdate) relative to
/// `now_unix_secs`. A date in the past is a zero wait; an unreadable value is ignored.
#[must_use]
pub fn parse_retry_after(value: &str, now_unix_secs: i64) -> Option<Duration> {
    let value = value.trim();
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    let when = parse_http_date(value)?;
    let delta = when.saturating_sub(now_unix_secs);
    Some(Duration::from_secs(u64::try_from(delta).unwrap_or(0)))
}

/// Parses an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) into Unix seconds.
fn parse_http_date(value: &str) -> Option<i64> {
    let mut parts = value.split_whitespace();
    let _weekday = parts.next()?;
    let day: i8 = parts.next()?.parse().ok()?;
    let month: i8 = match parts.next()? {
        "Jan" => 1,
        "Feb" => 2,
        "Mar" => 3,
        "Apr" => 4,
        "May" => 5,
        "Jun" => 6,
        "Jul" => 7,
        "Aug" => 8,
        "Sep" => 9,
        "Oct" => 10,
        "Nov" => 11,
        "Dec" => 12,
        _ => return None,
    };
    let year: i16 = parts.next()?.parse().ok()?;
    let mut hms = parts.next()?.split(':');
    let hour: i8 = hms.next()?.parse().ok()?;
    let minute: i8 = hms.next()?.parse().ok()?;
    let second: i8 = hms.next()?.parse().ok()?;
    if parts.next()? != "GMT" {
        return None;
    }
    let dt = jiff::civil::DateTime::new(year, month, day, hour, minute, second, 0).ok()?;
    let ts = jiff::tz::TimeZone::UTC.to_timestamp(dt).ok()?;
    Some(ts.as_second())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_classification_table() {
        #[track_caller]
        fn case(outcome: Outcome, expected: Retryable) {
            assert_eq!(classify(outcome), expected, "{outcome:?}");
        }
        use Retryable::{Answer, Transient};
        case(Outcome::Status(500), Transient);
        case(Outcome::Status(502), Transient);
        case(Outcome::Status(503), Transient);
        case(Outcome::Status(504), Transient);
        case(Outcome::Status(599), Transient);
        case(Outcome::Status(408), Transient);
        case(Outcome::Status(429), Transient);
        case(Outcome::Status(200), Answer);
        case(Outcome::Status(202), Answer);
        case(Outcome::Status(204), Answer);
        case(Outcome::Status(301), Answer);
        case(Outcome::Status(304), Answer);
        case(Outcome::Status(400), Answer);
        case(Outcome::Status(401), Answer);
        case(Outcome::Status(403), Answer);
        case(Outcome::Status(404), Answer);
        case(Outcome::Status(410), Answer);
        case(Outcome::Transport(TransportFault::Connect), Transient);
        case(Outcome::Transport(TransportFault::Timeout), Transient);
        case(Outcome::Transport(TransportFault::Reset), Transient);
        case(
            Outcome::Transport(TransportFault::IncompleteBody),
            Transient,
        );
        case(Outcome::Transport(TransportFault::Other), Transient);
    }

    #[test]
    fn test_standard_schedule_is_3_8_20() {
        let policy = RetryPolicy::standard();
        assert_eq!(policy.max_attempts(), 4);
        let s = Duration::from_secs;
        assert_eq!(policy.decide(1, None), Decision::RetryAfter(s(3)));
        assert_eq!(policy.decide(2, None), Decision::RetryAfter(s(8)));
        assert_eq!(policy.decide(3, None), Decision::RetryAfter(s(20)));
        assert_eq!(policy.decide(4, None), Decision::GiveUp);
        assert_eq!(policy.decide(0, None), Decision::GiveUp);
    }

    #[test]
    fn test_retry_after_is_honoured_up_to_the_cap() {
        let policy = RetryPolicy::standard();
        let s = Duration::from_secs;
        assert_eq!(policy.decide(1, Some(s(1))), Decision::RetryAfter(s(3)));
        assert_eq!(policy.decide(1, Some(s(10))), Decision::RetryAfter(s(10)));
        assert_eq!(policy.decide(3, Some(s(10))), Decision::RetryAfter(s(20)));
        assert_eq!(policy.decide(1, Some(s(60))), Decision::RetryAfter(s(60)));
        assert_eq!(
            policy.decide(1, Some(s(61))),
            Decision::RetryAfterBeyondCap(61)
        );
        assert_eq!(policy.decide(4, Some(s(5))), Decision::GiveUp);
    }

    #[test]
    fn test_parse_retry_after() {
        let now = 784_111_777; // Sun, 06 Nov 1994 08:49:37 GMT
        let s = Duration::from_secs;
        assert_eq!(parse_retry_after("120", now), Some(s(120)));
        assert_eq!(parse_retry_after(" 0 ", now), Some(s(0)));
        assert_eq!(
            parse_retry_after("Sun, 06 Nov 1994 08:49:47 GMT", now),
            Some(s(10))
        );
        assert_eq!(
            parse_retry_after("Sun, 06 Nov 1994 08:49:00 GMT", now),
            Some(s(0))
        );
        assert_eq!(parse_retry_after("soon", now), None);
        assert_eq!(parse_retry_after("-5", now), None);
        assert_eq!(
            parse_retry_after("Sun, 06 Nov 1994 08:49:47 CET", now),
            None
        );
    }
}
