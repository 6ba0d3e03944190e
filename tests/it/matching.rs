//! Quote matching: the labelled set, offsets mapping back exactly, a 1 MB document.

use std::path::PathBuf;

use compulsa::matching::{self, DEFAULT_THRESHOLD, Document, Folded, MatchParams, MatchResult};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/matching")
}

#[derive(Debug, serde::Deserialize)]
struct Pair {
    id: String,
    doc: String,
    kind: String,
    label: String,
    quote: String,
    passage: Option<String>,
}

fn pairs() -> Vec<Pair> {
    let text = std::fs::read_to_string(fixtures().join("pairs.jsonl")).expect("pairs.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).expect("a labelled pair"))
        .collect()
}

fn doc(name: &str) -> String {
    std::fs::read_to_string(fixtures().join("docs").join(format!("{name}.txt"))).expect("doc")
}

/// Deterministic word salad in the documents' own vocabulary: legal-looking filler that contains
/// none of their passages, so the seeds have to find the real place among many false ones.
fn salad(vocabulary: &str, n_bytes: usize, seed: u64) -> String {
    let words: Vec<&str> = vocabulary.split_whitespace().collect();
    let mut state = seed;
    let mut out = String::with_capacity(n_bytes + 64);
    let mut since_stop = 0;
    while out.len() < n_bytes {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let idx = usize::try_from(state >> 33).expect("fits") % words.len();
        out.push_str(words[idx]);
        since_stop += 1;
        if since_stop > 18 {
            out.push_str(".\n");
            since_stop = 0;
        } else {
            out.push(' ');
        }
    }
    out
}

/// Outcome counts over the labelled set.
#[derive(Debug, Default)]
struct Counts {
    tp: usize,
    fp: usize,
    fn_: usize,
    tn: usize,
    wrong_place: Vec<String>,
}

impl Counts {
    fn precision(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fp).max(1) as f64
    }
    fn recall(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fn_).max(1) as f64
    }
}

/// Runs the labelled set; a positive counts as found only if the located passage overlaps the
/// labelled one. `embed` puts each document in the middle of 120 kB of filler.
fn evaluate(params: &MatchParams, embed: bool, misses: &mut Vec<String>) -> Counts {
    let pairs = pairs();
    let mut counts = Counts::default();
    let mut vocabulary = String::new();
    for p in &pairs {
        if !vocabulary.contains(&p.doc) {
            vocabulary.push_str(&doc(&p.doc));
            vocabulary.push(' ');
            vocabulary.push_str(&p.doc);
        }
    }
    let filler = salad(&vocabulary, 60_000, 7);
    let mut current: Option<(String, String)> = None;
    for p in &pairs {
        if current.as_ref().is_none_or(|(name, _)| *name != p.doc) {
            let base = doc(&p.doc);
            let text = if embed {
                format!("{filler}\n\n{base}\n\n{filler}")
            } else {
                base
            };
            current = Some((p.doc.clone(), text));
        }
        let (_, text) = current.as_ref().expect("invariant: set above");
        let r = Document::new(text).locate(&p.quote, params);
        let located = r.passage().is_some();
        match (p.label.as_str(), located) {
            ("present", true) => {
                let (start, end) = match &r {
                    MatchResult::Exact { start, end, .. }
                    | MatchResult::Approximate { start, end, .. } => (*start, *end),
                    MatchResult::Absent { .. } => unreachable!("located"),
                };
                let truth = p.passage.as_deref().expect("present pairs carry a passage");
                let t_start = text.find(truth).expect("labelled passage is verbatim");
                let t_end = t_start + truth.len();
                if start < t_end && t_start < end {
                    counts.tp += 1;
                } else {
                    counts.fn_ += 1;
                    counts.wrong_place.push(p.id.clone());
                }
            }
            ("present", false) => {
                counts.fn_ += 1;
                misses.push(format!("FN {} {} {:.3}", p.id, p.kind, r.score()));
            }
            (_, true) => {
                counts.fp += 1;
                misses.push(format!("FP {} {} {:.3}", p.id, p.kind, r.score()));
            }
            (_, false) => counts.tn += 1,
        }
    }
    counts
}

