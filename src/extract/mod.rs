//! Citation extraction: finds every citation of the five sources in a brief's text.
//!
//! Pure: no I/O, no clock. [`extract`] takes the ingested text and returns the citations of
//! the contract (DESIGN §3) with UTF-8 byte spans into that text, plus the authorities that no
//! source checks ([`NoSoportada`]).
//!
//! - [`norms`]: the table of common Spanish norms and [`norms::lookup`].
//! - `scan`: the prefilter (one Aho-Corasick pass finding trigger words).
//! - `caselaw`: CENDOJ, Tribunal Constitucional and CJEU judgments (a component scanner).
//! - `legis`: Spanish norms, articles and back-references; EU acts and treaties.
//! - `doctrine`: books and journal articles.
//! - `quotes`: quoted text attached to the citation of its sentence.
//! - `text`: char-safe windows, word boundaries and dates.
//!
//! Invariant: every span lies inside the text on char boundaries; nothing here panics on any
//! input.

mod caselaw;
mod compact;
mod doctrine;
mod legis;
pub mod norms;
mod places;
mod quotes;
mod reading;
mod scan;
mod text;

use std::borrow::Cow;
use std::ops::Range;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use serde::{Deserialize, Serialize};

pub use compact::CompactCitas;

use crate::model::{Campos, Citation, Fuente, Span};

/// What [`extract`] found in a text.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Extraction {
    /// Citations of the five sources, in text order, with ids `c1`, `c2`, …
    pub citas: Vec<Citation>,
    /// Authorities outside the five sources (ECHR, ILO, regional gazettes, private
    /// repertories), listed so that the report can say they were not checked.
    pub no_soportadas: Vec<NoSoportada>,
}

/// An authority found in the text that no source of compulsa checks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoSoportada {
    /// The text as written.
    pub texto: String,
    /// Where it stands in the text.
    pub span: Span,
    /// What it is: `tedh`, `cedh`, `oit`, `ecri`, `cpt`, `tratado_internacional`,
    /// `boletin_autonomico`, `repertorio_privado`, `derecho_extranjero`, `dgsjfp`,
    /// `consejo_estado`, `tribunal_cuentas`, a body's documents (`teac`, `aepd`, `itss`,
    /// `igae`, … or `organismo`), and the like.
    pub tipo: String,
}

/// A citation before its id and text are set.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Draft {
    pub(crate) fuente: Fuente,
    pub(crate) campos: Campos,
    pub(crate) avisos: Vec<String>,
}

impl Draft {
    pub(crate) fn new(fuente: Fuente) -> Draft {
        Draft {
            fuente,
            campos: Campos::default(),
            avisos: Vec::new(),
        }
    }
}

/// A stretch of text holding one or more citations (one per cited article or case).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Hit {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) drafts: Vec<Draft>,
}

/// Finds the citations in `text`, as contract [`Citation`]s.
///
/// Convenient for small texts and tests; for a whole brief prefer [`extract_compact`], which
/// holds the same citations in a fraction of the memory and builds each one on demand.
#[must_use]
pub fn extract(original: &str) -> Extraction {
    let found = extract_compact(original);
    Extraction {
        citas: found.citas.to_vec(),
        no_soportadas: found.no_soportadas,
    }
}

/// What [`extract_compact`] found in a text.
#[derive(Debug, Clone)]
pub struct CompactExtraction<'t> {
    /// Citations of the five sources, in text order (ids `c1`, `c2`, … by position).
    pub citas: CompactCitas<'t>,
    /// Authorities outside the five sources.
    pub no_soportadas: Vec<NoSoportada>,
}

/// How a long text is shared among the threads that walk it (see [`walk_all`]).
#[derive(Debug, Clone, Copy)]
struct Sharing {
    /// Below this size a text is walked by one thread; above it, cut first into stretches of
    /// at least this size, one per thread.
    min_chunk: usize,
    /// A walk takes the paragraphs ahead of it about this many bytes at a time; the rest of
    /// its stretch stays open to a thread that runs out of work.
    claim_step: usize,
    /// A thread out of work takes the second half of what another walk has not taken yet,
    /// when that is at least this long.
    min_steal: usize,
}

/// Stretches of 1 MiB at least; a walk takes 32 KiB at a time (about a millisecond of
/// walking), and what is left of a stretch is shared from 96 KiB on, so that the threads
/// finish within a few milliseconds of each other.
const SHARING: Sharing = Sharing {
    min_chunk: 1 << 20,
    claim_step: 32 << 10,
    min_steal: 96 << 10,
};

/// Finds the citations in `text`, held compactly (see [`CompactCitas`]).
///
/// A long text is cut at paragraph breaks (no citation crosses one) and its stretches are
/// walked in parallel; the result is the same as one walk from the start (see [`walk_all`]).
#[must_use]
pub fn extract_compact(original: &str) -> CompactExtraction<'_> {
    extract_chunked(Cow::Borrowed(original), cores(), SHARING)
}

/// [`extract_compact`] over a text it may change: soft line breaks are made spaces in place
/// instead of in a copy (text taken from a PDF has one at the end of every line).
#[must_use]
pub fn extract_compact_owned(text: String) -> CompactExtraction<'static> {
    extract_chunked(Cow::Owned(text), cores(), SHARING)
}

/// [`extract_compact`] with at most `threads` walks at a time (1: all in the calling thread).
#[must_use]
pub fn extract_compact_threads(original: &str, threads: usize) -> CompactExtraction<'_> {
    extract_chunked(Cow::Borrowed(original), threads, SHARING)
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// The prefilter pass alone (every trigger word of the text, counted): the floor under the
/// cost of [`extract`], for benchmarks.
#[doc(hidden)]
#[must_use]
pub fn prefilter_pass(text: &str) -> usize {
    scan::triggers_in(text, 0..text.len()).count()
}

