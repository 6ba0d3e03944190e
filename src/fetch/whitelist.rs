//! Per-source host whitelists (`whitelists/<site>.json`), compiled into the binary.
//!
//! Pure: no network, no disk, no clock. A URL is allowed only when its scheme is `https`
//! (plain `http` only under [`SchemePolicy::AllowPlainHttp`], the test configuration), it has no
//! userinfo, its host is a domain name listed exactly (IDNs compared in punycode, as the `url`
//! crate normalises them; case folded), and its port is the scheme's default.
//! Everything else is refused with a [`Refusal`] that says why.
//!
//! Invariant: the fetcher calls [`Whitelist::check`] before the first request and
//! [`Whitelist::check_redirect`] on every redirect hop; nothing else decides where a request goes.

use std::collections::BTreeSet;
use std::fmt;

use url::{Host, Url};

use crate::model::Fuente;

/// Whether plain `http` URLs are accepted (only in the test configuration).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SchemePolicy {
    /// Production: `https` only.
    HttpsOnly,
    /// Test configuration (`COMPULSA_TEST_MODE=1`): `http` accepted too, still on default ports.
    AllowPlainHttp,
}

/// Why a URL was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The text is not an absolute URL.
    #[error("not an absolute url: {0}")]
    Unparsable(String),
    /// A scheme other than `https` (or `http` in the test configuration).
    #[error("scheme `{0}` not allowed")]
    Scheme(String),
    /// The URL carries a user name or password (`https://www.boe.es@evil.com/`).
    #[error("userinfo in url not allowed")]
    Userinfo,
    /// No host at all.
    #[error("url has no host")]
    NoHost,
    /// An IPv4 or IPv6 literal (including decimal or hex forms the parser turns into one).
    #[error("ip literal `{0}` not allowed")]
    IpLiteral(String),
    /// A port other than the scheme's default.
    #[error("non-default port {0} not allowed")]
    Port(u16),
    /// The raw host contains percent-encoding.
    #[error("percent-encoded host not allowed")]
    PercentEncodedHost,
    /// The host ends with a dot (`www.boe.es.`).
    #[error("host `{0}` ends with a dot")]
    TrailingDot(String),
    /// The host is not listed for this source.
    #[error("host `{host}` is not on the {site} whitelist")]
    NotListed {
        /// The host as normalised (lowercase, punycode).
        host: String,
        /// The whitelist's site name.
        site: String,
    },
}

/// Why a whitelist file was rejected when loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WhitelistError {
    /// The file is not the expected JSON shape.
    #[error("whitelist {site}: invalid json: {message}")]
    Json {
        /// The site name the file was loaded for.
        site: String,
        /// The parser's message.
        message: String,
    },
    /// The file names another source than the one it was loaded for.
    #[error("whitelist {site}: file says source `{found}`")]
    WrongSource {
        /// Expected site name.
        site: String,
        /// The `source` field found.
        found: String,
    },
    /// The file lists no host.
    #[error("whitelist {site}: no hosts")]
    Empty {
        /// Site name.
        site: String,
    },
    /// A listed entry is not an exact, specific host name.
    #[error("whitelist {site}: entry `{entry}` refused: {reason}")]
    BadEntry {
        /// Site name.
        site: String,
        /// The entry as written.
        entry: String,
        /// Why it was refused.
        reason: &'static str,
    },
}

/// The hosts one source may contact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Whitelist {
    site: String,
    hosts: BTreeSet<String>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct WhitelistFile {
    source: String,
    hosts: Vec<String>,
}

impl Whitelist {
    /// The compiled-in whitelist of a source (`whitelists/<site>.json`).
    ///
    /// # Errors
    /// A [`WhitelistError`] if the bundled file is invalid (a build defect; tests load all five).
    pub fn builtin(source: Fuente) -> Result<Whitelist, WhitelistError> {
        let text = match source {
            Fuente::Cendoj => include_str!("../../whitelists/cendoj.json"),
            Fuente::Tc => include_str!("../../whitelists/tc.json"),
            Fuente::Eurlex => include_str!("../../whitelists/eurlex.json"),
            Fuente::Boe => include_str!("../../whitelists/boe.json"),
            Fuente::Doctrina => include_str!("../../whitelists/dialnet.json"),
        };
        Whitelist::from_json(source.site_name(), text)
    }

