//! The extractor's output in compact form: every citation of a brief in a few flat arrays.
//!
//! A [`Citation`] of the contract carries some thirty optional fields inline (close to a
//! kilobyte before its strings), and a brief dense with citations would need many times its
//! own size to hold them all. Here a citation is a small row pointing at its tagged values,
//! which are words of the brief itself or live in one shared string arena; `texto_original`
//! is not stored at all (it is the span of the brief, which the store holds, borrowed or
//! softened in place, with the few bytes softening changed kept apart), and neither is the id
//! (`cN` is the position). A [`Citation`] is built only when it is asked for, one at a time, so writing the
//! JSON of a whole brief never holds more than one of them.
//!
//! Values are addressed with `u32` offsets; a store that would outgrow them (a text of more
//! than 4 GiB of values, far beyond any ingest cap) drops the citations that do not fit
//! rather than panic, and says so in [`CompactCitas::dropped`].

use std::borrow::Cow;

use serde::ser::{Serialize, SerializeSeq, Serializer};

use super::{Draft, Extent, Hit};
use crate::model::{Campos, Citation, Fuente, Span};

/// Which field of [`Campos`] (or of the citation) a value belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Tag {
    Tipo,
    Organo,
    Sala,
    Seccion,
    Numero,
    Roj,
    Ecli,
    Fecha,
    Recurso,
    Ponente,
    /// The year, stored in the value's `start` as the bits of an `i32`.
    Anio,
    TipoProceso,
    Fundamento,
    /// One case number; repeated for joined cases, in order.
    Asunto,
    NombreCaso,
    Celex,
    NumeroActo,
    Articulo,
    Apartado,
    Norma,
    NormaId,
    Rango,
    FechaNorma,
    FechaReferenciaEscrito,
    Autor,
    Obra,
    Pagina,
    Editorial,
    Lugar,
    Revista,
    Volumen,
    /// One extraction warning; repeated, in order.
    Aviso,
}

/// A string in the arena, or (for field values) in the brief itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Str {
    start: u32,
    len: u32,
}

/// One tagged value of a citation: 8 bytes. Most values (an article number, the norm as
/// written, a Roj) are words of the citation itself, and point into the brief; the others
/// (ISO dates, BOE ids, normalized forms) live in the arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Field {
    start: u32,
    len: u16,
    tag: Tag,
    in_text: bool,
}

/// One citation: its source and its run of fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Row {
    fuente: Fuente,
    fields_start: u32,
    fields_len: u16,
}

/// A stretch of the brief holding one or more citations (one per cited article or case).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct HitRow {
    pub(crate) start: usize,
    pub(crate) end: usize,
    rows_start: u32,
    rows_len: u32,
    /// True when no citation of the hit names an article (a norm cited on its own).
    pub(crate) standalone: bool,
    /// True when the quoted text stands before the hit (`«…» (SSTC 229/2003 y 109/2009)`):
    /// it is the words of the first citation of the hit, else of the last.
    literal_first: bool,
    /// The quoted text, in the store's `literals`.
    literal: Option<Str>,
}

impl Extent for HitRow {
    fn start(&self) -> usize {
        self.start
    }
    fn end(&self) -> usize {
        self.end
    }
}

/// Every citation found in a brief, compact; see the module documentation.
#[derive(Debug, Clone)]
pub struct CompactCitas<'t> {
    /// The text the patterns read: the brief, or the brief with its soft line breaks made
    /// spaces. Spans point into it.
    text: Cow<'t, str>,
    /// The bytes of the brief that `text` changed (position, original byte), sorted: put back
    /// into `texto_original`, which is always the brief as written.
    restore: Vec<(u32, u8)>,
    hits: Vec<HitRow>,
    rows: Vec<Row>,
    fields: Vec<Field>,
    arena: String,
    /// The quoted texts of the hits, set last ([`CompactCitas::set_literal`]): apart from
    /// `arena`, which is sized exactly by then, so that they do not make it grow.
    literals: String,
    count: usize,
    dropped: usize,
}

/// Where a store's rows, values and texts start once laid after others (see
/// [`CompactCitas::concat`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Bases {
    rows: u32,
    fields: u32,
    arena: u32,
    literals: u32,
}

impl Bases {
    /// Where a store laid after `store` starts (`None` past `u32`).
    fn of(store: &CompactCitas<'_>) -> Option<Bases> {
        Bases::default().after(store)
    }

    /// Where the store after `part` starts, when every offset of `part` laid at `self`
    /// still fits in `u32`.
    fn after(self, part: &CompactCitas<'_>) -> Option<Bases> {
        let add = |base: u32, len: usize| u32::try_from(len).ok().and_then(|n| base.checked_add(n));
        Some(Bases {
            rows: add(self.rows, part.rows.len())?,
            fields: add(self.fields, part.fields.len())?,
            arena: add(self.arena, part.arena.len())?,
            literals: add(self.literals, part.literals.len())?,
        })
    }
}

