//! The hash chain: canonical JSON, line hashes and verification of a whole trail (pure).

use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

/// `prev_hash` of the first line of every run.
pub const GENESIS_HASH: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// Version of the line format.
pub const LINE_VERSION: u64 = 1;

/// The kinds of line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// First line of a run (`new-run`).
    RunStart,
    /// An agent was invoked and its output validated (`log`).
    Invocation,
    /// A citation was verified (`verify --audit-run`).
    Verification,
    /// Last line of a run; nothing may be appended after it.
    RunEnd,
}

impl Event {
    /// The contract name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Event::RunStart => "__run_start__",
            Event::Invocation => "invocation",
            Event::Verification => "verification",
            Event::RunEnd => "__run_end__",
        }
    }
}

/// The payload of a line before it is chained: the event, the agent and event fields.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditLine {
    /// The event.
    pub event: Event,
    /// The agent concerned, if any.
    pub agent: Option<String>,
    /// Event fields (`input_sha256`, `schema_valid`, `errors`, `attempt`, `note`,
    /// `citation_id`, `fuente`, `estado`, `evidence_sha256`…).
    pub fields: Map<String, Value>,
}

impl AuditLine {
    /// Builds the full line object for position `seq` after `prev_hash`, with its `hash`.
    #[must_use]
    pub fn seal(&self, seq: u64, ts: &str, run_id: &str, prev_hash: &str) -> Map<String, Value> {
        let mut obj = self.fields.clone();
        obj.insert("v".into(), Value::from(LINE_VERSION));
        obj.insert("seq".into(), Value::from(seq));
        obj.insert("ts".into(), Value::from(ts));
        obj.insert("run_id".into(), Value::from(run_id));
        obj.insert("event".into(), Value::from(self.event.as_str()));
        obj.insert(
            "agent".into(),
            self.agent.clone().map_or(Value::Null, Value::from),
        );
        obj.insert("prev_hash".into(), Value::from(prev_hash));
        let hash = line_hash(&obj);
        obj.insert("hash".into(), Value::from(hash));
        obj
    }
}

/// Canonical JSON: object keys sorted at every level, no insignificant whitespace.
#[must_use]
pub fn canonical_json(value: &Value) -> String {
    let mut out = String::new();
    write_canonical(value, &mut out);
    out
}

fn write_canonical(value: &Value, out: &mut String) {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, k) in keys.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String((*k).clone()).to_string());
                out.push(':');
                write_canonical(&map[k.as_str()], out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_canonical(v, out);
            }
            out.push(']');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// SHA-256 (hex) of the canonical JSON of `line` without its `hash` key.
#[must_use]
pub fn line_hash(line: &Map<String, Value>) -> String {
    let mut without = line.clone();
    without.remove("hash");
    let canon = canonical_json(&Value::Object(without));
    hex::encode(Sha256::digest(canon.as_bytes()))
}

/// The first problem found in a trail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Break {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

/// State of a trail that verified.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// Number of lines.
    pub lines: usize,
    /// Whether the run was closed with `__run_end__`.
    pub ended: bool,
    /// `hash` of the last line (the head of the chain).
    pub head: String,
}