    /// Parses and validates a whitelist file. Entries must be lowercase domain names in
    /// punycode with at least two labels; wildcards, bare TLDs, IP literals, ports, schemes,
    /// paths and trailing dots are refused.
    ///
    /// # Errors
    /// A [`WhitelistError`] naming the first bad entry.
    pub fn from_json(site: &str, text: &str) -> Result<Whitelist, WhitelistError> {
        let file: WhitelistFile = serde_json::from_str(text).map_err(|e| WhitelistError::Json {
            site: site.to_owned(),
            message: e.to_string(),
        })?;
        if file.source != site {
            return Err(WhitelistError::WrongSource {
                site: site.to_owned(),
                found: file.source,
            });
        }
        if file.hosts.is_empty() {
            return Err(WhitelistError::Empty {
                site: site.to_owned(),
            });
        }
        let mut hosts = BTreeSet::new();
        for entry in file.hosts {
            if let Err(reason) = validate_entry(&entry) {
                return Err(WhitelistError::BadEntry {
                    site: site.to_owned(),
                    entry,
                    reason,
                });
            }
            hosts.insert(entry);
        }
        Ok(Whitelist {
            site: site.to_owned(),
            hosts,
        })
    }

    /// The site name (`boe`, `dialnet`…).
    #[must_use]
    pub fn site(&self) -> &str {
        &self.site
    }

    /// The listed hosts, sorted.
    pub fn hosts(&self) -> impl Iterator<Item = &str> {
        self.hosts.iter().map(String::as_str)
    }

    /// Checks a parsed URL.
    ///
    /// # Errors
    /// The [`Refusal`] that applies first (scheme, userinfo, host kind, port, listing).
    pub fn check(&self, url: &Url, schemes: SchemePolicy) -> Result<(), Refusal> {
        let scheme = url.scheme();
        let scheme_ok =
            scheme == "https" || (scheme == "http" && schemes == SchemePolicy::AllowPlainHttp);
        if !scheme_ok {
            return Err(Refusal::Scheme(scheme.to_owned()));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(Refusal::Userinfo);
        }
        let domain = match url.host() {
            None => return Err(Refusal::NoHost),
            Some(Host::Ipv4(ip)) => return Err(Refusal::IpLiteral(ip.to_string())),
            Some(Host::Ipv6(ip)) => return Err(Refusal::IpLiteral(ip.to_string())),
            Some(Host::Domain(d)) => d,
        };
        if let Some(port) = url.port() {
            return Err(Refusal::Port(port));
        }
        if domain.ends_with('.') {
            return Err(Refusal::TrailingDot(domain.to_owned()));
        }
        let host = domain.to_ascii_lowercase();
        if self.hosts.contains(&host) {
            Ok(())
        } else {
            Err(Refusal::NotListed {
                host,
                site: self.site.clone(),
            })
        }
    }

    /// Checks a URL given as text (command line, configuration): refuses a percent-encoded
    /// host before parsing, then applies [`Whitelist::check`].
    ///
    /// # Errors
    /// A [`Refusal`].
    pub fn check_str(&self, text: &str, schemes: SchemePolicy) -> Result<Url, Refusal> {
        if raw_authority(text).is_some_and(|a| a.contains('%')) {
            return Err(Refusal::PercentEncodedHost);
        }
        let url = Url::parse(text).map_err(|_| Refusal::Unparsable(text.to_owned()))?;
        self.check(&url, schemes)?;
        Ok(url)
    }

    /// Resolves a redirect `Location` against the URL that answered and checks the target.
    ///
    /// # Errors
    /// A [`Refusal`] when the target is not allowed or not a URL.
    pub fn check_redirect(
        &self,
        base: &Url,
        location: &str,
        schemes: SchemePolicy,
    ) -> Result<Url, Refusal> {
        if raw_authority(location).is_some_and(|a| a.contains('%')) {
            return Err(Refusal::PercentEncodedHost);
        }
        let target = base
            .join(location)
            .map_err(|_| Refusal::Unparsable(location.to_owned()))?;
        self.check(&target, schemes)?;
        Ok(target)
    }
}

/// The raw authority (`user@host:port`) of a URL text that has one (`scheme://…` or `//…`).
fn raw_authority(text: &str) -> Option<&str> {
    let start = text.find("//")?;
    let before = text.get(..start)?;
    if !(before.is_empty() || before.ends_with(':')) {
        return None;
    }
    let rest = text.get(start + 2..)?;
    let end = rest.find(['/', '?', '#', '\\']).unwrap_or(rest.len());
    rest.get(..end)
}

