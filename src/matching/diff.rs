//! Word-level diff between a quote and the passage found, readable by a lawyer.
//!
//! Words are compared folded (so accents, case and punctuation never count as a difference)
//! and shown as written on each side.

use serde::{Deserialize, Serialize};

use super::normalize::Folded;

/// One step of a word diff, in reading order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", content = "texto", rename_all = "snake_case")]
pub enum DiffOp {
    /// Words the quote and the document share (as written in the document).
    Igual(String),
    /// Words the quote has and the document does not (as written in the quote).
    SobraEnCita(String),
    /// Words the document has and the quote leaves out (as written in the document).
    FaltaEnCita(String),
}

/// A word of some text: its folded form and its original spelling.
#[derive(Debug, Clone)]
struct Word<'a> {
    folded: &'a str,
    original: &'a str,
}

fn words<'a>(original: &'a str, folded: &'a Folded) -> Vec<Word<'a>> {
    let mut out = Vec::new();
    let mut at = 0;
    for w in folded.text.split(' ') {
        let start = at;
        let end = at + w.len();
        at = end + 1;
        if w.is_empty() {
            continue;
        }
        let Some((s, e)) = folded.original_range(start, end) else {
            continue;
        };
        let Some(orig) = original.get(s..e) else {
            continue;
        };
        out.push(Word {
            folded: w,
            original: orig,
        });
    }
    out
}

/// Largest word grid the diff computes exactly; beyond it the diff is one replacement.
const MAX_CELLS: usize = 4_000_000;

/// The word diff turning `quote` into `passage`.
#[must_use]
pub fn word_diff(quote: &str, passage: &str) -> Vec<DiffOp> {
    let fq = Folded::new(quote);
    let fp = Folded::new(passage);
    let q = words(quote, &fq);
    let p = words(passage, &fp);
    let mut ops: Vec<DiffOp> = Vec::new();
    if (q.len() + 1).saturating_mul(p.len() + 1) > MAX_CELLS {
        push_op(&mut ops, DiffOp::SobraEnCita(quote.trim().to_owned()));
        push_op(&mut ops, DiffOp::FaltaEnCita(passage.trim().to_owned()));
        return ops;
    }
    // LCS table over suffixes.
    let cols = p.len() + 1;
    let mut lcs = vec![0u32; (q.len() + 1) * cols];
    for i in (0..q.len()).rev() {
        for j in (0..p.len()).rev() {
            lcs[i * cols + j] = if q[i].folded == p[j].folded {
                lcs[(i + 1) * cols + j + 1] + 1
            } else {
                lcs[(i + 1) * cols + j].max(lcs[i * cols + j + 1])
            };
        }
    }
    let mut steps: Vec<Step> = Vec::with_capacity(q.len() + p.len());
    let (mut i, mut j) = (0, 0);
    while i < q.len() || j < p.len() {
        if i < q.len() && j < p.len() && q[i].folded == p[j].folded {
            steps.push(Step::Same(j));
            i += 1;
            j += 1;
        } else if j < p.len() && (i == q.len() || lcs[i * cols + j + 1] >= lcs[(i + 1) * cols + j])
        {
            steps.push(Step::Missing(j));
            j += 1;
        } else {
            steps.push(Step::Extra(i));
            i += 1;
        }
    }
    defer_islands(&mut steps, &p);
    for step in steps {
        let op = match step {
            Step::Same(j) => DiffOp::Igual(p.get(j).map_or("", |w| w.original).to_owned()),
            Step::Missing(j) => DiffOp::FaltaEnCita(p.get(j).map_or("", |w| w.original).to_owned()),
            Step::Extra(i) => DiffOp::SobraEnCita(q.get(i).map_or("", |w| w.original).to_owned()),
        };
        push_op(&mut ops, op);
    }
    ops
}

/// One word of the diff: the passage word `j` shared, the passage word `j` left out, the quote
/// word `i` added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Same(usize),
    Missing(usize),
    Extra(usize),
}

/// Longest run of shared words moved out of the middle of an omission.
const MAX_ISLAND: usize = 3;