/// `first` with room for `room` more values, and the values of `more` after it, each moved
/// by its store's bases; each of `more` is freed once copied.
fn grow<T: Send>(
    mut first: Vec<T>,
    more: Vec<(Vec<T>, Bases)>,
    room: usize,
    rebase: impl Fn(T, Bases) -> T,
) -> Vec<T> {
    first.reserve_exact(room);
    for (values, bases) in more {
        first.extend(values.into_iter().map(|v| rebase(v, bases)));
    }
    first
}

/// `first` with room for `room` more bytes, and the texts of `more` after it.
fn grow_text(mut first: String, more: Vec<String>, room: usize) -> String {
    first.reserve_exact(room);
    for text in more {
        first.push_str(&text);
    }
    first
}

/// How many rows, values and bytes a store holds: the room to reserve for it in another.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Room {
    hits: usize,
    rows: usize,
    fields: usize,
    arena: usize,
    literals: usize,
}

impl std::ops::Add for Room {
    type Output = Room;

    fn add(self, o: Room) -> Room {
        Room {
            hits: self.hits.saturating_add(o.hits),
            rows: self.rows.saturating_add(o.rows),
            fields: self.fields.saturating_add(o.fields),
            arena: self.arena.saturating_add(o.arena),
            literals: self.literals.saturating_add(o.literals),
        }
    }
}