fn extract_chunked(
    original: Cow<'_, str>,
    threads: usize,
    sharing: Sharing,
) -> CompactExtraction<'_> {
    // Patterns run over a text where soft line breaks are spaces (same bytes, same offsets),
    // so a citation wrapped across lines (PDF text, hard-wrapped briefs) is still one
    // citation; `texto_original` puts the changed bytes back.
    let (flat, restore) = soften_line_breaks(original);
    let (store, unsupported) = {
        let text: &str = &flat;
        let Walked {
            mut stores,
            mut doctrine,
            mut unsupported,
            redundant,
            author_date,
            quotes,
            note_defs,
        } = walk_all(
            text,
            &chunk_bounds(text, threads, sharing.min_chunk),
            sharing,
        );
        // `op. cit.` and `ibid.` point to works cited before them, anywhere in the text.
        for short in doctrine::short_form_hits(text, || doctrine.to_hits()) {
            doctrine.push(short);
        }
        // `MUÑOZ CONDE (2023, p. 412)` points to a reference of the bibliography.
        for pointer in doctrine::author_date_hits(text, author_date, || doctrine.to_hits()) {
            doctrine.push(pointer);
        }
        doctrine.sort_hits();
        // A norm cited on its own right before an article that cites it again is one
        // citation; a norm or article named inside a work's title (`Derechos y deberes de
        // los pacientes (Ley 41/2002 …)`) is part of the doctrine citation.
        for store in &mut stores {
            store.retain_hits(|h| {
                let redundant_norm = h.standalone && redundant.binary_search(&h.start).is_ok();
                !redundant_norm && !contained_in_any(doctrine.hits(), h.start, h.end)
            });
        }
        // One store, with room for the doctrine citations laid in below: the stretches'
        // citations are copied once.
        let mut store = CompactCitas::concat(text, stores, doctrine.room());
        store.sort_hits();
        // Doctrine only where no other citation stands.
        doctrine.retain_hits(|d| !overlaps_any(store.hits(), d.start, d.end));
        store.append(doctrine);
        store.sort_hits();
        unsupported.retain(|u| !contained_in_any(store.hits(), u.span.inicio, u.span.fin));
        let literals = quotes::attach(
            text,
            quotes,
            store.hits(),
            &quotes::NoteDefs::at(text, note_defs),
            |i| store.hit_is_decision(i),
            threads > 1,
        );
        for (idx, literal, first) in &literals {
            store.set_literal(*idx, literal, *first);
        }
        store.shrink_to_fit();
        // Let go of the borrow of `flat`, which the result takes over.
        (store.rebind(Cow::Borrowed(""), Vec::new()), unsupported)
    };
    CompactExtraction {
        citas: store.rebind(flat, restore),
        no_soportadas: unsupported,
    }
}

/// What walking the triggers of every stretch found: [`Walk`], with the citations of each
/// stretch still apart.
struct Walked<'t> {
    stores: Vec<CompactCitas<'t>>,
    doctrine: CompactCitas<'t>,
    unsupported: Vec<NoSoportada>,
    redundant: Vec<usize>,
    author_date: usize,
    quotes: Vec<quotes::Quote>,
    /// Where the text's footnotes are defined, in order.
    note_defs: Vec<usize>,
}

/// What walking the triggers of a stretch found.
struct Walk<'t> {
    store: CompactCitas<'t>,
    /// Doctrine citations of the stretch (before the other citations are laid over them).
    doctrine: CompactCitas<'t>,
    unsupported: Vec<NoSoportada>,
    /// Sorted starts of standalone norm hits that an article right after them cites again.
    redundant: Vec<usize>,
    /// How many doctrine citations of the stretch are author–date references.
    author_date: usize,
    /// The quotes of the stretch (which do not depend on what came before it).
    quotes: Vec<quotes::Quote>,
    /// Where the stretch's footnotes are defined (which does not depend on it either).
    note_defs: Vec<usize>,
}

/// Walks every stretch and joins the results in order.
///
/// Stretches start after a paragraph break, and every pattern stops at one, so a stretch
/// depends on what came before it only through the last norms cited (back-references). Each
/// stretch is first walked as if nothing came before it; one that did resolve a
/// back-reference with that empty memory is walked again, in order, with the true memory of
/// the text before it, until the second walk holds the same memory of its own as the first
/// did at the same trigger after the last such back-reference ([`legis::State::joins`]); from
/// there on the first walk's citations stand. The result is exactly that of one walk over
/// the whole text.
///
/// Each thread walks a stretch; one that runs out of stretches takes the second half of what
/// a running walk has not reached yet (at a paragraph break, see [`Claim`]) and walks it as a
/// stretch of its own, so that the threads finish together. Whoever finishes the walk that
/// is next in text order joins it, and every finished one after it ([`join_ready`]).
fn walk_all<'t>(text: &'t str, bounds: &[Range<usize>], sharing: Sharing) -> Walked<'t> {
    if bounds.len() <= 1 {
        let first = bounds
            .iter()
            .map(|r| first_walk(text, r.clone(), false, None, true))
            .collect();
        return join_walks(text, first);
    }
    let first_start = bounds.first().map_or(0, |r| r.start);
    // Popped from the back: in text order.
    let queue: Mutex<Vec<Range<usize>>> = Mutex::new(bounds.iter().rev().cloned().collect());
    let claims: Mutex<Vec<Arc<Claim>>> = Mutex::new(Vec::new());
    let waiting = Mutex::new(Waiting {
        frontier: first_start,
        done: std::collections::BTreeMap::new(),
        joining: false,
    });
    // Only the thread that is joining locks it.
    let joined = Mutex::new(Joined::new(text));
    let workers = bounds.len().min(rayon::current_num_threads()).max(1);
    // On the worker threads of the process's pool: they live as long as the process, so the
    // copies of the compiled patterns each keeps (`text::PerWorker`) and their search caches
    // serve every long text after the first.
    rayon::scope(|s| {
        for _ in 0..workers {
            s.spawn(|_| {
                loop {
                    // A stretch of the first cut comes with its doctrine, quotes and notes;
                    // the end of another's comes without (they were found with that one).
                    let next = lock(&queue)
                        .pop()
                        .map(|r| (r, true))
                        .or_else(|| steal(&claims, text, sharing.min_steal).map(|r| (r, false)));
                    let Some((range, whole)) = next else { break };
                    let claim = Arc::new(Claim::new(&range, sharing.claim_step));
                    lock(&claims).push(Arc::clone(&claim));
                    let marked = range.start > first_start;
                    let walked = first_walk(text, range, marked, Some(&claim), whole);
                    join_ready(text, &waiting, &joined, walked);
                }
            });
        }
    });
    let mut joined = joined.into_inner().unwrap_or_else(PoisonError::into_inner);
    // Every stretch was joined by the threads; this only runs if one was left (not expected).
    let left = std::mem::take(&mut lock(&waiting).done);
    for first in left.into_values() {
        joined.push(text, first);
    }
    joined.finish()
}

