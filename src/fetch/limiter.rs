//! Per-domain politeness: one pace and one concurrency cap per host.
//!
//! The limiter is a small slot scheduler over [`tokio::time::Instant`], not governor: governor
//! waits on its own clock, which ignores tokio's paused clock, so the pace could not be tested
//! exactly. Each host keeps the instant of its next free slot; a caller takes
//! `slot = max(now, next)`, sets `next = slot + interval` and sleeps until `slot` with
//! [`tokio::time::sleep_until`]. Slots are handed out in call order, spaced exactly by the
//! interval (no burst, no drift: a slot is computed from the previous slot, not from when the
//! sleeper woke up). A [`tokio::sync::Semaphore`] per host caps requests in flight.
//! A server's `Retry-After` or a cool-down pushes the next slot with [`HostLimiter::defer_until`].
//!
//! - [`HostKey`]: a host name, lowercased and without a trailing dot at construction.
//! - [`Pace`]: minimum interval between request starts on one host (or unlimited).
//! - [`HostLimiter`]: the state of one host.
//! - [`Limiters`]: the map from host to limiter, shared by the whole fetcher.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;

/// A host name used as a limiter key: lowercased, trailing dot removed, at construction.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HostKey(String);

impl HostKey {
    /// Normalises a host name.
    #[must_use]
    pub fn new(host: &str) -> HostKey {
        HostKey(host.trim_end_matches('.').to_ascii_lowercase())
    }

    /// The normalised name.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The pace of one host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// At most one request start per interval.
    Every(Duration),
    /// No pacing (replay, benches, local tests).
    Unlimited,
}

impl Pace {
    /// `n` requests per second.
    #[must_use]
    pub fn per_second(n: u32) -> Pace {
        Pace::Every(Duration::from_secs(1) / n.max(1))
    }

    fn interval(self) -> Duration {
        match self {
            Pace::Every(d) => d,
            Pace::Unlimited => Duration::ZERO,
        }
    }
}

/// Pace and concurrency state of one host.
#[derive(Debug)]
pub struct HostLimiter {
    interval: Duration,
    /// The next free slot; `None` before the first request.
    next_slot: Mutex<Option<Instant>>,
    /// Requests in flight on this host.
    in_flight: Arc<Semaphore>,
}

/// Held while a request is in flight on a host; dropping it frees the concurrency slot.
#[derive(Debug)]
pub struct Slot {
    _permit: OwnedSemaphorePermit,
}

impl HostLimiter {
    /// A limiter with this pace and at most `max_in_flight` concurrent requests (at least 1).
    #[must_use]
    pub fn new(pace: Pace, max_in_flight: usize) -> HostLimiter {
        HostLimiter {
            interval: pace.interval(),
            next_slot: Mutex::new(None),
            in_flight: Arc::new(Semaphore::new(max_in_flight.max(1))),
        }
    }

    /// Waits for a concurrency permit, then for this caller's pace slot.
    pub async fn acquire(&self) -> Slot {
        let permit = Arc::clone(&self.in_flight)
            .acquire_owned()
            .await
            .expect("invariant: the semaphore is never closed");
        let now = Instant::now();
        let slot = self.reserve(now);
        // A timer, even one already due, waits for the driver's next millisecond tick: only
        // sleep when the slot is really ahead.
        if slot > now {
            tokio::time::sleep_until(slot).await;
        }
        Slot { _permit: permit }
    }

    /// Reserves the next slot at or after `now` and returns it (no waiting).
    fn reserve(&self, now: Instant) -> Instant {
        let mut next = self
            .next_slot
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let slot = match *next {
            Some(n) if n > now => n,
            _ => now,
        };
        *next = Some(slot + self.interval);
        slot
    }

    /// Pushes the next slot to at least `until` (server `Retry-After`, cool-down after a 503).
    pub fn defer_until(&self, until: Instant) {
        let mut next = self
            .next_slot
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if next.is_none_or(|n| n < until) {
            *next = Some(until);
        }
    }
}

/// The limiters of every host, created on first use with the pace given then.
#[derive(Debug, Default)]
pub struct Limiters {
    hosts: Mutex<HashMap<HostKey, Arc<HostLimiter>>>,
}

impl Limiters {
    /// An empty map.
    #[must_use]
    pub fn new() -> Limiters {
        Limiters::default()
    }

    /// The limiter of `host`, created with `pace` and `max_in_flight` if it does not exist yet.
    #[must_use]
    pub fn get(&self, host: &HostKey, pace: Pace, max_in_flight: usize) -> Arc<HostLimiter> {
        let mut hosts = self
            .hosts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        Arc::clone(
            hosts
                .entry(host.clone())
                .or_insert_with(|| Arc::new(HostLimiter::new(pace, max_in_flight))),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_host_key_normalises() {
        assert_eq!(HostKey::new("WWW.Boe.ES.").as_str(), "www.boe.es");
        assert_eq!(HostKey::new("www.boe.es"), HostKey::new("WWW.BOE.ES"));
    }

    #[test]
    fn test_slots_are_spaced_by_the_interval_from_the_previous_slot() {
        let limiter = HostLimiter::new(Pace::Every(Duration::from_secs(5)), 1);
        let t0 = Instant::from_std(std::time::Instant::now());
        let s = Duration::from_secs;
        // Three callers at once: 0, 5, 10.
        assert_eq!(limiter.reserve(t0), t0);
        assert_eq!(limiter.reserve(t0), t0 + s(5));
        assert_eq!(limiter.reserve(t0 + s(1)), t0 + s(10));
        // A caller after a long idle gets "now", not a burst of saved-up slots.
        assert_eq!(limiter.reserve(t0 + s(100)), t0 + s(100));
        assert_eq!(limiter.reserve(t0 + s(100)), t0 + s(105));
        // A server's Retry-After pushes the next slot; an earlier deferral does not pull it back.
        limiter.defer_until(t0 + s(200));
        limiter.defer_until(t0 + s(150));
        assert_eq!(limiter.reserve(t0 + s(101)), t0 + s(200));
        let unlimited = HostLimiter::new(Pace::Unlimited, 1);
        assert_eq!(unlimited.reserve(t0), t0);
        assert_eq!(unlimited.reserve(t0), t0);
    }

    #[test]
    fn test_pace_per_second() {
        assert_eq!(Pace::per_second(50), Pace::Every(Duration::from_millis(20)));
        assert_eq!(Pace::per_second(0), Pace::Every(Duration::from_secs(1)));
    }
}