impl<'t> CompactCitas<'t> {
    pub(crate) fn new(text: &'t str) -> CompactCitas<'t> {
        CompactCitas {
            text: Cow::Borrowed(text),
            restore: Vec::new(),
            hits: Vec::new(),
            rows: Vec::new(),
            fields: Vec::new(),
            arena: String::new(),
            literals: String::new(),
            count: 0,
            dropped: 0,
        }
    }

    /// The same citations over `text` (the same text the store was built over, now owned
    /// or borrowed for longer), with the bytes of the brief that it changed.
    pub(crate) fn rebind<'u>(
        self,
        text: Cow<'u, str>,
        restore: Vec<(u32, u8)>,
    ) -> CompactCitas<'u> {
        CompactCitas {
            text,
            restore,
            hits: self.hits,
            rows: self.rows,
            fields: self.fields,
            arena: self.arena,
            literals: self.literals,
            count: self.count,
            dropped: self.dropped,
        }
    }

    /// The brief between `start` and `end` as written, trimmed.
    fn as_written(&self, start: usize, end: usize) -> String {
        let read = self.text.get(start..end).unwrap_or("");
        let lo = self.restore.partition_point(|(p, _)| (*p as usize) < start);
        let hi = self.restore.partition_point(|(p, _)| (*p as usize) < end);
        let Some(changed) = self.restore.get(lo..hi).filter(|c| !c.is_empty()) else {
            return read.trim().to_owned();
        };
        let mut bytes = read.as_bytes().to_vec();
        for (p, b) in changed {
            if let Some(slot) = (*p as usize)
                .checked_sub(start)
                .and_then(|k| bytes.get_mut(k))
            {
                *slot = *b;
            }
        }
        match String::from_utf8(bytes) {
            Ok(s) => s.trim().to_owned(),
            Err(_) => read.trim().to_owned(),
        }
    }

    /// Number of citations.
    #[must_use]
    pub fn len(&self) -> usize {
        self.count
    }

    /// True when no citation was found.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Citations that could not be stored (only when the values outgrow `u32` offsets).
    #[must_use]
    pub fn dropped(&self) -> usize {
        self.dropped
    }

    /// Bytes of heap this store holds (its arrays and arena; the brief is borrowed).
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.hits.capacity() * std::mem::size_of::<HitRow>()
            + self.rows.capacity() * std::mem::size_of::<Row>()
            + self.fields.capacity() * std::mem::size_of::<Field>()
            + self.arena.capacity()
            + self.literals.capacity()
    }

    /// What the store holds, as room to reserve for it in another.
    pub(crate) fn room(&self) -> Room {
        Room {
            hits: self.hits.len(),
            rows: self.rows.len(),
            fields: self.fields.len(),
            arena: self.arena.len(),
            literals: self.literals.len(),
        }
    }

    /// Reserves exactly `more` room: appending stores that fit in it moves none of the
    /// values already held (each growth of a store the size of a whole brief's citations
    /// copies all of them).
    pub(crate) fn reserve_exact(&mut self, more: Room) {
        self.hits.reserve_exact(more.hits);
        self.rows.reserve_exact(more.rows);
        self.fields.reserve_exact(more.fields);
        self.arena.reserve_exact(more.arena);
        self.literals.reserve_exact(more.literals);
    }

    /// The citations in text order, built one at a time, with ids `c1`, `c2`, …
    pub fn iter(&self) -> impl Iterator<Item = Citation> + '_ {
        self.hits
            .iter()
            .scan(0usize, |before, hit| {
                let first = *before;
                *before += hit.rows_len as usize;
                Some((first, hit))
            })
            .flat_map(move |(first, hit)| {
                self.rows_of(hit).iter().enumerate().map(move |(k, row)| {
                    // `las SSTS 729/2010 … y 771/2010 …, reiteran que «…»`, `los arts. 217
                    // y 394 LEC: «…»`: a quote after a list is the words of the last one
                    // named, the one it stands next to; a quote before it, of the first.
                    let owns = if hit.literal_first {
                        k == 0
                    } else {
                        k + 1 == hit.rows_len as usize
                    };
                    self.citation(first + k + 1, hit, row, owns)
                })
            })
    }

    /// Every citation as a contract [`Citation`].
    #[must_use]
    pub fn to_vec(&self) -> Vec<Citation> {
        let mut out = Vec::with_capacity(self.count);
        out.extend(self.iter());
        out
    }

    pub(crate) fn hits(&self) -> &[HitRow] {
        &self.hits
    }

    /// Adds a hit and its drafts. A hit whose text is blank is left out (nothing to cite).
    pub(crate) fn push(&mut self, hit: Hit) {
        let blank = self
            .text
            .get(hit.start..hit.end)
            .is_none_or(|t| t.trim().is_empty());
        if blank || hit.drafts.is_empty() {
            return;
        }
        let (Ok(rows_start), Ok(rows_len)) = (
            u32::try_from(self.rows.len()),
            u32::try_from(hit.drafts.len()),
        ) else {
            self.dropped += hit.drafts.len();
            return;
        };
        let standalone = hit.drafts.iter().all(|d| d.campos.articulo.is_none());
        let fields_mark = self.fields.len();
        let arena_mark = self.arena.len();
        for draft in hit.drafts {
            match self.push_draft(draft, hit.start, hit.end) {
                Some(row) => self.rows.push(row),
                None => {
                    // Out of offsets: undo this hit as a whole.
                    self.rows.truncate(rows_start as usize);
                    self.fields.truncate(fields_mark);
                    self.arena.truncate(arena_mark);
                    self.dropped += rows_len as usize;
                    return;
                }
            }
        }
        self.count += rows_len as usize;
        self.hits.push(HitRow {
            start: hit.start,
            end: hit.end,
            rows_start,
            rows_len,
            standalone,
            literal_first: false,
            literal: None,
        });
    }

    /// The stores of consecutive stretches of one text as one store, in order, with `extra`
    /// room reserved: the values are copied once, and appending what fits in `extra` later
    /// copies nothing more.
    ///
    /// The first store's arrays grow in place and each later one's are freed once copied, so
    /// the peak is that of appending one by one; the arrays are filled side by side on the
    /// worker threads (most of the time is the kernel's first touch of the new pages).
    pub(crate) fn concat(text: &'t str, parts: Vec<CompactCitas<'t>>, extra: Room) -> Self {
        let mut parts = parts.into_iter();
        let mut all = parts.next().unwrap_or_else(|| CompactCitas::new(text));
        let rest: Vec<CompactCitas<'t>> = parts.collect();
        if rest.is_empty() {
            all.reserve_exact(extra);
            return all;
        }
        // Where each later store's values land, as `append` places them; one whose offsets
        // would pass `u32` is dropped, as `append` drops it.
        let mut at = Bases::of(&all);
        let mut room = extra;
        let mut hits = Vec::with_capacity(rest.len());
        let mut rows = Vec::with_capacity(rest.len());
        let mut fields = Vec::with_capacity(rest.len());
        let mut arenas = Vec::with_capacity(rest.len());
        let mut literals = Vec::with_capacity(rest.len());
        for part in rest {
            let Some((base, next)) = at.and_then(|a| a.after(&part).map(|n| (a, n))) else {
                all.dropped += part.count + part.dropped;
                continue;
            };
            at = Some(next);
            room = room + part.room();
            all.count += part.count;
            all.dropped += part.dropped;
            hits.push((part.hits, base));
            rows.push((part.rows, base));
            fields.push((part.fields, base));
            arenas.push(part.arena);
            literals.push(part.literals);
        }
        let first = (
            std::mem::take(&mut all.hits),
            std::mem::take(&mut all.rows),
            std::mem::take(&mut all.fields),
            std::mem::take(&mut all.arena),
            std::mem::take(&mut all.literals),
        );
        let ((h, r), (f, (a, l))) = rayon::join(
            || {
                rayon::join(
                    || {
                        grow(first.0, hits, room.hits, |h, b| HitRow {
                            rows_start: h.rows_start + b.rows,
                            literal: h.literal.map(|s| Str {
                                start: s.start + b.literals,
                                len: s.len,
                            }),
                            ..h
                        })
                    },
                    || {
                        grow(first.1, rows, room.rows, |r, b| Row {
                            fields_start: r.fields_start + b.fields,
                            ..r
                        })
                    },
                )
            },
            || {
                rayon::join(
                    || {
                        grow(first.2, fields, room.fields, |f, b| {
                            if f.in_text || f.tag == Tag::Anio {
                                f
                            } else {
                                Field {
                                    start: f.start + b.arena,
                                    ..f
                                }
                            }
                        })
                    },
                    || {
                        rayon::join(
                            || grow_text(first.3, arenas, room.arena),
                            || grow_text(first.4, literals, room.literals),
                        )
                    },
                )
            },
        );
        all.hits = h;
        all.rows = r;
        all.fields = f;
        all.arena = a;
        all.literals = l;
        all
    }

    /// Moves every citation of `other` (a store over the same text) after those of `self`.
    pub(crate) fn append(&mut self, other: CompactCitas<'t>) {
        if self.hits.is_empty()
            && self.rows.is_empty()
            && self.arena.is_empty()
            && self.hits.capacity() == 0
        {
            // Nothing to shift, and no room reserved: take `other` whole, without copying it.
            let dropped = self.dropped;
            *self = other;
            self.dropped += dropped;
            return;
        }
        let (Ok(rows_base), Ok(fields_base), Ok(arena_base), Ok(literals_base)) = (
            u32::try_from(self.rows.len()),
            u32::try_from(self.fields.len()),
            u32::try_from(self.arena.len()),
            u32::try_from(self.literals.len()),
        ) else {
            self.dropped += other.count + other.dropped;
            return;
        };
        let fits = u32::try_from(other.arena.len())
            .ok()
            .and_then(|n| arena_base.checked_add(n))
            .is_some()
            && u32::try_from(other.fields.len())
                .ok()
                .and_then(|n| fields_base.checked_add(n))
                .is_some()
            && u32::try_from(other.rows.len())
                .ok()
                .and_then(|n| rows_base.checked_add(n))
                .is_some()
            && u32::try_from(other.literals.len())
                .ok()
                .and_then(|n| literals_base.checked_add(n))
                .is_some();
        if !fits {
            self.dropped += other.count + other.dropped;
            return;
        }
        let rebase = |s: Str| Str {
            start: s.start + literals_base,
            len: s.len,
        };
        // Exact sizes: these arrays are the bulk of the output, and doubling them to append
        // the next stretch would double the memory of the whole.
        self.hits.reserve_exact(other.hits.len());
        self.rows.reserve_exact(other.rows.len());
        self.fields.reserve_exact(other.fields.len());
        self.arena.reserve_exact(other.arena.len());
        self.literals.reserve_exact(other.literals.len());
        self.hits.extend(other.hits.into_iter().map(|h| HitRow {
            rows_start: h.rows_start + rows_base,
            literal: h.literal.map(rebase),
            ..h
        }));
        self.rows.extend(other.rows.into_iter().map(|r| Row {
            fields_start: r.fields_start + fields_base,
            ..r
        }));
        self.fields.extend(other.fields.into_iter().map(|f| {
            if f.in_text || f.tag == Tag::Anio {
                f
            } else {
                Field {
                    start: f.start + arena_base,
                    ..f
                }
            }
        }));
        self.arena.push_str(&other.arena);
        self.literals.push_str(&other.literals);
        self.count += other.count;
        self.dropped += other.dropped;
    }

    /// The hits with their drafts again (for the few passes that need the fields of earlier
    /// citations, such as `op. cit.`), in the current order.
    pub(crate) fn to_hits(&self) -> Vec<Hit> {
        self.hits
            .iter()
            .map(|hit| Hit {
                start: hit.start,
                end: hit.end,
                drafts: self
                    .rows_of(hit)
                    .iter()
                    .map(|row| {
                        let c = self.citation(0, hit, row, true);
                        Draft {
                            fuente: c.fuente,
                            campos: c.campos,
                            avisos: c.avisos,
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    /// Gives back the spare capacity of the growing arrays.
    pub(crate) fn shrink_to_fit(&mut self) {
        self.hits.shrink_to_fit();
        self.rows.shrink_to_fit();
        self.fields.shrink_to_fit();
        self.arena.shrink_to_fit();
        self.literals.shrink_to_fit();
    }

    /// Keeps the hits for which `keep` is true.
    pub(crate) fn retain_hits(&mut self, mut keep: impl FnMut(&HitRow) -> bool) {
        let mut removed = 0usize;
        self.hits.retain(|h| {
            let k = keep(h);
            if !k {
                removed += h.rows_len as usize;
            }
            k
        });
        self.count -= removed;
    }

    /// Leaves out the first `n` hits (in the current order) and their citations.
    pub(crate) fn drop_first(&mut self, n: usize) {
        let n = n.min(self.hits.len());
        let removed: usize = self.hits.drain(..n).map(|h| h.rows_len as usize).sum();
        self.count -= removed;
    }

    /// Sorts the hits by position (the citations follow their hits).
    pub(crate) fn sort_hits(&mut self) {
        self.hits.sort_by_key(|h| (h.start, h.end));
    }

    /// True when a citation of the hit at `idx` (in the current order) is a court's
    /// decision or an Advocate General's opinion, not a norm nor a work.
    pub(crate) fn hit_is_decision(&self, idx: usize) -> bool {
        let Some(hit) = self.hits.get(idx) else {
            return false;
        };
        self.rows_of(hit).iter().any(|row| match row.fuente {
            Fuente::Cendoj | Fuente::Tc => true,
            Fuente::Eurlex => {
                let start = row.fields_start as usize;
                self.fields
                    .get(start..start + usize::from(row.fields_len))
                    .unwrap_or_default()
                    .iter()
                    .any(|f| {
                        f.tag == Tag::Tipo
                            && matches!(self.value(f), "sentencia" | "auto" | "conclusiones")
                    })
            }
            _ => false,
        })
    }

    /// Sets the quoted text of the hit at `idx` (in the current order); `first` when it
    /// stands before the hit.
    pub(crate) fn set_literal(&mut self, idx: usize, literal: &str, first: bool) {
        let Some(s) = put(&mut self.literals, literal) else {
            return;
        };
        if let Some(h) = self.hits.get_mut(idx) {
            h.literal = Some(s);
            h.literal_first = first;
        }
    }

    fn put(&mut self, s: &str) -> Option<Str> {
        put(&mut self.arena, s)
    }

    fn rows_of(&self, hit: &HitRow) -> &[Row] {
        let start = hit.rows_start as usize;
        self.rows
            .get(start..start + hit.rows_len as usize)
            .unwrap_or_default()
    }

    /// Stores `value` for `tag`: as a pointer into the hit's own text when it is written
    /// there, else in the arena.
    fn put_field(&mut self, tag: Tag, value: &str, hit: (usize, usize)) -> Option<()> {
        let len = u16::try_from(value.len()).ok()?;
        let in_hit = self
            .text
            .get(hit.0..hit.1)
            .filter(|_| !value.is_empty())
            .and_then(|t| find_short(t.as_bytes(), value.as_bytes()))
            .and_then(|k| u32::try_from(hit.0 + k).ok());
        let (start, in_text) = match in_hit {
            Some(start) => (start, true),
            None => (self.put(value)?.start, false),
        };
        self.fields.push(Field {
            start,
            len,
            tag,
            in_text,
        });
        Some(())
    }

    fn value(&self, f: &Field) -> &str {
        let start = f.start as usize;
        let end = start + usize::from(f.len);
        if f.in_text {
            self.text.get(start..end).unwrap_or_default()
        } else {
            self.arena.get(start..end).unwrap_or_default()
        }
    }

    fn push_draft(&mut self, draft: Draft, hit_start: usize, hit_end: usize) -> Option<Row> {
        let hit = (hit_start, hit_end);
        let fields_start = u32::try_from(self.fields.len()).ok()?;
        let Draft {
            fuente,
            campos,
            avisos,
        } = draft;
        // Destructured whole, so that a field added to `Campos` fails to compile here until
        // it has a tag.
        let Campos {
            tipo,
            organo,
            sala,
            seccion,
            numero,
            roj,
            ecli,
            fecha,
            recurso,
            ponente,
            anio,
            tipo_proceso,
            fundamento,
            asunto,
            nombre_caso,
            celex,
            numero_acto,
            articulo,
            apartado,
            norma,
            norma_id,
            rango,
            fecha_norma,
            fecha_referencia_escrito,
            autor,
            obra,
            pagina,
            editorial,
            lugar,
            revista,
            volumen,
        } = campos;
        let strings = [
            (Tag::Tipo, tipo),
            (Tag::Organo, organo),
            (Tag::Sala, sala),
            (Tag::Seccion, seccion),
            (Tag::Numero, numero),
            (Tag::Roj, roj),
            (Tag::Ecli, ecli),
            (Tag::Fecha, fecha),
            (Tag::Recurso, recurso),
            (Tag::Ponente, ponente),
            (Tag::TipoProceso, tipo_proceso),
            (Tag::Fundamento, fundamento),
            (Tag::NombreCaso, nombre_caso),
            (Tag::Celex, celex),
            (Tag::NumeroActo, numero_acto),
            (Tag::Articulo, articulo),
            (Tag::Apartado, apartado),
            (Tag::Norma, norma),
            (Tag::NormaId, norma_id),
            (Tag::Rango, rango),
            (Tag::FechaNorma, fecha_norma),
            (Tag::FechaReferenciaEscrito, fecha_referencia_escrito),
            (Tag::Autor, autor),
            (Tag::Obra, obra),
            (Tag::Pagina, pagina),
            (Tag::Editorial, editorial),
            (Tag::Lugar, lugar),
            (Tag::Revista, revista),
            (Tag::Volumen, volumen),
        ];
        for (tag, value) in strings {
            if let Some(v) = value {
                self.put_field(tag, &v, hit)?;
            }
        }
        if let Some(year) = anio {
            self.fields.push(Field {
                start: u32::from_ne_bytes(year.to_ne_bytes()),
                len: 0,
                tag: Tag::Anio,
                in_text: false,
            });
        }
        for a in asunto.into_iter().flatten() {
            self.put_field(Tag::Asunto, &a, hit)?;
        }
        for a in avisos {
            self.put_field(Tag::Aviso, &a, hit)?;
        }
        let fields_len = u16::try_from(self.fields.len() - fields_start as usize).ok()?;
        Some(Row {
            fuente,
            fields_start,
            fields_len,
        })
    }

    fn citation(&self, n: usize, hit: &HitRow, row: &Row, owns_literal: bool) -> Citation {
        let mut campos = Campos::default();
        let mut avisos = Vec::new();
        let start = row.fields_start as usize;
        let fields = self
            .fields
            .get(start..start + usize::from(row.fields_len))
            .unwrap_or_default();
        for f in fields {
            let v = || self.value(f).to_owned();
            let slot = match f.tag {
                Tag::Tipo => &mut campos.tipo,
                Tag::Organo => &mut campos.organo,
                Tag::Sala => &mut campos.sala,
                Tag::Seccion => &mut campos.seccion,
                Tag::Numero => &mut campos.numero,
                Tag::Roj => &mut campos.roj,
                Tag::Ecli => &mut campos.ecli,
                Tag::Fecha => &mut campos.fecha,
                Tag::Recurso => &mut campos.recurso,
                Tag::Ponente => &mut campos.ponente,
                Tag::TipoProceso => &mut campos.tipo_proceso,
                Tag::Fundamento => &mut campos.fundamento,
                Tag::NombreCaso => &mut campos.nombre_caso,
                Tag::Celex => &mut campos.celex,
                Tag::NumeroActo => &mut campos.numero_acto,
                Tag::Articulo => &mut campos.articulo,
                Tag::Apartado => &mut campos.apartado,
                Tag::Norma => &mut campos.norma,
                Tag::NormaId => &mut campos.norma_id,
                Tag::Rango => &mut campos.rango,
                Tag::FechaNorma => &mut campos.fecha_norma,
                Tag::FechaReferenciaEscrito => &mut campos.fecha_referencia_escrito,
                Tag::Autor => &mut campos.autor,
                Tag::Obra => &mut campos.obra,
                Tag::Pagina => &mut campos.pagina,
                Tag::Editorial => &mut campos.editorial,
                Tag::Lugar => &mut campos.lugar,
                Tag::Revista => &mut campos.revista,
                Tag::Volumen => &mut campos.volumen,
                Tag::Anio => {
                    campos.anio = Some(i32::from_ne_bytes(f.start.to_ne_bytes()));
                    continue;
                }
                Tag::Asunto => {
                    campos.asunto.get_or_insert_with(Vec::new).push(v());
                    continue;
                }
                Tag::Aviso => {
                    avisos.push(v());
                    continue;
                }
            };
            *slot = Some(v());
        }
        Citation {
            id: format!("c{n}"),
            fuente: row.fuente,
            texto_original: self.as_written(hit.start, hit.end),
            cita_literal: hit
                .literal
                .filter(|_| owns_literal)
                .map(|s| get(&self.literals, s).to_owned()),
            span: Some(Span {
                inicio: hit.start,
                fin: hit.end,
            }),
            campos,
            avisos,
        }
    }
}

/// Serialized as the JSON array of the contract's citations, built one at a time.
impl Serialize for CompactCitas<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.count))?;
        for c in self.iter() {
            seq.serialize_element(&c)?;
        }
        seq.end()
    }
}

/// Where `needle` first occurs in `hay`. Both are a few dozen bytes (a value and the citation
/// it was read from), too short for a searcher worth building: the first byte is looked for
/// with `memchr` and the rest compared in place.
fn find_short(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let (&first, rest) = needle.split_first()?;
    let mut from = 0usize;
    while let Some(k) = hay.get(from..).and_then(|h| memchr::memchr(first, h)) {
        let at = from + k;
        if hay.get(at + 1..at + needle.len()) == Some(rest) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// Puts `s` at the end of `arena`; `None` when the offsets would outgrow `u32`.
fn put(arena: &mut String, s: &str) -> Option<Str> {
    let start = u32::try_from(arena.len()).ok()?;
    let len = u32::try_from(s.len()).ok()?;
    start.checked_add(len)?;
    arena.push_str(s);
    Some(Str { start, len })
}

fn get(arena: &str, s: Str) -> &str {
    let start = s.start as usize;
    arena.get(start..start + s.len as usize).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn full_campos() -> Campos {
        let s = |v: &str| Some(v.to_owned());
        Campos {
            tipo: s("STS"),
            organo: s("TS"),
            sala: s("Civil"),
            seccion: s("1"),
            numero: s("241/2013"),
            roj: s("STS 1916/2013"),
            ecli: s("ECLI:ES:TS:2013:1916"),
            fecha: s("2013-05-09"),
            recurso: s("485/2012"),
            ponente: s("Orduña"),
            anio: Some(-2013),
            tipo_proceso: s("recurso de amparo"),
            fundamento: s("FJ 5"),
            asunto: Some(vec!["C-293/12".into(), "C-594/12".into()]),
            nombre_caso: s("Digital Rights"),
            celex: s("62012CJ0293"),
            numero_acto: s("2016/679"),
            articulo: s("82 bis"),
            apartado: s("2.c)"),
            norma: s("Ley 1/2000, de 7 de enero"),
            norma_id: s("BOE-A-2000-323"),
            rango: s("Ley"),
            fecha_norma: s("2000-01-07"),
            fecha_referencia_escrito: s("2026-10-01"),
            autor: s("DÍEZ-PICAZO, L."),
            obra: s("Fundamentos"),
            pagina: s("207-209"),
            editorial: s("Civitas"),
            lugar: s("Madrid"),
            revista: s("ADC"),
            volumen: s("4"),
        }
    }

    #[test]
    fn find_short_agrees_with_memmem() {
        let hays = [
            "",
            "a",
            "aaab",
            "STS 241/2013, de 9 de mayo",
            "ñandú ñ",
            "abcabcabd",
        ];
        for hay in hays {
            for i in 0..=hay.len() {
                for j in i..=hay.len() {
                    let needle = &hay.as_bytes()[i..j];
                    let want = if needle.is_empty() {
                        None
                    } else {
                        memchr::memmem::find(hay.as_bytes(), needle)
                    };
                    assert_eq!(
                        find_short(hay.as_bytes(), needle),
                        want,
                        "{hay:?} {needle:?}"
                    );
                }
            }
            assert_eq!(find_short(hay.as_bytes(), b"zz"), None);
        }
    }

    #[test]
    fn every_field_round_trips() {
        let text = "  STS 241/2013 y art. 82 bis  ";
        let mut store = CompactCitas::new(text);
        let mut d = Draft::new(Fuente::Cendoj);
        d.campos = full_campos();
        d.avisos = vec!["uno".into(), "dos".into()];
        let d2 = Draft::new(Fuente::Boe);
        store.push(Hit {
            start: 0,
            end: text.len(),
            drafts: vec![d.clone(), d2],
        });
        // A quote before the hit is the first citation's.
        store.set_literal(0, "«texto»", true);
        assert_eq!(store.len(), 2);
        let all = store.to_vec();
        assert_eq!(all.len(), 2);
        assert_eq!(all[1].cita_literal, None);
        let c = &all[0];
        assert_eq!(c.id, "c1");
        assert_eq!(c.campos, d.campos);
        assert_eq!(c.avisos, d.avisos);
        assert_eq!(c.texto_original, "STS 241/2013 y art. 82 bis");
        assert_eq!(c.cita_literal.as_deref(), Some("«texto»"));
        assert_eq!(
            c.span,
            Some(Span {
                inicio: 0,
                fin: text.len()
            })
        );
        assert_eq!(all[1].id, "c2");
        assert_eq!(all[1].campos, Campos::default());
        assert_eq!(all[1].fuente, Fuente::Boe);
        // A quote after the hit is the last citation's.
        store.set_literal(0, "«otro»", false);
        let all = store.to_vec();
        assert_eq!(all[0].cita_literal, None);
        assert_eq!(all[1].cita_literal.as_deref(), Some("«otro»"));
    }

    #[test]
    fn concat_copies_once_and_keeps_room_for_what_comes_after() {
        let text = "STS 1/2020. Ley 2/2021, art. 3. GARCÍA, J., Obra, Madrid, 2020, p. 4.";
        // One store per stretch, each with a value in the arena (an ISO date) and one
        // quoted text already set.
        let stretch = |start: usize, end: usize, fecha: &str| {
            let mut store = CompactCitas::new(text);
            let mut d = Draft::new(Fuente::Cendoj);
            d.campos.fecha = Some(fecha.into());
            store.push(Hit {
                start,
                end,
                drafts: vec![d],
            });
            store.set_literal(0, fecha, true);
            store
        };
        let parts = vec![stretch(0, 10, "2020-01-01"), stretch(12, 30, "2021-02-02")];
        let mut doctrine = CompactCitas::new(text);
        let mut work = Draft::new(Fuente::Doctrina);
        work.campos.autor = Some("GARCÍA, J.".into());
        work.campos.obra = Some("Obra (2020)".into());
        doctrine.push(Hit {
            start: 32,
            end: text.len(),
            drafts: vec![work],
        });
        let mut all = CompactCitas::concat(text, parts, doctrine.room());
        let reserved = all.heap_bytes();
        all.append(doctrine);
        assert_eq!(
            all.heap_bytes(),
            reserved,
            "the doctrine fitted in the room"
        );
        let citas = all.to_vec();
        assert_eq!(citas.len(), 3);
        assert_eq!(citas[0].campos.fecha.as_deref(), Some("2020-01-01"));
        assert_eq!(citas[0].cita_literal.as_deref(), Some("2020-01-01"));
        assert_eq!(citas[1].campos.fecha.as_deref(), Some("2021-02-02"));
        assert_eq!(citas[1].cita_literal.as_deref(), Some("2021-02-02"));
        assert_eq!(citas[1].span.map(|s| (s.inicio, s.fin)), Some((12, 30)));
        assert_eq!(citas[2].campos.obra.as_deref(), Some("Obra (2020)"));
        assert_eq!(citas[2].cita_literal, None);
        // No stretches at all: an empty store.
        assert!(CompactCitas::concat(text, Vec::new(), Room::default()).is_empty());
        // Three stretches: the same citations as appending each to the first in turn.
        let three = || {
            vec![
                stretch(0, 10, "2020-01-01"),
                stretch(12, 30, "2021-02-02"),
                stretch(32, 40, "2022-03-03"),
            ]
        };
        let mut one_by_one = CompactCitas::new(text);
        for part in three() {
            one_by_one.append(part);
        }
        let joined = CompactCitas::concat(text, three(), Room::default());
        assert_eq!(joined.len(), 3);
        assert_eq!(joined.to_vec(), one_by_one.to_vec());
    }

    #[test]
    fn a_store_whose_offsets_would_not_fit_is_left_out() {
        let text = "STS 1/2020.";
        let mut part = CompactCitas::new(text);
        part.push(Hit {
            start: 0,
            end: 10,
            drafts: vec![Draft::new(Fuente::Cendoj)],
        });
        let full = Bases {
            rows: u32::MAX,
            ..Bases::default()
        };
        assert_eq!(full.after(&part), None);
        assert_eq!(Bases::of(&part).map(|b| b.rows), Some(1));
    }

    #[test]
    fn blank_hits_are_left_out_and_retain_counts() {
        let text = "   art. 24 CE";
        let mut store = CompactCitas::new(text);
        store.push(Hit {
            start: 0,
            end: 3,
            drafts: vec![Draft::new(Fuente::Boe)],
        });
        assert!(store.is_empty());
        let mut d = Draft::new(Fuente::Boe);
        d.campos.articulo = Some("24".into());
        store.push(Hit {
            start: 3,
            end: text.len(),
            drafts: vec![d],
        });
        store.push(Hit {
            start: 11,
            end: text.len(),
            drafts: vec![Draft::new(Fuente::Boe)],
        });
        assert_eq!(store.len(), 2);
        assert!(!store.hits()[0].standalone);
        assert!(store.hits()[1].standalone);
        let ids: Vec<String> = store.iter().map(|c| c.id).collect();
        assert_eq!(ids, ["c1", "c2"]);
        store.retain_hits(|h| !h.standalone);
        assert_eq!(store.len(), 1);
        let json = serde_json::to_value(&store).expect("serializes");
        assert_eq!(json[0]["campos"]["articulo"], "24");
        assert_eq!(json.as_array().map(Vec::len), Some(1));
    }
}