/// Leaves `walked` with the walks waiting to be joined, and, unless another thread is
/// joining, joins every walk that is next in text order: a stretch walked again (one that
/// depended on the text before it) is walked while the other threads go on with theirs.
fn join_ready<'t>(
    text: &'t str,
    waiting: &Mutex<Waiting<'t>>,
    joined: &Mutex<Joined<'t>>,
    walked: FirstWalk<'t>,
) {
    let mut w = lock(waiting);
    w.done.insert(walked.range.start, walked);
    if w.joining {
        return;
    }
    w.joining = true;
    loop {
        let frontier = w.frontier;
        let Some(next) = w.done.remove(&frontier) else {
            w.joining = false;
            return;
        };
        w.frontier = next.range.end;
        drop(w);
        lock(joined).push(text, next);
        w = lock(waiting);
    }
}

/// The lock of `m`, also when a thread panicked holding it (the data stays consistent: each
/// holder only pushes, pops or moves a bound).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The second half of what the running walk with the most left has not reached, if that is
/// at least `min` bytes.
fn steal(claims: &Mutex<Vec<Arc<Claim>>>, text: &str, min: usize) -> Option<Range<usize>> {
    let victim = lock(claims)
        .iter()
        .filter_map(|c| c.left().map(|left| (left, Arc::clone(c))))
        .max_by_key(|(left, _)| *left);
    let (left, victim) = victim?;
    if left < min.max(1) {
        return None;
    }
    // When the walk moved on in between, or the rest has no paragraph break to cut at, this
    // thread is done: it does not look again.
    let stolen = victim.split(text, min)?;
    #[cfg(test)]
    STEALS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    Some(stolen)
}

/// How many stretches threads took from running walks (for the tests).
#[cfg(test)]
static STEALS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The stretch a first walk was given: what it has taken so far, and where the stretch ends
/// now that other threads may have taken its end.
struct Claim {
    held: Mutex<Held>,
    step: usize,
}

#[derive(Debug, Clone, Copy)]
struct Held {
    /// The walk holds the text up to here (a paragraph break): its triggers before it.
    upto: usize,
    /// Where the stretch ends.
    end: usize,
    /// The walk is over: its stretch ends at `end` for good.
    closed: bool,
}

impl Claim {
    fn new(range: &Range<usize>, step: usize) -> Claim {
        Claim {
            held: Mutex::new(Held {
                upto: range.start,
                end: range.end,
                closed: false,
            }),
            step: step.max(1),
        }
    }

    /// For a trigger at `pos`, at or past what the walk holds: the paragraphs from there to
    /// the first break at least `step` bytes on are the walk's, and this is where its hold
    /// ends now (past `pos`); `None` when the stretch ends before `pos` (the rest is another
    /// thread's).
    fn reach(&self, text: &str, pos: usize) -> Option<usize> {
        let mut held = lock(&self.held);
        if pos >= held.end {
            return None;
        }
        held.upto = paragraph_end_after(text, pos.saturating_add(self.step)).min(held.end);
        Some(held.upto)
    }

    /// How much of the stretch the walk has not taken yet (`None` once it is over).
    fn left(&self) -> Option<usize> {
        let held = lock(&self.held);
        (!held.closed).then(|| held.end.saturating_sub(held.upto))
    }

    /// Takes the second half of what the walk has not reached, from the first paragraph
    /// break past its middle, when at least `min` bytes are left.
    fn split(&self, text: &str, min: usize) -> Option<Range<usize>> {
        let mut held = lock(&self.held);
        let left = held.end.saturating_sub(held.upto);
        if held.closed || left < min.max(1) {
            return None;
        }
        let cut = paragraph_end_after(text, held.upto + left / 2);
        if cut <= held.upto || cut >= held.end {
            return None;
        }
        let taken = cut..held.end;
        held.end = cut;
        Some(taken)
    }

    /// Ends the walk: where its stretch ends.
    fn close(&self) -> usize {
        let mut held = lock(&self.held);
        held.closed = true;
        held.end
    }
}

/// Right after the first paragraph break (`\n\n`) at or after `from`; the end of the text
/// when there is none.
fn paragraph_end_after(text: &str, from: usize) -> usize {
    text.as_bytes()
        .get(from..)
        .and_then(|rest| memchr::memmem::find(rest, b"\n\n"))
        .map_or(text.len(), |k| from + k + 2)
}

/// The first walks of consecutive stretches (see [`walk_all`]), joined in order: what one
/// walk over them all finds.
fn join_walks<'t>(text: &'t str, first_pass: Vec<FirstWalk<'t>>) -> Walked<'t> {
    let mut joined = Joined::new(text);
    for first in first_pass {
        joined.push(text, first);
    }
    joined.finish()
}

/// The first walks joined so far, in text order, and the memory of the text they cover.
struct Joined<'t> {
    all: Walked<'t>,
    carry: legis::Carry,
}

impl<'t> Joined<'t> {
    fn new(text: &'t str) -> Joined<'t> {
        Joined {
            all: Walked {
                stores: Vec::new(),
                doctrine: CompactCitas::new(text),
                unsupported: Vec::new(),
                redundant: Vec::new(),
                author_date: 0,
                quotes: Vec::new(),
                note_defs: Vec::new(),
            },
            carry: legis::Carry::default(),
        }
    }

    /// Joins the first walk of the stretch that starts where the last one joined ended:
    /// walked again from the true memory when it depends on it (see [`rejoin`]).
    fn push(&mut self, text: &'t str, first: FirstWalk<'t>) {
        let FirstWalk {
            walk: mut part,
            state,
            marks,
            range,
        } = first;
        let carry = &self.carry;
        let state = if state.depends_on(carry) {
            rejoin(text, range, carry, &mut part, state, &marks)
        } else {
            state
        };
        self.carry = state.carry_out(std::mem::take(&mut self.carry));
        let all = &mut self.all;
        all.stores.push(part.store);
        all.doctrine.append(part.doctrine);
        all.unsupported.append(&mut part.unsupported);
        all.redundant.append(&mut part.redundant);
        all.author_date += part.author_date;
        all.quotes.append(&mut part.quotes);
        all.note_defs.append(&mut part.note_defs);
    }

    fn finish(mut self) -> Walked<'t> {
        self.all.redundant.sort_unstable();
        self.all.redundant.dedup();
        self.all
    }
}

/// The first walks done and not joined yet, while the threads walk (see [`walk_all`]).
struct Waiting<'t> {
    /// Where the next stretch to join starts.
    frontier: usize,
    /// By start.
    done: std::collections::BTreeMap<usize, FirstWalk<'t>>,
    /// A thread is joining: the others leave their walks here and go on walking.
    joining: bool,
}