/// Verifies a whole trail's bytes: every line parses, hashes and chains; `seq` counts from 0;
/// every line names `run_id`; the first line is `__run_start__`; nothing follows
/// `__run_end__`; the file ends with a newline (else the last line is torn).
///
/// # Errors
/// The first [`Break`].
pub fn verify_lines(content: &[u8], run_id: &str) -> Result<Verified, Break> {
    if content.is_empty() {
        return Err(Break {
            line: 1,
            reason: "empty trail: no __run_start__ line".into(),
        });
    }
    let body = match content.strip_suffix(b"\n") {
        Some(b) => b,
        None => {
            let line = content.split(|&c| c == b'\n').count();
            return Err(Break {
                line,
                reason:
                    "torn tail: the last line is incomplete (no final newline; a write was cut off)"
                        .into(),
            });
        }
    };
    let mut prev = GENESIS_HASH.to_owned();
    let mut ended = false;
    let mut count = 0usize;
    for (i, raw) in body.split(|&c| c == b'\n').enumerate() {
        let n = i + 1;
        let brk = |reason: String| Break { line: n, reason };
        if ended {
            return Err(brk("line after __run_end__".into()));
        }
        let text = std::str::from_utf8(raw).map_err(|_| brk("not UTF-8".into()))?;
        let value: Value =
            serde_json::from_str(text).map_err(|e| brk(format!("not a JSON line: {e}")))?;
        let Value::Object(obj) = value else {
            return Err(brk("not a JSON object".into()));
        };
        let stated = obj.get("hash").and_then(Value::as_str).unwrap_or_default();
        let actual = line_hash(&obj);
        if stated != actual {
            return Err(brk(format!(
                "hash mismatch: the line was altered (stated {stated:.12}…, computed {actual:.12}…)"
            )));
        }
        let prev_hash = obj.get("prev_hash").and_then(Value::as_str);
        if prev_hash != Some(prev.as_str()) {
            return Err(brk(
                "prev_hash does not match the previous line's hash: a line was removed, reordered or inserted"
                    .into(),
            ));
        }
        if obj.get("seq").and_then(Value::as_u64) != Some(i as u64) {
            return Err(brk(format!("seq is not {i}")));
        }
        if obj.get("run_id").and_then(Value::as_str) != Some(run_id) {
            return Err(brk(format!("run_id is not {run_id}")));
        }
        let event = obj.get("event").and_then(Value::as_str).unwrap_or_default();
        if (i == 0) != (event == Event::RunStart.as_str()) {
            return Err(brk(format!(
                "unexpected event {event:?} (only the first line is __run_start__)"
            )));
        }
        ended = event == Event::RunEnd.as_str();
        prev = actual;
        count = n;
    }
    Ok(Verified {
        lines: count,
        ended,
        head: prev,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn canonical_json_sorts_keys_recursively() {
        let v = json!({"b": 1, "a": {"d": [1, {"z": 1, "y": "é"}], "c": null}});
        assert_eq!(
            canonical_json(&v),
            r#"{"a":{"c":null,"d":[1,{"y":"é","z":1}]},"b":1}"#
        );
    }

    fn trail(n: usize) -> Vec<u8> {
        let mut out = Vec::new();
        let mut prev = GENESIS_HASH.to_owned();
        for seq in 0..n {
            let event = match seq {
                0 => Event::RunStart,
                _ => Event::Invocation,
            };
            let line = AuditLine {
                event,
                agent: Some("echo".into()),
                fields: Map::new(),
            }
            .seal(seq as u64, "2026-11-30T06:30:00Z", "R", &prev);
            prev = line["hash"].as_str().unwrap().to_owned();
            out.extend(serde_json::to_string(&line).unwrap().as_bytes());
            out.push(b'\n');
        }
        out
    }

    #[test]
    fn a_sound_trail_verifies() {
        let v = verify_lines(&trail(5), "R").unwrap();
        assert_eq!(v.lines, 5);
        assert!(!v.ended);
    }

    #[test]
    fn reports_the_first_altered_line() {
        let mut t = trail(5);
        let third = t
            .iter()
            .enumerate()
            .filter(|(_, c)| **c == b'\n')
            .nth(1)
            .unwrap()
            .0
            + 1;
        let pos = third + 20;
        t[pos] ^= 0x01;
        let err = verify_lines(&t, "R").unwrap_err();
        assert_eq!(err.line, 3, "{err:?}");
    }

    #[test]
    fn reports_a_torn_tail() {
        let mut t = trail(4);
        t.truncate(t.len() - 30);
        let err = verify_lines(&t, "R").unwrap_err();
        assert_eq!(err.line, 4);
        assert!(err.reason.starts_with("torn tail"), "{err:?}");
    }

    #[test]
    fn reports_a_removed_line() {
        let t = trail(4);
        let text = String::from_utf8(t).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let cut = format!("{}\n{}\n{}\n", lines[0], lines[1], lines[3]);
        let err = verify_lines(cut.as_bytes(), "R").unwrap_err();
        assert_eq!(err.line, 3);
        assert!(err.reason.contains("prev_hash"));
    }

    #[test]
    fn reports_a_foreign_run_id() {
        let err = verify_lines(&trail(2), "S").unwrap_err();
        assert_eq!(err.line, 1);
    }
}