/// Checks one whitelist entry: an exact, specific, lowercase punycode domain.
fn validate_entry(entry: &str) -> Result<(), &'static str> {
    if entry.is_empty() {
        return Err("empty entry");
    }
    if entry.contains('*') {
        return Err("wildcards are not allowed");
    }
    if entry.contains(['/', ':', '@', '%', ' ', '?', '#']) {
        return Err("only a host name is allowed (no scheme, port, path or userinfo)");
    }
    if entry.ends_with('.') || entry.starts_with('.') {
        return Err("leading or trailing dot");
    }
    if entry != entry.to_ascii_lowercase() || !entry.is_ascii() {
        return Err("must be lowercase ascii (punycode for IDNs)");
    }
    match Host::parse(entry) {
        Ok(Host::Domain(parsed)) if parsed == entry => {}
        Ok(Host::Domain(_)) => return Err("not in canonical form"),
        Ok(Host::Ipv4(_) | Host::Ipv6(_)) => return Err("ip literals are not allowed"),
        Err(_) => return Err("not a valid host name"),
    }
    let labels: Vec<&str> = entry.split('.').collect();
    if labels.len() < 2 {
        return Err("bare tlds and single labels are not allowed");
    }
    if labels
        .iter()
        .any(|l| l.is_empty() || l.starts_with('-') || l.ends_with('-'))
    {
        return Err("invalid label");
    }
    if labels.iter().all(|l| l.chars().all(|c| c.is_ascii_digit())) {
        return Err("ip literals are not allowed");
    }
    Ok(())
}