/// A stretch walked as if nothing came before it.
struct FirstWalk<'t> {
    walk: Walk<'t>,
    state: legis::State,
    /// Points where a walk from another start may take over this one's citations.
    marks: Vec<Mark>,
    /// The stretch it walked.
    range: Range<usize>,
}

/// Where a first walk stood before one of its triggers.
struct Mark {
    /// Index of the trigger in the stretch.
    trigger: usize,
    state: legis::State,
    hits: usize,
    unsupported: usize,
    last_unsupported: Option<NoSoportada>,
    /// How many redundant norm hits and missed abbreviations the walk had noted.
    redundant: usize,
    missed: usize,
}

/// At most this many marks are kept, spread over what came after the last back-reference a
/// first walk resolved with what it started with.
const MARKS: usize = 16;

/// A first walk takes a mark every this many citations at first, and twice as far apart each
/// time its marks fill up.
const MARK_SPACING: usize = 8;

/// Walks `range` from an empty memory (recording marks when `marked`), up to where another
/// thread takes the rest of it (`claim`). With `whole`, the doctrine, quotes and footnote
/// definitions of all of `range` are found too, first: they depend on nothing before them,
/// and whichever stretch holds them, they are joined in text order; so only the walk, the
/// last of the work, is left for another thread to share.
fn first_walk<'t>(
    text: &'t str,
    range: Range<usize>,
    marked: bool,
    claim: Option<&Claim>,
    whole: bool,
) -> FirstWalk<'t> {
    let mut doctrine = CompactCitas::new(text);
    let (author_date, quotes, note_defs) = if whole {
        (
            doctrine::find_in(text, range.clone(), |d| doctrine.push(d)),
            quotes::find_quotes_in(text, range.clone()),
            quotes::note_defs_in(text, range.clone()),
        )
    } else {
        (0, Vec::new(), Vec::new())
    };
    let (mut walk, state, marks) = walk(
        text,
        range.clone(),
        legis::State::default(),
        if marked { Marks::Record } else { Marks::Off },
        claim,
    );
    // The stretch ends where the walk stopped: another thread took the rest.
    let range = match claim {
        Some(c) => range.start..c.close(),
        None => range,
    };
    walk.author_date = author_date;
    walk.quotes = quotes;
    walk.note_defs = note_defs;
    walk.doctrine = doctrine;
    let marks = match marks {
        Marks::Kept(m) => m,
        _ => Vec::new(),
    };
    FirstWalk {
        walk,
        state,
        marks,
        range,
    }
}

/// Walks the stretch `range` again after a text that ended with `carry`, up to the first mark
/// of the first walk (`part`, `first`, `marks`) where both walks meet, and puts the first
/// walk's citations after that point behind the second walk's: what one walk from `carry`
/// would give. Returns the memory that walk ends with.
fn rejoin<'t>(
    text: &'t str,
    range: Range<usize>,
    carry: &legis::Carry,
    part: &mut Walk<'t>,
    first: legis::State,
    marks: &[Mark],
) -> legis::State {
    // A mark counts only when the first walk read nothing of what it started with after it.
    let reads = first.inherited_reads();
    let valid: Vec<&Mark> = marks
        .iter()
        .filter(|m| m.state.inherited_reads() == reads && !first.missed_since(m.missed, carry))
        .collect();
    let (again, state, joined) = walk(
        text,
        range.clone(),
        legis::State::resume(carry.clone()),
        Marks::Join(&valid),
        None,
    );
    let Marks::Joined(k) = joined else {
        // Walked to the end: its own citations, the first walk's doctrine (which does not
        // depend on what came before).
        part.store = again.store;
        part.unsupported = again.unsupported;
        part.redundant = again.redundant;
        return state;
    };
    let Some(mark) = valid.get(k) else {
        // Not reachable: `walk` names one of the marks it was given.
        return state;
    };
    #[cfg(test)]
    JOINS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut store = again.store;
    let mut tail = std::mem::replace(&mut part.store, CompactCitas::new(text));
    tail.drop_first(mark.hits);
    store.append(tail);
    part.store = store;
    let mut unsupported = again.unsupported;
    // The first walk may have joined an article to the authority it held last at the mark,
    // which the second walk holds too.
    if mark.unsupported > 0
        && let Some(last) = part.unsupported.get(mark.unsupported - 1)
    {
        unsupported.pop();
        unsupported.push(last.clone());
    }
    unsupported.extend(part.unsupported.drain(..).skip(mark.unsupported));
    part.unsupported = unsupported;
    let mut redundant = again.redundant;
    redundant.extend(part.redundant.get(mark.redundant..).unwrap_or_default());
    part.redundant = redundant;
    first
}

/// How many second walks met their first walk (for the tests; the threads of the pool join
/// walks too).
#[cfg(test)]
static JOINS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// What a walk does with marks: none, keeps its own, or stops where it meets one of a first
/// walk's.
enum Marks<'m> {
    Off,
    Record,
    Kept(Vec<Mark>),
    Join(&'m [&'m Mark]),
    Joined(usize),
}