/// Scores of every pair at the calibrated parameters: (label is present, kind, score).
fn scores() -> Vec<(bool, String, f64)> {
    pairs()
        .iter()
        .map(|p| {
            let r = matching::locate(&p.quote, &doc(&p.doc));
            (p.label == "present", p.kind.clone(), r.score())
        })
        .collect()
}

/// The calibration evidence: score range per kind and precision/recall around the threshold.
/// The threshold must sit strictly between the negatives' maximum and the positives' minimum.
#[test]
fn test_threshold_calibration() {
    let scores = scores();
    let mut kinds: Vec<String> = scores.iter().map(|(_, k, _)| k.clone()).collect();
    kinds.sort();
    kinds.dedup();
    for k in &kinds {
        let ks: Vec<f64> = scores
            .iter()
            .filter(|(_, kk, _)| kk == k)
            .map(|s| s.2)
            .collect();
        let min = ks.iter().copied().fold(f64::INFINITY, f64::min);
        let max = ks.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        eprintln!(
            "kind {k:<17} n {:>3} score min {min:.3} max {max:.3}",
            ks.len()
        );
    }
    for t in [0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95] {
        let tp = scores.iter().filter(|(l, _, s)| *l && *s >= t).count();
        let fp = scores.iter().filter(|(l, _, s)| !*l && *s >= t).count();
        let fn_ = scores.iter().filter(|(l, _, s)| *l && *s < t).count();
        eprintln!(
            "threshold {t:.2}: precision {:.3} recall {:.3}",
            tp as f64 / (tp + fp).max(1) as f64,
            tp as f64 / (tp + fn_).max(1) as f64
        );
    }
    let min_pos = scores
        .iter()
        .filter(|s| s.0)
        .map(|s| s.2)
        .fold(f64::INFINITY, f64::min);
    let max_neg = scores
        .iter()
        .filter(|s| !s.0)
        .map(|s| s.2)
        .fold(f64::NEG_INFINITY, f64::max);
    eprintln!(
        "positives min {min_pos:.3}, negatives max {max_neg:.3}, threshold {DEFAULT_THRESHOLD}"
    );
    assert!(max_neg < DEFAULT_THRESHOLD, "a negative scores {max_neg}");
    assert!(min_pos >= DEFAULT_THRESHOLD, "a positive scores {min_pos}");
}

#[test]
fn test_labelled_set_precision_recall() {
    let n = pairs().len();
    assert!(n >= 150, "the labelled set has {n} pairs");
    for embed in [false, true] {
        let mut misses = Vec::new();
        let c = evaluate(&MatchParams::DEFAULT, embed, &mut misses);
        eprintln!(
            "labelled set (embedded: {embed}), threshold {DEFAULT_THRESHOLD}: tp {} fp {} fn {} tn {}; precision {:.3} recall {:.3}; misses {misses:?}",
            c.tp,
            c.fp,
            c.fn_,
            c.tn,
            c.precision(),
            c.recall()
        );
        assert!(
            c.wrong_place.is_empty(),
            "located elsewhere: {:?}",
            c.wrong_place
        );
        assert!(c.precision() >= 0.97, "precision {:.3}", c.precision());
        assert!(c.recall() >= 0.97, "recall {:.3}", c.recall());
    }
}

#[test]
fn test_every_exact_kind_is_exact() {
    for p in pairs() {
        if !matches!(p.kind.as_str(), "exact" | "exact_typography" | "elided") {
            continue;
        }
        let text = doc(&p.doc);
        let r = matching::locate(&p.quote, &text);
        assert!(matches!(r, MatchResult::Exact { .. }), "{}: {r:?}", p.id);
    }
}

#[test]
fn test_offsets_map_back_exactly() {
    for p in pairs() {
        let text = doc(&p.doc);
        match matching::locate(&p.quote, &text) {
            MatchResult::Exact {
                start,
                end,
                passage,
            } if !passage.contains(" […] ") => {
                assert_eq!(&text[start..end], passage, "{}", p.id);
                // The passage folds to the same text as the quote.
                assert_eq!(
                    Folded::new(&passage).text,
                    Folded::new(&p.quote).text,
                    "{}",
                    p.id
                );
            }
            MatchResult::Approximate {
                start,
                end,
                passage,
                ..
            } => {
                assert_eq!(&text[start..end], passage, "{}", p.id);
            }
            _ => {}
        }
    }
}

