//! The secrets filter: bearer tokens, API keys, passwords and `Authorization` values are
//! replaced by `[REDACTED]` in every string and under every sensitive key before a line is
//! written. Pure.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::Value;

/// What replaces a secret.
pub const REDACTED: &str = "[REDACTED]";

const SENSITIVE_KEYS: &[&str] = &[
    "authorization",
    "proxy_authorization",
    "password",
    "passwd",
    "pwd",
    "secret",
    "client_secret",
    "token",
    "access_token",
    "refresh_token",
    "id_token",
    "auth_token",
    "api_key",
    "apikey",
    "private_key",
    "cookie",
    "set_cookie",
    "x_api_key",
];

static PATTERNS: LazyLock<Vec<(Regex, &'static str)>> = LazyLock::new(|| {
    let r = |p: &str| Regex::new(p).expect("invariant: the secret patterns compile");
    vec![
        // "Authorization: Basic abc", "authorization=…": everything up to the end of the value.
        (
            r(r#"(?i)\b((?:proxy-)?authorization)(\s*["']?\s*[:=]\s*["']?)[^\r\n"',;}]+"#),
            "${1}${2}[REDACTED]",
        ),
        (
            r(r"(?i)\bbearer\s+[A-Za-z0-9\-._~+/]+=*"),
            "Bearer [REDACTED]",
        ),
        (
            r(
                r#"(?i)\b(api[_-]?key|x-api-key|access[_-]?token|refresh[_-]?token|auth[_-]?token|client[_-]?secret|secret|password|passwd|pwd|token)(\s*["']?\s*[:=]\s*["']?)[^\s"',;&}]+"#,
            ),
            "${1}${2}[REDACTED]",
        ),
        (
            r(
                r"\b(?:sk-[A-Za-z0-9_-]{16,}|ghp_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})",
            ),
            "[REDACTED]",
        ),
        // Credentials in URLs: scheme://user:pass@host
        (
            r(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/\s:@]+:[^/\s@]+@"),
            "${1}[REDACTED]@",
        ),
    ]
});

/// Scrubs one string.
#[must_use]
pub fn scrub_str(s: &str) -> String {
    let mut out = s.to_owned();
    for (re, rep) in PATTERNS.iter() {
        if re.is_match(&out) {
            out = re.replace_all(&out, *rep).into_owned();
        }
    }
    out
}

fn is_sensitive_key(key: &str) -> bool {
    let k = key.to_ascii_lowercase().replace('-', "_");
    SENSITIVE_KEYS.contains(&k.as_str())
}

/// Scrubs a JSON value in place: sensitive keys lose their value, strings are filtered.
pub fn scrub(value: &mut Value) {
    match value {
        Value::String(s) => {
            let clean = scrub_str(s);
            if clean != *s {
                *s = clean;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(scrub),
        Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                if is_sensitive_key(k) && !v.is_null() {
                    *v = Value::from(REDACTED);
                } else {
                    scrub(v);
                }
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[track_caller]
    fn check(input: &str, secret: &str) {
        let out = scrub_str(input);
        assert!(!out.contains(secret), "{input:?} -> {out:?}");
        assert!(out.contains(REDACTED), "{input:?} -> {out:?}");
    }

    #[test]
    fn scrubs_each_kind_of_secret() {
        check("Authorization: Bearer abc.def-ghi", "abc.def-ghi");
        check("authorization: Basic dXNlcjpwYXNz", "dXNlcjpwYXNz");
        check("curl -H 'Authorization: Token t0ps3cr3t'", "t0ps3cr3t");
        check("bearer eyJhbGciOiJIUzI1NiJ9", "eyJhbGciOiJIUzI1NiJ9");
        check("api_key=AbCdEf123456", "AbCdEf123456");
        check("X-API-Key: k-998877", "k-998877");
        check("password: hunter2", "hunter2");
        check("{\"password\":\"hunter2\"}", "hunter2");
        check("token=zzz999&x=1", "zzz999");
        check(
            "key sk-proj-abcdefghijklmnop1234",
            "sk-proj-abcdefghijklmnop1234",
        );
        check(
            "ghp_0123456789abcdefghijABCDEFGHIJ",
            "ghp_0123456789abcdefghij",
        );
        check("AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE");
        check("https://user:pa55@www.boe.es/x", "pa55");
        check(
            "jwt eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.SflKxwRJSMeKKF2QT4",
            "SflKxwRJSMeKKF2QT4",
        );
    }

    #[test]
    fn leaves_legal_text_alone() {
        let s = "STS 1916/2013, de 9 de mayo; art. 1902 CC; «la contraseña del usuario»";
        assert_eq!(scrub_str(s), s);
    }

    #[test]
    fn scrubs_sensitive_keys_at_any_depth() {
        let mut v = json!({"note": "ok", "headers": {"Authorization": "x", "Api-Key": "y"},
            "list": [{"token": "z"}], "password": null});
        scrub(&mut v);
        assert_eq!(
            v,
            json!({"note": "ok", "headers": {"Authorization": REDACTED, "Api-Key": REDACTED},
                "list": [{"token": REDACTED}], "password": null})
        );
    }
}