/// Walks the triggers inside `range` with `state` as the memory of what came before.
fn walk<'t, 'm>(
    text: &'t str,
    range: Range<usize>,
    mut state: legis::State,
    mut marks: Marks<'m>,
    claim: Option<&Claim>,
) -> (Walk<'t>, legis::State, Marks<'m>) {
    let mut store = CompactCitas::new(text);
    let mut unsupported: Vec<NoSoportada> = Vec::new();
    let mut consumed = 0usize;
    let mut kept: Vec<Mark> = Vec::new();
    let mut kept_reads = 0u32;
    let mut next_output = 0usize;
    let mut spacing = MARK_SPACING;
    let mut next_mark = 0usize;
    // With a claim, the walk holds its stretch up to here; past it, it asks for more, and
    // stops where another thread took the rest.
    let mut held = if claim.is_some() {
        range.start
    } else {
        range.end
    };
    for (index, trigger) in scan::triggers_in(text, range.clone()).enumerate() {
        if trigger.pos >= held {
            match claim.and_then(|c| c.reach(text, trigger.pos)) {
                Some(upto) => held = upto,
                None => break,
            }
        }
        if trigger.pos < consumed {
            continue;
        }
        match marks {
            Marks::Record => {
                let outputs = store.hits().len() + unsupported.len();
                if outputs >= next_output && state.may_join() {
                    // Marks before the last read of what the walk started with are of no use.
                    let reads = state.inherited_reads();
                    if reads != kept_reads {
                        kept.clear();
                        kept_reads = reads;
                        spacing = MARK_SPACING;
                    }
                    if kept.len() >= MARKS {
                        // Full: keep every other mark, twice as far apart from here on, so
                        // that the marks stay spread over everything after the last read.
                        let mut i = 0usize;
                        kept.retain(|_| {
                            i += 1;
                            i.is_multiple_of(2)
                        });
                        spacing = spacing.saturating_mul(2);
                    }
                    next_output = outputs.saturating_add(spacing);
                    kept.push(Mark {
                        trigger: index,
                        state: state.memory(),
                        redundant: state.redundant_count(),
                        missed: state.missed_count(),
                        hits: store.hits().len(),
                        unsupported: unsupported.len(),
                        last_unsupported: unsupported.last().cloned(),
                    });
                }
            }
            Marks::Join(join) => {
                while join.get(next_mark).is_some_and(|m| m.trigger < index) {
                    next_mark += 1;
                }
                if let Some(m) = join.get(next_mark)
                    && m.trigger == index
                    && unsupported.last() == m.last_unsupported.as_ref()
                    && state.joins(&m.state)
                {
                    marks = Marks::Joined(next_mark);
                    break;
                }
            }
            _ => {}
        }
        let found = match trigger.kind {
            scan::Kind::Court | scan::Kind::Resolution | scan::Kind::Ecli | scan::Kind::Asunto => {
                caselaw::at(text, &trigger)
            }
            scan::Kind::Article => legis::at(text, &trigger, &mut state),
            scan::Kind::Norm => legis::at(text, &trigger, &mut state)
                .or_else(|| caselaw::local_decree_at(text, &trigger)),
            scan::Kind::Unsupported => legis::at(text, &trigger, &mut state)
                .or_else(|| caselaw::unsupported_at(text, &trigger)),
        };
        match found {
            Some(Found::Hit(hit)) => {
                consumed = hit.end;
                store.push(hit);
            }
            Some(Found::Unsupported(ns)) => {
                consumed = ns.span.fin;
                state.note_unsupported(&ns);
                // `el Convenio …, cuyo art. 56.1`: the article joins its authority's entry.
                match unsupported.last_mut() {
                    Some(prev) if continues_authority(text, prev, &ns) => {
                        prev.span.fin = ns.span.fin;
                        prev.texto = text
                            .get(prev.span.inicio..prev.span.fin)
                            .unwrap_or(&prev.texto)
                            .to_owned();
                    }
                    _ => unsupported.push(ns),
                }
            }
            None => {}
        }
    }
    if matches!(marks, Marks::Record) {
        marks = Marks::Kept(kept);
    }
    let redundant = state.take_redundant();
    (
        Walk {
            store,
            doctrine: CompactCitas::new(text),
            unsupported,
            redundant,
            author_date: 0,
            quotes: Vec::new(),
            note_defs: Vec::new(),
        },
        state,
        marks,
    )
}

/// True when `next` is an article of the authority `prev` lists, written right after it
/// (`…, cuyo art. 56.1`, `… y su artículo 8`).
fn continues_authority(text: &str, prev: &NoSoportada, next: &NoSoportada) -> bool {
    let Some(gap) = text.get(prev.span.fin..next.span.inicio) else {
        return false;
    };
    if gap.len() > 20 || prev.tipo != next.tipo {
        return false;
    }
    let mut words = gap
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .peekable();
    words.peek().is_some()
        && words.all(|w| {
            ["cuyo", "cuya", "cuyos", "cuyas", "su", "sus", "y", "en"]
                .iter()
                .any(|k| w.eq_ignore_ascii_case(k))
        })
}

/// Cuts `text` into at most `threads` stretches of at least `min_chunk` bytes, each ending
/// right after a paragraph break (`\n\n`); one stretch when the text is short or has no
/// paragraph break.
fn chunk_bounds(text: &str, threads: usize, min_chunk: usize) -> Vec<Range<usize>> {
    let len = text.len();
    let threads = threads.max(1);
    let size = (len / threads).max(min_chunk.max(1));
    let mut bounds = Vec::new();
    let mut start = 0usize;
    while start < len {
        let target = start.saturating_add(size);
        let cut = if target >= len || bounds.len() + 1 >= threads {
            len
        } else {
            text.as_bytes()
                .get(target..)
                .and_then(|rest| memchr::memmem::find(rest, b"\n\n"))
                .map_or(len, |k| target + k + 2)
        };
        bounds.push(start..cut);
        start = cut;
    }
    if bounds.is_empty() {
        bounds.push(0..len);
    }
    bounds
}

/// Anything that covers a stretch of the text.
pub(crate) trait Extent {
    /// First byte.
    fn start(&self) -> usize;
    /// One past the last byte.
    fn end(&self) -> usize;
}

impl Extent for Hit {
    fn start(&self) -> usize {
        self.start
    }
    fn end(&self) -> usize {
        self.end
    }
}

/// True when `start..end` overlaps a hit. Hits are sorted by start and never overlap one
/// another (each trigger inside an accepted hit is skipped), so only one candidate is checked.
pub(crate) fn overlaps_any<H: Extent>(hits: &[H], start: usize, end: usize) -> bool {
    let idx = hits.partition_point(|h| h.start() < end);
    idx > 0 && hits.get(idx - 1).is_some_and(|h| h.end() > start)
}

/// True when `start..end` lies inside a hit (same ordering invariant as [`overlaps_any`]).
pub(crate) fn contained_in_any<H: Extent>(hits: &[H], start: usize, end: usize) -> bool {
    let idx = hits.partition_point(|h| h.start() <= start);
    idx > 0 && hits.get(idx - 1).is_some_and(|h| h.end() >= end)
}

/// What a trigger handler found.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Found {
    Hit(Hit),
    Unsupported(NoSoportada),
}

impl Found {
    /// An authority outside the five sources, written `texto` from `inicio` on.
    pub(crate) fn unsupported(inicio: usize, texto: &str, tipo: &str) -> Found {
        Found::Unsupported(NoSoportada {
            texto: texto.to_owned(),
            span: Span {
                inicio,
                fin: inicio + texto.len(),
            },
            tipo: tipo.into(),
        })
    }
}

/// Aviso text for a date that does not exist.
pub(crate) fn aviso_fecha_imposible(iso: &str) -> String {
    format!("la fecha {iso} no existe en el calendario; se conserva tal como está escrita")
}