#[test]
fn test_offsets_survive_hyphenation_ligatures_and_accents() {
    let text = "Considerando: «El de-\nudor respon\u{00AD}derá de todos los daños, conforme al\u{00A0}ARTÍCULO 1.101 del Código ﬁnal».";
    let r = matching::locate(
        "el deudor responderá de todos los daños, conforme al artículo 1101 del código final",
        text,
    );
    let MatchResult::Exact {
        start,
        end,
        passage,
    } = r
    else {
        panic!("expected exact, got {r:?}");
    };
    assert_eq!(&text[start..end], passage);
    assert_eq!(
        passage,
        "El de-\nudor respon\u{00AD}derá de todos los daños, conforme al\u{00A0}ARTÍCULO 1.101 del Código ﬁnal"
    );
}

#[test]
fn test_one_megabyte_document_quote_at_the_end() {
    let mut vocabulary = String::new();
    for name in ["civil_1902", "laboral_despido", "penal_indicios"] {
        vocabulary.push_str(&doc(name));
    }
    let mut text = salad(&vocabulary, 1_000_000, 11);
    let tail = "FALLO: Que debemos desestimar y desestimamos el recurso de casación interpuesto por la representación procesal de don Anselmo Quiroga Belmonte contra la sentencia dictada por la Sección Segunda de la Audiencia Provincial, con imposición de las costas al recurrente.";
    text.push_str("\n\n");
    text.push_str(tail);
    assert!(text.len() > 1_000_000);
    let document = Document::new(&text);

    let exact = "debemos desestimar y desestimamos el recurso de casación interpuesto por la representación procesal de don Anselmo Quiroga Belmonte";
    let r = document.locate(exact, &MatchParams::DEFAULT);
    let MatchResult::Exact {
        start,
        end,
        passage,
    } = r
    else {
        panic!("expected exact, got {r:?}");
    };
    assert_eq!(&text[start..end], passage);
    assert!(start > 1_000_000);

    let altered = "debemos desestimar el recurso de casacion interpuesto por la representacion de don Anselmo Quiroga Belmonte contra la sentencia dictada por la Seccion Primera de la Audiencia Provincial";
    let r = document.locate(altered, &MatchParams::DEFAULT);
    let MatchResult::Approximate {
        start,
        end,
        passage,
        ..
    } = &r
    else {
        panic!("expected approximate, got {r:?}");
    };
    assert_eq!(&text[*start..*end], passage);
    assert!(*start > 1_000_000, "{start}");
    assert!(passage.starts_with("debemos desestimar"), "{passage}");
    assert!(passage.ends_with("Audiencia Provincial"), "{passage}");
    assert_eq!(
        r.diff_text(),
        "la cita omite «y desestimamos»; la cita omite «procesal»; donde la cita dice «Primera», el texto dice «Segunda»"
    );

    let absent = "la prescripción de la acción se interrumpe por la reclamación extrajudicial del acreedor dirigida al deudor";
    assert!(matches!(
        document.locate(absent, &MatchParams::DEFAULT),
        MatchResult::Absent { .. }
    ));
}

/// Unmarked omissions and changed openings: the passage proposed is the whole span the quote
/// covers, exactly the labelled one, and the quote stays an inexact (approximate) one.
#[test]
fn test_omissions_and_openings_give_the_whole_passage() {
    let mut checked = 0;
    for p in pairs() {
        if !matches!(p.kind.as_str(), "omitted_middle" | "changed_opening") {
            continue;
        }
        let text = doc(&p.doc);
        let r = matching::locate(&p.quote, &text);
        let MatchResult::Approximate {
            score,
            start,
            end,
            passage,
            ..
        } = &r
        else {
            panic!("{}: expected approximate, got {r:?}", p.id);
        };
        eprintln!("{} {score:.3} {}", p.id, r.diff_text());
        assert_eq!(&text[*start..*end], passage, "{}", p.id);
        let truth = p.passage.as_deref().expect("present pairs carry a passage");
        assert_eq!(passage, truth, "{}", p.id);
        assert!(
            *score < 1.0 && *score >= DEFAULT_THRESHOLD,
            "{}: {score}",
            p.id
        );
        checked += 1;
    }
    assert_eq!(checked, 9);
}