impl fmt::Display for Whitelist {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.site)?;
        let hosts: Vec<&str> = self.hosts().collect();
        write!(f, "{}", hosts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boe() -> Whitelist {
        Whitelist::builtin(Fuente::Boe).expect("invariant: bundled whitelist is valid")
    }

    #[track_caller]
    fn check(input: &str, expected: Result<(), Refusal>) {
        let got = boe().check_str(input, SchemePolicy::HttpsOnly).map(|_| ());
        assert_eq!(got, expected, "input: {input}");
    }

    fn not_listed(host: &str) -> Result<(), Refusal> {
        Err(Refusal::NotListed {
            host: host.to_owned(),
            site: "boe".to_owned(),
        })
    }

    #[test]
    fn test_bundled_whitelists_load() {
        for source in Fuente::ALL {
            let wl = Whitelist::builtin(source).expect("bundled whitelist loads");
            assert_eq!(wl.site(), source.site_name());
        }
        let eurlex = Whitelist::builtin(Fuente::Eurlex).expect("loads");
        assert_eq!(eurlex.hosts().count(), 5);
    }

    #[test]
    fn test_allowed_urls() {
        check("https://www.boe.es/datosabiertos/api/x?y=1#z", Ok(()));
        // Mixed case is folded by the parser: same host.
        check(
            "https://WWW.Boe.ES/buscar/act.php?id=BOE-A-1978-31229",
            Ok(()),
        );
        // The default port written out is the default port.
        check("https://www.boe.es:443/", Ok(()));
    }

    #[test]
    fn test_bypass_attempts_are_refused() {
        // 1. Userinfo: the real host is evil.com.
        check("https://www.boe.es@evil.com/", Err(Refusal::Userinfo));
        // 2. Userinfo on the right host.
        check("https://user:pw@www.boe.es/", Err(Refusal::Userinfo));
        // 3. Suffix: the listed name as a subdomain of another domain.
        check(
            "https://www.boe.es.evil.com/",
            not_listed("www.boe.es.evil.com"),
        );
        // 4. Prefix: a look-alike registrable domain.
        check("https://evilboe.es/", not_listed("evilboe.es"));
        // 5. The parent domain is not listed, only the exact host.
        check("https://boe.es/", not_listed("boe.es"));
        // 6. A sibling subdomain is not listed.
        check("https://api.boe.es/", not_listed("api.boe.es"));
        // 7. IPv4 literal.
        check(
            "https://127.0.0.1/",
            Err(Refusal::IpLiteral("127.0.0.1".into())),
        );
        // 8. IPv6 literal.
        check("https://[::1]/", Err(Refusal::IpLiteral("::1".into())));
        // 9. Decimal IPv4.
        check(
            "https://2130706433/",
            Err(Refusal::IpLiteral("127.0.0.1".into())),
        );
        // 10. Hex IPv4.
        check(
            "https://0x7f.0.0.1/",
            Err(Refusal::IpLiteral("127.0.0.1".into())),
        );
        // 11. Non-default port.
        check("https://www.boe.es:8443/", Err(Refusal::Port(8443)));
        // 12. Plain http outside the test configuration.
        check("http://www.boe.es/", Err(Refusal::Scheme("http".into())));
        // 13. file: scheme.
        check("file:///etc/passwd", Err(Refusal::Scheme("file".into())));
        // 14. data: scheme.
        check(
            "data:text/html,<h1>BOE</h1>",
            Err(Refusal::Scheme("data".into())),
        );
        // 15. IDN look-alike (Greek omicron), compared in punycode.
        check("https://www.bοe.es/", not_listed("www.xn--be-jbc.es"));
        // 16. Trailing dot.
        check(
            "https://www.boe.es./",
            Err(Refusal::TrailingDot("www.boe.es.".into())),
        );
        // 17. Percent-encoded host.
        check("https://www%2Eboe%2Ees/", Err(Refusal::PercentEncodedHost));
        // 18. Another scheme.
        check("ftp://www.boe.es/", Err(Refusal::Scheme("ftp".into())));
        // 19. The listed name only in the path or query.
        check("https://evil.com/www.boe.es", not_listed("evil.com"));
        check(
            "https://evil.com/?u=https://www.boe.es/",
            not_listed("evil.com"),
        );
        // 20. Not a URL.
        check(
            "www.boe.es/x",
            Err(Refusal::Unparsable("www.boe.es/x".into())),
        );
    }

    #[test]
    fn test_plain_http_only_in_test_configuration() {
        let wl = boe();
        let ok = wl.check_str("http://www.boe.es/x", SchemePolicy::AllowPlainHttp);
        assert!(ok.is_ok());
        let port = wl.check_str("http://www.boe.es:8080/x", SchemePolicy::AllowPlainHttp);
        assert_eq!(port, Err(Refusal::Port(8080)));
        let file = wl.check_str("file:///x", SchemePolicy::AllowPlainHttp);
        assert_eq!(file, Err(Refusal::Scheme("file".into())));
    }

    #[test]
    fn test_redirect_targets() {
        let wl = boe();
        let base = Url::parse("https://www.boe.es/a/b").expect("valid");
        #[track_caller]
        fn redirect(wl: &Whitelist, base: &Url, location: &str) -> Result<String, Refusal> {
            wl.check_redirect(base, location, SchemePolicy::HttpsOnly)
                .map(|u| u.to_string())
        }
        assert_eq!(
            redirect(&wl, &base, "/c?d=1"),
            Ok("https://www.boe.es/c?d=1".into())
        );
        assert_eq!(
            redirect(&wl, &base, "c"),
            Ok("https://www.boe.es/a/c".into())
        );
        assert_eq!(
            redirect(&wl, &base, "https://127.0.0.1:8080/"),
            Err(Refusal::IpLiteral("127.0.0.1".into()))
        );
        assert_eq!(
            redirect(&wl, &base, "https://sub.www.boe.es/"),
            Err(Refusal::NotListed {
                host: "sub.www.boe.es".into(),
                site: "boe".into()
            })
        );
        assert_eq!(
            redirect(&wl, &base, "//evil.com/x"),
            Err(Refusal::NotListed {
                host: "evil.com".into(),
                site: "boe".into()
            })
        );
        assert_eq!(
            redirect(&wl, &base, "http://www.boe.es/"),
            Err(Refusal::Scheme("http".into()))
        );
        assert_eq!(
            redirect(&wl, &base, "//www%2eboe.es/"),
            Err(Refusal::PercentEncodedHost)
        );
    }

    #[test]
    fn test_bad_whitelist_entries_are_refused() {
        #[track_caller]
        fn entry(host: &str) -> Option<&'static str> {
            let text = format!(r#"{{"source":"boe","hosts":["{host}"]}}"#);
            match Whitelist::from_json("boe", &text) {
                Ok(_) => None,
                Err(WhitelistError::BadEntry { reason, .. }) => Some(reason),
                Err(other) => panic!("unexpected error {other}"),
            }
        }
        assert_eq!(entry("www.boe.es"), None);
        assert_eq!(entry("*"), Some("wildcards are not allowed"));
        assert_eq!(entry("*.boe.es"), Some("wildcards are not allowed"));
        assert_eq!(
            entry("es"),
            Some("bare tlds and single labels are not allowed")
        );
        assert_eq!(entry("127.0.0.1"), Some("ip literals are not allowed"));
        assert_eq!(
            entry("[::1]"),
            Some("only a host name is allowed (no scheme, port, path or userinfo)")
        );
        assert_eq!(
            entry("https://www.boe.es"),
            Some("only a host name is allowed (no scheme, port, path or userinfo)")
        );
        assert_eq!(
            entry("www.boe.es:443"),
            Some("only a host name is allowed (no scheme, port, path or userinfo)")
        );
        assert_eq!(entry("www.boe.es."), Some("leading or trailing dot"));
        assert_eq!(
            entry("WWW.BOE.ES"),
            Some("must be lowercase ascii (punycode for IDNs)")
        );
        assert_eq!(
            entry("www.bοe.es"),
            Some("must be lowercase ascii (punycode for IDNs)")
        );
        assert!(matches!(
            Whitelist::from_json("boe", r#"{"source":"tc","hosts":["www.boe.es"]}"#),
            Err(WhitelistError::WrongSource { .. })
        ));
        assert!(matches!(
            Whitelist::from_json("boe", r#"{"source":"boe","hosts":[]}"#),
            Err(WhitelistError::Empty { .. })
        ));
    }
}