/// The longest line, in bytes, that a wrapped paragraph is taken to have: hard-wrapped briefs
/// and PDF text wrap at 60–110 columns (up to two bytes per accented letter).
const WRAP_WIDTH_MAX: usize = 200;

/// Replaces each soft line break (a single `\n` or `\r\n` inside a paragraph) by spaces of
/// the same byte length, and lists the bytes it changed (position, original byte). Paragraph
/// breaks (blank lines) stay, and so do breaks before a line that opens a note (`[^1]: …`,
/// `[1] …`) or the notes section (`=== …`). A text without soft breaks is returned as it is;
/// an owned text is changed in place. (A text beyond 4 GiB, whose positions do not fit the
/// list, is returned as it is.) A line longer than [`WRAP_WIDTH_MAX`] is a paragraph of its own.
/// A word hyphenated at a soft break (`artí-` / `culo`) is joined: its second part is moved
/// back over the hyphen and the break, and the freed bytes after it become spaces, so both
/// ends of the word keep their offsets.
fn soften_line_breaks(text: Cow<'_, str>) -> (Cow<'_, str>, Vec<(u32, u8)>) {
    let bytes = text.as_bytes();
    let mut restore: Vec<(u32, u8)> = Vec::new();
    // The byte written at each position of `restore`.
    let mut replace: Vec<u8> = Vec::new();
    let mut line_from = 0;
    for i in memchr::memchr_iter(b'\n', bytes) {
        let before = if i > 0 && bytes.get(i - 1) == Some(&b'\r') {
            i - 1
        } else {
            i
        };
        // A line longer than any wrapping width that ends a sentence is a whole paragraph (a
        // text with one paragraph per line, a DOCX body): its line break ends it. One that
        // stops mid-sentence (`asunto Engel y`) goes on in the next line.
        let whole_paragraph = before - line_from > WRAP_WIDTH_MAX
            && text
                .get(line_from..before)
                .and_then(|l| l.trim_end().chars().next_back())
                .is_some_and(|c| ".:;!?)]\"»”".contains(c));
        line_from = i + 1;
        let prev_blank = before == 0 || bytes.get(before - 1) == Some(&b'\n');
        let rest = bytes.get(i + 1..).unwrap_or_default();
        let next_blank = rest.is_empty() || rest.starts_with(b"\n") || rest.starts_with(b"\r\n");
        let opens_block = rest.starts_with(b"[") || rest.starts_with(b"===");
        if prev_blank || next_blank || opens_block || whole_paragraph {
            continue;
        }
        // `artí-` / `culo`: a word hyphenated at the end of the line is joined, its second
        // part moved back over the hyphen and the break, the freed bytes becoming spaces after
        // it (same length, same offsets at both ends of the word).
        if let Some((hyphen, tail_end)) = hyphenated_word(&text, before, i) {
            let (Ok(from), Ok(to)) = (u32::try_from(hyphen), u32::try_from(tail_end)) else {
                return (text, Vec::new());
            };
            let tail = bytes.get(i + 1..tail_end).unwrap_or_default();
            let moved = tail
                .iter()
                .copied()
                .chain(std::iter::repeat(b' '))
                .take(tail_end - hyphen);
            for ((p, &b), new) in (from..to)
                .zip(bytes.get(hyphen..tail_end).unwrap_or_default())
                .zip(moved)
            {
                restore.push((p, b));
                replace.push(new);
            }
            continue;
        }
        for p in before..=i {
            let (Ok(pos), Some(&b)) = (u32::try_from(p), bytes.get(p)) else {
                return (text, Vec::new());
            };
            restore.push((pos, b));
            replace.push(b' ');
        }
    }
    if restore.is_empty() {
        return (text, restore);
    }
    let mut out = text.into_owned().into_bytes();
    for ((p, _), new) in restore.iter().zip(&replace) {
        if let Some(b) = out.get_mut(*p as usize) {
            *b = *new;
        }
    }
    match String::from_utf8(out) {
        Ok(out) => (Cow::Owned(out), restore),
        // Unreachable: whole UTF-8 sequences are moved and ASCII bytes written.
        Err(e) => (
            Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
            Vec::new(),
        ),
    }
}