/// The LCS walk matches as early as it can, so a long omission that contains a word the quote
/// uses right after it ("en la que, consignados … lo que se establece … emplazados, se
/// expondrán") is cut in two around that word. When a short run of shared words sits between
/// two runs of left-out words and the second run ends with the same words, the shared run is
/// moved to that later place: one omission instead of two, the same words in common.
fn defer_islands(steps: &mut [Step], p: &[Word<'_>]) {
    let folded = |j: usize| p.get(j).map(|w| w.folded);
    let run_end = |steps: &[Step], from: usize, same: bool| {
        let mut k = from;
        while steps
            .get(k)
            .is_some_and(|s| matches!(s, Step::Same(_)) == same && !matches!(s, Step::Extra(_)))
        {
            k += 1;
        }
        k
    };
    let mut k = 0;
    while k < steps.len() {
        if !matches!(steps.get(k), Some(Step::Missing(_))) {
            k += 1;
            continue;
        }
        let island = run_end(steps, k, false);
        let island_end = run_end(steps, island, true);
        let after_end = run_end(steps, island_end, false);
        let len = island_end - island;
        if len == 0 || len > MAX_ISLAND || after_end - island_end < len {
            k = island.max(k + 1);
            continue;
        }
        let doc_word = |s: Option<&Step>| match s {
            Some(Step::Same(j) | Step::Missing(j)) => folded(*j),
            _ => None,
        };
        let tail = after_end - len;
        let movable = (0..len).all(|d| {
            let a = doc_word(steps.get(island + d));
            a.is_some() && a == doc_word(steps.get(tail + d))
        });
        if !movable {
            k = island;
            continue;
        }
        for step in steps.iter_mut().take(tail).skip(island) {
            if let Step::Same(j) = *step {
                *step = Step::Missing(j);
            }
        }
        for step in steps.iter_mut().take(after_end).skip(tail) {
            if let Step::Missing(j) = *step {
                *step = Step::Same(j);
            }
        }
        k = island_end.max(k + 1);
    }
}

/// Appends a word, merging it with the previous step of the same kind.
fn push_op(ops: &mut Vec<DiffOp>, op: DiffOp) {
    match (ops.last_mut(), op) {
        (Some(DiffOp::Igual(a)), DiffOp::Igual(b))
        | (Some(DiffOp::SobraEnCita(a)), DiffOp::SobraEnCita(b))
        | (Some(DiffOp::FaltaEnCita(a)), DiffOp::FaltaEnCita(b)) => {
            a.push(' ');
            a.push_str(&b);
        }
        (_, op) => ops.push(op),
    }
}

/// The differences only, in Spanish, one clause per change:
/// `donde la cita dice «X», el texto dice «Y»; la cita omite «Z»; la cita añade «W»`.
/// Empty when the texts have the same words.
#[must_use]
pub fn describe(ops: &[DiffOp]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut k = 0;
    while k < ops.len() {
        match (&ops[k], ops.get(k + 1)) {
            (DiffOp::SobraEnCita(q), Some(DiffOp::FaltaEnCita(p)))
            | (DiffOp::FaltaEnCita(p), Some(DiffOp::SobraEnCita(q))) => {
                parts.push(format!("donde la cita dice «{q}», el texto dice «{p}»"));
                k += 2;
                continue;
            }
            (DiffOp::SobraEnCita(q), _) => parts.push(format!("la cita añade «{q}»")),
            (DiffOp::FaltaEnCita(p), _) => parts.push(format!("la cita omite «{p}»")),
            (DiffOp::Igual(_), _) => {}
        }
        k += 1;
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn case(quote: &str, passage: &str, expected: &str) {
        assert_eq!(describe(&word_diff(quote, passage)), expected);
    }

    #[test]
    fn test_describe_table() {
        case("La buena fe", "la «buena fe»", "");
        case(
            "el deudor responderá de los daños",
            "el deudor responderá de todos los daños",
            "la cita omite «todos»",
        );
        case(
            "el deudor responderá siempre de los daños",
            "el deudor responderá de los daños",
            "la cita añade «siempre»",
        );
        case(
            "el acreedor responderá de los daños",
            "el deudor responderá de los daños",
            "donde la cita dice «acreedor», el texto dice «deudor»",
        );
    }

    #[test]
    fn test_omission_is_one_run_around_a_repeated_word() {
        // The LCS walk alone would keep «se» inside the omission and cut it in two.
        case(
            "en la que se expondrán los hechos",
            "en la que, conforme a lo que se establece, se expondrán los hechos",
            "la cita omite «conforme a lo que se establece»",
        );
        case(
            "dice que el plazo es de un mes",
            "dice que el plazo, que el juez fije, es de un mes",
            "la cita omite «que el juez fije»",
        );
        // Nothing to move: the words differ.
        case(
            "uno dos tres seis",
            "uno dos tres cuatro cinco seis",
            "la cita omite «cuatro cinco»",
        );
    }

    #[test]
    fn test_diff_keeps_document_spelling() {
        let ops = word_diff("articulo  uno", "Artículo, uno.");
        assert_eq!(ops, vec![DiffOp::Igual("Artículo uno".to_owned())]);
    }
}