/// The hyphen and the end of the second part of a word hyphenated at the soft line break
/// that starts at `before` (its `\n` at `newline`): a letter, `-`, the break, then lowercase
/// letters. Not a dash after a space, nor a case number (`C-` / `340/89`).
fn hyphenated_word(text: &str, before: usize, newline: usize) -> Option<(usize, usize)> {
    let hyphen = before.checked_sub(1)?;
    if text.as_bytes().get(hyphen) != Some(&b'-') {
        return None;
    }
    let head = text.get(..hyphen)?.chars().next_back()?;
    if !head.is_alphabetic() {
        return None;
    }
    let rest = text.get(newline + 1..)?;
    let tail_len = rest
        .char_indices()
        .find(|&(_, c)| !c.is_alphabetic())
        .map_or(rest.len(), |(k, _)| k);
    let tail = rest.get(..tail_len)?;
    if tail.is_empty() || !tail.chars().all(char::is_lowercase) {
        return None;
    }
    Some((hyphen, newline + 1 + tail_len))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_hyphenated_at_a_soft_break_is_joined_in_place() {
        let text = "Lo exige el artí-\nculo 217 LEC y el asunto C-\n340/89, con su guion.\n";
        let (flat, restore) = soften_line_breaks(Cow::Borrowed(text));
        assert_eq!(flat.len(), text.len());
        // The second part moves back over the hyphen and the break; a case number keeps its
        // hyphen and only loses the break.
        assert!(flat.contains("el artículo   217 LEC"), "{flat:?}");
        assert!(flat.contains("asunto C- 340/89"), "{flat:?}");
        // Every changed byte is listed with what was written there, in order.
        let mut back = flat.clone().into_owned().into_bytes();
        for (p, b) in &restore {
            back[*p as usize] = *b;
        }
        assert_eq!(back, text.as_bytes());
        assert!(restore.windows(2).all(|w| w[0].0 < w[1].0));
        let ex = extract(text);
        let art = ex.citas.first().expect("the article is found");
        assert_eq!(art.campos.articulo.as_deref(), Some("217"));
        assert_eq!(art.texto_original, "artí-\nculo 217 LEC");
    }

    #[test]
    fn a_line_longer_than_any_wrap_ends_its_paragraph() {
        let long = "Lo dijo la Sala Segunda del Tribunal Supremo en un párrafo que ocupa una sola \
                    línea, como en los escritos sin ajuste de línea y en el cuerpo de un DOCX, y \
                    que termina en un salto de línea sencillo.";
        assert!(long.len() > WRAP_WIDTH_MAX);
        let text = format!("{long}\nQUINTA.- Medida\ncautelar.");
        let (flat, restore) = soften_line_breaks(Cow::Borrowed(&text));
        // The break after the long line stays; the one inside the short lines is soft.
        assert_eq!(restore.len(), 1);
        assert_eq!(flat.matches('\n').count(), 1);
        assert!(flat.ends_with("Medida cautelar."));
    }

    const BRIEFS: &[&str] = &[
        include_str!("../../fixtures/briefs/demanda_civil.md"),
        include_str!("../../fixtures/briefs/recurso_contencioso.md"),
        include_str!("../../fixtures/briefs/demanda_laboral.txt"),
        include_str!("../../fixtures/demo/escrito.md"),
        include_str!("../../fixtures/demo/escrito_notas.txt"),
        include_str!("../../fixtures/briefs_eval/apelacion_penal.txt"),
        include_str!("../../fixtures/briefs_eval/casacion_tributaria.md"),
        include_str!("../../fixtures/briefs_eval/contencioso_urbanismo.md"),
        include_str!("../../fixtures/briefs_eval/demanda_consumo.md"),
        include_str!("../../fixtures/briefs_eval/demanda_seguro.txt"),
        include_str!("../../fixtures/briefs_eval/incidente_concursal.md"),
        include_str!("../../fixtures/briefs_eval/recurso_amparo.md"),
        include_str!("../../fixtures/briefs_eval/sucesiones_familia.md"),
        include_str!("../../fixtures/briefs_eval/suplicacion_social.txt"),
    ];

    /// Paragraphs of the fixture briefs in a shuffled order (a small LCG, fixed seeds), so
    /// that back-references land right after stretch boundaries with another norm before.
    /// The fixture briefs, all of them joined, `shuffles` shuffles of their paragraphs and
    /// the briefs hard-wrapped at 60 columns, as text taken from a PDF (soft breaks in many
    /// citations).
    fn sample_texts(shuffles: u64) -> Vec<String> {
        let mut texts: Vec<String> = BRIEFS.iter().map(|b| (*b).to_owned()).collect();
        texts.push(BRIEFS.join("\n\n"));
        texts.extend((1..=shuffles).map(shuffled));
        texts.extend(BRIEFS.iter().map(|b| wrap(b, 60)));
        texts
    }

    fn shuffled(seed: u64) -> String {
        let mut paras: Vec<&str> = BRIEFS
            .iter()
            .flat_map(|b| b.split("\n\n"))
            .filter(|p| !p.trim().is_empty())
            .collect();
        let mut x = seed;
        for i in (1..paras.len()).rev() {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let j = usize::try_from(x >> 33).unwrap_or(0) % (i + 1);
            paras.swap(i, j);
        }
        paras.join("\n\n")
    }

    /// `text` with its paragraphs hard-wrapped at `width` columns.
    fn wrap(text: &str, width: usize) -> String {
        let mut out = String::new();
        for para in text.split('\n') {
            let mut col = 0usize;
            for (k, word) in para.split(' ').enumerate() {
                if k > 0 {
                    if col + word.len() > width {
                        out.push('\n');
                        col = 0;
                    } else {
                        out.push(' ');
                        col += 1;
                    }
                }
                out.push_str(word);
                col += word.len();
            }
            out.push('\n');
        }
        out
    }

    #[test]
    fn wrapped_citations_keep_their_line_breaks_as_written() {
        let text = "Según el artículo 1902\ndel Código Civil y la STS 241/2013,\r\nde 9 de mayo.\n";
        let borrowed = extract_compact(text).citas.to_vec();
        let owned = extract_compact_owned(text.to_owned()).citas.to_vec();
        assert_eq!(borrowed, owned);
        let texts: Vec<&str> = borrowed.iter().map(|c| c.texto_original.as_str()).collect();
        assert_eq!(
            texts,
            [
                "artículo 1902\ndel Código Civil",
                "STS 241/2013,\r\nde 9 de mayo"
            ]
        );
        for c in &borrowed {
            let span = c.span.expect("extracted citations have spans");
            assert_eq!(text[span.inicio..span.fin].trim(), c.texto_original);
        }
        assert_eq!(borrowed[1].campos.fecha.as_deref(), Some("2013-05-09"));
        // The text is changed in place only where it had soft breaks.
        let (flat, restore) = soften_line_breaks(Cow::Borrowed(text));
        assert_eq!(flat.len(), text.len());
        assert_eq!(restore.len(), 3);
        assert!(!flat.contains('\r'));
        let (same, none) = soften_line_breaks(Cow::Borrowed("uno\n\ndos"));
        assert!(matches!(same, Cow::Borrowed(_)) && none.is_empty());
    }

    #[test]
    fn chunked_walks_equal_one_walk() {
        let mut texts = sample_texts(12);
        // Back-references at the very start of a stretch, with the norm in the stretch before.
        texts.push(
            "Según el artículo 1902 del Código Civil.\n\nEl artículo 1903 de la misma ley \
             y su artículo 1904.\n\nConforme al art. 24 de la Constitución.\n\nEl art. 25 \
             del mismo texto legal."
                .to_owned(),
        );
        texts.push(
            "Según el artículo 18 de la Constitución.\n\nEl apartado 4 del mismo precepto \
             protege la intimidad."
                .to_owned(),
        );
        texts.push(
            "Conforme al artículo 18 de la Constitución y a la Directiva 93/13/CEE.\n\nEl \
             apartado 4 del mismo precepto y el art. 6 de la citada Directiva.\n\nEl Real \
             Decreto Legislativo 1/2007, de 16 de noviembre, y el Código Civil.\n\nEl art. 3 \
             del citado texto refundido."
                .to_owned(),
        );
        // An abbreviation the brief defines, used stretches later: only a stretch that looks
        // it up depends on the definition, and one that does must see it.
        texts.push(
            "La Ley 12/2023, de 24 de mayo, por el derecho a la vivienda (en adelante, LDV), y \
             el art. 3 de la Ley 1/2000 (LEC).\n\nEl art. 24 LDV.\n\nEl artículo 14 de la LDV \
             y el art. 5 LXYZ.\n\nLa Ley 5/2019, de 15 de marzo (LDV).\n\nEl art. 7 LDV."
                .to_owned(),
        );
        let mut cut_runs = 0usize;
        let joins_before = JOINS.load(std::sync::atomic::Ordering::Relaxed);
        let whole = Sharing {
            min_chunk: usize::MAX,
            ..SHARING
        };
        // Cut only, and cut with the threads taking each other's ends paragraph by paragraph.
        let cut = |min_chunk: usize, step: usize, min_steal: usize| Sharing {
            min_chunk,
            claim_step: step,
            min_steal,
        };
        for text in &texts {
            let one = extract_chunked(Cow::Borrowed(text), 1, whole);
            for (threads, sharing) in [
                (2, cut(1, usize::MAX, usize::MAX)),
                (3, cut(64, usize::MAX, usize::MAX)),
                (4, cut(500, 200, 300)),
                (8, cut(1, 1, 1)),
                (5, cut(4096, 1, 1)),
                (2, cut(1, 1, 1)),
            ] {
                if chunk_bounds(text, threads, sharing.min_chunk).len() > 1 {
                    cut_runs += 1;
                }
                let many = extract_chunked(Cow::Borrowed(text), threads, sharing);
                assert_eq!(
                    many.citas.to_vec(),
                    one.citas.to_vec(),
                    "{threads}/{sharing:?}"
                );
                assert_eq!(many.no_soportadas, one.no_soportadas);
            }
            let owned = extract_chunked(Cow::Owned(text.clone()), 2, cut(1, 1, 1));
            assert_eq!(owned.citas.to_vec(), one.citas.to_vec());
        }
        assert!(cut_runs > 50, "the texts were cut into stretches");
        // Most second walks stopped where they met the first.
        let joins = JOINS.load(std::sync::atomic::Ordering::Relaxed) - joins_before;
        assert!(joins > 100, "{joins} second walks met their first walk");
        // With walks paragraph by paragraph, a thread that ran out of work took the rest of
        // another's stretch somewhere (several threads are needed for that).
        if rayon::current_num_threads() > 1 {
            assert!(STEALS.load(std::sync::atomic::Ordering::Relaxed) > 0);
        }
    }

    #[test]
    fn a_walk_holds_the_paragraphs_ahead_and_another_thread_takes_the_rest() {
        let text = "uno uno\n\ndos dos\n\ntres tres\n\ncuatro cuatro\n\ncinco";
        let claim = Claim::new(&(0..text.len()), 1);
        // A trigger at 0: the walk holds its paragraph.
        assert_eq!(claim.reach(text, 0), Some(9));
        assert_eq!(claim.left(), Some(text.len() - 9));
        // Another thread takes the second half of the rest, from the paragraph break past
        // its middle.
        assert_eq!(claim.split(text, 1), Some(44..text.len()));
        // The walk goes on up to there, and stops at the first trigger past it.
        assert_eq!(claim.reach(text, 10), Some(18));
        assert_eq!(claim.reach(text, 30), Some(44));
        assert_eq!(claim.reach(text, 44), None);
        // Nothing is left to take, and once the walk is over its stretch stays as it is.
        assert_eq!(claim.split(text, 1), None);
        assert_eq!(claim.close(), 44);
        assert_eq!(claim.left(), None);
        // Less than asked for, or no paragraph break to cut at: nothing is taken.
        let claim = Claim::new(&(0..text.len()), 1);
        assert_eq!(claim.split(text, text.len() + 1), None);
        let unbroken = "uno uno\n\ndos dos sin salto de párrafo alguno";
        let claim = Claim::new(&(0..unbroken.len()), 1);
        assert_eq!(claim.reach(unbroken, 0), Some(9));
        assert_eq!(claim.split(unbroken, 1), None);
    }

    /// Everything a walk of the whole text found, comparable.
    fn found(text: &str, w: Walked<'_>) -> impl PartialEq + std::fmt::Debug {
        let all = CompactCitas::concat(text, w.stores, compact::Room::default());
        (
            all.to_vec(),
            w.doctrine.to_vec(),
            w.unsupported,
            w.redundant,
            w.author_date,
            w.quotes,
            w.note_defs,
        )
    }

    #[test]
    fn stretches_taken_from_running_walks_join_like_one_walk() {
        let texts = sample_texts(6);
        let mut taken = 0usize;
        for text in &texts {
            let text = text.as_str();
            let whole = 0..text.len();
            let one = found(
                text,
                join_walks(
                    text,
                    vec![first_walk(text, whole.clone(), false, None, true)],
                ),
            );
            // Before the first walk starts, another thread takes the second half of its
            // stretch, and a third the second half of that.
            let first = Claim::new(&whole, 1);
            let Some(second_range) = first.split(text, 1) else {
                continue;
            };
            let second = Claim::new(&second_range, 1);
            let third_range = second.split(text, 1);
            let mut walks = vec![
                first_walk(text, whole, false, Some(&first), true),
                first_walk(text, second_range, true, Some(&second), false),
            ];
            if let Some(r) = third_range {
                let third = Claim::new(&r, 1);
                walks.push(first_walk(text, r, true, Some(&third), false));
            }
            taken += walks.len() - 1;
            // The walks cover the text in order.
            let ends: Vec<usize> = walks.iter().map(|w| w.range.end).collect();
            let starts: Vec<usize> = walks.iter().skip(1).map(|w| w.range.start).collect();
            assert_eq!(&ends[..ends.len() - 1], &starts[..]);
            assert_eq!(ends.last(), Some(&text.len()));
            assert_eq!(found(text, join_walks(text, walks)), one);
        }
        assert!(taken >= texts.len(), "{taken} stretches taken");
    }

    #[test]
    fn stretches_cover_the_text_and_end_after_paragraph_breaks() {
        let text = "uno\n\ndos dos\n\ntres tres tres\n\ncuatro";
        for threads in 1..6 {
            for min_chunk in [1, 3, 8, 100] {
                let b = chunk_bounds(text, threads, min_chunk);
                assert!(b.len() <= threads.max(1));
                assert_eq!(b.first().map(|r| r.start), Some(0));
                assert_eq!(b.last().map(|r| r.end), Some(text.len()));
                for w in b.windows(2) {
                    assert_eq!(w[0].end, w[1].start);
                    assert!(text[..w[0].end].ends_with("\n\n"));
                }
            }
        }
        assert_eq!(chunk_bounds("", 4, 1), vec![0..0]);
        assert_eq!(chunk_bounds("sin saltos de párrafo", 4, 1).len(), 1);
    }
}
