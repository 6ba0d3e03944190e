//! Legislation: Spanish norms (BOE) and their articles, EU acts and treaty articles (EUR-Lex).
//!
//! An article citation is `art.`/`arts.`/`artículo(s)` + a list of articles (`217 y 394`,
//! `5 a 12`, `24.1`, `4.2.c)`, `82 bis`, `1.428`) + the norm: an abbreviation (`LEC`, `CE`), a
//! title (`Código Civil`), rank and number (`Ley 1/2000, de 7 de enero`), an EU act, a treaty,
//! or a back-reference (`la misma ley`, `la citada Ley`, `dicho texto legal`, `en su
//! artículo`) resolved to the last norm named before it.

use std::sync::LazyLock;

use super::text::{G, Re, Shape, split_trailing_digits};

use super::norms::{NORMS, NormEntry, fold, lookup_rango_numero};
use super::scan::{Kind, Trigger};
use super::text::{ends_with_lower, expand_year, line_start, squash, starts_with_lower, window};
use super::{Draft, Found, Hit, NoSoportada, aviso_fecha_imposible};
use crate::model::{Fuente, Span};

/// What the extractor remembers while walking the text in order.
#[derive(Debug, Default)]
pub(crate) struct State {
    last: Option<NormRef>,
    /// Starts of standalone norm hits that an article right after them already cites.
    redundant: Vec<usize>,
    /// The last norms named (most recent last, at most [`HISTORY`]): a back-reference that
    /// names a kind (`el citado texto refundido`) goes to the last norm of that kind.
    history: Vec<NormRef>,
    /// The last article cited and its norm, for `el apartado 3 del mismo precepto`.
    last_article: Option<(NormRef, String)>,
    /// How many of the last entries of `history` this walk named itself.
    own: usize,
    /// True once this walk has made a norm of its own the one the text speaks of.
    assigned: bool,
    /// True once this walk has cited an article of its own.
    article_assigned: bool,
    /// How many times a back-reference was resolved with what the walk started with (see
    /// [`State::resume`]) rather than with what it read itself.
    inherited_reads: std::cell::Cell<u32>,
    /// Abbreviations the brief defined for norms (`(en adelante, LDV)`), most recent last,
    /// at most [`ALIASES`].
    aliases: Vec<(String, NormRef)>,
    /// How many of the last entries of `aliases` this walk defined itself.
    own_aliases: usize,
    /// Abbreviations this walk looked up and did not define itself: defined before it, they
    /// would have named a norm.
    missed_aliases: std::cell::RefCell<Vec<String>>,
    /// `missed_aliases` at the last mark ([`State::missed_count`]): a key missed again since
    /// is not recorded twice, and every key missed after a mark is recorded after it.
    missed_floor: std::cell::Cell<usize>,
    /// The articles cited in the current paragraph (where, which, of what norm): an article
    /// cited again bare (`la lealtad del art. 5.1.a)`) is the same one. A walk starts at a
    /// paragraph break, so this never reaches across walks.
    para_articles: Vec<(usize, String, Option<String>, usize)>,
    /// The norms `para_articles` points to.
    para_norms: Vec<NormRef>,
}

/// The part of a walk's memory that matters past a paragraph break: the norms named last and
/// the last article cited, which back-references (`la misma ley`, `su artículo`, `la
/// citada Directiva`, `el apartado 3 del mismo precepto`) point to however far back they are.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Carry {
    last: Option<NormRef>,
    history: Vec<NormRef>,
    last_article: Option<(NormRef, String)>,
    aliases: Vec<(String, NormRef)>,
}

impl State {
    /// A walk that starts after a text that ended with `carry`.
    pub(crate) fn resume(carry: Carry) -> State {
        State {
            last: carry.last,
            history: carry.history,
            last_article: carry.last_article,
            aliases: carry.aliases,
            ..State::default()
        }
    }

    /// How many times the walk read what it started with so far: a walk of the same text
    /// from another start gives the same citations after the last of them (see
    /// [`State::joins`]).
    pub(crate) fn inherited_reads(&self) -> u32 {
        self.inherited_reads.get()
    }

    fn read_what_came_before(&self) {
        self.inherited_reads
            .set(self.inherited_reads.get().saturating_add(1));
    }

    /// A search of the last norms named reached past those this walk named itself: a walk
    /// started after other text sees norms of that text there, unless this walk has named
    /// enough norms of its own to fill the memory.
    fn searched_past_own(&self) {
        if self.own < HISTORY {
            self.read_what_came_before();
        }
    }

    /// True when this walk and `other`, a walk of the same stretch from another start, hold
    /// the same memory of their own at the same point, and each has made a norm and an
    /// article of its own the ones the text speaks of: from here on they read the same
    /// things, so they give the same citations and hand on the same memory, as long as
    /// neither reads what it started with (see [`State::inherited_reads`] and
    /// [`State::missed_since`]).
    pub(crate) fn joins(&self, other: &State) -> bool {
        self.may_join()
            && other.may_join()
            && self.last == other.last
            && self.last_article == other.last_article
            && own_tail(&self.history, self.own, HISTORY)
                == own_tail(&other.history, other.own, HISTORY)
            && own_tail(&self.aliases, self.own_aliases, ALIASES)
                == own_tail(&other.aliases, other.own_aliases, ALIASES)
            && self.para_articles == other.para_articles
            && self.para_norms == other.para_norms
    }

    /// True once the walk has made a norm and an article of its own the ones the text speaks
    /// of: before that, no other walk [`State::joins`] it.
    pub(crate) fn may_join(&self) -> bool {
        self.assigned && self.article_assigned
    }

    /// What the walk remembers of the text, without what it noted of its own citations (the
    /// redundant norm hits, the abbreviations it missed), which grow with the stretch: what a
    /// mark keeps (see [`State::joins`]).
    /// Of the norms and abbreviations, only the walk's own that [`State::joins`] compares.
    pub(crate) fn memory(&self) -> State {
        let history = own_tail(&self.history, self.own, HISTORY).to_vec();
        let aliases = own_tail(&self.aliases, self.own_aliases, ALIASES).to_vec();
        State {
            last: self.last.clone(),
            redundant: Vec::new(),
            own: history.len(),
            history,
            last_article: self.last_article.clone(),
            assigned: self.assigned,
            article_assigned: self.article_assigned,
            inherited_reads: self.inherited_reads.clone(),
            own_aliases: aliases.len(),
            aliases,
            missed_aliases: std::cell::RefCell::default(),
            missed_floor: std::cell::Cell::default(),
            para_articles: self.para_articles.clone(),
            para_norms: self.para_norms.clone(),
        }
    }

    /// How many abbreviations the walk looked up without finding them among its own.
    pub(crate) fn missed_count(&self) -> usize {
        let n = self.missed_aliases.borrow().len();
        self.missed_floor.set(n);
        n
    }

    /// True when an abbreviation the walk missed after its first `from` misses is one that
    /// `carry` defines.
    pub(crate) fn missed_since(&self, from: usize, carry: &Carry) -> bool {
        self.missed_aliases
            .borrow()
            .get(from..)
            .unwrap_or_default()
            .iter()
            .any(|m| {
                carry
                    .aliases
                    .iter()
                    .any(|(k, _)| match m.strip_prefix(SLIP_MARK) {
                        Some(word) => k.len() == word.len() && one_slip(word, k),
                        None => k == m,
                    })
            })
    }

    /// How many standalone norm hits the walk found cited again so far.
    pub(crate) fn redundant_count(&self) -> usize {
        self.redundant.len()
    }

    /// True when the walk, started after a text that ended with `carry`, could give other
    /// citations than it did: it read what it started with, or it looked up an abbreviation
    /// that `carry` defines.
    pub(crate) fn depends_on(&self, carry: &Carry) -> bool {
        if *carry == Carry::default() {
            return false;
        }
        self.inherited_reads() > 0 || self.missed_since(0, carry)
    }

    /// What a walk that started with `incoming` hands to the text after it.
    pub(crate) fn carry_out(&self, incoming: Carry) -> Carry {
        let history = join_recent(incoming.history, &self.history, self.own, HISTORY);
        Carry {
            last: if self.assigned {
                self.last.clone()
            } else {
                incoming.last
            },
            history,
            last_article: if self.article_assigned {
                self.last_article.clone()
            } else {
                incoming.last_article
            },
            aliases: join_recent(incoming.aliases, &self.aliases, self.own_aliases, ALIASES),
        }
    }

    /// The norm the brief gave the abbreviation `key` to (dots removed), the latest one.
    fn alias(&self, key: &str) -> Option<NormRef> {
        let own_start = self.aliases.len().saturating_sub(self.own_aliases);
        let (inherited, own) = self.aliases.split_at(own_start);
        if let Some((_, n)) = own.iter().rev().find(|(k, _)| k == key) {
            return Some(n.clone());
        }
        let mut missed = self.missed_aliases.borrow_mut();
        let since_mark = missed.get(self.missed_floor.get()..).unwrap_or_default();
        if !since_mark.iter().any(|k| k == key) {
            missed.push(key.to_owned());
        }
        drop(missed);
        inherited
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, n)| n.clone())
    }

    /// The norm the brief gave an abbreviation that `word` (of four letters or more) writes
    /// with two neighbouring letters swapped, when exactly one abbreviation fits.
    fn alias_slip(&self, word: &str) -> Option<NormRef> {
        let fits = |k: &String| k.len() == word.len() && one_slip(word, k);
        let pick = |list: &[(String, NormRef)]| -> Option<Option<NormRef>> {
            let mut found: Option<&(String, NormRef)> = None;
            for entry in list.iter().rev().filter(|(k, _)| fits(k)) {
                match found {
                    Some((k, _)) if *k != entry.0 => return Some(None),
                    Some(_) => {}
                    None => found = Some(entry),
                }
            }
            found.map(|(_, n)| Some(n.clone()))
        };
        if word.len() < 4 {
            return None;
        }
        let own_start = self.aliases.len().saturating_sub(self.own_aliases);
        let (inherited, own) = self.aliases.split_at(own_start);
        if let Some(found) = pick(own) {
            return found;
        }
        let key = format!("{SLIP_MARK}{word}");
        let mut missed = self.missed_aliases.borrow_mut();
        let since_mark = missed.get(self.missed_floor.get()..).unwrap_or_default();
        if !since_mark.contains(&key) {
            missed.push(key);
        }
        drop(missed);
        pick(inherited).flatten()
    }

    /// The norm the brief itself gave an abbreviation of the table (`Ley 1/2019 … —en
    /// adelante, LSE—`, where the table's `LSE` is the electricity act): the brief's
    /// definition wins over the table's.
    fn redefined(&self, n: &NormRef) -> Option<NormRef> {
        let key = alias_key(&n.norma)?;
        super::norms::lookup(&key)?;
        let mut a = self.alias(&key)?;
        if same_boe_id(&a, n) {
            return None;
        }
        // A norm with abbreviations of its own (`… de modificación parcial del Código Civil y
        // de la Ley de Enjuiciamiento Civil (LOPJM)`) was not renamed: the abbreviation went
        // to the wrong norm of a title.
        if let NormKind::Boe {
            norma_id: Some(id), ..
        } = &a.kind
            && NORMS
                .iter()
                .any(|e| e.boe_id == Some(id.as_str()) && !e.abreviaturas.is_empty())
        {
            return None;
        }
        a.pos = n.pos;
        a.norma.clone_from(&n.norma);
        a.standalone = None;
        Some(a)
    }

    /// `norm` with the date and id of the same norm named before with them (`la citada Ley
    /// 14/2002` after `la Ley 14/2002, de 25 de julio, de promoción … en Castilla y León`): a
    /// regional law, which the table does not know, named again by its number alone.
    fn dated(&self, mut norm: NormRef) -> NormRef {
        let NormKind::Boe {
            norma_id: id @ None,
            rango: Some(rango),
            numero: Some(numero),
            fecha: fecha @ None,
            ..
        } = &mut norm.kind
        else {
            return norm;
        };
        let found = self.last_fitting(|n| {
            matches!(&n.kind, NormKind::Boe {
                rango: Some(r),
                numero: Some(m),
                fecha: Some(_),
                ..
            } if r == rango && m == numero)
        });
        if let Some(NormKind::Boe {
            norma_id: i,
            fecha: f,
            ..
        }) = found.map(|n| &n.kind)
        {
            id.clone_from(i);
            fecha.clone_from(f);
        }
        norm
    }

    /// Keeps the abbreviation `norm` was given, if any.
    fn learn_alias(&mut self, norm: &NormRef) {
        let Some(key) = norm.alias.as_deref() else {
            return;
        };
        // `… por el que se deroga el Reglamento (CE) n.º 2006/2004`: the parenthesis of an EU
        // act's number in a title, not a name the brief gives the act (nor a new meaning of
        // `CE`, the Constitution).
        if ["CE", "UE", "EU", "CEE", "CECA", "EURATOM", "Euratom"].contains(&key) {
            return;
        }
        if self.aliases.len() >= ALIASES {
            self.aliases.remove(0);
        }
        let mut n = norm.clone();
        n.alias = None;
        self.aliases.push((key.to_owned(), n));
        self.own_aliases = (self.own_aliases + 1).min(self.aliases.len());
    }

    /// The norm the text speaks of, for a back-reference.
    fn recall(&self) -> Option<&NormRef> {
        if !self.assigned {
            self.read_what_came_before();
        }
        self.last.as_ref()
    }

    /// The last article cited and its norm, for a back-reference.
    fn recall_article(&self) -> Option<&(NormRef, String)> {
        if !self.article_assigned {
            self.read_what_came_before();
        }
        self.last_article.as_ref()
    }

    /// An authority outside the five sources that articles may be cited of next (`el
    /// Convenio de Estambul, cuyo art. 56.1`, a collective agreement's `cuyo artículo 14`):
    /// their articles are listed apart with it. A gazette reference is not one: it only says
    /// where the norm named before was published.
    pub(crate) fn note_unsupported(&mut self, ns: &NoSoportada) {
        let tipo = match ns.tipo.as_str() {
            "tratado_internacional" => "tratado_internacional",
            "cedh" => "cedh",
            "oit" => "oit",
            "boletin_autonomico" if fold(&ns.texto).starts_with("convenio") => "boletin_autonomico",
            _ => return,
        };
        self.remember(NormRef::new(NormData {
            kind: NormKind::Unsupported(tipo),
            norma: ns.texto.clone(),
            pos: ns.span.inicio,
            standalone: None,
            alias: None,
        }));
    }

    /// The norm an article was last cited with in the paragraph that starts at `para`.
    fn article_in_paragraph(&self, para: usize, articulo: &str) -> Option<&NormRef> {
        self.para_articles
            .iter()
            .rev()
            .take_while(|(p, _, _, _)| *p >= para)
            .find(|(_, a, _, _)| a == articulo)
            .and_then(|(_, _, _, n)| self.para_norms.get(*n))
    }

    /// Keeps the articles of a citation at `pos`, in the paragraph that starts at `para`.
    fn remember_articles<'a>(
        &mut self,
        para: usize,
        pos: usize,
        norm: &NormRef,
        articulos: impl Iterator<Item = (&'a str, Option<&'a str>)>,
    ) {
        if self
            .para_articles
            .first()
            .is_some_and(|(p, _, _, _)| *p < para)
            || self.para_articles.len() >= PARA_ARTICLES
        {
            self.para_articles.clear();
            self.para_norms.clear();
        }
        let idx = self.para_norms.len();
        self.para_norms.push(norm.clone());
        for (a, apartado) in articulos {
            self.para_articles
                .push((pos, a.to_owned(), apartado.map(str::to_owned), idx));
        }
    }

    fn set_last_article(&mut self, norm: NormRef, articulo: String) {
        self.last_article = Some((norm, articulo));
        self.article_assigned = true;
    }
}

/// Whether norm `n` is of the kind a folded back-reference names (`texto refundido`, `ley
/// organica`, `directiva`, `decision marco`, `carta`, …); any norm when it names none.
/// True when a folded back-reference names a kind of norm that [`fits_kind`] tells apart.
fn names_kind(b: &str) -> bool {
    const KINDS: &[&str] = &[
        "texto refundido",
        "ley organica",
        "punitivo",
        "codigo",
        "real decreto",
        "directiva",
        "decision marco",
        "reglamento",
        "carta",
        "tratado",
        "convenio",
        "convencion",
        "estatut",
        "procesal",
        "rituaria",
        "ritos",
        "jurisdiccional",
        "texto legal",
        "cuerpo legal",
        "norma legal",
    ];
    KINDS.iter().any(|k| b.contains(k)) || b.split(' ').any(|w| w == "ley")
}

fn fits_kind(b: &str, n: &NormRef) -> bool {
    let boe = |n: &NormRef| match &n.kind {
        NormKind::Boe {
            rango, norma_id, ..
        } => Some((
            rango.as_deref().map(fold).unwrap_or_default(),
            norma_id.clone().unwrap_or_default(),
            fold(&n.norma),
        )),
        _ => None,
    };
    const CODES: [&str; 4] = [
        "BOE-A-1889-4763",
        "BOE-A-1995-25444",
        "BOE-A-1885-6627",
        "BOE-A-1882-6036",
    ];
    if b.contains("texto refundido") {
        boe(n).is_some_and(|(r, _, t)| {
            r == "real decreto legislativo" || t.contains("texto refundido")
        })
    } else if b.contains("ley organica") {
        boe(n).is_some_and(|(r, _, _)| r == "ley organica")
    } else if b.contains("punitivo") {
        // `del propio texto punitivo`: the Criminal Code.
        boe(n).is_some_and(|(_, id, _)| id == "BOE-A-1995-25444")
    } else if b.contains("codigo") {
        // A code, not a law whose title names the code it amends.
        boe(n).is_some_and(|(_, id, t)| CODES.contains(&id.as_str()) || t.starts_with("codigo"))
    } else if b.contains("real decreto legislativo") {
        boe(n).is_some_and(|(r, _, _)| r == "real decreto legislativo")
    } else if b.contains("real decreto-ley") {
        boe(n).is_some_and(|(r, _, _)| r == "real decreto-ley")
    } else if b.contains("real decreto") {
        // Not a code enacted by royal decree (the Civil Code, the LECrim).
        boe(n).is_some_and(|(r, id, _)| r == "real decreto" && !CODES.contains(&id.as_str()))
    } else if b.contains("directiva") {
        matches!(
            n.kind,
            NormKind::EuAct {
                tipo: "directiva",
                ..
            }
        )
    } else if b.contains("decision marco") {
        matches!(
            n.kind,
            NormKind::EuAct {
                tipo: "decision",
                ..
            }
        )
    } else if b.contains("reglamento") {
        matches!(
            n.kind,
            NormKind::EuAct {
                tipo: "reglamento",
                ..
            }
        ) || boe(n).is_some_and(|(r, _, t)| {
            // Not a law whose title names the regulation it applies (`Ley Orgánica 9/2021,
            // de aplicación del Reglamento (UE) 2017/1939`).
            t.starts_with("reglamento") || !r.starts_with("ley") && t.contains("reglamento")
        })
            // `el Real Decreto 203/1995` then `del citado Reglamento`: a regulation by its
            // title in the table, though written by its decree.
            || matches!(&n.kind, NormKind::Boe { rango: Some(r), numero: Some(num), .. }
                if super::norms::lookup_rango_numero(r, num)
                    .is_some_and(|e| fold(e.titulo).starts_with("reglamento")))
    } else if b.contains("carta") {
        matches!(
            n.kind,
            NormKind::Treaty {
                celex_prefix: "12016P"
            } | NormKind::Unsupported("carta_social_europea")
        )
    } else if b.contains("tratado") {
        // `del referido Tratado`: the EU treaty named last (not the Charter).
        matches!(n.kind, NormKind::Treaty { celex_prefix } if celex_prefix != "12016P")
    } else if b.contains("convenio") {
        // `del Convenio`: the last convention named (Montreal, the ECHR), never a
        // collective agreement (those are not in the memory of norms).
        matches!(
            n.kind,
            NormKind::EuAct {
                tipo: "acuerdo_internacional",
                ..
            } | NormKind::Unsupported("cedh" | "tratado_internacional")
        )
    } else if b.contains("convencion") {
        // `de la Convención`: the last international convention named.
        matches!(n.kind, NormKind::Unsupported("tratado_internacional"))
    } else if b.contains("estatut") {
        // `del Estatuto`, `del texto estatutario`: a statute (of the workers, of the public
        // employee, of autonomy).
        boe(n).is_some_and(|(_, _, t)| t.contains("estatuto") || t == "et")
    } else if b.contains("procesal")
        || b.contains("rituaria")
        || b.contains("ritos")
        || b.contains("jurisdiccional")
    {
        boe(n).is_some_and(|(_, id, _)| PROCEDURAL.contains(&id.as_str()))
    } else if ["texto legal", "cuerpo legal", "norma legal"]
        .iter()
        .any(|k| b.contains(k))
    {
        // `del mismo texto legal`: a Spanish norm, not a directive named since.
        boe(n).is_some()
    } else if b.split(' ').any(|w| w == "ley") {
        // `la misma Ley`: a Spanish law, not a directive named since, nor the
        // Constitution or a code.
        boe(n).is_some_and(|(_, id, _)| {
            id != "BOE-A-1978-31229" && !CODES[..3].contains(&id.as_str())
        })
    } else {
        true
    }
}

/// True when the article at `pos`, of `norm` (a treaty or another EU act), is named inside the
/// title of the EU act the text spoke of last (`Reglamento (UE) 2022/720 …, relativo a la
/// aplicación del artículo 101, apartado 3, del Tratado …`).
fn in_eu_act_title(text: &str, pos: usize, norm: &NormRef, state: &State) -> bool {
    static RE_TITLE_OPENS: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:relativ[oa]s?\s+a|por\s+(?:el|la)\s+que\s+se|sobre\s+(?:la|el|los|las)|de\s+aplicaci[oó]n\s+de)\b",
        )
    });
    if !matches!(norm.kind, NormKind::Treaty { .. } | NormKind::EuAct { .. }) {
        return false;
    }
    let Some(last) = state.last.as_ref() else {
        return false;
    };
    if !matches!(last.kind, NormKind::EuAct { .. })
        || last.pos >= pos
        || pos - last.pos > 400
        || last.pos < line_start(text, pos)
    {
        return false;
    }
    let Some(between) = text.get(last.pos..pos) else {
        return false;
    };
    // Only the parenthesis of the act's own number (`Reglamento (UE) 2022/720`) may stand in
    // between: the gazette's closes the title.
    let own_number = ["(UE)", "(CE)", "(CEE)"]
        .iter()
        .find_map(|p| between.find(p).map(|at| at + p.len()))
        .unwrap_or(0);
    let rest = between.get(own_number..).unwrap_or(between);
    // The title goes on up to the article: no other item of a list (`…, sobre la
    // coordinación …, y el art. 8.5 de la Directiva 2011/24/UE`).
    static RE_NEXT_ITEM: LazyLock<Re> = LazyLock::new(|| {
        re(r"(?i),\s*(?:y|e|o|as[ií]\s+como)\s|\b(?:y|e)\s+(?:el|la|los|las)\s*$")
    });
    !rest.contains(['(', ')', ';'])
        && super::text::last_sentence_start(between) == 0
        && RE_TITLE_OPENS
            .find(rest)
            .is_some_and(|m| !RE_NEXT_ITEM.is_match(rest.get(m.end()..).unwrap_or("")))
}

/// The norm of the kind `backref` names that a sentence named before `found`, when `found`
/// stands in a relative clause that only recalls it (`…, que sustituyeron al art. 17 de la
/// Sexta Directiva`, `…, que remite al Real Decreto 201/2010`).
fn past_relative_clause(
    text: &str,
    found: &NormRef,
    backref: &str,
    state: &State,
) -> Option<NormRef> {
    static RE_RELATIVE_OPEN: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i),\s*que\s+(?:sustitu|reemplaz|derog|transp|trasp|modific|desarroll|incorpor|remit|complement)\p{L}*\b[^;()]*$",
        )
    });
    let para = line_start(text, found.pos);
    let lead = text.get(floor(text, found.pos.saturating_sub(250)).max(para)..found.pos)?;
    let clause = lead.get(RE_RELATIVE_OPEN.find(lead)?.start()..)?;
    if super::text::last_sentence_start(clause) > 0 {
        return None;
    }
    let b = fold(backref);
    state.named_before(text, found, para, 400, |n| fits_kind(&b, n))
}

/// The year of a Spanish norm: of its number (`557/2011`) or else of its date.
fn norm_year(n: &NormRef) -> Option<&str> {
    match &n.kind {
        NormKind::Boe { numero, fecha, .. } => numero
            .as_deref()
            .and_then(|num| num.rsplit('/').next())
            .filter(|y| y.len() == 4)
            .or_else(|| fecha.as_deref().and_then(|f| f.get(..4))),
        _ => None,
    }
}

/// True when `pos` stands inside a quotation opened earlier in its paragraph.
/// At most this many bytes back are read for an open quotation (a page of PDF text may be one
/// long line).
const QUOTE_REACH: usize = 2000;

fn inside_quotation(text: &str, pos: usize) -> bool {
    let from = floor(text, pos.saturating_sub(QUOTE_REACH)).max(line_start(text, pos));
    text.get(from..pos).is_some_and(quote_left_open)
}

/// True when `between` opens a quotation it does not close.
fn quote_left_open(between: &str) -> bool {
    let count = |c: char| between.matches(c).count();
    count('«') > count('»') || count('“') > count('”')
}

/// `incoming` followed by the last `own` entries of `walk` (those the walk added itself), at
/// most `cap`, the most recent kept: what a single walk over both texts would hold.
/// The last `own` entries of `all`, at most `cap`: what a walk itself added to a memory.
fn own_tail<T>(all: &[T], own: usize, cap: usize) -> &[T] {
    all.get(all.len().saturating_sub(own.min(cap))..)
        .unwrap_or_default()
}

fn join_recent<T: Clone>(mut incoming: Vec<T>, walk: &[T], own: usize, cap: usize) -> Vec<T> {
    let own_start = walk.len().saturating_sub(own);
    incoming.extend(walk.get(own_start..).unwrap_or_default().iter().cloned());
    let excess = incoming.len().saturating_sub(cap);
    incoming.drain(..excess);
    incoming
}

const HISTORY: usize = 64;
/// Articles of the current paragraph that are remembered.
const PARA_ARTICLES: usize = 32;
/// Abbreviations defined in the brief that are remembered.
const ALIASES: usize = 64;

impl State {
    fn remember(&mut self, norm: NormRef) {
        self.remember_aside(norm.clone());
        self.set_last(norm);
    }

    /// Makes `norm` the one the text speaks of.
    fn set_last(&mut self, norm: NormRef) {
        self.last = Some(norm);
        self.assigned = true;
    }

    /// Keeps a norm for back-references by kind without making it the one the text speaks of.
    fn remember_aside(&mut self, norm: NormRef) {
        self.learn_alias(&norm);
        // Only the last HISTORY entries are ever read; the older ones are let go in batches
        // so that remembering a norm does not shift the whole memory each time.
        if self.history.len() >= 2 * HISTORY {
            self.history.drain(..HISTORY);
        }
        self.history.push(norm);
        self.own = (self.own + 1).min(self.history.len());
    }

    /// The norm a back-reference (`la misma ley`, `el citado texto refundido`) points to:
    /// the last norm of the kind it names, else the last norm.
    ///
    /// One that names no kind (`de ésta`, `la misma`) points to the norm the text speaks of,
    /// which a back-reference may have made another than the last one named (`por el art. 1.2
    /// de la Directiva, y … del art. 4.2 de ésta`, after `art. 80.1 TRLGDCU`).
    fn resolve(&self, backref: &str) -> Option<NormRef> {
        if !names_kind(&fold(backref)) {
            return self
                .recall()
                .cloned()
                .or_else(|| self.last_of_kind(backref));
        }
        // `su art. 6.1.a) …, y el art. 9.1 de la citada Ley`: the norm the text went on
        // speaking of (named again by a possessive) when it is of that kind.
        let b = fold(backref);
        let named = self.last_of_kind(backref);
        if let Some(spoken) = self
            .recall()
            .filter(|n| fits_kind(&b, n) && named.as_ref().is_none_or(|m| n.pos > m.pos))
        {
            return Some(spoken.clone());
        }
        named.or_else(|| self.recall().cloned())
    }

    /// `aquella Ley` at `pos`: when an earlier sentence of the paragraph named two norms of
    /// that kind last, close together, the one named first. A norm named in the same sentence
    /// is the one meant.
    fn farther_of_two(&self, backref: &str, text: &str, pos: usize) -> Option<NormRef> {
        let para = line_start(text, pos);
        let last = self.last_of_kind(backref)?;
        if last.pos < para || !sentence_break_between(text, last.pos, pos) {
            return None;
        }
        let b = fold(backref);
        self.named_before(text, &last, para, 300, |n| fits_kind(&b, n))
    }

    /// The norm named last before `last` in the paragraph that starts at `para` (another one,
    /// of those `fits`), at most `max_gap` bytes before it and in the same sentence.
    fn named_before(
        &self,
        text: &str,
        last: &NormRef,
        para: usize,
        max_gap: usize,
        fits: impl Fn(&NormRef) -> bool,
    ) -> Option<NormRef> {
        self.searched_past_own();
        let visible = self.history.len().saturating_sub(HISTORY);
        let before = self
            .history
            .get(visible..)
            .unwrap_or_default()
            .iter()
            .rev()
            .filter(|n| n.pos < last.pos && n.pos >= para && n.norma != last.norma)
            .find(|n| fits(n))?;
        (last.pos.saturating_sub(before.pos) <= max_gap
            && !sentence_break_between(text, before.pos, last.pos))
        .then(|| before.clone())
    }

    /// `la Ley 7/2022 —que derogó la Ley 22/2011, … mediante su disposición derogatoria
    /// primera— impone en su artículo 11.3`: when the norm named last is the one the norm
    /// named right before it repealed or replaced, a possessive speaks of the repealing one.
    fn repealer_of_last(&self, text: &str, pos: usize) -> Option<NormRef> {
        static RE_REPEALED: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)(?:derog[oó]|deroga|derogaba|derogar|sustituy[oó]\s+a|sustituye\s+a|reemplaz[oó]\s+a|reemplaza\s+a)\s+(?:expresamente\s+|[ií]ntegramente\s+)?(?:a\s+)?(?:la|el|al|los|las)\s+(?:anterior\s+|antigua\s+|antiguo\s+|vieja\s+|viejo\s+)?$",
            )
        });
        let para = line_start(text, pos);
        let last = self.last.as_ref()?;
        if last.pos < para || last.pos >= pos {
            return None;
        }
        let before_last = text.get(floor(text, last.pos.saturating_sub(60))..last.pos)?;
        if !RE_REPEALED.is_match(before_last) {
            return None;
        }
        self.named_before(text, last, para, 200, |_| true)
    }

    /// `el Real Decreto 417/2006, de 7 de abril, por el que se desarrolla el TRLCI, cuyo
    /// artículo 28`: the norm named last stands in the title of the one named before it, of
    /// which the possessive right after the title speaks.
    fn titled_by_last(&self, text: &str, pos: usize) -> Option<NormRef> {
        static RE_TITLE_NAMES: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i),\s*(?:por\s+(?:el|la)\s+que\s+se\s+(?:desarrolla|aprueba|regula|reglamenta|ejecuta|complementa)(?:\s+\p{L}+){0,6}?|de\s+desarrollo(?:\s+\p{L}+){0,6}?)\s+(?:de\s+)?(?:la|el|los|las|del)\s+$",
            )
        });
        static RE_POSSESSIVE_NEXT: LazyLock<Re> =
            LazyLock::new(|| re(r"^[^.;()\n«»]{0,20}?,\s*(?:cuy[oa]s?|y\s+en\s+su|en\s+su)\s+$"));
        static RE_OWN_TITLE_NAMES: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)^[^.;()\n«»]{0,200}?,\s*(?:por\s+(?:el|la)\s+que\s+se\s+(?:desarrolla|aprueba|regula|reglamenta|ejecuta|complementa)|de\s+desarrollo)\s[^.;()\n«»]{2,160},\s*(?:cuy[oa]s?|y\s+en\s+su|en\s+su)\s+$",
            )
        });
        let para = line_start(text, pos);
        let last = self.last.as_ref()?;
        if last.pos < para || last.pos >= pos {
            return None;
        }
        // The norm named last holds the other in its title, which the possessive follows.
        if RE_OWN_TITLE_NAMES.is_match(text.get(last.pos..pos)?) {
            return Some(last.clone());
        }
        // The possessive follows the last norm's name and a comma.
        if !RE_POSSESSIVE_NEXT.is_match(text.get(last.pos..pos)?) {
            return None;
        }
        let before_last = text.get(floor(text, last.pos.saturating_sub(120))..last.pos)?;
        if !RE_TITLE_NAMES.is_match(before_last) {
            return None;
        }
        self.named_before(text, last, para, 260, |_| true)
    }

    /// The last norm of the kind a word names (`directiva`, `texto refundido`); any norm when
    /// it names no kind.
    fn last_of_kind(&self, backref: &str) -> Option<NormRef> {
        self.of_kind(backref, false)
    }

    /// The norm of that kind the text speaks of most (`del Reglamento`, `de la Directiva`
    /// with no demonstrative: the regulation the brief is about, not one named in passing
    /// since, such as the amending one): the one named most often among the last norms
    /// remembered, the last of them on a tie.
    fn salient_of_kind(&self, kind: &str) -> Option<NormRef> {
        self.of_kind(kind, true)
    }

    /// The norm named at `pos` by this walk, if it is among the norms it named itself (the
    /// last `own` of the history).
    fn own_named_at(&self, pos: usize) -> Option<&NormRef> {
        let own_start = self.history.len().saturating_sub(self.own);
        self.history
            .get(own_start..)
            .unwrap_or_default()
            .iter()
            .rev()
            .find(|n| n.pos == pos)
    }

    fn of_kind(&self, backref: &str, salient: bool) -> Option<NormRef> {
        let b = fold(backref);
        // `(en adelante, la Directiva)`: the bare kind names the act the brief gave that name.
        let bare = b
            .trim_start_matches("de ")
            .trim_start_matches("del ")
            .trim_start_matches("la ")
            .trim_start_matches("el ");
        if matches!(bare, "directiva" | "reglamento" | "ley")
            && let Some(n) = self.alias(&named_alias_key(bare))
        {
            return Some(n);
        }
        let fits = |n: &NormRef| fits_kind(&b, n);
        if salient {
            let visible = self
                .history
                .get(self.history.len().saturating_sub(HISTORY)..)
                .unwrap_or_default();
            let same = |a: &NormRef, b: &NormRef| match (&a.kind, &b.kind) {
                (
                    NormKind::EuAct { celex: Some(x), .. },
                    NormKind::EuAct { celex: Some(y), .. },
                ) => x == y,
                (
                    NormKind::Boe {
                        norma_id: Some(x), ..
                    },
                    NormKind::Boe {
                        norma_id: Some(y), ..
                    },
                ) => x == y,
                _ => a.norma == b.norma,
            };
            // The count takes in the norms named before this walk, whatever they are.
            self.searched_past_own();
            let mut best: Option<(usize, &NormRef)> = None;
            for (i, n) in visible.iter().enumerate().rev() {
                if !fits(n)
                    || visible
                        .get(i + 1..)
                        .is_some_and(|later| later.iter().any(|l| same(l, n)))
                {
                    // Counted already at its last mention.
                    continue;
                }
                let count = visible.iter().filter(|m| same(m, n)).count();
                if best.is_none_or(|(c, _)| count > c) {
                    best = Some((count, n));
                }
            }
            return best.map(|(_, n)| n.clone());
        }
        self.last_fitting(fits).cloned()
    }

    /// The last of the norms remembered (the last [`HISTORY`], as every search of the
    /// memory reads it) that `fits`: first among those this walk named itself; else, noted as
    /// an answer that depends on the text before the walk, among those it started with.
    fn last_fitting(&self, fits: impl Fn(&NormRef) -> bool) -> Option<&NormRef> {
        let visible = self.history.len().saturating_sub(HISTORY);
        let own_start = self.history.len().saturating_sub(self.own).max(visible);
        let (inherited, own) = self
            .history
            .get(visible..)
            .unwrap_or_default()
            .split_at(own_start - visible);
        if let Some(n) = own.iter().rev().find(|n| fits(n)) {
            return Some(n);
        }
        self.searched_past_own();
        inherited.iter().rev().find(|n| fits(n))
    }
}

/// The procedural laws (LEC, LECrim, LJCA, LRJS): what `la Ley procesal` and `la Ley
/// rituaria` name.
const PROCEDURAL: [&str; 4] = [
    "BOE-A-2000-323",
    "BOE-A-1882-6036",
    "BOE-A-1998-16718",
    "BOE-A-2011-15936",
];

/// `la Ley procesal`, `la Ley rituaria civil`, `la Ley de ritos`: the procedural law the
/// brief speaks of. With a qualifier, the one it names; without, the last procedural law
/// named, else the LEC (the general one, art. 4 LEC).
static RE_PROCEDURAL_LAW: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^ley\s+(?:procesal|rituaria|de\s+ritos)(?:\s+(civil|penal|criminal|laboral|social|contencioso(?:-|\s+)administrativa))?\b",
    )
});

fn procedural_law_at(w: &str, pos: usize, state: &State) -> Option<(usize, NormRef)> {
    let c = RE_PROCEDURAL_LAW.captures(w)?;
    let len = c.get(0)?.end();
    let written = squash(w.get(..len)?);
    let id = match c.get(1).map(|m| fold(m.as_str())) {
        Some(q) if q == "civil" => PROCEDURAL[0],
        Some(q) if q == "penal" || q == "criminal" => PROCEDURAL[1],
        Some(q) if q.starts_with("contencioso") => PROCEDURAL[2],
        Some(_) => PROCEDURAL[3],
        None => {
            if let Some(mut n) = state.last_of_kind("ley procesal") {
                n.norma = written;
                n.pos = pos;
                n.standalone = None;
                return Some((len, n));
            }
            PROCEDURAL[0]
        }
    };
    let entry = NORMS.iter().find(|e| e.boe_id == Some(id))?;
    Some((len, from_entry(entry, written, pos, false)))
}

/// A norm as cited, shared: the walk's memory holds the same norm in several places (the
/// norm the text speaks of, the last norms named, the articles of the paragraph, the last
/// article), and a copy of it costs a reference count instead of its strings. A change to
/// one copy ([`std::ops::DerefMut`]) leaves the others as they were.
#[derive(Clone, PartialEq)]
struct NormRef(std::sync::Arc<NormData>);

impl NormRef {
    fn new(data: NormData) -> NormRef {
        NormRef(std::sync::Arc::new(data))
    }

    /// The norm itself, taken out when this is its only copy.
    fn into_data(self) -> NormData {
        std::sync::Arc::try_unwrap(self.0).unwrap_or_else(|shared| (*shared).clone())
    }
}

impl std::ops::Deref for NormRef {
    type Target = NormData;

    fn deref(&self) -> &NormData {
        &self.0
    }
}

impl std::ops::DerefMut for NormRef {
    fn deref_mut(&mut self) -> &mut NormData {
        std::sync::Arc::make_mut(&mut self.0)
    }
}

impl std::fmt::Debug for NormRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// A norm as cited, resolved as far as possible.
#[derive(Debug, Clone, PartialEq)]
struct NormData {
    kind: NormKind,
    /// As written.
    norma: String,
    /// Where it was written.
    pos: usize,
    /// Start of its own standalone citation, if it produced one.
    standalone: Option<usize>,
    /// The abbreviation the brief gives it right after naming it: `(en adelante, LDV)`.
    alias: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
enum NormKind {
    Boe {
        norma_id: Option<String>,
        rango: Option<String>,
        numero: Option<String>,
        fecha: Option<String>,
        avisos: Vec<String>,
    },
    EuAct {
        tipo: &'static str,
        numero_acto: Option<String>,
        celex: Option<String>,
        fecha: Option<String>,
        avisos: Vec<String>,
    },
    Treaty {
        /// CELEX prefix of an article (`12016E` + article, `12016M`, `12016P`).
        celex_prefix: &'static str,
    },
    Unsupported(&'static str),
}

fn re(pattern: &str) -> Re {
    Re::new(pattern).expect("invariant: legislation regex compiles")
}

const MONTHS: &str = "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";

static RE_ART_HEAD: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:art[íi]culos?|arts?\s*\.|art\s*\.?\s*[º°]|arts?)\s*(?:n[úu]m(?:ero)?\.?\s*|n\.?\s*º\s*)?",
    )
});
/// The Latin ordinals that number the articles inserted after another (`82 bis`, `20
/// quinquies`), in order; [`RE_ITEM`] reads them (and `quáter`).
const LATIN_SUFFIXES: &[&str] = &[
    "bis",
    "ter",
    "quater",
    "quinquies",
    "sexies",
    "septies",
    "octies",
    "nonies",
    "decies",
];
static RE_ITEM: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^([1-9]\.\d{3}|\d{1,4}|[úu]nico)(?:\s*\.?\s*[ºª°])?(?:\s+(bis|ter|qu[aá]ter|quinquies|sexies|septies|octies|nonies|decies)\b)?((?:\s*\.\s*\d{1,3}(?:\s*\.?\s*[ºª°])?)*)(?:\s*\.?\s*([a-zñ](?:\s+bis)?)\)((?:\s*\.\s*\d{1,2}\s*\.?\s*[ºª°]|\.\d{1,2}\b)?))?",
    )
});
static RE_TRAILING_APDO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*,?\s*(?:(?:en\s+)?(?:su|sus)\s+)?(?:apartados?|apdos?\.|ap\.|n[úu]meros?|p[aá]rrafo|reglas?|ordinal(?:es)?|circunstancias?|puntos?)\s+(?:(\d{1,3}(?:\.\d{1,3})*(?:\s*\.?\s*[º°ª])?)(?:\s*[,.]?\s*(?:letra\s+)?([a-zñ])\))?|([a-zñ])\))|(?i)^\s*,?\s*parte\s+(?-i:([A-Z]))\b|(?i)^\s*,?\s*(?:apartados?|apdos?\.)\s+(uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b",
    )
});
static RE_TRAILING_LETRA: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^\s*,?\s*letras?\s+([a-zñ])\)?((?:\s*(?:,|y|e)\s*[a-zñ]\))*)"));
static RE_TRAILING_SKIP: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*,?\s*(?:in\s+fine|(?:p[aá]rrafo|p[aá]rr\.|pfo\.)\s*(?:primero|segundo|tercero|cuarto|quinto|sexto|[úu]ltimo|\d{1,2}(?:\s*\.?\s*[ºª°])?)|(?:primer|segundo|tercer|[úu]ltimo)\s+(?:p[aá]rrafo|inciso)|inciso\s+(?:primero|segundo|final|[úu]ltimo))\b",
    )
});
static RE_LIST_SEP: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*(?:,|;)?\s*(?:(?:y|e|o|u)\s+|en\s+relaci[oó]n\s+con\s+)?(?:(?:el|los|del|al|art\.|arts\.|art[íi]culos?)\s+){0,2}",
    )
});
/// `de la Directiva`, `del Reglamento`, and the word after the noun.
static RE_BARE_KIND: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(Directiva|Reglamento|Carta|Convenio|Convenci[oó]n|Pacto|Estatuto|C[oó]digo|Real\s+Decreto-[Ll]ey|Real\s+Decreto\s+[Ll]egislativo|Real\s+Decreto|Ley\s+Org[aá]nica|Ley|Decisi[oó]n\s+[Mm]arco|texto\s+refundido|Texto\s+Refundido|texto\s+punitivo|c[oó]digo\s+punitivo|texto\s+estatutario)\b\s*(\S*)",
    )
});
/// `el apartado 3 del mismo precepto`, `apartado 2.b) del citado artículo`, `la regla 11.ª del
/// mismo artículo`.
static RE_APDO_BACKREF: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:apartados?|apdos?\.|reglas?|ordinal(?:es)?)\s+((?:\d{1,3}(?:\s*\.\s*\d{1,3})*(?:\s*\.?\s*[º°ª])?(?:\s*\.?\s*[a-zñ]\))?|[a-zñ]\))(?:\s*(?:,|y|e)\s*(?:\d{1,3}(?:\s*\.\s*\d{1,3})*(?:\s*\.?\s*[º°ª])?(?:\s*\.?\s*[a-zñ]\))?|[a-zñ]\)))*)\s+(?:del|de\s+(?:ese|este|dicho|tal))\s+(?:(?:mismo|citado|referido|precitado|mencionado|dicho)\s+)?(?:precepto|art[íi]culo\b|art\.)",
    )
});
/// Further letters of the same apartado: `88.2.a), b) y c)`.
static RE_MORE_LETTER: LazyLock<Re> =
    LazyLock::new(|| re(r"^\s*(?:,|y|e|o|u)\s*(?:,\s*)?(?:(?:y|e|o)\s+)?([a-zñ])\)"));
/// The letter of a `bis`/`ter` article: `588 bis a`, `588 ter d`.
static RE_BIS_LETTER: LazyLock<Re> = LazyLock::new(|| re(r"^\s+([a-zñ])\b"));
/// The apartados after a lettered article: `.4`, `.3.b)`.
static RE_BIS_TAIL: LazyLock<Re> =
    LazyLock::new(|| re(r"^((?:\.\d{1,3}(?:\s*\.?\s*[ºª°])?)+)(?:\.?([a-zñ])\))?"));
static RE_RANGE_SEP: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^\s*(?:a|al|hasta(?:\s+el)?|-|–)\s*"));
static RE_SS: LazyLock<Re> = LazyLock::new(|| {
    re(r"(?i)^\s*,?\s*(?:y\s+(?:ss\.|sigs?\.|siguientes|concordantes|cc\.)|et\s+seq\.?)")
});
static RE_LINK: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*,?\s*(?:(?:de|del|en)\s+(?:(?:la|el|los|las|nuestra|nuestro)\s+)?)?(?:(?:hoy\s+|entonces\s+|ya\s+)?(?:derogad[oa]|vigente|antigu[oa]|anterior|extint[oa])\s+)?",
    )
});
/// Norms were named by their date alone before they had numbers: laws until the 1970s,
/// ministerial orders until 2000, decrees until the 1930s, royal decrees and orders of the
/// monarchy until 1931. A later `Decreto de 9 de enero de 2025 del Concejal …` or `Orden de 3
/// de mayo de 2020 de la Consejería …` is an administrative act.
fn dated_norm_era(rank: &str, year: &str) -> bool {
    let Ok(y) = year.parse::<i32>() else {
        return false;
    };
    let r = fold(rank);
    match r.as_str() {
        "ley" => y < 1980,
        // Ministerial orders had no number until the 2000s (`Orden EHA/2899/2011`).
        "orden" => y < 2001,
        "decreto" => y < 1940,
        _ => r.starts_with("real") && y < 1931,
    }
}

static RE_CIRCULAR_ISSUER: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)\b(?:del\s+Banco\s+de\s+Espa[ñn]a|a\s+entidades\s+de\s+cr[eé]dito|de\s+la\s+Comisi[oó]n\s+Nacional\s+del\s+Mercado\s+de\s+Valores|de\s+la\s+(?-i:CNMV))\b",
    )
});

/// What looks like a norm's abbreviation: dotted initials (`C.c.`, `L.H.`) or an acronym
/// (`TRLCSP`).
static RE_ABBREV_SHAPE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?:(?:[A-ZÑ][a-zñ]?\.\s?){2,}|[A-ZÑ]{2,}[a-zñ]{0,3}(?:/\d{2,4}|\d)?\b|[A-ZÑ][a-zñ][A-ZÑ]{2,}\b)",
    )
});

/// A norm named by a title the table does not know, and the rank and number that approved
/// it: `Reglamento del Registro Mercantil, aprobado por Real Decreto 1784/1996`.
static RE_APPROVED_BY: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?:(?-i:[A-ZÁÉÍÓÚ])|texto\s+(?:refundido|articulado)\b)[^,;.()\n«»“”]{3,120}?,?\s+(?i:aprobad[oa]\s+por\s+(?:el\s+|la\s+)?)|^texto\s+(?:refundido|articulado)\s*,?\s+(?i:(?:aprobad|promulgad)[oa]\s+por\s+(?:el\s+|la\s+)?)",
    )
});
/// An old norm named by its date alone: `Ley de 23 de julio de 1908`.
static RE_DATED_LAW: LazyLock<Re> = LazyLock::new(|| {
    re(&format!(
        r"^(?P<rank>[Ll]ey|[Rr]eal\s+[Dd]ecreto|[Dd]ecreto|[Rr]eal\s+[Oo]rden|[Oo]rden)\s+de\s+(?P<d>\d{{1,2}})\s+de\s+(?P<m>{MONTHS})\s+de\s+(?P<y>1[5-9]\d{{2}}|20\d{{2}})\b"
    ))
});
static RE_BACKREF: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:mism[oa]|citad[oa]|precitad[oa]|referid[oa]|mencionad[oa]|dich[oa]|indicad[oa]|señalad[oa]|aludid[oa]|expresad[oa]|meritad[oa]|antedich[oa]|invocad[oa]|repetid[oa]|propi[oa]|esta|este|ésta|éste)\b\s*(?:(?:ley\s+org[aá]nica|ley\s+procesal|ley\s+rituaria|ley\s+de\s+ritos|ley\s+jurisdiccional|ley|norma(?:\s+legal)?|texto\s+(?:legal|refundido|normativo|articulado|punitivo|estatutario|procesal)|c[oó]digo\s+punitivo|cuerpo\s+(?:legal|normativo|procesal)|c[oó]digo|real\s+decreto(?:\s+legislativo|-ley)?|decreto(?:-ley)?|reglamento|directiva|decisi[oó]n\s+marco|disposici[oó]n(?:\s+legal)?|estatuto|tratado|convenio)\b)?|^(?i:esa|ese|aquella|aquel)\s+(?i:mism[oa]\s+)?(?:ley\s+org[aá]nica|ley|norma(?:\s+legal)?|texto\s+(?:legal|refundido)|cuerpo\s+legal|c[oó]digo|real\s+decreto(?:\s+legislativo|-ley)?|reglamento|directiva|decisi[oó]n\s+marco|estatuto|tratado|convenio)\b|^(?i:aquella|aquel)\b",
    )
});
/// `de la misma (la Directiva de reconocimiento)`: the kind of the norm a bare back-reference
/// points to, in parentheses.
static RE_BACKREF_KIND_PAREN: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^\s*\(\s*(?:la|el)\s+(Directiva|Ley|Reglamento|Constituci[oó]n|Carta|Convenci[oó]n|Convenio|C[oó]digo|Decisi[oó]n)\b[^()\n]{0,60}\)",
    )
});
static RE_FORMAL: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?P<rank>[Ll]ey\s+[Oo]rg[aá]nica|LEY\s+ORG[AÁ]NICA|[Rr]eal\s+[Dd]ecreto[\s-]+[Ll]ey|[Rr]eal\s+[Dd]ecreto\s+[Ll]egislativo|[Rr]eal\s+[Dd]ecreto|REAL\s+DECRETO(?:\s+LEGISLATIVO|-LEY)?|[Dd]ecreto[\s-]+[Ll]ey|[Dd]ecreto\s+[Ll]egislativo|[Dd]ecreto|[Ll]ey|LEY|[Cc]ircular|LO|L\.O\.|RDL|RD-?[Ll]ey|RD\s+[Ll]egislativo|R\.D\.\s?[Ll]egislativo|RD\s+[Ll]eg\.?|RDLeg\.?|RDLegis\.?|RDLg|RDLG|R\.D\.L\.|R\.D\.\s?[Ll]eg\.|R\.D\.|RD|DL|D\.L\.)\s*(?:n[úu]m\.\s*|n\.?\s*º\s*|número\s+)?(?P<n>\d{1,4})\s*/\s*(?P<y>\d{4}|\d{2})",
    )
});
const FORMAL_GROUPS: [G; 3] = [G::Named("rank"), G::Named("n"), G::Named("y")];

/// The groups of a match of [`RE_FORMAL`] (`rank`, `n`, `y`), read from its text: the year
/// is its last digits, the number the digits before the slash, and the rank what comes before
/// the number and the `núm.`, `n.º` or `número` that may stand between them. No rank ends in
/// a digit, a space or one of those words, so the rank ends where they begin.
fn formal_shape(m: &str) -> Option<Shape<3>> {
    let (before, y) = split_trailing_digits(m);
    if y.len() != 2 && y.len() != 4 {
        return None;
    }
    let before = before.trim_end().strip_suffix('/')?.trim_end();
    let (head, n) = split_trailing_digits(before);
    if !(1..=4).contains(&n.len()) {
        return None;
    }
    let mut rank = head.trim_end();
    if let Some(r) = ["núm.", "num.", "número"]
        .iter()
        .find_map(|w| rank.strip_suffix(w))
    {
        rank = r.trim_end();
    } else if let Some(r) = rank.strip_suffix('º') {
        let r = r.trim_end();
        rank = r
            .strip_suffix('.')
            .unwrap_or(r)
            .strip_suffix('n')?
            .trim_end();
    }
    if rank.is_empty() {
        return None;
    }
    Some([
        Some(0..rank.len()),
        Some(head.len()..before.len()),
        Some(m.len() - y.len()..m.len()),
    ])
}

static RE_ORDEN: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?:[Oo]rden(?:\s+[Mm]inisterial)?|OM)\s+(?P<dep>[A-Z]{2,5})\s*/\s*(?P<n>\d{1,5})\s*/\s*(?P<y>\d{4})",
    )
});
static RE_NORM_DATE: LazyLock<Re> = LazyLock::new(|| {
    re(&format!(
        r"(?i)^\s*,?\s*de\s+(\d{{1,2}})(?:\s*\.?\s*[º°])?\s+de\s+({MONTHS})\b(?:\s+(?:de\s+)?((?:1[89]|20)\d{{2}})\b)?"
    ))
});
/// The title after a norm's number, as [`title_shape`] reads it (this pattern states what the
/// reading does, and a test holds the two to the same answer). The run of title chars is
/// unbounded and cut to [`TITLE_CHARS`] by [`title_at`].
#[cfg(test)]
static RE_TITLE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r#"^\s*,?\s*((?:de|del|sobre|por\s+(?:el|la|los|las)|para|reguladora|regulador|general|relativa|relativo|org[aá]nica|complementaria|integral|b[aá]sica|de\s+medidas)\s([^,;:()\n«»“”"\[\]]{2,}))"#,
    )
});
/// The most chars of a title after its first word.
const TITLE_CHARS: usize = 250;

/// The title at the start of `r`: where it starts and its text (before [`title_cut`]),
/// exactly what `[^…]{2,250}` in place of the unbounded run would capture.
///
/// Read by hand in the pattern's order of preference ([`RE_TITLE`] states it, and a test holds
/// the two to the same answer): the capture search ran over the whole title, some ten
/// thousand instructions a title.
fn title_at(r: &str) -> Option<(usize, &str)> {
    let (start, run_start, run_end) = title_shape(r)?;
    let run = r.get(run_start..run_end)?;
    let cut = run
        .char_indices()
        .nth(TITLE_CHARS)
        .map_or(run_end, |(i, _)| run_start + i);
    Some((start, r.get(start..cut)?))
}

/// [`RE_TITLE`]'s match on `r` as (where group 1 starts, where group 2 starts, where both end).
fn title_shape(r: &str) -> Option<(usize, usize, usize)> {
    /// The first words of a title, in the pattern's order; a word list is one of its words
    /// after whitespace.
    const LEADS: &[(&str, &[&str])] = &[
        ("de", &[]),
        ("del", &[]),
        ("sobre", &[]),
        ("por", &["el", "la", "los", "las"]),
        ("para", &[]),
        ("reguladora", &[]),
        ("regulador", &[]),
        ("general", &[]),
        ("relativa", &[]),
        ("relativo", &[]),
        ("orgánica", &[]),
        ("organica", &[]),
        ("complementaria", &[]),
        ("integral", &[]),
        ("básica", &[]),
        ("basica", &[]),
        ("de", &["medidas"]),
    ];
    fn spaces(s: &str) -> usize {
        s.len() - s.trim_start().len()
    }
    fn one_space(s: &str) -> Option<usize> {
        s.chars()
            .next()
            .filter(|c| c.is_whitespace())
            .map(char::len_utf8)
    }
    let mut start = spaces(r);
    if r.get(start..)?.starts_with(',') {
        start += 1;
        start += spaces(r.get(start..)?);
    }
    let rest = r.get(start..)?;
    for (word, next) in LEADS {
        let Some(mut at) = rest.starts_with(word).then_some(word.len()) else {
            continue;
        };
        if !next.is_empty() {
            let gap = spaces(rest.get(at..)?);
            if gap == 0 {
                continue;
            }
            at += gap;
            let Some(second) = next.iter().find(|w| {
                rest.get(at..).is_some_and(|t| {
                    t.starts_with(**w) && t.get(w.len()..).and_then(one_space).is_some()
                })
            }) else {
                continue;
            };
            at += second.len();
        }
        let Some(space) = rest.get(at..).and_then(one_space) else {
            continue;
        };
        at += space;
        let run = rest.get(at..)?;
        let len = run
            .find([
                ',', ';', ':', '(', ')', '\n', '«', '»', '“', '”', '"', '[', ']',
            ])
            .unwrap_or(run.len());
        if run.get(..len)?.chars().nth(1).is_some() {
            return Some((start, start + at, start + at + len));
        }
    }
    None
}
/// The key of an abbreviation a brief defines (`LDV`, `L.D.V.`, `LOEx`): dots and spaces removed; at
/// least two capitals and a capital first, so that a word in parentheses is not one.
fn alias_key(raw: &str) -> Option<String> {
    let kept = || raw.chars().filter(|c| *c != '.' && !c.is_whitespace());
    // Judged before the key is built: most names are not abbreviations.
    let mut chars = kept();
    if !chars.next().is_some_and(|c| c.is_ascii_uppercase()) {
        return None;
    }
    // The first is a capital; one more makes the key long enough too.
    chars
        .any(|c| c.is_ascii_uppercase())
        .then(|| kept().collect())
}

/// `El Real Decreto 463/2020, de 14 de marzo, … (en adelante, RD 463/2020), dictado al amparo
/// … de la Ley Orgánica 4/1981 …, dispuso en su artículo 10.4`: the possessive after the verb
/// of a sentence whose subject is a norm speaks of that norm, not of the last one named inside
/// the subject. `at` is where the possessive's article stands.
fn sentence_subject(text: &str, at: usize, state: &State) -> Option<NormRef> {
    static RE_VERB_SU: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i),\s*(?:dispuso|dispone|dispon[ií]a|establece|establec[ií]a|estableci[oó]|prev[eé]|prev[eé][ií]a|previ[oó]|regula|regulaba|regul[oó]|recoge|recog[ií]a|recogi[oó]|contempla|contemplaba|contempl[oó]|señala|señalaba|señal[oó]|exige|exig[ií]a|exigi[oó]|impone|impon[ií]a|impuso|declara|declaraba|declar[oó]|ordena|ordenaba|orden[oó]|suspende|suspendi[oó]|prohib[ií]a|proh[ií]be|prohibi[oó]|introdujo|introduce|a[ñn]adi[oó]|añade|modific[oó]|modifica|configura|configuraba|configur[oó]|tipifica|tipificaba|tipific[oó]|castiga|castigaba|sanciona|sancionaba|define|defin[ií]a|consagra|reconoce|reconoc[ií]a|garantiza|atribuye|enumera|contiene)\s+(?:(?:como\s+)?\p{Ll}+\s+)?(?:en\s+)?(?:su|sus)\s+$",
        )
    });
    // `La LOPDGDD tipifica, en su art. 73.f), la falta … del art. 32.1 RGPD, y su art. 28.1
    // obliga`: a possessive joined by `y` to an earlier one of the sentence speaks of the same
    // norm.
    static RE_AND_SU: LazyLock<Re> = LazyLock::new(|| re(r",\s*y\s+(?:en\s+)?sus?\s+$"));
    static RE_EARLIER_SU: LazyLock<Re> =
        LazyLock::new(|| re(r"(?i)\b(?:en\s+)?sus?\s+(?:art[íi]culos?|arts?\.)"));
    // The verb and the possessive stand right before the article.
    let tail = text.get(floor(text, at.saturating_sub(48))..at)?;
    let joined = !RE_VERB_SU.is_match(tail) && RE_AND_SU.is_match(tail);
    if !joined && !RE_VERB_SU.is_match(tail) {
        return None;
    }
    let from = floor(text, at.saturating_sub(1200)).max(line_start(text, at));
    let before = text.get(from..at)?;
    let sentence_start = super::text::last_sentence_start(before);
    let sentence = before.get(sentence_start..)?;
    // `El art. 37 de la Carta … exige …, en línea con el art. 191.2 TFUE, y su art. 7
    // protege`: the norm named last stands in an aside of the sentence.
    static RE_ASIDE_CLAUSE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i),\s*(?:en\s+l[ií]nea\s+con|conforme\s+al?|de\s+acuerdo\s+con|en\s+relaci[oó]n\s+con|al\s+igual\s+que|en\s+consonancia\s+con|seg[uú]n|como\s+(?:el|la|los|las)|a\s+diferencia\s+de)\s[^,;]*$",
        )
    });
    let aside_last = || {
        RE_AND_SU
            .find(sentence)
            .and_then(|m| sentence.get(..m.start()))
            .is_some_and(|head| RE_ASIDE_CLAUSE.is_match(head))
    };
    if joined && !RE_EARLIER_SU.is_match(sentence) && !aside_last() {
        return None;
    }
    let trimmed = sentence.trim_start();
    let article = ["El ", "La "].iter().find(|a| trimmed.starts_with(**a))?;
    let pos = from + sentence_start + (sentence.len() - trimmed.len()) + article.len();
    if let Some(n) = state.own_named_at(pos) {
        return Some(n.clone());
    }
    // `El art. 37 de la Carta … exige …, en línea con el art. 191.2 TFUE, y su art. 7`: the
    // norm of the article the sentence opens with (only past an aside: `…, y la Directiva …,
    // dispone en su art. 6.1` speaks of the norm of its own clause).
    if !(joined && aside_last()) {
        return None;
    }
    static RE_ARTICLE_OF: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^(?:art[íi]culo|art\.)\s*\d{1,4}(?:\.\d{1,3})*(?:\s*(?:bis|ter))?(?:\.?[a-zñ]\))?\s+(?:de\s+la|del|de\s+los|de\s+las)\s+",
        )
    });
    let head = RE_ARTICLE_OF.find(text.get(pos..at)?)?;
    state.own_named_at(pos + head.end()).cloned()
}

/// `El Real Decreto-ley 19/2018, …, que transpone la Directiva (UE) 2015/2366 (PSD2), hace
/// recaer en el proveedor la prueba de la autenticación (art. 44)`: a bare article in
/// parentheses speaks of the norm the sentence is about, not of the one its relative clause
/// names. `pos` is where the article's head stands, `last_pos` where the norm remembered last
/// was named.
fn subject_past_relative_clause(
    text: &str,
    pos: usize,
    last_pos: usize,
    state: &State,
) -> Option<NormRef> {
    static RE_RELATIVE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r",\s*(?:que|por\s+(?:el|la)\s+que\s+se)\s+(?:transpone|traspone|incorpora|modifica|desarrolla|deroga|aplica|complementa|ejecuta|adapta)n?\b[^.;]*$",
        )
    });
    if !text.get(..pos)?.trim_end().ends_with('(') {
        return None;
    }
    let from = floor(text, pos.saturating_sub(1200)).max(line_start(text, pos));
    let before = text.get(from..pos)?;
    let sentence_start = super::text::last_sentence_start(before);
    let sentence = before.get(sentence_start..)?;
    let trimmed = sentence.trim_start();
    let article = ["El ", "La "].iter().find(|a| trimmed.starts_with(**a))?;
    let subject_pos = from + sentence_start + (sentence.len() - trimmed.len()) + article.len();
    if last_pos <= subject_pos {
        return None;
    }
    // The norm named last stands in a relative clause of the subject.
    if !RE_RELATIVE.is_match(text.get(subject_pos..last_pos)?) {
        return None;
    }
    state.own_named_at(subject_pos).cloned()
}

/// A bare article inside a quotation opened after `last`, where `last` is only the law that
/// gave the quoted norm its wording (`en la redacción de la Ley Orgánica 2/2019`, `modificado
/// por …`): the norm named before it in the sentence, whose text is quoted.
fn amended_quoted(text: &str, pos: usize, last: &NormRef, state: &State) -> Option<NormRef> {
    static RE_AMENDER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)(?:redacci[oó]n\s+(?:dada\s+por|de)|modificad[oa]s?\s+por|reformad[oa]s?\s+por|introducid[oa]s?\s+por)\s+(?:(?:el|la|los|las)\s+)?$",
        )
    });
    if pos.saturating_sub(last.pos) > QUOTE_REACH
        || !text.get(last.pos..pos).is_some_and(quote_left_open)
    {
        return None;
    }
    let para = line_start(text, pos);
    let before = text.get(floor(text, last.pos.saturating_sub(60)).max(para)..last.pos)?;
    if !RE_AMENDER.is_match(before) {
        return None;
    }
    state.named_before(text, last, para, 300, |n| {
        matches!(n.kind, NormKind::Boe { .. })
    })
}

/// `La IDD impone al distribuidor actuar «…» (art. 17.1)`: a sentence whose subject is an act
/// named by an abbreviation the brief defined (which no trigger marks, so it never became the
/// norm spoken of), with no norm named since the sentence began (`last_pos` is where the norm
/// remembered last was named).
fn alias_subject_of_sentence(
    text: &str,
    pos: usize,
    last_pos: usize,
    state: &State,
) -> Option<NormRef> {
    static RE_SUBJECT: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^\s*(?:La|El)\s+(?:((?:Reglamento|Directiva)\s+(?:de\s+\p{Ll}+|\p{Ll}{3,12}|[A-Z]{2,8}s?))\b|([A-ZÁÉÍÓÚ][A-Za-zÁÉÍÓÚáéíóú]{1,12})\b)",
        )
    });
    let from = floor(text, pos.saturating_sub(600)).max(line_start(text, pos));
    let before = text.get(from..pos)?;
    let start = super::text::last_sentence_start(before);
    if last_pos >= from + start {
        return None;
    }
    let c = RE_SUBJECT.captures(before.get(start..)?)?;
    // `La Directiva PIF …`: the name the brief gave an EU act; `La IDD …`: its abbreviation.
    match (c.get(1), c.get(2)) {
        (Some(named), _) => state.alias(&named_alias_key(&squash(named.as_str()))),
        (None, Some(word)) => state.alias(&alias_key(word.as_str())?),
        (None, None) => None,
    }
}

/// `la LCA, en su art. 29`, `en la Directiva ATAD. Su art. 4`: an abbreviation the brief
/// defined, named right before the possessive (the table's abbreviations are triggers of
/// their own and set the topic).
fn alias_before_possessive(before: &str, at: usize, state: &State) -> Option<NormRef> {
    static RE_ALIAS_SU: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?:^|\s)(?:la|el|del|de\s+la)\s+(?:(?:Directiva|Ley|Reglamento|Decreto|Convenio)\s+)?([A-ZÁÉÍÓÚ][A-Za-zÁÉÍÓÚáéíóú.]{1,12}?)\s*(?:,\s*(?:en\s+)?(?:su|sus|cuyo|cuyos|cuya|cuyas)|\.?\s*(?:en\s+)?(?:su|sus|cuyo|cuyos|cuya|cuyas)|\.\s+(?:Su|Sus|En\s+su|En\s+sus)|\s+(?:concreta|desarrolla|regula|establece|dispone|recoge|prevé|contempla|exige|impone|define)\s+en\s+(?:su|sus))\s+$",
        )
    });
    let c = RE_ALIAS_SU.captures(before)?;
    let raw = c.get(1)?;
    let key = alias_key(raw.as_str())?;
    // `el TRLSRU, cuya disposición`: an abbreviation of the table is the table's norm.
    if let Some(entry) = super::norms::lookup(&key) {
        return Some(from_entry(
            entry,
            raw.as_str().to_owned(),
            at + raw.start(),
            false,
        ));
    }
    if let Some(mut n) = state.alias(&key) {
        n.standalone = None;
        return Some(n);
    }
    // `que la LOJP concreta en su art. 248.3`: a slip of the pen for a table abbreviation.
    let (len, n, _) = misspelled_abbrev_at(raw.as_str(), at + raw.start())?;
    (len == raw.as_str().len()).then_some(n)
}

/// Marks a missed lookup of an abbreviation with a slip (no key starts with it).
const SLIP_MARK: char = '≈';

/// An abbreviation the brief defined, written with two neighbouring letters swapped
/// (`RDLPS` for `RDLSP`), when the table knows no norm it nearly names.
fn slipped_alias_at(w: &str, state: &State) -> Option<(usize, NormRef)> {
    let word = unknown_acronym(w)?;
    let mut n = state.alias_slip(word)?;
    let meant = std::mem::replace(&mut n.norma, word.to_owned());
    if let NormKind::Boe { avisos, .. } | NormKind::EuAct { avisos, .. } = &mut n.kind {
        avisos.push(slip_warning(word, &meant));
    }
    Some((word.len(), n))
}

/// The abbreviation at the start of `w` (three capitals or more) when the table does not know
/// it: one that may be a slip of the pen for another.
fn unknown_acronym(w: &str) -> Option<&str> {
    static RE_ACRONYM: LazyLock<Re> = LazyLock::new(|| re(r"^[A-ZÑ][A-Za-zÑñ]{2,9}\b"));
    let word = RE_ACRONYM.find(w)?.as_str();
    (word.chars().filter(char::is_ascii_uppercase).count() >= 3
        && super::norms::lookup(word).is_none())
    .then_some(word)
}

/// The warning of an abbreviation read as the one it nearly is.
fn slip_warning(word: &str, meant: &str) -> String {
    format!("la abreviatura «{word}» no corresponde a ninguna norma; se entiende {meant}")
}

/// A norm named by an abbreviation the brief defined: `art. 24 LDV`, `artículo 14 de la LDV`,
/// or by a name it gave an EU act (`del Reglamento de base`).
fn alias_at(w: &str, state: &State) -> Option<(usize, NormRef)> {
    if let Some(found) = named_alias_at(w, state) {
        return Some(found);
    }
    let m = RE_ABBREV_SHAPE.find(w)?;
    let key = alias_key(m.as_str())?;
    let n = state.alias(&key)?;
    Some((m.end(), n))
}

/// The key of a name a brief gives an EU act (`(en adelante, Reglamento de base)`): folded,
/// behind a mark no abbreviation has.
fn named_alias_key(raw: &str) -> String {
    format!("~{}", fold(raw))
}

/// An EU act named by the name the brief gave it: `el art. 19.1 del Reglamento de base`.
fn named_alias_at(w: &str, state: &State) -> Option<(usize, NormRef)> {
    static RE_NAMED: LazyLock<Re> = LazyLock::new(|| {
        re(r"^(?:Reglamento|Directiva)\s+(?:de\s+\p{Ll}+|\p{Ll}{3,12}|[A-Z]{2,8}s?)\b")
    });
    let m = RE_NAMED.find(w)?;
    let n = state.alias(&named_alias_key(&squash(m.as_str())))?;
    Some((m.end(), n))
}

static RE_ACRONYM_PAREN: LazyLock<Re> = LazyLock::new(|| {
    re(
        r#"^\s*(?:\(\s*(?:(?:[^()«»"“”\n,]{2,80}?,\s*)?(?:en\s+adelante|en\s+lo\s+sucesivo),?\s+)?(?:(?:la|el)\s+[^()«»"“”\n]{2,60}?\s+[ou]\s+)?[«"“]?((?:RDLeg|RDL|RD|LO|Ley|Real\s+Decreto(?:-ley)?)\s+\d{1,4}/\d{4}|[A-Za-zÁÉÍÓÚáéíóú.\-]{2,14}(?:/\d{2,4}|\d)?)[»"”]?\s*\)|[—–]\s*(?:en\s+adelante|en\s+lo\s+sucesivo),?\s+(?:la\s+|el\s+)?[«"“]?([A-Za-zÁÉÍÓÚáéíóú.\-]{2,14})[»"”]?\s*[—–]|\(\s*(?:en\s+adelante,?\s+|en\s+lo\s+sucesivo,?\s+)?(?:el\s+|la\s+)?[«"“]?((?:Reglamento|Directiva)\s+(?:de\s+\p{Ll}+|\p{Ll}{3,12}|[A-Z]{2,8}s?))[»"”]?\s*\)|\(\s*(?:en\s+adelante|en\s+lo\s+sucesivo),?\s+(?:el\s+|la\s+)[«"“]?(Reglamento|Directiva|Ley)[»"”]?\s*\))"#,
    )
});

/// The abbreviation in parentheses or between dashes right after a norm (`(LEC)`, `(en
/// adelante, LDV)`, `—en adelante, LSE—`, `(en adelante, RD 463/2020)`): its
/// length in `r` (0 when there is none) and its key when it is one a later citation can use.
fn acronym_paren(r: &str) -> (usize, Option<String>) {
    // `Ley 7/2021, …, de impulso para la sostenibilidad del territorio de Andalucía (BOJA núm.
    // 233, …; BOE núm. 303, …), en adelante LISTA, son`: the name given after the gazettes
    // that published the norm, or after a comma.
    static RE_ALIAS_AFTER_COMMA: LazyLock<Re> = LazyLock::new(|| {
        re(
            r#"^(?:\s*\(\s*(?:BOE|B\.O\.E\.|BOJA|DOGC|DOG|DOCV|BOCM|BOPV|BORM|BOC|BOA|BOIB|BON|BOCYL|BOCyL|DOE|BOR|BOPA|BOCCE|BOME|DOUE|DO)\b[^()\n]{0,200}\))?\s*,\s*(?:en\s+adelante|en\s+lo\s+sucesivo),?\s+[«"“]?([A-Z][A-Za-zÁÉÍÓÚáéíóú.\-]{1,13})[»"”]?"#,
        )
    });
    if let Some(c) = RE_ALIAS_AFTER_COMMA.captures(r)
        && let Some(key) = c.get(1).and_then(|m| alias_key(m.as_str()))
        && !r
            .get(c.get(0).map_or(0, |m| m.end())..)
            .and_then(|t| t.chars().next())
            .is_some_and(char::is_alphanumeric)
    {
        // The gazettes are listed apart (a regional one is no source): the citation's span
        // ends before them, and the name is kept all the same.
        let len = if r.trim_start().starts_with('(') {
            0
        } else {
            c.get(0).map_or(0, |m| m.end())
        };
        return (len, Some(key));
    }
    match RE_ACRONYM_PAREN.read(r, ACRONYM_GROUPS, acronym_shape) {
        Some(p) => (
            p.end(),
            p.get(0)
                .or_else(|| p.get(1))
                .and_then(alias_key)
                .or_else(|| p.get(2).or_else(|| p.get(3)).map(named_alias_key)),
        ),
        None => (0, None),
    }
}

const ACRONYM_GROUPS: [G; 4] = [G::At(1), G::At(2), G::At(3), G::At(4)];

/// The groups of a match of [`RE_ACRONYM_PAREN`] that is a bare abbreviation in parentheses
/// (`(LEC)`, `(«TRLGDCU»)`, `(LO 3/2018)` is not one), read from its text: what stands
/// between the parentheses and the quotes, when it has the abbreviation's shape (2 to 14
/// letters, dots or hyphens, then maybe a digit or a `/` and a year), is the first group; the
/// other forms all hold a space or a dash.
fn acronym_shape(m: &str) -> Option<Shape<4>> {
    let open = m.trim_start().strip_prefix('(')?.trim_start();
    let open = open.strip_prefix(['«', '"', '“']).unwrap_or(open);
    let close = m.trim_end().strip_suffix(')')?.trim_end();
    let close = close.strip_suffix(['»', '"', '”']).unwrap_or(close);
    let (start, end) = (m.len() - open.len(), close.len());
    let inner = m.get(start..end)?;
    let letters = inner
        .chars()
        .take_while(|c| c.is_ascii_alphabetic() || "ÁÉÍÓÚáéíóú.-".contains(*c))
        .count();
    let word_len: usize = inner.chars().take(letters).map(char::len_utf8).sum();
    let tail = inner.get(word_len..)?;
    let tail_ok = match tail.strip_prefix('/') {
        Some(y) => (2..=4).contains(&y.len()) && y.bytes().all(|b| b.is_ascii_digit()),
        None => tail.is_empty() || (tail.len() == 1 && tail.bytes().all(|b| b.is_ascii_digit())),
    };
    ((2..=14).contains(&letters) && tail_ok).then_some([Some(start..end), None, None, None])
}

static RE_EU_ACT: LazyLock<Re> = LazyLock::new(|| {
    re(&format!(
        r"(?i)^(?:(?:primera|segunda|tercera|cuarta|quinta|sexta|s[eé]ptima|octava|novena|d[eé]cima|und[eé]cima|duod[eé]cima|decimotercera)\s+)?(?P<kind>reglamento|directiva|decisi[oó]n|recomendaci[oó]n)(?P<sub>\s+(?:de\s+ejecuci[oó]n|delegad[oa]|marco))?\s*(?:\(\s*(?P<q>UE|CE|CEE|Euratom|UE\s*,\s*Euratom|CE\s*,\s*Euratom)\s*\)\s*)?(?:n[.º°o]*\s*|núm\.\s*)?(?P<a>\d{{1,4}})\s*/\s*(?P<b>\d{{1,4}})(?:\s*/\s*(?P<suf>CEE|CE|UE|JAI|PESC|Euratom))?(?P<who>\s*,?\s*del?\s+(?:Parlamento\s+Europeo\s+y\s+del\s+Consejo|Consejo|(?:la\s+)?Comisi[oó]n))?(?:\s*,?\s*de\s+(?P<d>\d{{1,2}})\s+de\s+(?P<m>{MONTHS})\s+de\s+(?P<yy>\d{{4}}))?"
    ))
});
/// A title after an EU act's number, as [`eu_title_end`] reads it (this pattern states what
/// the reading does).
#[cfg(test)]
static RE_EU_TITLE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r#"(?i)^\s*,\s*((?:relativ[oa]|por\s+(?:el|la)\s+que|sobre|que\s+modifica|de\s+(?:protecci[oó]n|aplicaci[oó]n))\s[^,;()\n«»“”"\[\]]{2,300}?)(?:[,;()\n«»“”"]|\.\s|\.$|$)"#,
    )
});
const TREATY_GROUPS: [G; 16] = [
    G::Named("tfue"),
    G::Named("tue"),
    G::Named("carta"),
    G::Named("rgpd"),
    G::Named("cau"),
    G::Named("danos"),
    G::Named("mifid"),
    G::Named("mifid2"),
    G::Named("pil"),
    G::Named("rmue"),
    G::Named("cedh"),
    G::Named("cedh_bare"),
    G::Named("cse"),
    G::Named("cpe"),
    G::Named("tce"),
    G::Named("montreal"),
];

/// The groups of a match of [`RE_TREATY`] that is one of the treaties' and acts' capital
/// abbreviations (`TFUE`, `CEDH`, `RGPD`), read from its text: each is the whole of its own
/// group, and of no other alternative. Written-out names are left to the capture search.
fn treaty_shape(m: &str) -> Option<Shape<16>> {
    let group = match m {
        "TFUE" => 0,
        "TUE" => 1,
        "CDFUE" => 2,
        "RGPD" | "GDPR" => 3,
        "CAU" => 4,
        "MiFID" | "MiFIR" => 6,
        "RMUE" => 9,
        "CEDH" => 10,
        "CPE" => 13,
        "TCE" => 14,
        _ => return None,
    };
    let mut spans = [const { None }; 16];
    *spans.get_mut(group)? = Some(0..m.len());
    Some(spans)
}

static RE_TREATY: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:(?P<tfue>(?-i:TFUE)|tratado\s+de\s+funcionamiento\s+de\s+la\s+uni[oó]n\s+europea)|(?P<tue>(?-i:TUE)|tratado\s+de\s+la\s+uni[oó]n\s+europea)|(?P<carta>(?-i:CDFUE)|carta\s+de\s+(?:los\s+)?derechos\s+fundamentales(?:\s+de\s+la\s+uni[oó]n(?:\s+europea)?)?)|(?P<rgpd>(?-i:RGPD|GDPR)|reglamento\s+general\s+de\s+protecci[oó]n\s+de\s+datos)|(?P<cau>(?-i:CAU)|c[oó]digo\s+aduanero\s+de\s+la\s+uni[oó]n)|(?P<danos>directiva\s+de\s+da[ñn]os)|(?P<mifid>(?-i:MiFID)(?P<mifid2>\s*(?-i:II))?|(?-i:MiFIR))|(?P<pil>(?:reglamento\s+)?(?-i:Bruselas)\s+(?-i:I\s+bis|II\s+bis|II\s+ter)|reglamento\s+(?-i:Bruselas\s+I|Roma\s+III|Roma\s+II|Roma\s+I)|(?-i:RB\s?II\s?(?:bis|ter)|RB\s?I\s?bis|Roma\s+III|Roma\s+II|Roma\s+I))|(?P<rmue>(?-i:RMUE)|reglamento\s+(?:sobre\s+la|de\s+la)\s+marca\s+de\s+la\s+uni[oó]n(?:\s+europea)?)|(?P<cedh>(?-i:CEDH)|convenio\s+europeo\s+(?:de|para\s+la\s+protecci[oó]n\s+de\s+los)\s+derechos\s+humanos(?:\s+y\s+(?:de\s+las\s+)?libertades\s+fundamentales)?|(?P<cedh_bare>convenio\s+europeo)|protocolo\s+(?:adicional\s+al\s+(?:convenio\s+europeo\s+(?:de|para\s+la\s+protecci[oó]n\s+de\s+los)\s+derechos\s+humanos(?:\s+y\s+(?:de\s+las\s+)?libertades\s+fundamentales)?|(?-i:CEDH))|adicional\s+(?:(?:n\.?\s*[º°]|n[úu]m\.?)\s*)?\d{1,2}|(?:(?:n\.?\s*[º°]|n[úu]m\.?|n[úu]mero)\s*)?\d{1,2}\s+(?:al|del)\s+(?:convenio|(?-i:CEDH))))|(?P<cse>carta\s+social\s+europea)|(?P<cpe>(?-i:CPE)|convenio\s+(?:sobre\s+(?:la\s+)?(?:concesi[oó]n\s+de\s+(?:las\s+)?patentes\s+europeas|patente\s+europea)|de\s+(?:la\s+)?patente\s+europea|de\s+m[uú]nich(?:\s+sobre\s+(?:la\s+)?(?:concesi[oó]n\s+de\s+)?(?:la\s+)?patentes?\s+europeas?)?))|(?P<tce>(?-i:TCE)|tratado\s+constitutivo\s+de\s+la\s+comunidad\s+europea|tratado\s+(?-i:CE))|(?P<montreal>convenio\s+de\s+montreal(?:\s+de\s+1999)?|convenio\s+para\s+la\s+unificaci[oó]n\s+de\s+ciertas\s+reglas\s+(?:para|relativas\s+al)\s+(?:el\s+)?transporte\s+a[ée]reo\s+internacional(?:\s*,?\s*hecho\s+en\s+montreal(?:\s+el\s+28\s+de\s+mayo\s+de\s+1999)?)?))\b",
    )
});
/// The names of the norm table, one pattern per pair of leading words (`ley organica`,
/// `reglamento de`, `codigo civil`; a one-word name under its word): one alternation of every
/// name, case- and accent-insensitive, is too large for the lazy DFA to run fast.
static NAMES_BY_LEAD: LazyLock<std::collections::HashMap<String, Re>> = LazyLock::new(|| {
    let mut groups: std::collections::HashMap<String, Vec<&str>> = std::collections::HashMap::new();
    for n in NORMS {
        for name in std::iter::once(&n.titulo).chain(n.nombres.iter()) {
            groups.entry(lead_key(name, 2)).or_default().push(name);
        }
    }
    groups
        .into_iter()
        .map(|(k, mut names)| {
            names.sort_by_key(|n| std::cmp::Reverse(n.len()));
            let alts: Vec<String> = names.iter().map(|n| accent_pattern(n)).collect();
            let re = re(&format!(r"(?i)^(?:{})\b", alts.join("|")));
            (k, re)
        })
        .collect()
});

/// The first `words` words of `s`, folded, letters only, one space between them.
fn lead_key(s: &str, words: usize) -> String {
    let head = s.get(..floor(s, 48)).unwrap_or(s);
    let mut key = String::new();
    for word in head.split_whitespace().take(words) {
        let end = word
            .char_indices()
            .find(|(_, c)| !c.is_alphabetic())
            .map_or(word.len(), |(i, _)| i);
        let Some(letters) = word.get(..end).filter(|l| !l.is_empty()) else {
            break;
        };
        if !key.is_empty() {
            key.push(' ');
        }
        super::norms::fold_into(letters, &mut key);
    }
    key
}

/// A name of the norm table at the start of `w`, the longest.
fn table_name_at(w: &str) -> Option<regex::Match<'_>> {
    let two = lead_key(w, 2);
    if let Some(m) = NAMES_BY_LEAD.get(&two).and_then(|r| r.find(w)) {
        return Some(m);
    }
    let one = two.split(' ').next().unwrap_or("");
    if one == two {
        return None;
    }
    NAMES_BY_LEAD.get(one)?.find(w)
}
static RE_ABBREVS: LazyLock<Re> = LazyLock::new(|| {
    let mut abbrevs: Vec<&str> = NORMS
        .iter()
        .flat_map(|n| n.abreviaturas.iter().copied())
        .collect();
    abbrevs.sort_by_key(|a| std::cmp::Reverse(a.len()));
    let alts: Vec<String> = abbrevs
        .iter()
        .map(|a| {
            if a.chars().all(|c| c.is_ascii_uppercase()) && a.len() >= 2 {
                a.chars().map(|c| format!("{c}\\.?")).collect::<String>()
            } else if a.chars().all(|c| c.is_ascii_alphabetic()) && a.len() >= 2 {
                // Mixed case, dotted as lawyers write it: `C.c.`, `L.E.Crim.`.
                let mut p = String::new();
                for (i, c) in a.chars().enumerate() {
                    p.push(c);
                    let next_upper = a.chars().nth(i + 1).is_some_and(|n| n.is_ascii_uppercase());
                    if c.is_ascii_uppercase() || next_upper || i + 1 == a.len() {
                        p.push_str("\\.?");
                    }
                }
                p
            } else {
                regex::escape(a)
            }
        })
        .collect();
    re(&format!(r"^(?:{})", alts.join("|")))
});
static RE_REGIONAL: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)\b(?:de\s+(?:la\s+)?(?:comunidad|comunitat|generalitat|junta|regi[oó]n)\b|de\s+(?:andaluc[ií]a|arag[oó]n|asturias|canarias|cantabria|catalu(?:ñ|ny)a|extremadura|galicia|navarra|euskadi|pa[ií]s\s+vasco|castilla|murcia|la\s+rioja|illes\s+balears|islas\s+baleares|madrid|valencia)\b|catalana|andaluza|valenciana|gallega|vasca|madrile[ñn]a|navarra|aragonesa|canaria|balear|extreme[ñn]a|murciana|riojana|cántabra|cantabra|asturiana|castellan[oa])",
    )
});

/// Regional civil codes and compilations: published in the regional gazettes under their own
/// article numbering (`451-17 CCCat`), not checkable in the BOE by article.
static RE_REGIONAL_CODE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:(?-i:CCCat|CCCAT|CDFA|LDCG|LDCV)\b|c[oó]digo\s+civil\s+(?:de\s+)?catal(?:uña|unya|[aá]n)\b|c[oó]digo\s+(?:de\s+)?consumo\s+de\s+catal(?:uña|unya)\b|(?-i:CCons(?:Cat)?)\b|c[oó]digo\s+del\s+derecho\s+foral\s+de\s+arag[oó]n\b|compilaci[oó]n\s+(?:del\s+derecho\s+civil\s+)?(?:foral\s+)?de\s+(?:navarra|baleares|las\s+illes\s+balears|las\s+islas\s+baleares|galicia)\b|fuero\s+nuevo(?:\s+de\s+navarra)?\b|ley\s+de\s+derecho\s+civil\s+(?:de\s+galicia|vasco)\b)",
    )
});
/// `Convenio colectivo de oficinas y despachos de la Comunidad de Madrid`.
static RE_CONVENIO_COLECTIVO: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^convenio\s+colectivo\b[^,;.()\n]{0,160}"));
/// Articles numbered book-title style (`451-17.2.e)`, `233-14`), as the Catalan Civil Code
/// does, up to the norm that follows them.
static RE_REGIONAL_ARTS: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:art[íi]culos?|arts?\.?)\s*\d{1,3}-\d{1,3}[\w.)º°ª]*(?:\s*(?:,|y|e|a)\s*\d{1,3}-\d{1,3}[\w.)º°ª]*)*\s*,?\s+(?:(?:del|de\s+la|de)\s+)?",
    )
});

fn accent_pattern(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        match c {
            'a' | 'á' | 'A' | 'Á' => out.push_str("[aá]"),
            'e' | 'é' | 'E' | 'É' => out.push_str("[eé]"),
            'i' | 'í' | 'I' | 'Í' => out.push_str("[ií]"),
            'o' | 'ó' | 'O' | 'Ó' => out.push_str("[oó]"),
            'u' | 'ú' | 'U' | 'Ú' => out.push_str("[uúü]"),
            ' ' => out.push_str(r"\s+"),
            '-' => out.push_str(r"[\s-]"),
            c => out.push_str(&regex::escape(&c.to_string())),
        }
    }
    out
}

/// `introducido por la`, `en la redacción dada por el`: what follows amends the norm the text
/// is speaking of.
static RE_AMENDED_BY: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)(?:(?:introducid|modificad|añadid|reformad|redactad|incorporad|adicionad)[oa]s?\s+(?:(?:posteriormente|luego|despu[eé]s)\s+)?por|redacci[oó]n\s+dada\s+por|\btras|(?:por\s+(?:la|el)\s+que\s+se\s+|que\s+)(?:deroga|derogan|modifica|modifican|sustituye|sustituyen)(?:\s+y\s+(?:deroga|modifica))?|derogad[oa]s?\s+por|(?:aprobad|celebrad|firmad)[oa]\s+en\s+nombre\s+de\s+la\s+(?:Comunidad(?:\s+Europea)?|Uni[oó]n(?:\s+Europea)?)\s+(?:mediante|por)|(?:aprob|celebr|ratific)[oó]\s+mediante)\s+(?:el|la|los|las)?\s*$",
    )
});
/// A norm named again by its kind alone: `del texto refundido`, `la Directiva`.
static RE_TOPIC_NOUN: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(texto\s+refundido|texto\s+estatutario|Directiva|Reglamento|C[oó]digo|Estatuto)\b\s*(\S*)",
    )
});

/// `del Título IV del texto refundido`: the text speaks again of the last norm of that kind,
/// so bare articles that follow are its articles.
fn retopic(text: &str, w: &str, pos: usize, state: &mut State) {
    // `El citado Real Decreto contenía ya, en su artículo 85`: a back-reference standing
    // alone makes the norm it names the one the text speaks of.
    static RE_BACKREF_BEFORE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:el|la|los|las|del|dicho|dicha|este|esta)\s+(?:citad[oa]|mism[oa]|referid[oa]|mencionad[oa]|precitad[oa]|propi[oa])\s+$",
        )
    });
    static RE_KIND_WORDS: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^(?:[Rr]eal\s+[Dd]ecreto(?:\s+[Ll]egislativo|-[Ll]ey)?|[Ll]ey\s+[Oo]rg[aá]nica|[Ll]ey|[Rr]eglamento|[Dd]irectiva|[Tt]exto\s+[Rr]efundido|[Tt]exto\s+[Ee]statutario|[Tt]exto\s+punitivo|[Cc][oó]digo\s+punitivo|[Cc][oó]digo|[Ee]statuto|[Dd]ecreto)\b",
        )
    });
    // `la Ley procesal solo contiene, en su art. 43 bis.1`: the procedural law.
    if let Some((_, mut n)) = procedural_law_at(w, pos, state) {
        n.pos = pos;
        state.set_last(n);
        return;
    }
    let wider = text
        .get(floor(text, pos.saturating_sub(24)).max(line_start(text, pos))..pos)
        .unwrap_or("");
    // `Dicho Real Decreto, en el anexo IV del mismo, …`: the subject of a new sentence is the
    // norm named again, also for `del mismo` (which reads the memory of norms, not the topic).
    static RE_SUBJECT_BACKREF: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?:^|[.;:]\s+|\n)(?:[Dd]ich[oa]|[Ee]l\s+(?:citado|referido|precitado|mencionado)|[Ll]a\s+(?:citada|referida|precitada|mencionada))\s+$",
        )
    });
    let subject = RE_SUBJECT_BACKREF.is_match(wider);
    if (subject || RE_BACKREF_BEFORE.is_match(wider))
        && let Some(k) = RE_KIND_WORDS.find(w)
        && let Some(mut n) = state.resolve(&format!("citado {}", k.as_str()))
    {
        n.pos = pos;
        if subject {
            state.remember(n);
        } else {
            state.set_last(n);
        }
        return;
    }
    let before = text
        .get(floor(text, pos.saturating_sub(6))..pos)
        .unwrap_or("")
        .to_lowercase();
    if !(before.ends_with("del ") || before.ends_with("el ") || before.ends_with("la ")) {
        return;
    }
    let Some(c) = RE_TOPIC_NOUN.captures(w) else {
        return;
    };
    if !bare_kind_ends(c.get(2).map_or("", |m| m.as_str())) {
        return;
    }
    if let Some(n) = c.get(1).and_then(|m| state.salient_of_kind(m.as_str())) {
        let mut n = n;
        // It is spoken of here: bare articles on this line refer to it.
        n.pos = pos;
        state.set_last(n);
    }
}

/// Handles an article or norm trigger.
pub(crate) fn at(text: &str, trig: &Trigger, state: &mut State) -> Option<Found> {
    match trig.kind {
        Kind::Article => article_at(text, trig.pos, state),
        Kind::Norm => norm_at(text, trig.pos, state),
        // `Recomendación (UE) 2020/1475 del Consejo`: an EU act, where the word otherwise
        // starts a recommendation of a body listed apart.
        Kind::Unsupported => {
            static RE_EU_RECOMMENDATION: LazyLock<Re> = LazyLock::new(|| {
                re(
                    r"^(?i:recomendaci[oó]n)\s*(?:\(\s*(?:UE|CE|CEE)\s*\)\s*(?:n[.º°o]*\s*)?\d|\d{2,4}\s*/\s*\d{1,4}\s*/\s*(?:UE|CE|CEE)\b)",
                )
            });
            if RE_EU_RECOMMENDATION.is_match(window(text, trig.pos, 40)) {
                norm_at(text, trig.pos, state)
            } else {
                None
            }
        }
        _ => None,
    }
}

impl State {
    /// Starts of standalone norm hits that an article right after them already cites, in
    /// the order they were found.
    pub(crate) fn take_redundant(&mut self) -> Vec<usize> {
        std::mem::take(&mut self.redundant)
    }
}

/// A norm mention at `pos`: a standalone citation for rank+number and EU acts, a remembered
/// mention for titles and abbreviations.
fn norm_at(text: &str, pos: usize, state: &mut State) -> Option<Found> {
    let w = window(text, pos, 600);
    if let Some(found) = commission_decision_at(w, pos) {
        return Some(found);
    }
    // `Circular 6/2011, de la Fiscalía General del Estado, sobre …`: an instruction to
    // prosecutors, published by the Fiscalía, not a norm of the BOE.
    static RE_FISCALIA: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^(?:Circular|CIRCULAR|Instrucci[oó]n|INSTRUCCI[OÓ]N)\s+(?:(?:FGE|n[.º°]*)\s*)?\d{1,2}/\d{4}(?:\s*,?\s*de\s+\d{1,2}\s+de\s+\p{L}+)?\s*,?\s+de\s+la\s+(?:Fiscal[íi]a\s+General\s+del\s+Estado|FGE\b)(?:\s*,?\s*sobre\s+[^.;,()\n]{1,200})?|^(?:Circular|CIRCULAR|Instrucci[oó]n|INSTRUCCI[OÓ]N)\s+de\s+la\s+(?:Fiscal[íi]a\s+General\s+del\s+Estado|FGE)\s+(?:n[.º°]*\s*)?\d{1,2}/\d{4}(?:\s*,?\s*de\s+\d{1,2}\s+de\s+\p{L}+)?(?:\s*,?\s*sobre\s+[^.;,()\n]{1,200})?",
        )
    });
    // `Orden de 15 de marzo de 2016 de la Consellería de Economía, Empleo e Industria`: a
    // regional order, published in a regional gazette.
    static RE_REGIONAL_ORDER: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"^(?:Orden|ORDEN)\s+(?:[A-Z]{{2,6}}/\d{{1,5}}/\d{{4}}\s*,\s*)?de\s+\d{{1,2}}\s+de\s+(?:{MONTHS})\s+de\s+(?:19|20)\d{{2}}\s*,?\s+de\s+la\s+(?:entonces\s+)?(?:Conseller[ií]a|Consejer[ií]a|Departament|Departamento|Vicepresidencia)\s+(?:de|d')\s*[^.;()\n]{{3,120}}?(?:,|\s+por\s+la\s+que|\s+que|\s+cuya|\)|$)"
        ))
    });
    // `Decreto 37/2008, de 5 de febrero, del Consejo de Gobierno de la Junta de Andalucía`: a
    // regional government's decree, published in its gazette only (its laws and legislative
    // decrees are published in the BOE too).
    static RE_REGIONAL_DECREE: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"^(?:Decreto|DECRETO)\s+\d{{1,4}}/\d{{4}}\s*,\s*de\s+\d{{1,2}}\s+de\s+(?:{MONTHS})(?:\s+de\s+\d{{4}})?\s*,?\s+(?:del\s+Consejo\s+de\s+Gobierno|del\s+Consell|del\s+Govern|de\s+la\s+(?:Junta|Generalitat|Xunta|Diputaci[oó]n\s+General|Comunidad)\s+de|del\s+Gobierno\s+(?:de|del|Vasco))[^.;()\n]{{0,80}}?(?:,|\s+por\s+el\s+que|\s+que|\)|$)"
        ))
    });
    if let Some(m) = RE_REGIONAL_DECREE.find(w) {
        let texto = m
            .as_str()
            .trim_end_matches(" por el que")
            .trim_end_matches(" que")
            .trim_end_matches([',', ' ', ')']);
        return Some(Found::unsupported(pos, texto, "boletin_autonomico"));
    }
    if let Some(m) = RE_REGIONAL_ORDER.find(w) {
        let texto = m
            .as_str()
            .trim_end_matches(" por la que")
            .trim_end_matches(" cuya")
            .trim_end_matches(" que")
            .trim_end_matches([',', ' ', ')']);
        return Some(Found::unsupported(pos, texto, "boletin_autonomico"));
    }
    // `Instrucción 1/2023, de 26 de enero, del Departamento de Recaudación de la AEAT`: a
    // body's internal instruction.
    if (w.starts_with("Instrucci") || w.starts_with("instrucci") || w.starts_with("Circular"))
        && let Some(found) = super::caselaw::body_document_at(w, pos)
    {
        return Some(found);
    }
    if let Some(m) = RE_FISCALIA.find(w) {
        let texto = m.as_str().trim_end_matches([',', ' ']);
        return Some(Found::unsupported(pos, texto, "fiscalia"));
    }
    let Some((len, mut norm)) = parse_norm(w, pos, true) else {
        retopic(text, w, pos, state);
        return None;
    };
    // A regional government's decree or a regional department's order (see [`parse_norm`]):
    // listed apart, and remembered so that `su art. 5` is its.
    if let NormKind::Unsupported(tipo @ "boletin_autonomico") = norm.kind {
        let decree = norm.norma.starts_with("Decreto ") || norm.norma.starts_with("DECRETO ");
        let order = !decree && RE_ORDEN.is_match(&norm.norma);
        if decree || order {
            // An order is what the text goes on speaking of (`…, cuyo artículo 12`); a decree
            // of a regional government is set aside.
            if order {
                state.remember(norm.clone());
            } else {
                state.remember_aside(norm.clone());
            }
            let texto = w.get(..len)?.trim_end_matches([',', ' ']);
            return Some(Found::unsupported(pos, texto, tipo));
        }
    }
    settle_shared_abbreviation(text, &mut norm);
    if let Some(mut a) = state.redefined(&norm) {
        a.standalone = norm.standalone;
        norm = a;
    }
    // `introducido por la Ley 35/2015`: the amending norm is cited, but the text goes on
    // speaking of the norm it amends.
    let from = floor(text, pos.saturating_sub(60)).max(line_start(text, pos));
    let lead_in = text.get(from..pos).unwrap_or("");
    // `por la que se modifican el Reglamento (CE) n.º 2006/2004 y la Directiva 2011/83/UE`:
    // the second act a title amends is amended too.
    static RE_AMENDED_SECOND: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)(?:modifica|modifican|deroga|derogan|sustituye|sustituyen)\s+(?:el|la|los|las)\s+[^;:()«»\n]{0,60}?(?:\([^()\n]{1,10}\)[^;:()«»]{0,40}?)?\s+y\s+(?:el|la|los|las)\s*$",
        )
    });
    let amending = RE_AMENDED_BY.is_match(lead_in)
        || RE_AMENDED_SECOND.is_match(
            text.get(floor(text, pos.saturating_sub(140)).max(line_start(text, pos))..pos)
                .unwrap_or(""),
        );
    let formal = matches!(
        &norm.kind,
        NormKind::Boe {
            numero: Some(_),
            ..
        }
    ) && RE_FORMAL.is_match(w) | RE_ORDEN.is_match(w)
        || matches!(norm.kind, NormKind::EuAct { .. }) && RE_EU_ACT.is_match(w)
        || RE_DATED_LAW.captures(w).is_some_and(|c| {
            dated_norm_era(
                c.name("rank").map_or("", |m| m.as_str()),
                c.name("y").map_or("", |m| m.as_str()),
            )
        });
    if !formal {
        // A title or abbreviation: remembered for back-references, not a citation by itself.
        let short = norm.norma.chars().count() <= 3;
        let before = text.get(pos.saturating_sub(8)..pos).unwrap_or("");
        let introduced = ["la ", "el ", "del ", "al "]
            .iter()
            .any(|w| ends_with_lower(before, w));
        if (!short || introduced) && !amending && !part_of_a_name(text, pos, len) {
            if in_eu_act_title(text, pos, &norm, state) {
                state.remember_aside(norm);
            } else {
                state.remember(norm);
            }
        }
        return None;
    }
    let end = pos + len;
    // `art. 7.10 LISOS (Real Decreto Legislativo 5/2000, de 4 de agosto, …)`: the norm an
    // abbreviation just named, spelt out; the article's citation already cites it.
    let spelt_out =
        text.get(..pos)
            .map(str::trim_end)
            .and_then(|b| b.strip_suffix('('))
            .is_some_and(|b| {
                let paren = b.len();
                state.last_article.as_ref().is_some_and(|(n, _)| {
                    n.pos < paren && paren - n.pos <= 16 && same_boe_id(n, &norm)
                })
            });
    if spelt_out {
        state.remember(norm);
        return None;
    }
    norm.standalone = Some(pos);
    let draft = draft_for(&norm, None, None)?;
    // `por la que se deroga la Directiva 2004/18/CE`: a repealed norm named in a title is
    // cited, but no back-reference (`la Directiva`) points to it.
    let repealed = amending && fold(lead_in).contains("deroga");
    if !repealed {
        if amending {
            // `… y por el que se modifica la Directiva 2000/31/CE (Reglamento de Servicios
            // Digitales, en adelante RSD)`: the name that closes the title is the
            // amending act's.
            norm.alias = None;
            state.remember_aside(norm);
        } else if inside_quotation(text, pos) {
            // `exige que se ejerza «de conformidad con … la Ley 7/1985», y el artículo 27.3
            // de la misma Ley`: a norm the quoted provision names is not one the brief goes
            // on speaking of.
        } else {
            state.remember(norm);
        }
    }
    Some(Found::Hit(Hit {
        start: pos,
        end,
        drafts: vec![draft],
    }))
}

/// `el Reglamento General de Circulación, aprobado por el Real Decreto 1428/2003, de 21 de
/// diciembre`: the date the brief gives the decree (and any warning about it) is the
/// citation's, even where the table knows another.
fn take_written_date(n: &mut NormRef, by: NormRef) {
    if let (
        NormKind::Boe { fecha, avisos, .. },
        NormKind::Boe {
            fecha: Some(written),
            avisos: by_avisos,
            ..
        },
    ) = (&mut n.kind, by.into_data().kind)
    {
        *fecha = Some(written);
        for a in by_avisos {
            if !avisos.contains(&a) {
                avisos.push(a);
            }
        }
    }
}

/// True when `a` and `b` are the same Spanish norm by its BOE id.
fn same_boe_id(a: &NormRef, b: &NormRef) -> bool {
    match (&a.kind, &b.kind) {
        (
            NormKind::Boe {
                norma_id: Some(x), ..
            },
            NormKind::Boe {
                norma_id: Some(y), ..
            },
        ) => x == y,
        _ => false,
    }
}

/// A decision of the Commission in a competition case, known by its date and case number
/// (`la Decisión de la Comisión de 19 de julio de 2016, relativa a un procedimiento en virtud
/// del artículo 101 del TFUE … (asunto AT.39824 — Camiones)`): in EUR-Lex by its case. Only
/// with the case number in the same sentence; the title is part of the citation.
fn commission_decision_at(w: &str, pos: usize) -> Option<Found> {
    if !w.starts_with("Decisi") {
        return None;
    }
    static RE_HEAD: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"^Decisi[oó]n\s+de\s+la\s+Comisi[oó]n(?:\s+Europea)?\s*,?\s+de\s+(\d{{1,2}})\s+de\s+({MONTHS})\s+de\s+(\d{{4}})"
        ))
    });
    static RE_CASE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^[^.;\n]{0,300}?\(?\s*(?i:asunto)\s+((?:AT|COMP|M|SA)\.\s?\d{3,6})(?:\s*[—–-]\s*[^)\n]{1,60})?\)?",
        )
    });
    let h = RE_HEAD.captures(w)?;
    let day: u32 = h.get(1)?.as_str().parse().ok()?;
    let month = super::text::month_number(h.get(2)?.as_str())?;
    let year: i32 = h.get(3)?.as_str().parse().ok()?;
    let (iso, ok) = super::text::Fecha {
        year: Some(year),
        month,
        day,
    }
    .iso_with(year);
    let head_end = h.get(0)?.end();
    let c = RE_CASE.captures(w.get(head_end..)?)?;
    let asunto = c.get(1)?.as_str().replace(' ', "");
    let end = head_end + c.get(0)?.end();
    let mut d = Draft::new(Fuente::Eurlex);
    d.campos.tipo = Some("decision".to_owned());
    d.campos.fecha = Some(iso.clone());
    d.campos.anio = Some(year);
    d.campos.asunto = Some(vec![asunto]);
    d.campos.norma = Some(squash(w.get(..head_end)?));
    if !ok {
        d.avisos.push(aviso_fecha_imposible(&iso));
    }
    Some(Found::Hit(Hit {
        start: pos,
        end: pos + end,
        drafts: vec![d],
    }))
}

/// True when, before `pos` in its sentence, a document that is not a norm (a contract, a
/// parenting plan, a policy, a collective agreement) is named after the norm last named, whose
/// name ends at `last`: `un plan de parentalidad cuyo artículo 4` speaks of the plan's
/// article; `la Ley 16/2011, de contratos de crédito al consumo, cuyo art. 32` of the law's.
fn document_named_since(text: &str, pos: usize, last: Option<usize>) -> bool {
    static DOCUMENTS: LazyLock<aho_corasick::AhoCorasick> = LazyLock::new(|| {
        aho_corasick::AhoCorasickBuilder::new()
            .ascii_case_insensitive(true)
            .build([
                "plan de",
                "contrato",
                "póliza",
                "poliza",
                "escritura",
                "pliego",
                // `el artículo 23 del Convenio` (a collective agreement named before).
                "el convenio",
                "convenio colectivo",
                "estatutos",
                "condiciones generales",
                "condiciones particulares",
                "protocolo",
                "reglamento interno",
                "cláusula",
                "clausula",
                "acuerdo de",
                "documento",
                // `sus Ordenanzas, cuyo artículo 48` (a community of irrigators').
                "ordenanza",
            ])
            .expect("invariant: document nouns build")
    });
    let from = floor(text, pos.saturating_sub(300)).max(line_start(text, pos));
    let Some(before) = text.get(from..pos) else {
        return false;
    };
    // `… de revisión de precios en los contratos públicos de obras, regula en sus artículos
    // 6 a 10`: a plural is what a title speaks of, not a document the text names.
    let singular = |m: &aho_corasick::Match| {
        let word_end = before.get(m.end()..).and_then(|r| r.chars().next());
        let plural_generic = before.get(m.start()..m.end()).is_some_and(|w| {
            [
                "contrato",
                "pliego",
                "cláusula",
                "clausula",
                "documento",
                "póliza",
                "poliza",
            ]
            .iter()
            .any(|g| w.eq_ignore_ascii_case(g))
        });
        !(plural_generic && matches!(word_end, Some('s' | 'S')))
    };
    let Some(doc_at) = DOCUMENTS
        .find_iter(before)
        .filter(singular)
        .last()
        .map(|m| from + m.start())
    else {
        return false;
    };
    // `la Directiva 2019/1152, cuyo art. 1 … a todo trabajador que tenga un contrato …, y
    // cuyo artículo 4`: a second relative clause has the first one's antecedent, the norm's
    // when no document was named before the first (`un plan de parentalidad cuyo artículo 4
    // … y cuyo artículo 7` stays the plan's).
    let norm_from = last.map_or(from, |l| floor(text, l).max(from));
    if let Some(since) = text.get(norm_from..pos) {
        let lower = since.to_ascii_lowercase();
        let trimmed = lower.trim_end();
        let first = lower
            .find("cuyo ")
            .into_iter()
            .chain(lower.find("cuya "))
            .min();
        if (trimmed.ends_with("y cuyo") || trimmed.ends_with("y cuya"))
            && let Some(first) = first.filter(|f| *f + 6 < trimmed.len())
            && last.is_some()
        {
            let first_abs = norm_from + first;
            return DOCUMENTS
                .find_iter(text.get(norm_from..first_abs).unwrap_or(""))
                .next()
                .is_some();
        }
    }
    last.is_none_or(|l| doc_at > l)
}

/// True when a norm's title at `pos` is part of another name: a company (`Mutua Constitución
/// de Seguros`, `CONSTITUCIÓN CAPITAL SERVICING`) or a street (`calle de la Constitución`).
fn part_of_a_name(text: &str, pos: usize, len: usize) -> bool {
    static RE_STREET: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)(?:calle|c/|avenida|avda\.|plaza|pza\.|paseo|ronda|traves[íi]a|glorieta|edificio)\s+(?:de\s+)?(?:la\s+|el\s+)?$",
        )
    });
    let from = floor(text, pos.saturating_sub(30));
    let before = text.get(from..pos).unwrap_or("");
    if RE_STREET.is_match(before) {
        return true;
    }
    // The word before, capitalized and not an article or a preposition: one name.
    let prev = before.trim_end();
    let prev_word = prev
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("");
    let joined = prev.len() == before.len().saturating_sub(1) && before.ends_with(' ');
    if joined
        && prev_word.starts_with(char::is_uppercase)
        && !matches!(
            prev_word.to_lowercase().as_str(),
            "la" | "el"
                | "los"
                | "las"
                | "de"
                | "del"
                | "y"
                | "e"
                | "en"
                | "según"
                | "conforme"
                | "vigente"
                | "nuestra"
                | "actual"
        )
    {
        return true;
    }
    // An all-caps title followed by another all-caps word that is not part of it.
    let written = text.get(pos..pos + len).unwrap_or("");
    if written
        .chars()
        .filter(|c| c.is_alphabetic())
        .all(char::is_uppercase)
    {
        let next_word: String = text
            .get(pos + len..)
            .unwrap_or("")
            .trim_start_matches([' ', '\t'])
            .chars()
            .take_while(|c| c.is_alphabetic())
            .collect();
        if next_word.chars().count() > 1
            && next_word.chars().all(char::is_uppercase)
            && !matches!(next_word.as_str(), "ESPAÑOLA" | "DE" | "DEL" | "Y")
        {
            return true;
        }
    }
    false
}

/// Parses a norm at the start of `w`; returns the bytes consumed.
fn parse_norm(w: &str, pos: usize, standalone: bool) -> Option<(usize, NormRef)> {
    if w.starts_with("Acuerdo ")
        && let Some(found) = framework_agreement(w, pos)
    {
        return Some(found);
    }
    if let Some(c) = RE_FORMAL.read(w, FORMAL_GROUPS, formal_shape) {
        let rank_raw = c.get(0)?;
        let n = c.get(1)?.trim_start_matches('0');
        let y = expand_year(c.get(2)?)?;
        let mut end = c.end();
        if matches!(w.as_bytes().get(end), Some(b'0'..=b'9' | b'/')) {
            return None;
        }
        let numero = format!("{n}/{y}");
        let mut avisos = Vec::new();
        let mut fecha = None;
        if let Some(d) = w.get(end..).and_then(|r| RE_NORM_DATE.find(r)) {
            let (day, month, year) = super::text::date_shape(d.as_str())?;
            let year = year.unwrap_or(y);
            let f = super::text::Fecha {
                year: Some(year),
                month,
                day,
            };
            let (iso, ok) = f.iso_with(year);
            if !ok {
                avisos.push(aviso_fecha_imposible(&iso));
            }
            fecha = Some(iso);
            end += d.end();
        }
        let mut regional = false;
        if let Some((start, len)) = w.get(end..).and_then(title_span) {
            regional = w
                .get(end + start..end + start + len)
                .is_some_and(|title| RE_REGIONAL.is_match(title));
            end += start + len;
        }
        let norma_end = end;
        let (len, alias) = w.get(end..).map_or((0, None), acronym_paren);
        end += len;
        let rango = rango_name(rank_raw, n, y);
        // Circulars are norms in the BOE only when the Banco de España or the CNMV issue them
        // (not the Fiscalía's, not an internal circular).
        if rango == "Circular"
            && !w
                .get(..floor(w, 260))
                .is_some_and(|head| RE_CIRCULAR_ISSUER.is_match(head))
        {
            return None;
        }
        let entry = if regional {
            None
        } else {
            lookup_rango_numero(&rango, &numero).or_else(|| {
                // `RDL 1/2007`, `R.D.L. 7/2015`: lawyers abbreviate a Real Decreto Legislativo
                // so too; a number the table knows only as one is that one.
                (rango == "Real Decreto-ley"
                    && rank_raw
                        .chars()
                        .filter(|c| *c != '.' && !c.is_whitespace())
                        .collect::<String>()
                        .starts_with("RDL"))
                .then(|| lookup_rango_numero("Real Decreto Legislativo", &numero))
                .flatten()
            })
        };
        // A date that differs from the table's in the day or the month only (`Ley 58/2003, de
        // 17 de noviembre` for the 17 de diciembre) is a slip: the norm, with a warning. A
        // date that differs in both may be a regional law of the same number: no id.
        let entry = entry.filter(|e| match fecha.as_deref() {
            None => true,
            Some(f) if f == e.fecha => true,
            Some(f) if !regional && one_date_slip(f, e.fecha) => {
                avisos.push(format!(
                    "la fecha escrita ({f}) no es la de la norma {numero}, que es de {}",
                    e.fecha
                ));
                true
            }
            Some(_) => false,
        });
        // `Ley Orgánica 15/2022, de 12 de julio` for the Ley 15/2022 of that date: the number
        // and the date name the norm; the rank written is flagged.
        let entry = match entry {
            Some(e) => Some(e),
            None if !regional => fecha.as_deref().and_then(|f| {
                let e = NORMS
                    .iter()
                    .find(|e| e.numero == Some(numero.as_str()) && e.fecha == f)?;
                avisos.push(format!(
                    "se cita como {rango} {numero}; la norma {numero} de esa fecha es {} {numero}",
                    e.rango.to_lowercase()
                ));
                Some(e)
            }),
            None => None,
        };
        if fecha.is_none() {
            fecha = entry.map(|e| e.fecha.to_owned());
        }
        let rango = entry.map_or(rango, |e| e.rango.to_owned());
        let norma = squash(w.get(..norma_end)?.trim_end_matches([',', ' ']));
        // `Decreto 42/2002, de 12 de febrero, del régimen de desamparo`: since 1979 the
        // State's Government decrees are Reales Decretos; a plain numbered Decreto is a
        // regional government's, published in its own gazette only.
        let kind = if rango == "Decreto" && entry.is_none() && y >= 1979 {
            NormKind::Unsupported("boletin_autonomico")
        } else {
            NormKind::Boe {
                norma_id: entry.and_then(|e| e.boe_id).map(str::to_owned),
                rango: Some(rango),
                numero: Some(numero),
                fecha,
                avisos,
            }
        };
        return Some((
            end,
            NormRef::new(NormData {
                kind,
                norma,
                pos,
                standalone: None,
                alias,
            }),
        ));
    }
    if let Some(c) = RE_ORDEN.captures(w) {
        let end = c.get(0)?.end();
        let numero = format!(
            "{}/{}/{}",
            c.name("dep")?.as_str(),
            c.name("n")?.as_str(),
            c.name("y")?.as_str()
        );
        let mut total = end;
        let mut fecha = None;
        let mut avisos = Vec::new();
        if let Some(d) = w.get(end..).and_then(|r| RE_NORM_DATE.find(r)) {
            let (day, month, year) = super::text::date_shape(d.as_str())?;
            let year: i32 = match year {
                Some(year) => year,
                None => c.name("y")?.as_str().parse().ok()?,
            };
            let (iso, ok) = super::text::Fecha {
                year: Some(year),
                month,
                day,
            }
            .iso_with(year);
            if !ok {
                avisos.push(aviso_fecha_imposible(&iso));
            }
            fecha = Some(iso);
            total += d.end();
        }
        if let Some((start, len)) = w.get(total..).and_then(title_span) {
            total += start + len;
        }
        // `la Orden AGR/1412/2022` (of a regional department): an order whose prefix no
        // ministry of the State has used is published in a regional gazette, not the BOE.
        let dep = c.name("dep")?.as_str();
        if !STATE_ORDER_CODES.contains(&dep) {
            return Some((
                total,
                NormRef::new(NormData {
                    kind: NormKind::Unsupported("boletin_autonomico"),
                    norma: squash(w.get(..total)?),
                    pos,
                    standalone: None,
                    alias: None,
                }),
            ));
        }
        // `la Orden ICT/155/2020, de 7 de febrero`: an order the table knows, by its number
        // and date (or a slip in one of the day and the month).
        let norma_id = lookup_rango_numero("Orden", &numero)
            .filter(|e| {
                fecha
                    .as_deref()
                    .is_none_or(|f| f == e.fecha || one_date_slip(f, e.fecha))
            })
            .and_then(|e| e.boe_id.map(str::to_owned));
        return Some((
            total,
            NormRef::new(NormData {
                kind: NormKind::Boe {
                    norma_id,
                    rango: Some("Orden".into()),
                    numero: Some(numero),
                    fecha,
                    avisos,
                },
                norma: squash(w.get(..total)?),
                pos,
                standalone: None,
                alias: None,
            }),
        ));
    }
    if let Some(c) = RE_DATED_LAW.captures(w)
        && dated_norm_era(
            c.name("rank").map_or("", |m| m.as_str()),
            c.name("y").map_or("", |m| m.as_str()),
        )
    {
        let rank = squash(c.name("rank")?.as_str());
        let day: u32 = c.name("d")?.as_str().parse().ok()?;
        let month = super::text::month_number(c.name("m")?.as_str())?;
        let year: i32 = c.name("y")?.as_str().parse().ok()?;
        let (iso, ok) = super::text::Fecha {
            year: Some(year),
            month,
            day,
        }
        .iso_with(year);
        let mut end = c.get(0)?.end();
        if let Some((start, len)) = w.get(end..).and_then(title_span) {
            end += start + len;
        }
        let mut first = rank.chars();
        let rango = first
            .next()
            .map(|f| f.to_uppercase().chain(first).collect::<String>())
            .unwrap_or_default();
        // `Ley de 23 de julio de 1908`: a norm of the table known by its date alone.
        let norma_id = NORMS
            .iter()
            .find(|n| n.numero.is_none() && n.fecha == iso && fold(n.rango) == fold(&rango))
            .and_then(|n| n.boe_id.map(str::to_owned));
        return Some((
            end,
            NormRef::new(NormData {
                kind: NormKind::Boe {
                    norma_id,
                    rango: Some(rango),
                    numero: None,
                    fecha: Some(iso.clone()),
                    avisos: if ok {
                        Vec::new()
                    } else {
                        vec![aviso_fecha_imposible(&iso)]
                    },
                },
                norma: squash(w.get(..end)?),
                pos,
                standalone: None,
                alias: None,
            }),
        ));
    }
    if let Some((len, norm)) = parse_eu_act(w, pos, standalone) {
        return Some((len, norm));
    }
    if let Some(m) = RE_CONVENIO_COLECTIVO.find(w)
        && (RE_REGIONAL.is_match(m.as_str()) || fold(m.as_str()).contains("provinci"))
    {
        // A regional collective agreement: published in the regional gazette.
        return Some((
            m.end(),
            NormRef::new(NormData {
                kind: NormKind::Unsupported("boletin_autonomico"),
                norma: squash(m.as_str()),
                pos,
                standalone: None,
                alias: None,
            }),
        ));
    }
    if let Some(m) = RE_REGIONAL_CODE.find(w) {
        return Some((
            m.end(),
            NormRef::new(NormData {
                kind: NormKind::Unsupported("boletin_autonomico"),
                norma: squash(m.as_str()),
                pos,
                standalone: None,
                alias: None,
            }),
        ));
    }
    if let Some(c) = RE_TREATY.read(w, TREATY_GROUPS, treaty_shape) {
        // `el art. 7 del Convenio Europeo`: the Convention on Human Rights, as lawyers call it
        // for short; not the Council of Europe's other conventions (`Convenio Europeo de
        // Extradición`, `sobre la nacionalidad`, `relativo a …`).
        static RE_OTHER_CONVENTION: LazyLock<Re> = LazyLock::new(|| {
            re(r"^\s+(?:de|del|sobre|para|relativo|relativa|en|contra|n\.|n[úu]m)\b")
        });
        if c.name("cedh_bare").is_some()
            && w.get(c.end()..)
                .is_some_and(|r| RE_OTHER_CONVENTION.is_match(r))
        {
            return None;
        }
        let kind = if c.name("tfue").is_some() {
            NormKind::Treaty {
                celex_prefix: "12016E",
            }
        } else if c.name("tue").is_some() {
            NormKind::Treaty {
                celex_prefix: "12016M",
            }
        } else if c.name("carta").is_some() {
            NormKind::Treaty {
                celex_prefix: "12016P",
            }
        } else if c.name("rgpd").is_some() {
            regulation("2016/679", "32016R0679", "2016-04-27")
        } else if c.name("cau").is_some() {
            // The Union Customs Code is Regulation (EU) No 952/2013.
            regulation("952/2013", "32013R0952", "2013-10-09")
        } else if c.name("rmue").is_some() {
            // The EU trade mark regulation, Regulation (EU) 2017/1001.
            regulation("2017/1001", "32017R1001", "2017-06-14")
        } else if let Some(pil) = c.name("pil") {
            // The private international law regulations by the names lawyers give them.
            let name = squash(pil);
            let nick = name
                .split_once(' ')
                .filter(|(first, _)| first.eq_ignore_ascii_case("reglamento"))
                .map_or(name.as_str(), |(_, rest)| rest);
            match nick {
                "Bruselas I" => regulation("44/2001", "32001R0044", "2000-12-22"),
                "Bruselas I bis" | "RBI bis" | "RB I bis" | "RBIbis" => {
                    regulation("1215/2012", "32012R1215", "2012-12-12")
                }
                "Bruselas II bis" | "RBII bis" | "RB II bis" | "RBIIbis" => {
                    regulation("2201/2003", "32003R2201", "2003-11-27")
                }
                "Bruselas II ter" | "RBII ter" | "RB II ter" | "RBIIter" => {
                    regulation("2019/1111", "32019R1111", "2019-06-25")
                }
                "Roma I" => regulation("593/2008", "32008R0593", "2008-06-17"),
                "Roma II" => regulation("864/2007", "32007R0864", "2007-07-11"),
                _ => regulation("1259/2010", "32010R1259", "2010-12-20"),
            }
        } else if let Some(m) = c.name("mifid") {
            // The markets in financial instruments directives and regulation, as lawyers
            // name them: Directive 2004/39/EC, Directive 2014/65/EU, Regulation (EU) No
            // 600/2014.
            if m.ends_with('R') {
                regulation("600/2014", "32014R0600", "2014-05-15")
            } else if c.name("mifid2").is_some() {
                known_eu_act("directiva", Some("2014/65"), "32014L0065", "2014-05-15")
            } else {
                known_eu_act("directiva", Some("2004/39"), "32004L0039", "2004-04-21")
            }
        } else if c.name("danos").is_some() {
            // Directive 2014/104/EU on actions for damages for infringements of competition
            // law, as competition lawyers name it.
            known_eu_act("directiva", Some("2014/104"), "32014L0104", "2014-11-26")
        } else if c.name("tce").is_some() {
            // The EC Treaty before Lisbon, cited in its consolidated version of Nice.
            NormKind::Treaty {
                celex_prefix: "12002E",
            }
        } else if c.name("montreal").is_some() {
            // Concluded by the Community (Decision 2001/539/CE) and published in the Official
            // Journal (L 194 of 18.7.2001): part of EU law, in EUR-Lex.
            known_eu_act(
                "acuerdo_internacional",
                None,
                "22001A0718(01)",
                "1999-05-28",
            )
        } else if c.name("cedh").is_some() {
            NormKind::Unsupported("cedh")
        } else if c.name("cpe").is_some() {
            NormKind::Unsupported("tratado_internacional")
        } else {
            NormKind::Unsupported("carta_social_europea")
        };
        return Some((
            c.end(),
            NormRef::new(NormData {
                kind,
                norma: squash(c.whole()),
                pos,
                standalone: None,
                alias: None,
            }),
        ));
    }
    if let Some(m) = table_name_at(w) {
        let name = m.as_str();
        let folded = fold(name);
        // `cuya constitución es obligatoria`: the word, not the Constitution, which lawyers
        // write with a capital.
        if folded == "constitucion" && name.starts_with('c') {
            return None;
        }
        let entry = super::norms::by_folded_name(&folded)?;
        let mut end = m.end();
        let mut wrong_year = false;
        static RE_YEAR: LazyLock<Re> = LazyLock::new(|| re(r"^\s+de\s+(1[5-9]\d{2}|20\d{2})\b"));
        if let Some(y) = w.get(end..).and_then(|r| RE_YEAR.captures(r)) {
            let year = y.get(1)?.as_str();
            wrong_year = !entry.fecha.starts_with(year);
            end += y.get(0)?.end();
        }
        let (len, alias) = w.get(end..).map_or((0, None), acronym_paren);
        end += len;
        let norma = squash(w.get(..m.end())?);
        let mut n = from_entry(entry, norma, pos, wrong_year);
        n.alias = alias;
        // `Reglamento del Registro Mercantil, aprobado por Real Decreto 1784/1996, de 19 de
        // julio`: the decree that approved it is the same citation.
        static RE_APPROVED: LazyLock<Re> = LazyLock::new(|| {
            re(r"(?i)^\s*,?\s*(?:aprobad|promulgad)[oa]\s+por\s+(?:el\s+|la\s+)?")
        });
        // `el Reglamento General de … inspección tributaria y de desarrollo de las normas
        // comunes …, aprobado por el Real Decreto 1065/2007`: the table knows the first words
        // of a long title; the rest of it runs on to the decree.
        static RE_TITLE_ON_APPROVED: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^\s+(?:y|de|del|sobre|para|en)\s[^,;.()\n«»“”]{3,200}?,?\s+(?i:(?:aprobad|promulgad)[oa]\s+por\s+(?:el\s+|la\s+)?)",
            )
        });
        if let Some(t) = w.get(end..).and_then(|r| RE_TITLE_ON_APPROVED.find(r))
            && let Some((len, by)) = w
                .get(end + t.end()..)
                .and_then(|r| parse_norm(r, pos + end + t.end(), false))
            && same_boe_id(&n, &by)
        {
            take_written_date(&mut n, by);
            return Some((end + t.end() + len, n));
        }
        // `aprobado por Decreto de 2 de junio de 1944`: a decree of that time named by its
        // date, which must be the table's.
        static RE_BY_DATED_DECREE: LazyLock<Re> = LazyLock::new(|| {
            re(r"^(?:Real\s+)?[Dd]ecreto\s+de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+(\d{4})\b")
        });
        if let Some(a) = w.get(end..).and_then(|r| RE_APPROVED.find(r))
            && let Some(c) = w
                .get(end + a.end()..)
                .and_then(|r| RE_BY_DATED_DECREE.captures(r))
            && c.get(1)
                .is_some_and(|y| entry.fecha.starts_with(y.as_str()))
        {
            end += a.end() + c.get(0).map_or(0, |m| m.end());
            if n.alias.is_none() {
                let (len, alias) = w.get(end..).map_or((0, None), acronym_paren);
                end += len;
                n.alias = alias;
            }
            return Some((end, n));
        }
        if let Some(a) = w.get(end..).and_then(|r| RE_APPROVED.find(r)) {
            let from = end + a.end();
            if let Some((len, by)) = w.get(from..).and_then(|r| parse_norm(r, pos + from, false)) {
                if same_boe_id(&n, &by) {
                    end = from + len;
                    take_written_date(&mut n, by);
                    // `…, aprobado por Decreto de 2 de junio de 1944 (en adelante, RN)`.
                    if n.alias.is_none() {
                        let (len, alias) = w.get(end..).map_or((0, None), acronym_paren);
                        end += len;
                        n.alias = alias;
                    }
                } else if let NormKind::Boe {
                    numero: Some(num), ..
                } = &by.kind
                    && entry.numero.is_some_and(|e| e != num)
                {
                    // `el Reglamento Penitenciario aprobado por Real Decreto 1201/1981`: an
                    // earlier text of that name, the one the decree approved.
                    return Some((from + len, by));
                }
            }
        }
        return Some((end, n));
    }
    if let Some(m) = RE_ABBREVS.find(w) {
        let mut end = m.end();
        if m.as_str().ends_with('.') && m.as_str().matches('.').count() == 1 {
            end -= 1;
        }
        if !super::text::boundary_after(w, end) && !m.as_str().ends_with('.') {
            return None;
        }
        // `RP/1981`: an abbreviation with a year is the name the brief gave another norm.
        if w.get(end..).is_some_and(|r| {
            r.strip_prefix('/')
                .is_some_and(|d| d.starts_with(|c: char| c.is_ascii_digit()))
        }) {
            return None;
        }
        let abbrev = w.get(m.start()..end)?;
        // `el antiguo art. 81 CE —hoy art. 101 TFUE—`: `CE` is the EC Treaty when the text
        // goes on with the article of the TFUE that replaced it.
        static RE_NOW_TFUE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^\s*[(—–-]?\s*(?:hoy|actual(?:es|mente)?|ahora|vigente)\b[^;()\n]{0,60}?(?:\bTFUE\b|Tratado\s+de\s+Funcionamiento)",
            )
        });
        if abbrev == "CE" && w.get(end..).is_some_and(|r| RE_NOW_TFUE.is_match(r)) {
            return Some((
                end,
                NormRef::new(NormData {
                    kind: NormKind::Treaty {
                        celex_prefix: "12002E",
                    },
                    norma: "TCE".to_owned(),
                    pos,
                    standalone: None,
                    alias: None,
                }),
            ));
        }
        let entry = super::norms::lookup(abbrev)?;
        return Some((
            end,
            from_entry(entry, abbrev.trim_end_matches('.').to_owned(), pos, false),
        ));
    }
    None
}

/// A regulation known by its name or abbreviation (`RGPD`, `CAU`, `RMUE`).
fn regulation(numero: &str, celex: &str, fecha: &str) -> NormKind {
    known_eu_act("reglamento", Some(numero), celex, fecha)
}

/// An EU act known by its name (`la Directiva de daños`, `el Convenio de Montreal`).
fn known_eu_act(tipo: &'static str, numero: Option<&str>, celex: &str, fecha: &str) -> NormKind {
    NormKind::EuAct {
        tipo,
        numero_acto: numero.map(str::to_owned),
        celex: Some(celex.into()),
        fecha: Some(fecha.into()),
        avisos: Vec::new(),
    }
}

/// A title ends before a sentence period or a trailing period.
fn title_cut(raw: &str) -> &str {
    // `de Represión de la Usura —conocida como Ley Azcárate—`: an aside after a dash.
    let raw = raw
        .find(['—', '–'])
        .map_or(raw, |i| raw.get(..i).unwrap_or(raw));
    let cut = raw.find(". ").map_or(raw, |i| raw.get(..i).unwrap_or(raw));
    // `de 1 de julio, del Poder Judicial y al artículo 2, letra o), de la LRJS`: the sentence
    // goes on with another article.
    static RE_NEXT_ARTICLE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\s(?:y|e|o|ni)\s+(?:(?:al|el|del|los|las|en\s+el|a\s+los|de\s+los|en\s+su|en\s+sus)\s+)?(?:art[íi]culos?\b|arts?(?:\.|$))|\s(?:y|e)\s+\d{1,4}(?:\.\d{1,3})*(?:\.?[a-zñ]\)?)?(?:\s+(?:de\s+la\s|del\s|(?-i:[A-Z]{2,}))|$)",
        )
    });
    let cut = RE_NEXT_ARTICLE
        .find(cut)
        .map_or(cut, |m| cut.get(..m.start()).unwrap_or(cut));
    cut.trim_end().trim_end_matches('.').trim_end()
}

/// The title at the start of `r` as the citation takes it: (where it starts, its length).
///
/// A title that modifies several norms names them in a list the commas do not end (`Ley
/// 41/2003, …, de protección patrimonial … y de modificación del Código Civil, de la Ley de
/// Enjuiciamiento Civil y de la Normativa Tributaria con esta finalidad`): the norms of the
/// list are the title's, not citations.
fn title_span(r: &str) -> Option<(usize, usize)> {
    static RE_MODIFIED_NEXT: LazyLock<Re> = LazyLock::new(|| {
        re(
            r#"^,\s+(?:y\s+)?(?:de\s+la|del|de\s+los|de\s+las)\s+[A-ZÁÉÍÓÚ][^,;:()\n«»“”"\[\]]{1,200}"#,
        )
    });
    let (start, raw) = title_at(r)?;
    let mut title = title_cut(raw);
    // `Ley Orgánica 9/2021, de 1 de julio, de aplicación del Reglamento (UE) 2017/1939`: the
    // EU act the title names is cited on its own, and can be named again (`el referido
    // Reglamento`).
    static RE_EU_ACT_ENDS: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"\s+(?:del|de\s+la|de\s+los|de\s+las|el|la|los|las)?\s*(?:Reglamento|Directiva|Decisi[oó]n)(?:\s+(?:de\s+Ejecuci[oó]n|Delegad[oa]|marco))?\s*$",
        )
    });
    static RE_EU_QUALIFIER: LazyLock<Re> =
        LazyLock::new(|| re(r"^\s*\(\s*(?:UE|CE|CEE|Euratom)\s*\)"));
    if title.len() == raw.trim_end().len()
        && r.get(start + raw.len()..)
            .is_some_and(|t| RE_EU_QUALIFIER.is_match(t))
        && let Some(m) = RE_EU_ACT_ENDS.find(title)
        && m.start() > 0
    {
        title = title.get(..m.start()).unwrap_or(title);
    }
    let mut len = title.len();
    // `de los estados de alarma, excepción y sitio`, `de ordenación, supervisión y solvencia de
    // las entidades aseguradoras`: a title that lists its subjects goes on past the comma.
    if title.len() == raw.trim_end().len()
        && let Some(more) = r.get(start + len..).and_then(enumeration_tail)
    {
        len += more;
    }
    if title.len() == raw.trim_end().len() && {
        let f = fold(title);
        f.contains("modificacion") || f.contains("se modifica")
    } {
        while let Some(m) = r.get(start + len..).and_then(|t| RE_MODIFIED_NEXT.find(t)) {
            let segment = title_cut(m.as_str());
            len += segment.len();
            if segment.len() < m.as_str().trim_end().len() {
                break;
            }
        }
    }
    Some((start, len))
}

/// `, excepción y sitio` right after a title: the rest of a list of the title's subjects, a
/// short lowercase phrase joined by `y`/`e` that ends where the title would (a parenthesis, a
/// comma, a period); its length. Not a clause that follows the title (`, cuyo art. 5`, `, y
/// en particular`, `, en su redacción dada por …`).
fn enumeration_tail(r: &str) -> Option<usize> {
    enumeration_tail_of(r, 12)
}

/// Same as [`enumeration_tail`] for an EU act's title, whose lists run longer (`relativa a la
/// aproximación de las disposiciones legales, reglamentarias y administrativas de los
/// Estados miembros en materia de …`): up to 24 words when a parenthesis follows (the name
/// the brief gives the act), else as long as a Spanish title's.
fn eu_enumeration_tail(r: &str) -> Option<usize> {
    enumeration_tail_of(r, 24)
        .filter(|&len| {
            r.get(len..)
                .is_some_and(|t| t.trim_start().starts_with('('))
        })
        .or_else(|| enumeration_tail(r))
}

fn enumeration_tail_of(r: &str, max_words: usize) -> Option<usize> {
    const NOT_A_SUBJECT: &[&str] = &[
        "que",
        "cuyo",
        "cuya",
        "cuyos",
        "cuyas",
        "en",
        "el",
        "la",
        "los",
        "las",
        "lo",
        "y",
        "e",
        "o",
        "u",
        "a",
        "al",
        "de",
        "del",
        "con",
        "sin",
        "por",
        "para",
        "según",
        "segun",
        "tras",
        "desde",
        "hasta",
        "entre",
        "sobre",
        "como",
        "donde",
        "cuando",
        "si",
        "no",
        "ni",
        "art",
        "arts",
        "artículo",
        "artículos",
        "articulo",
        "articulos",
        "apartado",
        "letra",
        "modificada",
        "modificado",
        "aprobada",
        "aprobado",
        "publicada",
        "publicado",
        "vigente",
        "derogada",
        "derogado",
        "dictada",
        "dictado",
        "reformada",
        "reformado",
        "actualmente",
        "hoy",
        "ya",
        "aplicable",
        "también",
        "tambien",
        "así",
        "asi",
        "pues",
        "aunque",
        "pero",
        "sino",
        "este",
        "esta",
        "ese",
        "esa",
        "aquel",
        "aquella",
        "su",
        "sus",
        "dispone",
        "establece",
    ];
    let rest = r.strip_prefix(',')?;
    let body = rest.trim_start();
    let lead = rest.len() - body.len();
    if lead == 0 {
        return None;
    }
    let end = body
        .find([
            ',', ';', ':', '(', ')', '\n', '«', '»', '“', '”', '"', '[', ']', '.',
        ])
        .unwrap_or(body.len());
    let segment = body.get(..end)?.trim_end();
    let words: Vec<&str> = segment.split_whitespace().collect();
    let first = words.first()?;
    let joined = words.iter().any(|w| *w == "y" || *w == "e");
    let lowercase = first.chars().next().is_some_and(char::is_lowercase);
    let last_ok = words
        .last()
        .is_some_and(|w| !matches!(*w, "y" | "e" | "de" | "la" | "el"));
    (joined
        && lowercase
        && last_ok
        && (2..=max_words).contains(&words.len())
        && !NOT_A_SUBJECT.contains(first)
        && !words.contains(&"que")
        && words
            .iter()
            .all(|w| w.chars().all(|c| c.is_alphabetic() || c == '-')))
    .then_some(1 + lead + segment.len())
}

/// An abbreviation the table does not know that is a known one with two neighbouring letters
/// swapped (`LRJPS`, `LJAC`), or of five letters or more with one letter left out or added
/// (`TRLGCU`, `LOPGDD`): a slip
/// of the pen, read as the norm it nearly names, with a warning. A different letter in the
/// same place is not taken (`LOTJ` is not `LOTC`: both laws exist).
fn misspelled_abbrev_at(w: &str, pos: usize) -> Option<(usize, NormRef, &'static str)> {
    let word = unknown_acronym(w)?;
    // Two norms it nearly names: the one with two letters swapped (`TRLCS` is `TRLSC`, not
    // `TRLCSP` with a letter left out); else no guess.
    let mut swapped: Option<(&NormEntry, &str)> = None;
    let mut other: Option<(&NormEntry, &str)> = None;
    let mut ambiguous = (false, false);
    for entry in NORMS {
        for a in entry.abreviaturas {
            // Swapped neighbours are a slip from three letters on (`LTG`, `LJAC`, `LJRS`); a
            // letter more or less only from five.
            let same_len = a.len() == word.len();
            let fits = if same_len { a.len() >= 3 } else { a.len() >= 5 };
            if fits && one_slip(word, a) {
                let (slot, clash) = if same_len {
                    (&mut swapped, &mut ambiguous.0)
                } else {
                    (&mut other, &mut ambiguous.1)
                };
                match slot {
                    Some((e, _)) if !std::ptr::eq(*e, entry) => *clash = true,
                    Some(_) => {}
                    None => *slot = Some((entry, a)),
                }
            }
        }
    }
    let found = match (swapped, other) {
        (Some(_), _) if ambiguous.0 => return None,
        (Some(s), _) => Some(s),
        (None, Some(_)) if ambiguous.1 => return None,
        (None, o) => o,
    };
    let Some((entry, meant)) = found else {
        // `RGDP`, `RMEU`: the EU acts and treaties known by their abbreviation.
        let mut eu = ["RGPD", "RMUE", "TFUE", "CDFUE"]
            .into_iter()
            .filter(|a| a.len() == word.len() && one_slip(word, a));
        let meant = eu.next()?;
        if eu.next().is_some() {
            return None;
        }
        let (_, mut n) = parse_norm(meant, pos, true)?;
        n.norma = word.to_owned();
        if let NormKind::EuAct { avisos, .. } = &mut n.kind {
            avisos.push(slip_warning(word, meant));
        }
        return Some((word.len(), n, meant));
    };
    let mut n = from_entry(entry, word.to_owned(), pos, false);
    if let NormKind::Boe { avisos, .. } = &mut n.kind {
        avisos.push(slip_warning(word, &format!("{meant} ({})", entry.titulo)));
    }
    Some((word.len(), n, meant))
}

/// True when `a` becomes `b` by leaving out or adding one letter, or by swapping two
/// neighbouring letters.
fn one_slip(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a == b {
        return false;
    }
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (ra, rb) = (
        a.get(common..).unwrap_or(&[]),
        b.get(common..).unwrap_or(&[]),
    );
    match a.len().abs_diff(b.len()) {
        0 => {
            let swapped = ra.len() >= 2
                && ra.first() == rb.get(1)
                && ra.get(1) == rb.first()
                && ra.get(2..) == rb.get(2..);
            // `LISS` for `LSSI`: one letter moved two places, in an abbreviation of four
            // letters or more.
            let moved = |x: &[u8], y: &[u8]| {
                x.len() >= 3
                    && x.get(1..3) == y.get(..2)
                    && x.first() == y.get(2)
                    && x.get(3..) == y.get(3..)
            };
            swapped || (a.len() >= 4 && (moved(ra, rb) || moved(rb, ra)))
        }
        1 if a.len() > b.len() => ra.get(1..) == Some(rb),
        1 => rb.get(1..) == Some(ra),
        _ => false,
    }
}

/// `arts. 176 a 180 LGP` in a brief about public funds: an abbreviation two norms share is
/// the one whose name or number the brief uses (within [`SHARED_REACH`] bytes either side).
fn settle_shared_abbreviation(text: &str, norm: &mut NormRef) {
    if norm.norma.len() > 8 || !matches!(norm.kind, NormKind::Boe { .. }) {
        return;
    }
    let key = norm.norma.replace('.', "");
    if !super::norms::is_shared(&key) {
        return;
    }
    let from = floor(text, norm.pos.saturating_sub(SHARED_REACH));
    let to = floor(text, norm.pos.saturating_add(SHARED_REACH).min(text.len()));
    if let Some(entry) = text
        .get(from..to)
        .and_then(|around| super::norms::shared_abbreviation(&key, around))
    {
        norm.kind = from_entry(entry, norm.norma.clone(), norm.pos, false)
            .into_data()
            .kind;
    }
}

/// How far around a shared abbreviation the brief is read for the name it stands for.
const SHARED_REACH: usize = 60_000;

fn from_entry(entry: &NormEntry, norma: String, pos: usize, wrong_year: bool) -> NormRef {
    NormRef::new(NormData {
        kind: NormKind::Boe {
            norma_id: if wrong_year {
                None
            } else {
                entry.boe_id.map(str::to_owned)
            },
            rango: (!wrong_year).then(|| entry.rango.to_owned()),
            numero: if wrong_year {
                None
            } else {
                entry.numero.map(str::to_owned)
            },
            fecha: (!wrong_year).then(|| entry.fecha.to_owned()),
            avisos: Vec::new(),
        },
        norma,
        pos,
        standalone: None,
        alias: None,
    })
}

fn rango_name(raw: &str, _n: &str, _y: i32) -> String {
    let f = fold(raw).replace(['.', ' ', '-'], "");
    match f.as_str() {
        "leyorganica" | "lo" => "Ley Orgánica",
        "realdecretoley" | "rdley" | "rdl" => "Real Decreto-ley",
        "realdecretolegislativo" | "rdleg" | "rdlegis" | "rdlg" | "rdl eg" | "rdlg." => {
            "Real Decreto Legislativo"
        }
        "realdecreto" | "rd" => "Real Decreto",
        "circular" => "Circular",
        "decretoley" | "dl" => "Decreto-ley",
        "decretolegislativo" => "Decreto Legislativo",
        "decreto" => "Decreto",
        _ if f.starts_with("rdleg") || f.starts_with("rdleg") => "Real Decreto Legislativo",
        _ => "Ley",
    }
    .to_owned()
}

/// True when two ISO dates of the same year differ in the day or in the month, not both.
fn one_date_slip(a: &str, b: &str) -> bool {
    let parts = |d: &str| -> Option<(String, String, String)> {
        let mut it = d.split('-');
        Some((
            it.next()?.to_owned(),
            it.next()?.to_owned(),
            it.next()?.to_owned(),
        ))
    };
    match (parts(a), parts(b)) {
        (Some((ya, ma, da)), Some((yb, mb, db))) => ya == yb && (ma == mb) != (da == db),
        _ => false,
    }
}

/// What [`RE_EU_ACT`] matches at the start of a haystack: its end and its groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct EuActShape<'h> {
    end: usize,
    kind: &'h str,
    sub: Option<&'h str>,
    q: Option<&'h str>,
    a: &'h str,
    b: &'h str,
    suf: Option<&'h str>,
    /// Day, month and year.
    date: Option<(&'h str, &'h str, &'h str)>,
}

/// [`RE_EU_ACT`]'s match on `w`, read step by step in the pattern's order of preference (a
/// test holds the two to the same answer): the capture search over its ten groups cost some
/// four thousand instructions an act.
fn eu_act_shape(w: &str) -> Option<EuActShape<'_>> {
    use super::reading::Cursor;
    const ORDINALS: &[&str] = &[
        "primera",
        "segunda",
        "tercera",
        "cuarta",
        "quinta",
        "sexta",
        "septima",
        "séptima",
        "octava",
        "novena",
        "decima",
        "décima",
        "undecima",
        "undécima",
        "duodecima",
        "duodécima",
        "decimotercera",
    ];
    const KINDS: &[&str] = &[
        "reglamento",
        "directiva",
        "decision",
        "decisión",
        "recomendacion",
        "recomendación",
    ];
    const MONTH_WORDS: &[&str] = &[
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "setiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ];
    let start = Cursor::new(w);
    // An ordinal is no kind, so after one the kind must follow it.
    let c = ORDINALS
        .iter()
        .find_map(|o| start.word(o)?.spaces1())
        .unwrap_or(start);
    let (c, kind) = c.first_word(KINDS)?;
    // A sub-kind, when one follows, is what the pattern takes: without it nothing else could.
    let sub_end = c.spaces1().and_then(|s| {
        s.word("de")
            .and_then(Cursor::spaces1)
            .and_then(|e| e.first_word(&["ejecucion", "ejecución"]))
            .or_else(|| s.first_word(&["delegado", "delegada", "marco"]))
            .map(|(after, _)| after)
    });
    let sub = sub_end.map(|e| c.upto(e));
    let c = sub_end.unwrap_or(c).spaces();
    let q_read = c.exactly('(').and_then(|open| {
        let open = open.spaces();
        let with_euratom = |first: &str| {
            open.word(first)?
                .spaces()
                .exactly(',')?
                .spaces()
                .word("euratom")
        };
        [
            open.word("ue"),
            open.word("ce"),
            open.word("cee"),
            open.word("euratom"),
            with_euratom("ue"),
            with_euratom("ce"),
        ]
        .into_iter()
        .flatten()
        .find_map(|q_end| {
            let after = q_end.spaces().exactly(')')?.spaces();
            Some((after, open.upto(q_end)))
        })
    });
    let (c, q) = match q_read {
        Some((after, q)) => (after, Some(q)),
        None => (c, None),
    };
    let is_digit = |c: Cursor<'_>| c.peek().is_some_and(|ch| ch.is_ascii_digit());
    let numbered = c
        .char_if(|ch| ch == 'n' || ch == 'N')
        .map(|n| {
            let mut n = n;
            while let Some(next) = n.char_if(|ch| matches!(ch, '.' | 'º' | '°' | 'o' | 'O')) {
                n = next;
            }
            n.spaces()
        })
        .filter(|n| is_digit(*n))
        .or_else(|| {
            c.word("núm")
                .and_then(|n| n.exactly('.'))
                .map(Cursor::spaces)
                .filter(|n| is_digit(*n))
        })
        .unwrap_or(c);
    let (c, a) = numbered.digits(1, 4)?;
    let c = c.spaces().exactly('/')?.spaces();
    let (c, b) = c.digits_greedy(1, 4)?;
    let suf_read = c.spaces().exactly('/').and_then(|s| {
        s.spaces()
            .first_word(&["cee", "ce", "ue", "jai", "pesc", "euratom"])
    });
    let (c, suf) = match suf_read {
        Some((after, suf)) => (after, Some(suf)),
        None => (c, None),
    };
    /// `\s+(?:Parlamento\s+Europeo\s+y\s+del\s+Consejo|Consejo|(?:la\s+)?Comisi[oó]n)` after
    /// `de` or `del`.
    fn who(de: Cursor<'_>) -> Option<Cursor<'_>> {
        let s = de.spaces1()?;
        let parliament = || {
            s.word("parlamento")?
                .spaces1()?
                .word("europeo")?
                .spaces1()?
                .word("y")?
                .spaces1()?
                .word("del")?
                .spaces1()?
                .word("consejo")
        };
        fn commission(from: Cursor<'_>) -> Option<Cursor<'_>> {
            from.first_word(&["comision", "comisión"])
                .map(|(after, _)| after)
        }
        parliament()
            .or_else(|| s.word("consejo"))
            .or_else(|| s.word("la").and_then(Cursor::spaces1).and_then(commission))
            .or_else(|| commission(s))
    }
    let c = c
        .spaces()
        .maybe(',')
        .spaces()
        .word("de")
        .and_then(|de| de.word("l").and_then(who).or_else(|| who(de)))
        .unwrap_or(c);
    let date_read = || {
        let d = c.spaces().maybe(',').spaces().word("de")?.spaces1()?;
        let (after_d, day) = d.digits(1, 2)?;
        let m = after_d.spaces1()?.word("de")?.spaces1()?;
        let (after_m, month) = m.first_word(MONTH_WORDS)?;
        let y = after_m.spaces1()?.word("de")?.spaces1()?;
        let (after_y, year) = y.digits_greedy(4, 4)?;
        Some((after_y, (day, month, year)))
    };
    let (c, date) = match date_read() {
        Some((after, date)) => (after, Some(date)),
        None => (c, None),
    };
    Some(EuActShape {
        end: c.at(),
        kind,
        sub,
        q,
        a,
        b,
        suf,
        date,
    })
}

/// Where [`RE_EU_TITLE`]'s group 1 (a title after an EU act's number) ends, read step by step
/// in the pattern's order of preference (a test holds the two to the same answer).
fn eu_title_end(r: &str) -> Option<usize> {
    use super::reading::Cursor;
    let c = Cursor::new(r).spaces().exactly(',')?.spaces();
    let leads = [
        c.first_word(&["relativo", "relativa"]).map(|x| x.0),
        c.word("por").and_then(|p| {
            p.spaces1()?
                .first_word(&["el", "la"])?
                .0
                .spaces1()?
                .word("que")
        }),
        c.word("sobre"),
        c.word("que")
            .and_then(Cursor::spaces1)
            .and_then(|q| q.word("modifica")),
        c.word("de").and_then(|d| {
            d.spaces1()?
                .first_word(&["proteccion", "protección", "aplicacion", "aplicación"])
                .map(|x| x.0)
        }),
    ];
    leads.into_iter().flatten().find_map(|lead| {
        let mut run = lead.space()?;
        for n in 0..=300 {
            if n >= 2 {
                let next = run.peek();
                let ends = match next {
                    None => true,
                    Some(',' | ';' | '(' | ')' | '\n' | '«' | '»' | '“' | '”' | '"') => true,
                    Some('.') => run
                        .exactly('.')
                        .is_some_and(|after| after.at_end() || after.space().is_some()),
                    Some(_) => false,
                };
                if ends {
                    return Some(run.at());
                }
            }
            if n == 300 {
                break;
            }
            run = run.char_if(|ch| {
                !matches!(
                    ch,
                    ',' | ';' | '(' | ')' | '\n' | '«' | '»' | '“' | '”' | '"' | '[' | ']'
                )
            })?;
        }
        None
    })
}

/// Parses an EU act (`Reglamento (UE) 2016/679`, `Directiva 93/13/CEE`).
fn parse_eu_act(w: &str, pos: usize, standalone: bool) -> Option<(usize, NormRef)> {
    let c = eu_act_shape(w)?;
    let mut end = c.end;
    if matches!(w.as_bytes().get(end), Some(b'0'..=b'9')) {
        return None;
    }
    let kind_word = fold(c.kind);
    let sub = c.sub.map(fold).unwrap_or_default();
    let q = c.q.map(str::to_uppercase);
    let (a, b) = (c.a, c.b);
    let (tipo, letter) = match kind_word.as_str() {
        "reglamento" => ("reglamento", 'R'),
        "directiva" => ("directiva", 'L'),
        // Only with its series (`Recomendación (UE) 2020/1475`, `Recomendación
        // 2013/473/UE`): a recommendation of a Spanish or international body is numbered too.
        "recomendacion" if q.is_some() || c.suf.is_some() => ("recomendacion", 'H'),
        "recomendacion" => return None,
        _ if sub.contains("marco") => ("decision", 'F'),
        _ => ("decision", 'D'),
    };
    let is_year =
        |s: &str| s.len() == 4 && s.parse::<i32>().is_ok_and(|y| (1950..=2100).contains(&y));
    let (year, num) = if tipo == "reglamento" {
        match q.as_deref() {
            // `n.º 2027/97`: until 2015 a regulation's number came first, then the year, in
            // two digits before 2000; a two-digit second part is that year.
            _ if b.len() == 2 => (expand_year(b)?, a),
            _ if is_year(b) && !is_year(a) => (expand_year(b)?, a),
            _ if is_year(a) && !is_year(b) => (expand_year(a)?, b),
            Some("UE") | Some("UE, EURATOM") => (expand_year(a)?, b),
            _ if is_year(a) => (expand_year(a)?, b),
            _ => (expand_year(b)?, a),
        }
    } else {
        (expand_year(a)?, b)
    };
    let num: u32 = num.parse().ok()?;
    let celex = format!("3{year}{letter}{num:04}");
    let mut avisos = Vec::new();
    let fecha = match c.date {
        Some((d, m, y)) => {
            let f = super::text::Fecha {
                year: y.parse().ok(),
                month: super::text::month_number(m)?,
                day: d.parse().ok()?,
            };
            let (iso, ok) = f.iso_with(f.year?);
            if !ok {
                avisos.push(aviso_fecha_imposible(&iso));
            }
            Some(iso)
        }
        _ => None,
    };
    // `del art. 6 de la Directiva (UE) 2016/1164 …, por la que se establecen normas contra
    // las prácticas de elusión fiscal … (en adelante, ATAD)`: after an article the title is
    // not part of the citation, but the abbreviation defined after it names the act.
    let title_end = w.get(end..).and_then(eu_title_end).map(|t| end + t);
    // `relativa a la aproximación de las disposiciones legales, reglamentarias y
    // administrativas de los Estados miembros …`: a title that lists goes on past its comma.
    let title_end = title_end.map(|te| te + w.get(te..).and_then(eu_enumeration_tail).unwrap_or(0));
    // `…, relativo a la competencia (en adelante, «…» o «…»)`: the title ends at its last word.
    let title_end = title_end.map(|te| {
        w.get(..te)
            .map_or(te, |t| t.trim_end_matches(char::is_whitespace).len())
    });
    let mut alias_after_title = None;
    if let Some(te) = title_end {
        if standalone {
            end = te;
        } else {
            alias_after_title = w.get(te..).and_then(|r| acronym_paren(r).1);
        }
    }
    let norma = squash(w.get(..end)?);
    let (len, alias) = w.get(end..).map_or((0, None), acronym_paren);
    end += len;
    let alias = alias.or(alias_after_title);
    Some((
        end,
        NormRef::new(NormData {
            kind: NormKind::EuAct {
                tipo,
                numero_acto: Some(format!("{a}/{b}")),
                celex: Some(celex),
                fecha,
                avisos,
            },
            norma,
            pos,
            standalone: None,
            alias,
        }),
    ))
}

/// True when the sentence before `pos` cites a case of the Court of Justice (`asunto
/// C–312/21`, `ECLI:EU:C:2023:99`, `STJUE`).
fn cjeu_case_earlier_in_sentence(text: &str, pos: usize) -> bool {
    static RE_CJEU: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"\bEU:[CT]:\d{4}|\b[CT]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d{1,4}/\d{2}\b|\bS?STJ(?:UE|CE)?\b",
        )
    });
    let from = floor(text, pos.saturating_sub(600));
    let before = text.get(from..pos).unwrap_or("");
    let sentence = before
        .get(super::text::last_sentence_start(before)..)
        .unwrap_or(before);
    RE_CJEU.is_match(sentence)
}

/// `, apartado 3, letra c)` right after an article's norm.
/// `, letras a), b) y h)` right after a norm: letters of the article's apartado.
static RE_POST_LETTERS: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^\s*,\s*letras?\s+([a-zñ]\)(?:\s*(?:,|y|e)\s*[a-zñ]\))*)"));
static RE_POST_APDO_BARE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*(?:,|\()\s*(?:apartados?|apdos?\.)\s+(\d{1,3}(?:\.\d{1,3})*(?:\s*\.?\s*[ºª°])?(?:\s*(?:,|y|e)\s*\d{1,3}(?:\.\d{1,3})*(?:\s*\.?\s*[ºª°])?)*)(?:\s*,\s*letra\s+([a-zñ])\))?",
    )
});

/// A nationality right after a norm's name: a foreign norm (`Código Civil francés`,
/// `Constitución italiana`, `Código Penal de Portugal`).
static RE_FOREIGN: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^\s+(?:franc[eé]s|francesa|alem[aá]n|alemana|italian[oa]|portugu[eé]s|portuguesa|belga|suiz[oa]|austr[ií]ac[oa]|holand[eé]s|holandesa|neerland[eé]s|neerlandesa|brit[aá]nic[oa]|ingl[eé]s|inglesa|estadounidense|argentin[oa]|chilen[oa]|mexican[oa]|colombian[oa]|peruan[oa]|andorran[oa]|luxemburgu[eé]s|luxemburguesa|grieg[oa]|polac[oa]|ruman[oa]|de\s+(?:Francia|Alemania|Italia|Portugal|Suiza|Austria|B[eé]lgica|Andorra|Argentina|Chile|M[eé]xico|Colombia|Per[uú]))\b",
    )
});

/// True when a sentence ends between `from` and `to` (`. ` before a capital).
fn sentence_break_between(text: &str, from: usize, to: usize) -> bool {
    text.get(floor(text, from)..floor(text, to))
        .is_some_and(|span| super::text::last_sentence_start(span) > 0)
}

/// One cited article.
#[derive(Debug, Clone, PartialEq)]
struct Art {
    articulo: String,
    apartado: Option<String>,
}

fn article_at(text: &str, pos: usize, state: &mut State) -> Option<Found> {
    let w = window(text, pos, 700);
    // `y su punto 2` after `el art. 2, punto 1, de la Directiva 2003/88/CE`: a point is read
    // only with a possessive (`en este punto`, `hasta cierto punto` are prose).
    if w.get(..5).is_some_and(|k| k.eq_ignore_ascii_case("punto")) {
        let before = text
            .get(floor(text, pos.saturating_sub(8))..pos)
            .unwrap_or("");
        // `cuyo anexo menciona, en su punto 1, letra a), …`: a point of an annex.
        let near = text
            .get(floor(text, pos.saturating_sub(120)).max(line_start(text, pos))..pos)
            .unwrap_or("");
        if !["su ", "sus ", "cuyo ", "cuyos "]
            .iter()
            .any(|p| ends_with_lower(before, p))
            || near.contains("anexo")
        {
            return None;
        }
        return own_apartado_at(text, w, pos, state);
    }
    // `el art. 418u del Código de Obligaciones suizo`: an article of a foreign code.
    if w.get(..floor(w, 80))
        .is_some_and(|h| h.contains("Obligaciones"))
    {
        static RE_FOREIGN_CODE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^(?:art[íi]culos?|arts?\.)\s*\d{1,4}[a-z]{0,2}(?:\s*(?:,|y)\s*\d{1,4}[a-z]{0,2})*\s+del\s+[CcK][oó]d(?:igo|e)\s+(?:[Ff]ederal\s+)?(?:de\s+(?:las\s+)?|des\s+)?[Oo]bligac?iones\s+(?:suiz[oa]|franc[eé]s|belga|polac[oa]|\(Suiza\))",
            )
        });
        if let Some(m) = RE_FOREIGN_CODE.find(w) {
            return Some(Found::unsupported(pos, m.as_str(), "derecho_extranjero"));
        }
    }
    // `el art. 4:103 de los Principios de Derecho europeo de los contratos`, `el art.
    // II.-7:201 del Marco Común de Referencia`: the model rules of European contract law,
    // numbered chapter:article, which no source here holds.
    if w.as_bytes()
        .get(..w.len().min(40))
        .is_some_and(|h| h.contains(&b':'))
    {
        static RE_MODEL_RULES: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)^(?:art[íi]culos?|arts?\.)\s*(?:[IVX]{1,4}\s*\.\s*[-–]\s*)?\d{1,2}:\d{3}(?:\s*(?:,|y)\s*(?:[IVX]{1,4}\s*\.\s*[-–]\s*)?\d{1,2}:\d{3})*(?:\s*\(\d\))?\s+(?:de\s+los|del)\s+(?:Principios\s+(?:de\s+|del\s+)?Derecho\s+[Ee]uropeo\s+de\s+(?:los\s+)?[Cc]ontratos|Marco\s+[Cc]om[uú]n\s+de\s+[Rr]eferencia|(?-i:PECL|PDEC|DCFR|MCR)\b)",
            )
        });
        if let Some(m) = RE_MODEL_RULES.find(w) {
            return Some(Found::unsupported(pos, m.as_str(), "soft_law"));
        }
    }
    if w.get(..5).is_some_and(|k| k.eq_ignore_ascii_case("letra")) {
        return letters_backref_at(text, w, pos, state);
    }
    if let Some(found) = apartado_backref_at(text, w, pos, state) {
        return Some(found);
    }
    if let Some(found) = own_apartado_at(text, w, pos, state) {
        return Some(found);
    }
    if let Some(found) = regional_articles_at(w, pos) {
        return Some(found);
    }
    let annex = annex_at(w);
    let is_annex = annex.is_some();
    let disposicion = disposicion_at(w)
        .or_else(|| recital_at(w))
        .or_else(|| clause_at(w))
        .or(annex);
    let head_end = match (&disposicion, RE_ART_HEAD.find(w)) {
        (Some((len, _)), _) => *len,
        (None, Some(h)) => h.end(),
        (None, None) => return None,
    };
    let mut at = head_end;
    let mut arts: Vec<Art> = Vec::new();
    if let Some((_, art)) = &disposicion {
        let mut art = art.clone();
        // `la disposición adicional cuarta, apartado 5, de la LJCA`.
        if let Some(t) = w.get(at..).and_then(|r| RE_TRAILING_APDO.captures(r)) {
            art.apartado = Some(deeper(art.apartado.take(), &trailing_apartado(&t)));
            at += t.get(0).map_or(0, |m| m.end());
        }
        // `la cláusula 5, apartado 1, letra a), del Acuerdo marco`.
        if let Some((len, letter, more)) = w.get(at..).and_then(trailing_letter)
            && !more
        {
            art.apartado = Some(deeper(art.apartado.take(), &format!("{letter})")));
            at += len;
        }
        arts.push(art);
    }
    let mut start = pos;
    // `el apartado 2 del artículo 24`, `los números 4.º y 7.º del art. 21`, `la regla 6.ª
    // del art. 66.1`, `letras a), b) y f) del artículo 83.2`: the pinpoints come first (`la
    // letra b) del párrafo segundo del art. 55.5`: the paragraph is not part of the pinpoint).
    let before_start = floor(text, pos.saturating_sub(80)).max(line_start(text, pos));
    let before = text.get(before_start..pos).unwrap_or("");
    static RE_PRE_APDO: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)(?:\b(?:el|los|la|las)\s+)?\b(?:apartados?|apdos?\.|n[úu]meros?|p[aá]rrafo|letras?|ordinal(?:es)?|reglas?|circunstancias?)\s+((?:\d{1,3}(?:\.\d{1,3})*(?:\s*\.?\s*[ºª°])?(?:\.[a-zñ]\))?|[a-zñ]\))(?:\s*(?:,|y|e|a)\s*(?:\d{1,3}(?:\.\d{1,3})*(?:\s*\.?\s*[ºª°])?(?:\.[a-zñ]\))?|[a-zñ]\)))*)(?:\s+del\s+p[aá]rrafo\s+(?:primero|segundo|tercero|cuarto|quinto|[uú]ltimo|\d{1,2}\s*\.?\s*[ºo°]?))?\s+(?:del(?:\s+(?:mismo|citado|referido|precitado|mencionado|propio))?|de\s+(?:su|sus|dicho|este|ese)(?:\s+mismo)?|de\s+la(?:\s+(?:misma|citada|referida|mencionada))?)\s+$",
        )
    });
    let mut pre_apartados: Vec<String> = Vec::new();
    // Only worth a search when `del` follows an item (a digit, a letter's `)`, an ordinal).
    let item_then_del = {
        let t = before.trim_end();
        [
            "del",
            "de su",
            "de sus",
            "de dicho",
            "de este",
            "de ese",
            "del mismo",
            "del citado",
            "del referido",
            "del precitado",
            "del mencionado",
            "del propio",
            "de ese mismo",
            "de este mismo",
            // `el apartado 1 de la disposición adicional segunda`.
            "de la",
            "de la misma",
            "de la citada",
        ]
        .iter()
        .find_map(|w| t.strip_suffix(w))
        .map(str::trim_end)
        .is_some_and(|t| {
            t.chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_digit() || matches!(c, ')' | 'º' | 'ª' | '°'))
                || (t.contains("rrafo")
                    && [
                        "primero", "segundo", "tercero", "cuarto", "quinto", "último", "ultimo",
                    ]
                    .iter()
                    .any(|o| t.ends_with(o)))
        })
    };
    // `la tabla B2 del anexo III`: a table of an annex is its pinpoint.
    static RE_PRE_TABLE: LazyLock<Re> = LazyLock::new(|| {
        re(r"(?i)\b(?:(?:la|las)\s+)?tablas?\s+((?-i:[A-Z])\d{0,2}|\d{1,2})\s+del\s+$")
    });
    if is_annex
        && before.ends_with("del ")
        && let Some(c) = RE_PRE_TABLE.captures(before)
        && let (Some(all), Some(t)) = (c.get(0), c.get(1))
    {
        pre_apartados = vec![format!("tabla {}", t.as_str())];
        start = before_start + all.start();
    } else if item_then_del && let Some(c) = RE_PRE_APDO.captures(before) {
        pre_apartados = c.get(1).map(|m| pre_items(m.as_str())).unwrap_or_default();
        let apdo_start = c.get(0).map_or(0, |m| m.start());
        start = before_start + apdo_start;
        // `las letras a) y b) del apartado 4 del art. 11`: letters of that apartado.
        let is_apartado = c.get(0).is_some_and(|m| {
            fold(m.as_str())
                .split_whitespace()
                .take(2)
                .any(|w| w.starts_with("apartado") || w.starts_with("apdo"))
        });
        if let [one] = pre_apartados.as_slice()
            && is_apartado
            && let Some((at, letters)) =
                letters_of_apartado(before.get(..apdo_start).unwrap_or(""), one)
        {
            pre_apartados = letters;
            start = before_start + at;
        }
    }
    // `la norma sexta del anexo II del Real Decreto 1426/1989`: a rule of an annex (the
    // tariffs of notaries and registrars are written so).
    if is_annex && pre_apartados.is_empty() && ends_with_lower(before.trim_end(), " del") {
        static RE_PRE_RULE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)(?:\b(?:la|las)\s+)?\b(norma|regla)\s+(primera|segunda|tercera|cuarta|quinta|sexta|s[eé]ptima|octava|novena|d[eé]cima|und[eé]cima|duod[eé]cima)\s+del\s+$",
            )
        });
        if let Some(c) = RE_PRE_RULE.captures(before)
            && let (Some(all), Some(kind), Some(n)) = (c.get(0), c.get(1), c.get(2))
        {
            pre_apartados = vec![format!(
                "{} {}",
                kind.as_str().to_lowercase(),
                n.as_str().to_lowercase()
            )];
            start = before_start + all.start();
        }
    }
    // `cuya tabla B2 del anexo III`: the possessive may stand before the pinpoint.
    let before_pinpoint = text
        .get(floor(text, start.saturating_sub(10))..start)
        .unwrap_or("");
    let su_ref = {
        [
            "su ", "sus ", "dicho ", "dichos ", "cuyo ", "cuyos ", "cuya ", "cuyas ",
        ]
        .iter()
        .any(|w| ends_with_lower(before, w) || start < pos && ends_with_lower(before_pinpoint, w))
    };
    // `sus artículos 11.4 y 11.8 conserva`: after a plural head, the last item of a list
    // joined by `y` is an article whatever word follows it (not a quantity: `y 6 meses`).
    let plural_head = w.get(..head_end).is_some_and(|h| {
        let h = fold(h.trim());
        h.starts_with("articulos") || h.starts_with("arts")
    });
    // The list of articles.
    let mut last_sep = "";
    while disposicion.is_none() {
        let rest = w.get(at..).unwrap_or("");
        let Some((m, c)) = item_parts(rest) else {
            break;
        };
        if matches!(rest.as_bytes().get(m.end()), Some(b'0'..=b'9' | b'/')) {
            break;
        }
        let bis_letter = self::bis_letter(&c, rest.get(m.end()..).unwrap_or(""));
        let mut item_len = m.end() + bis_letter.as_ref().map_or(0, |(len, _, _)| *len);
        // `92.Uno.2.º`, `25.Uno`: the apartados in words of the VAT law and others like it.
        let word_apdo = word_apartados(rest.get(item_len..).unwrap_or(""));
        if let Some((len, _)) = &word_apdo {
            item_len += len;
        }
        let next = rest.get(item_len..).unwrap_or("");
        let list_goes_on = continuation_ok(next)
            || plural_head && matches!(last_sep.trim(), "y" | "e") && !unit_follows(next);
        if !arts.is_empty() && !list_goes_on {
            break;
        }
        if let Some(prev) = arts.last()
            && let Some(apartado) = sibling_apartado(prev, m.as_str(), last_sep, !plural_head)
        {
            // `art. 153.1 y 3`, `849.1.º y 2.º`: a further apartado of the same article.
            let articulo = prev.articulo.clone();
            at += m.end();
            arts.push(Art {
                articulo,
                apartado: Some(apartado),
            });
            let Some(sep) = advance_list(w, &mut at) else {
                break;
            };
            last_sep = sep;
            continue;
        }
        let mut art = item_from(&c)?;
        if let Some((_, words)) = word_apdo {
            art.apartado = Some(deeper(art.apartado.take(), &words));
        }
        if let Some((_, letter, apartado)) = bis_letter {
            art.articulo.push(' ');
            art.articulo.push_str(&letter);
            art.apartado = apartado;
        } else {
            fold_lettered(&mut art);
        }
        at += item_len;
        // `art. 34,8 ET`: a comma for the dot before an apartado, with no space after it and
        // after a singular head (`arts. 34,35` would be a list).
        static RE_COMMA_APDO: LazyLock<Re> = LazyLock::new(|| re(r"^,(\d{1,2})(?:[ )]|$)"));
        if arts.is_empty()
            && !plural_head
            && art.apartado.is_none()
            && !art.articulo.contains(' ')
            && let Some(c) = w.get(at..).and_then(|r| RE_COMMA_APDO.captures(r))
            && let Some(n) = c.get(1)
        {
            art.apartado = Some(n.as_str().to_owned());
            at += n.end();
        }
        // `art. 2.2.5) del Reglamento (CE) n.º 1924/2006`: a point of an EU act numbered
        // `5)`, when no parenthesis the `)` could close is open before the article.
        static RE_POINT_CLOSE: LazyLock<Re> =
            LazyLock::new(|| re(r"^\)\s+(?:del|de\s+la|de\s+los|de\s+las)\s"));
        if arts.is_empty()
            && art
                .apartado
                .as_deref()
                .is_some_and(|a| a.ends_with(|ch: char| ch.is_ascii_digit()))
            && w.get(at..).is_some_and(|r| RE_POINT_CLOSE.is_match(r))
            && text
                .get(line_start(text, pos).max(floor(text, pos.saturating_sub(200)))..pos)
                .is_some_and(|b| {
                    b.rfind('(')
                        .is_none_or(|o| b.get(o..).is_some_and(|t| t.contains(')')))
                })
            && let Some(a) = art.apartado.as_mut()
        {
            a.push(')');
            at += 1;
        }
        // Trailing pinpoints, in any order: `, apartado 2`, `letra b)`, `párrafo segundo`,
        // `regla 4.ª`, `en sus apartados 1 y 2`.
        let (mut got_apdo, mut got_letra, mut got_skip) = (false, false, false);
        // `artículo 4 bis, apartados 1 y 2, LOPJ`: the further apartados of a plural.
        let mut more_apartados: Vec<(Option<String>, String)> = Vec::new();
        loop {
            let rest = w.get(at..).unwrap_or("");
            if !may_trail(rest) {
                // The test must stay a necessary condition of the three patterns: a word
                // added to one of them with another first letter is caught here by the tests.
                debug_assert!(
                    !RE_TRAILING_APDO.is_match(rest)
                        && trailing_letter(rest).is_none()
                        && !RE_TRAILING_SKIP.is_match(rest),
                    "may_trail ruled out a trailing pinpoint: {rest:?}"
                );
                break;
            }
            if !got_apdo && let Some(t) = RE_TRAILING_APDO.captures(rest) {
                got_apdo = true;
                let base = art.apartado.take();
                art.apartado = Some(deeper(base.clone(), &trailing_apartado(&t)));
                at += t.get(0)?.end();
                static RE_MORE_APDOS: LazyLock<Re> =
                    LazyLock::new(|| re(r"^\s*(?:,|y|e)\s*(\d{1,3}(?:\s*\.?\s*[º°ª])?)\b"));
                let plural = t.get(0).is_some_and(|m| {
                    let f = m.as_str().to_ascii_lowercase();
                    f.contains("apartados")
                        || f.contains("apdos")
                        || f.contains("puntos")
                        || f.contains("ordinales")
                        || f.contains("meros ")
                        || f.contains("reglas")
                        || f.contains("circunstancias")
                }) && t.get(2).is_none()
                    && t.get(3).is_none();
                while plural && let Some(m) = w.get(at..).and_then(|r| RE_MORE_APDOS.captures(r)) {
                    let n: String = m
                        .get(1)
                        .map_or("", |x| x.as_str())
                        .split_whitespace()
                        .collect();
                    more_apartados.push((base.clone(), n));
                    at += m.get(0).map_or(0, |x| x.end());
                }
            } else if !got_letra && let Some((len, letter, _)) = trailing_letter(rest) {
                got_letra = true;
                art.apartado = Some(deeper(art.apartado.take(), &format!("{letter})")));
                // Further letters (`letras c) y d)`) are read as more letters of the same
                // apartado below.
                at += len;
            } else if !got_skip && let Some(t) = RE_TRAILING_SKIP.find(rest) {
                got_skip = true;
                at += t.end();
            } else {
                break;
            }
        }
        // A range `5 a 12`.
        let rest = w.get(at..).unwrap_or("");
        if let Some(sep) = RE_RANGE_SEP.find(rest) {
            let after = rest.get(sep.end()..).unwrap_or("");
            if let Some((m2, c2)) = item_parts(after) {
                // `588 bis a a 588 bis c`: the end of the range may be lettered too.
                let end_letter = self::bis_letter(&c2, after.get(m2.end()..).unwrap_or(""));
                let end2 = m2.end() + end_letter.as_ref().map_or(0, |(len, _, _)| *len);
                if !matches!(after.as_bytes().get(end2), Some(b'0'..=b'9' | b'/'))
                    && let Some(mut last) = item_from(&c2)
                {
                    if let Some((_, letter, apartado)) = end_letter {
                        last.articulo.push(' ');
                        last.articulo.push_str(&letter);
                        last.apartado = apartado;
                    } else {
                        fold_lettered(&mut last);
                    }
                    // `artículo 32, apartados 3 a 6`: a range of the article's apartados.
                    let expanded = match apartado_range(&art, &last, got_apdo) {
                        Some(apartados) => apartados,
                        None => expand_range(&art, &last),
                    };
                    at += sep.end() + end2;
                    arts.extend(expanded);
                    let Some(sep) = advance_list(w, &mut at) else {
                        break;
                    };
                    last_sep = sep;
                    continue;
                }
            }
        }
        // `88.2.a), b) y c)`: more letters of the same apartado.
        let letter_base = art
            .apartado
            .as_deref()
            .filter(|a| a.ends_with(')'))
            .map(|a| a.get(..a.len().saturating_sub(2)).unwrap_or("").to_owned());
        let articulo = art.articulo.clone();
        arts.push(art);
        for (base, n) in more_apartados {
            arts.push(Art {
                articulo: articulo.clone(),
                apartado: Some(deeper(base, &n)),
            });
        }
        if let Some(base) = letter_base {
            while let Some(l) = w.get(at..).and_then(|r| RE_MORE_LETTER.captures(r)) {
                let letter = l.get(1).map_or("", |m| m.as_str());
                arts.push(Art {
                    articulo: articulo.clone(),
                    apartado: Some(format!("{base}{letter})")),
                });
                at += l.get(0).map_or(0, |m| m.end());
            }
        }
        // `conforme a su art. 205 y al art. 87.Cinco LIVA`: after a possessive article, one
        // with a head of its own names its own norm.
        static RE_OWN_HEAD_NEXT: LazyLock<Re> = LazyLock::new(|| {
            re(r"(?i)^\s*,?\s*(?:y|e)\s+(?:al|el|del|en\s+el)\s+(?:art[íi]culo|art\.)")
        });
        if su_ref && w.get(at..).is_some_and(|r| RE_OWN_HEAD_NEXT.is_match(r)) {
            break;
        }
        let Some(sep) = advance_list(w, &mut at) else {
            break;
        };
        last_sep = sep;
    }
    if arts.is_empty() {
        return None;
    }
    if !pre_apartados.is_empty()
        && let Some(first) = arts.first().cloned()
    {
        let pinned = parts_of(&first, pre_apartados.iter().map(String::as_str));
        arts.splice(0..1, pinned);
    }
    if let Some(m) = w.get(at..).and_then(|r| RE_SS.find(r)) {
        at += m.end();
    }
    // The norm.
    let rest = w.get(at..).unwrap_or("");
    let link = RE_LINK.find(rest).map_or(0, |m| m.end());
    let after_link = rest.get(link..).unwrap_or("");
    let abs_norm_pos = pos + at + link;
    let mut via_context = false;
    // Set when the norm is only the one the text spoke of last (no link, no possessive).
    let mut implicit = false;
    // `un plan de parentalidad cuyo artículo 4`: the possessive speaks of that document.
    let su_of_document = su_ref
        && document_named_since(
            text,
            pos,
            state.last.as_ref().map(|n| n.pos + n.norma.len()),
        );
    // `el artículo 35.b) de la citada Ordenanza`, `el art. 6 de la Ordenanza fiscal n.º 17`:
    // a municipal ordinance, published in a provincial gazette only.
    static RE_ORDINANCE_AFTER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^(?:(?i:citad[ao]|mism[ao]|referid[ao]|mencionad[ao]|dich[ao]|precitad[ao])\s+)?(?:Ordenanza|ORDENANZA)\b(?:\s+(?i:fiscal|municipal|general))*(?:\s+(?:n[.º°]*|n[úu]m\.?|n[úu]mero)\s*\d{1,3})?(?:\s+(?:de|sobre|reguladora\s+de)\s+(?:las?\s+|los?\s+)?\p{Ll}{3,}(?:\s+\p{Ll}{3,})?)?",
        )
    });
    // `el art. 9.c) de los Estatutos del Colegio Profesional de Administradores de Fincas de
    // Madrid`, `el art. 12 del Código Deontológico …`: a professional body's own rules, which
    // no official gazette of the five sources publishes (the general statutes of a profession,
    // approved by royal decree, are not these).
    static RE_PROFESSIONAL_RULES_AFTER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^(?:C[oó]digo\s+Deontol[oó]gico|Estatutos?\s+(?:[Pp]articulares\s+)?del\s+(?:Ilustre\s+)?(?:Colegio|Consejo\s+(?:Auton[oó]mico|Andaluz|Vasco|Catal[aá]n|Gallego|Valenciano|de\s+Colegios)))(?:\s+(?:(?:de|del|de\s+la|de\s+los|de\s+las|y|e)\s+)?(?-i:\p{Lu})[\p{L}-]+)*",
        )
    });
    // A professional body's rules open with `Código` or `Estatutos`: their pattern runs only
    // there.
    let rules_apart = (link > 0)
        .then(|| {
            after_link
                .starts_with(['C', 'E'])
                .then(|| RE_PROFESSIONAL_RULES_AFTER.find(after_link))
                .flatten()
                .map(|m| (m, "colegio_profesional"))
                .or_else(|| {
                    RE_ORDINANCE_AFTER
                        .find(after_link)
                        .map(|m| (m, "ordenanza_municipal"))
                })
        })
        .flatten();
    if let Some((m, tipo)) = rules_apart {
        let fin = abs_norm_pos + m.end();
        return Some(Found::Unsupported(NoSoportada {
            texto: text.get(start..fin)?.trim().to_owned(),
            span: Span { inicio: start, fin },
            tipo: tipo.into(),
        }));
    }
    let mut norm: Option<NormRef> = None;
    let mut norm_len = 0usize;
    // `el Real Decreto 314/2006, …, en el art. 13.1 de su Parte I`: a part of the norm just
    // named.
    static RE_OF_ITS_PART: LazyLock<Re> = LazyLock::new(|| {
        re(r"^su\s+(?:Parte|Libro|T[íi]tulo)\s+(?:[IVXL]{1,5}|\d{1,2}|[Pp]reliminar)\b")
    });
    let its_part = rest
        .trim_start()
        .strip_prefix("de ")
        .and_then(|r| RE_OF_ITS_PART.find(r))
        .and_then(|m| Some((m.end(), state.recall()?.clone())));
    if let Some((len, n)) = its_part {
        norm_len = link + after_link.find("su ").unwrap_or(0) + len;
        via_context = true;
        norm = Some(n);
    } else if let Some(b) = RE_BACKREF.find(after_link) {
        let after_b = after_link.get(b.end()..).unwrap_or("");
        // `la citada Ley 31/1995`, `del mencionado Real Decreto 39/1997`, `la citada Ley
        // General Tributaria`: a norm named in full, the adjective only says it was named
        // before.
        let noun_at = b
            .as_str()
            .find(char::is_whitespace)
            .map(|i| i + b.as_str()[i..].len() - b.as_str()[i..].trim_start().len())
            .filter(|_| {
                let next = after_b.trim_start();
                let next = next
                    .strip_prefix("de ")
                    .or_else(|| next.strip_prefix("del "))
                    .unwrap_or(next);
                next.starts_with(|c: char| c.is_ascii_digit() || c.is_uppercase())
            });
        let named = noun_at.and_then(|at| {
            parse_norm(after_link.get(at..)?, abs_norm_pos + at, false)
                .filter(|(len, _)| at + len > b.end())
                .map(|(len, n)| (at + len, n))
        });
        if let Some((len, n)) = named {
            norm_len = link + len;
            // `de la propia LSE` in a brief that gave the table's `LSE` to another norm.
            norm = Some(state.redefined(&n).unwrap_or_else(|| state.dated(n)));
        } else if let Some((len, n)) = parse_norm(after_b, abs_norm_pos + b.end(), false) {
            norm_len = link + b.end() + len;
            norm = Some(state.redefined(&n).unwrap_or_else(|| state.dated(n)));
        } else if let Some(p) = RE_BACKREF_KIND_PAREN
            .captures(after_b)
            .filter(|_| b.as_str().split_whitespace().count() == 1)
            .and_then(|c| {
                let kind = c.get(1)?.as_str();
                Some((c.get(0)?.end(), state.resolve(kind)?))
            })
        {
            // `El art. 4 de la misma (la Directiva de reconocimiento)`: the parenthesis says of
            // which kind the norm is.
            norm_len = link + b.end() + p.0;
            via_context = true;
            norm = Some(p.1);
        } else {
            norm_len = link + b.end();
            via_context = true;
            // `por la disposición derogatoria del Real Decreto Legislativo 1/2020. El art. 178
            // bis de aquella Ley`: of two norms just named, `aquella` is the farther one.
            let far = starts_with_lower(b.as_str(), "aquel")
                .then(|| state.farther_of_two(b.as_str(), text, pos))
                .flatten();
            // `del citado Convenio`: a convention named before, or a collective agreement
            // (not a norm of the memory); never the last norm of another kind.
            let convention = fold(b.as_str()).ends_with("convenio");
            let found = if convention {
                far.or_else(|| state.last_of_kind(b.as_str()))
            } else if far.is_some() {
                far
            } else {
                // `los arts. 167 y 168 de la Directiva 2006/112/CE …, que sustituyeron al
                // art. 17 de la Sexta Directiva …. … del art. 178 de la misma Directiva`: not
                // the norm a relative clause named in passing.
                state.resolve(b.as_str()).map(|found| {
                    past_relative_clause(text, &found, b.as_str(), state).unwrap_or(found)
                })
            };
            norm = Some(match found {
                Some(found) => found,
                None if convention => return None,
                None => unresolved(squash(after_link.get(..b.end())?)),
            });
        }
    } else if let Some((len, n)) = parse_norm(after_link, abs_norm_pos, false) {
        norm_len = link + len;
        norm = Some(state.redefined(&n).unwrap_or_else(|| state.dated(n)));
    } else if link > 0
        && let Some((len, n)) = procedural_law_at(after_link, abs_norm_pos, state)
    {
        norm_len = link + len;
        via_context = true;
        norm = Some(n);
    } else if link > 0
        && let Some(m) = RE_APPROVED_BY.find(after_link)
        && let Some((len, mut n)) = after_link
            .get(m.end()..)
            .and_then(|r| parse_norm(r, abs_norm_pos + m.end(), false))
            .filter(|(_, n)| {
                matches!(
                    n.kind,
                    NormKind::Boe {
                        numero: Some(_),
                        ..
                    }
                )
            })
    {
        norm_len = link + m.end() + len;
        n.norma = squash(after_link.get(..m.end() + len)?);
        norm = Some(n);
    } else if link > 0
        && let Some(k) = RE_BARE_KIND.captures(after_link)
        && k.get(2).is_some_and(|next| {
            // `del Estatuto (documento n.º 8)`, `de la Directiva (apartado 57)`: a
            // parenthesis is an aside, unless it opens an EU act's number (`Directiva (UE)
            // 2016/680`, `Reglamento (CE) n.º 44/2001`).
            let n = next.as_str();
            // `del art. 47 de la Carta por la sentencia …`: `por` opens a title only as `por
            // la que …` (`Directiva por la que se modifica …`).
            let by_whom = n == "por"
                && !after_link.get(next.end()..).is_some_and(|r| {
                    let r = r.trim_start();
                    ["la que", "el que", "las que", "los que"]
                        .iter()
                        .any(|p| starts_with_lower(r, p))
                });
            // `de la Convención de Nueva York`: a convention is never a Spanish norm,
            // whatever its name goes on with.
            let convention = k.get(1).is_some_and(|m| m.as_str().starts_with("Convenci"));
            // `conforme al art. 32.2 de la Ley, a costa de la demandada`: the law the brief
            // speaks of, only with nothing after the word that could go on with its name
            // (`la Ley concursal`, `la Ley de Enjuiciamiento Civil`, `la Ley 7/2021`).
            if k.get(1).is_some_and(|m| m.as_str() == "Ley") {
                let f = fold(n);
                return n.starts_with([',', '.', ';', ':', ')'])
                    || matches!(
                        f.as_str(),
                        "y" | "e" | "o" | "u" | "en" | "que" | "a" | "al"
                    );
            }
            convention
                || by_whom
                || bare_kind_ends(n)
                || n.starts_with('(')
                    && !["(UE", "(CE", "(EU", "(Euratom", "(EURATOM"]
                        .iter()
                        .any(|p| n.starts_with(p))
        })
        && let Some(n) = k.get(1).and_then(|m| {
            // `resolvió conforme al Real Decreto 1155/2024 … «… del art. 127 del Reglamento»`:
            // a norm of that kind named earlier in the same sentence is the one meant, however
            // often another was named before.
            let kind = fold(m.as_str());
            // Not `la Directiva hábitats`: a name after the kind.
            let next = k.get(2).map_or("", |x| x.as_str());
            let bare_here = next.is_empty()
                || next.starts_with([',', '.', ';', ':', ')', '»', '”'])
                || [
                    "y", "e", "o", "u", "que", "en", "a", "al", "de", "del", "se", "no", "lo",
                    "la", "le", "ya", "solo", "también", "es", "son",
                ]
                .contains(&fold(next).as_str());
            // `del Reglamento, esto es, del de 2011`: the words after it name the year.
            static RE_THAT_OF_YEAR: LazyLock<Re> = LazyLock::new(|| {
                re(
                    r"^\s*,\s*(?:esto\s+es|es\s+decir|o\s+sea)\s*,\s*(?:del|el|al|la|de\s+la|a\s+la)\s+de\s+((?:19|20)\d{2})\b",
                )
            });
            let of_year = after_link
                .get(m.end()..)
                .and_then(|r| RE_THAT_OF_YEAR.captures(r))
                .and_then(|c| c.get(1))
                .and_then(|y| {
                    let y = y.as_str();
                    state
                        .last_fitting(|n| fits_kind(&kind, n) && norm_year(n) == Some(y))
                        .cloned()
                });
            if of_year.is_some() {
                return of_year;
            }
            let in_sentence = state.recall().filter(|last| {
                bare_here
                    && fits_kind(&kind, last)
                    && last.pos >= line_start(text, pos)
                    && last.pos < pos
                    && !sentence_break_between(text, last.pos, pos)
            });
            // `… aprobado por el Real Decreto Legislativo 8/2004 …. Se toman como referencia
            // los arts. 1.4, 32 y 33 del texto refundido`: else the last of that kind the
            // paragraph named.
            let in_paragraph = || {
                state
                    .last_of_kind(m.as_str())
                    .filter(|n| bare_here && n.pos >= line_start(text, pos) && n.pos < pos)
            };
            in_sentence
                .cloned()
                .or_else(in_paragraph)
                .or_else(|| state.salient_of_kind(m.as_str()))
                .or_else(|| {
                    // `art. 31.2 de la Carta`: with no other charter named, the EU Charter.
                    let kind = match m.as_str() {
                        "Carta" => NormKind::Treaty {
                            celex_prefix: "12016P",
                        },
                        // `art. 12.3 de la Convención`: an international convention, not checked.
                        // `art. 14.5 del Pacto`: the covenant of 1966 named before.
                        c if c.starts_with("Convenci") || c == "Pacto" => {
                            NormKind::Unsupported("tratado_internacional")
                        }
                        // `el TEDH … consideró contraria al art. 8 del Convenio`: the European
                        // Convention on Human Rights.
                        "Convenio" if echr_court_named_before(text, pos) => {
                            NormKind::Unsupported("cedh")
                        }
                        _ => return None,
                    };
                    Some(NormRef::new(NormData {
                        kind,
                        norma: m.as_str().to_owned(),
                        pos: abs_norm_pos,
                        standalone: None,
                        alias: None,
                    }))
                })
        })
    {
        // `art. 2.b) de la Directiva`: the last directive named.
        norm_len = link + k.get(1).map_or(0, |m| m.end());
        via_context = true;
        norm = Some(n);
    } else if let Some((len, mut n)) = alias_at(after_link, state) {
        norm_len = link + len;
        n.pos = abs_norm_pos;
        n.standalone = None;
        n.norma = squash(after_link.get(..len)?);
        norm = Some(n);
    } else if let Some((len, n, meant)) = misspelled_abbrev_at(after_link, abs_norm_pos) {
        norm_len = link + len;
        // `art. 9.3 LES` in a brief that named the Ley 1/2019 `LSE`: the slip is of the
        // brief's abbreviation, not of the table's norm of that name.
        let as_meant = NormRef::new(NormData {
            norma: meant.to_owned(),
            ..NormData::clone(&n)
        });
        norm = Some(match state.redefined(&as_meant) {
            Some(mut own) => {
                own.norma.clone_from(&n.norma);
                if let NormKind::Boe { avisos, .. } | NormKind::EuAct { avisos, .. } = &mut own.kind
                {
                    avisos.push(slip_warning(&n.norma, meant));
                }
                own
            }
            None => n,
        });
    } else if let Some((len, mut n)) = slipped_alias_at(after_link, state) {
        // `el propio artículo 44 RDLPS` in a brief that named the Real Decreto-ley 19/2018
        // `RDLSP`: two letters of the brief's own abbreviation swapped.
        norm_len = link + len;
        n.pos = abs_norm_pos;
        n.standalone = None;
        norm = Some(n);
    } else if let Some(n) = arts
        .first()
        .filter(|_| ends_with_lower(before, "dicho ") || ends_with_lower(before, "dichos "))
        .and_then(|a| state.article_in_paragraph(line_start(text, pos), &a.articulo))
        .filter(|_| {
            let lt = rest.trim_start();
            !(starts_with_lower(lt, "de ") || starts_with_lower(lt, "del "))
        })
    {
        // `dicho artículo 294` after `artículo 294 LOPJ` in the paragraph: that article, whatever
        // norm was named since.
        via_context = true;
        norm = Some(n.clone());
    } else if (ends_with_lower(before, "mismo ") || ends_with_lower(before, "propio "))
        && {
            let lt = rest.trim_start();
            !(starts_with_lower(lt, "de ")
                || starts_with_lower(lt, "del ")
                || RE_ABBREV_SHAPE.is_match(after_link.trim_start()))
        }
        && let Some(n) = state
            .recall_article()
            .map(|(n, _)| n.clone())
            .filter(|n| matches!(n.kind, NormKind::Boe { .. }))
    {
        // `el subtipo del apartado 4 del mismo art. 242`, a paragraph after `art. 234.2 CP`:
        // an article of the Spanish norm whose articles the text is citing (not after an
        // EU act's article, nor before an abbreviation the brief may have misspelt).
        via_context = true;
        norm = Some(n);
    } else if su_ref
        && {
            // `cuyo artículo 12 de las condiciones generales`: the article of another document.
            let lt = rest.trim_start();
            !(starts_with_lower(lt, "de ") || starts_with_lower(lt, "del "))
        }
        && !su_of_document
    {
        via_context = true;
        norm = state
            .titled_by_last(text, pos)
            .or_else(|| alias_before_possessive(before, before_start, state))
            .or_else(|| sentence_subject(text, before_start + before.len(), state))
            .or_else(|| state.repealer_of_last(text, pos))
            // `La LITND ha reforzado esa tutela: su artículo 2.1 …`: a sentence about an act
            // the brief named by an abbreviation, with no norm named since it began.
            .or_else(|| {
                let last_pos = state.last.as_ref().map_or(0, |l| l.pos);
                alias_subject_of_sentence(text, pos, last_pos, state)
            })
            .or_else(|| state.recall().cloned());
    } else if let Some(n) = arts
        .first()
        .and_then(|a| state.article_in_paragraph(line_start(text, pos), &a.articulo))
        .filter(|_| {
            // Nothing after the article that could name another norm.
            let t = after_link.trim_start();
            let lt = rest.trim_start();
            let names_other = link > 0
                && !t.is_empty()
                && rest.get(..link).is_some_and(|l| l.trim().len() > 1)
                && !possessive_pinpoint(t);
            !names_other
                && !starts_with_lower(lt, "de ")
                && !starts_with_lower(lt, "del ")
                && !RE_ABBREV_SHAPE.is_match(t)
                && !shares_named_instrument(rest)
        })
    {
        // `la lealtad del art. 5.1.a)` after `artículo 5.1.a) RGPD` in the same paragraph:
        // the article cited before, whatever norm was named since.
        via_context = true;
        implicit = true;
        norm = Some(n.clone());
    } else if let Some(last) = &state.last {
        // Only a norm of the same line counts here, and a walk starts after a paragraph
        // break: the norm a walk starts with is never read through this branch.
        let same_line = last.pos >= line_start(text, pos);
        let t = after_link.trim_start();
        let names_other = link > 0
            && !t.is_empty()
            && rest.get(..link).is_some_and(|l| l.trim().len() > 1)
            && !possessive_pinpoint(t);
        let starts_with_de = {
            let lt = rest.trim_start();
            starts_with_lower(lt, "de ") || starts_with_lower(lt, "del ")
        };
        // `art. 1.964.2 C.c.` with an abbreviation the table does not know: not the last
        // norm's article.
        let unknown_abbrev = RE_ABBREV_SHAPE.is_match(t);
        let bare = !names_other
            && !starts_with_de
            && !unknown_abbrev
            && !su_of_document
            && !shares_named_instrument(rest);
        if bare && let Some(subject) = alias_subject_of_sentence(text, pos, last.pos, state) {
            // `La IDD impone … (art. 17.1)`: the act the sentence is about, by the name the
            // brief gave it, when no norm was named since the sentence began.
            via_context = true;
            implicit = true;
            norm = Some(subject);
        } else if same_line
            && bare
            && let Some(subject) = subject_past_relative_clause(text, pos, last.pos, state)
        {
            via_context = true;
            implicit = true;
            norm = Some(subject);
        } else if same_line
            && bare
            && let Some(amended) = amended_quoted(text, pos, last, state)
        {
            // `el art. 142.1 CP, en la redacción de la Ley Orgánica 2/2019, dispone que «…
            // previstas en el artículo 379 …»`: the quoted norm's own article.
            via_context = true;
            implicit = true;
            norm = Some(amended);
        } else if same_line && bare {
            via_context = true;
            implicit = true;
            norm = Some(last.clone());
        }
    }
    let mut norm = norm?;
    settle_shared_abbreviation(text, &mut norm);
    // An annex is a norm's only when the norm is named (`del anexo I del Real Decreto …`,
    // `del citado Real Decreto`, `su anexo II`): a brief's own annexes are not.
    if is_annex && implicit {
        return None;
    }
    // Recitals are numbered in EU acts only.
    if arts.iter().any(|a| a.articulo.starts_with("considerando "))
        && !matches!(norm.kind, NormKind::EuAct { .. })
    {
        return None;
    }
    // Clauses are cited as articles only of the framework agreements annexed to directives
    // (`la cláusula 5 del Acuerdo marco`), never of a contract.
    if arts.iter().any(|a| a.articulo.starts_with("cláusula ")) && !has_framework_agreement(&norm)
    {
        return None;
    }
    let mut end = pos + at + norm_len;
    // `el artículo 1240 del Código Civil francés`: a foreign code, not the Spanish one, listed
    // apart.
    if !via_context && let Some(m) = text.get(end..).and_then(|r| RE_FOREIGN.find(r)) {
        let fin = end + m.end();
        return Some(Found::Unsupported(NoSoportada {
            texto: text.get(start..fin)?.trim().to_owned(),
            span: Span { inicio: start, fin },
            tipo: "derecho_extranjero".into(),
        }));
    }
    // `el artículo 145 LCSP, en sus apartados 1 y 2`: the pinpoints after the norm.
    if let [only] = arts.as_slice() {
        static RE_POST_APDO: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)^\s*(?:((?-i:[a-záéíóúñ]{2,})(?:\s+(?-i:[a-záéíóúñ]+)){0,6})\s*)?(?:,\s*(?:en\s+)?|(?:en|de)\s+)(?:su|sus)\s+(?:apartados?|apdos?\.|puntos?|letras?|reglas?|n[úu]meros?|ordinal(?:es)?)\s+((?:\d{1,3}(?:\s*\.?\s*[ºª°])?(?:\.[a-zñ]\)|\b)|[a-zñ]\))(?:\s*(?:,|y|e)\s*(?:\d{1,3}(?:\s*\.?\s*[ºª°])?(?:\.[a-zñ]\)|\b)|[a-zñ]\)))*)(?:\s*,\s*letra\s+([a-zñ])\))?\)?",
            )
        });
        // `cuyo art. 14 prohíbe en su apartado 1`, `El art. 63.1 LOEx lo reserva a los
        // supuestos tasados de sus letras a), b) y c)`: the words of one clause may stand
        // before the pinpoint, not a conjunction or a relative (`pero en su apartado 2`
        // speaks of another provision).
        let verb_ok = |c: &regex::Captures<'_>| {
            c.get(1).is_none_or(|v| {
                let words: Vec<&str> = v.as_str().split_whitespace().collect();
                let one = words.len() == 1;
                words.iter().all(|w| {
                    ![
                        "pero", "pues", "sino", "aunque", "porque", "cuando", "donde", "mientras",
                        "como", "salvo", "excepto", "tanto", "según", "segun", "incluso", "que",
                        "y", "e", "o", "u", "ni", "cual", "cuyo", "cuya", "quien",
                    ]
                    .contains(w)
                }) && (!one || v.as_str().len() >= 4)
            })
        };
        if let Some(c) = RE_POST_APDO
            .captures(window(text, end, 160))
            .filter(verb_ok)
        {
            let mut items = c.get(2).map(|m| pre_items(m.as_str())).unwrap_or_default();
            // `en su apartado 1, letra b)`: the letter of the one apartado named.
            if let (Some(l), [one]) = (c.get(3), items.as_mut_slice())
                && !one.ends_with(')')
            {
                *one = deeper(Some(one.clone()), &format!("{})", l.as_str()));
            }
            // `el art. 80.1 TRLGDCU exige, en su apdo. a)`: letters of the apartado named;
            // numbers only when none was.
            let letters = items.iter().all(|i| i.ends_with(')') && i.len() <= 3);
            // `art. 250.1 LEC en sus ordinales 1.º y 2.º`: ordinals of the apartado named.
            let ordinals = items.iter().all(|i| i.ends_with(['º', 'ª']));
            if !items.is_empty() && (only.apartado.is_none() || letters || ordinals) {
                arts = parts_of(only, items.iter().map(String::as_str));
                end += c.get(0).map_or(0, |m| m.end());
            }
        } else if only.apartado.is_none()
            && let Some(c) = RE_POST_APDO_BARE.captures(window(text, end, 80))
            && let Some(after) = window(text, end, 80).get(c.get(0).map_or(0, |m| m.end())..)
            && !after.starts_with(|ch: char| ch.is_ascii_digit())
            && !starts_with_lower(after.trim_start(), "del ")
            && !starts_with_lower(after.trim_start(), "de ")
            // `art. 588 bis a LECrim (apartados 1 y 5)`: closed where it was opened, and not
            // the paragraph of a judgment of the Court of Justice the sentence cites (`el art.
            // 5 de la Directiva (apartado 57)`).
            && (!c.get(0).is_some_and(|m| m.as_str().contains('('))
                || after.starts_with(')')
                    && c.get(1).is_some_and(|m| {
                        m.as_str()
                            .split(|ch: char| !ch.is_ascii_digit())
                            .filter_map(|n| n.parse::<u32>().ok())
                            .all(|n| n <= 15)
                    })
                    && !cjeu_case_earlier_in_sentence(text, end))
        {
            // `el art. 588 bis c LECrim, apartado 3, letra c)`, `art. 24 LPRL, apartados 1 y
            // 3`: the apartados named after the norm.
            let mut items = c.get(1).map(|m| pre_items(m.as_str())).unwrap_or_default();
            if let (Some(l), [one]) = (c.get(2), items.as_mut_slice()) {
                *one = deeper(Some(one.clone()), &format!("{})", l.as_str()));
            }
            if !items.is_empty() && (items.len() == 1 || c.get(2).is_none()) {
                arts = items
                    .into_iter()
                    .map(|apartado| Art {
                        articulo: only.articulo.clone(),
                        apartado: Some(apartado),
                    })
                    .collect();
                let m = c.get(0).map_or("", |m| m.as_str());
                end += m.len() + usize::from(m.contains('('));
            }
        } else if let Some(c) = RE_POST_LETTERS.captures(window(text, end, 80))
            && !only.apartado.as_deref().is_some_and(|a| a.ends_with(')'))
        {
            // `art. 9.1 LSE, letras a), b), e), g) y h)`: letters of the apartado named.
            let letters = c.get(1).map(|m| pre_items(m.as_str())).unwrap_or_default();
            arts = parts_of(only, letters.iter().map(String::as_str));
            end += c.get(0).map_or(0, |m| m.end());
        }
    }
    let raw = text.get(start..end)?;
    let end = start
        + raw
            .trim_end_matches(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .len();
    if let NormKind::Unsupported(tipo) = norm.kind {
        if !via_context {
            state.remember_aside(norm.clone());
        }
        return Some(Found::Unsupported(NoSoportada {
            texto: text.get(start..end)?.trim().to_owned(),
            span: Span {
                inicio: start,
                fin: end,
            },
            tipo: tipo.into(),
        }));
    }
    if via_context {
        // Not an article inside a quotation opened since (`en la redacción de la Ley
        // Orgánica 2/2018, dispone que «… en el artículo 379 …»`): the norm is cited on its own.
        if let Some(s) = norm.standalone
            && s >= line_start(text, pos)
            && !(pos.saturating_sub(s) <= QUOTE_REACH
                && text.get(s..pos).is_some_and(quote_left_open))
        {
            state.redundant.push(s);
        }
        // `el art. 3 de la Directiva …, según su art. 4.1`: the norm a back-reference
        // named is now the one the text speaks of.
        if state.last.as_ref() != Some(&norm) {
            // Named here again: the text speaks of it from here on.
            let mut again = norm.clone();
            again.pos = pos;
            state.set_last(again);
        }
    } else if in_eu_act_title(text, pos, &norm, state) {
        // `el Reglamento (UE) 2022/720 …, relativo a la aplicación del artículo 101, apartado
        // 3, del Tratado …, cuyo art. 10`: the act stays the one the text speaks of.
        state.remember_aside(norm.clone());
    } else {
        state.remember(norm.clone());
    }
    let mut drafts = Vec::new();
    for art in &arts {
        if let Some(d) = draft_for(&norm, Some(&art.articulo), art.apartado.as_deref()) {
            drafts.push(d);
        }
    }
    if drafts.is_empty() {
        return None;
    }
    // `en idénticos términos a los del antiguo art. 115.1 …, y a los del art. 84 …`: an
    // earlier wording the text compares with is not what `el mismo precepto` points to next.
    let compared = [
        "a los del ",
        "a la del ",
        "antiguo ",
        "antigua ",
        "derogado ",
    ]
    .iter()
    .any(|p| ends_with_lower(before, p));
    if let Some(last) = arts.last()
        && !compared
    {
        state.set_last_article(norm.clone(), last.articulo.clone());
    }
    state.remember_articles(
        line_start(text, pos),
        pos,
        &norm,
        arts.iter()
            .map(|a| (a.articulo.as_str(), a.apartado.as_deref())),
    );
    // `arts. 852 LECrim y 5.4 LOPJ`: the list goes on with an article of another norm.
    let mut end = end;
    // The norm the list spoke of last, cloned only when the list goes on with another.
    let mut current: Option<NormRef> = None;
    while let Some((next_end, other, group)) =
        next_group(text, end, current.as_ref().unwrap_or(&norm))
    {
        // `y 3 del RD 201/2010` after `Real Decreto 201/2010, de 26 de febrero`: the date
        // and name the brief gave it before.
        let other = state
            .redefined(&other)
            .unwrap_or_else(|| state.dated(other));
        current = Some(other.clone());
        let group_drafts: Option<Vec<Draft>> = group
            .iter()
            .map(|art| draft_for(&other, Some(&art.articulo), art.apartado.as_deref()))
            .collect();
        let (Some(group_drafts), Some(last)) = (group_drafts, group.last()) else {
            break;
        };
        drafts.extend(group_drafts);
        state.remember(other.clone());
        state.set_last_article(other.clone(), last.articulo.clone());
        state.remember_articles(
            line_start(text, pos),
            end,
            &other,
            group
                .iter()
                .map(|a| (a.articulo.as_str(), a.apartado.as_deref())),
        );
        end = next_end;
    }
    Some(Found::Hit(Hit { start, end, drafts }))
}

/// After an article citation ending at `end`: `y 5.4 LOPJ`, `, 103 CE`, `en relación con el
/// 1903 del mismo Código`, one more article with a norm of its own written out, or the norm
/// `current` just cited named again (`del mismo Código`). Returns where it ends.
fn next_group(text: &str, end: usize, current: &NormRef) -> Option<(usize, NormRef, Vec<Art>)> {
    static RE_GROUP_SEP: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^\s*(?:,?\s*en\s+relaci[oó]n\s+con\s+|,\s*(?:(?:y|e)\s+)?|(?:y|e)\s+)(?:(?:el|los|del|art\.|arts\.|art[íi]culos?)\s+)?",
        )
    });
    // Cheap test first: a comma, `y`/`e` or `en relación`, then a digit within a few bytes.
    let head = text.as_bytes().get(end..)?;
    let head = head.get(..head.len().min(32))?;
    let t = head.trim_ascii_start();
    if !(t.starts_with(b",")
        || t.starts_with(b"y ")
        || t.starts_with(b"e ")
        // `ARTÍCULOS 179.2.d), 183.1 Y 211 LGT Y 24.2 CE`, in a heading.
        || t.starts_with(b"Y ")
        || t.starts_with(b"E ")
        || t.starts_with(b"en relaci"))
        || !t.iter().any(u8::is_ascii_digit)
    {
        return None;
    }
    let w = window(text, end, 300);
    let sep = RE_GROUP_SEP.find(w)?;
    let rest = w.get(sep.end()..)?;
    let (m, c) = item_parts(rest)?;
    if matches!(rest.as_bytes().get(m.end()), Some(b'0'..=b'9' | b'/')) {
        return None;
    }
    let mut arts = vec![item_from(&c)?];
    let mut item_end = m.end();
    // `y 4 y 6 del Real Decreto 39/1997`: several articles of the other norm.
    static RE_MORE_ITEM: LazyLock<Re> = LazyLock::new(|| re(r"^\s*(?:,|y|e)\s+"));
    while let Some(sep2) = rest.get(item_end..).and_then(|r| RE_MORE_ITEM.find(r))
        && let Some((m2, c2)) = rest.get(item_end + sep2.end()..).and_then(item_parts)
        && let Some(art) = item_from(&c2)
    {
        let next_end = item_end + sep2.end() + m2.end();
        if matches!(rest.as_bytes().get(next_end), Some(b'0'..=b'9' | b'/')) || arts.len() >= 20 {
            break;
        }
        arts.push(art);
        item_end = next_end;
    }
    // `(arts. 77.3 LPAC y 95.2, párrafo segundo, TRLTSV)`: a paragraph of the last item.
    if let Some(skip) = rest
        .get(item_end..)
        .and_then(|r| RE_TRAILING_SKIP.find(r))
        .filter(|m| {
            rest.get(item_end + m.end()..)
                .is_some_and(|r| r.starts_with(","))
        })
    {
        item_end += skip.end() + 1;
    }
    let after = rest.get(item_end..)?;
    if !after.starts_with(char::is_whitespace) {
        return None;
    }
    let link = RE_LINK.find(after).map_or(0, |l| l.end());
    let at = end + sep.end() + item_end + link;
    // `del mismo Código`, `de la misma Ley`: the norm just cited.
    static RE_SAME: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^(?:mism[oa]|citad[oa])\s+(?:c[oó]digo|ley(?:\s+org[aá]nica)?|texto\s+(?:legal|refundido)|cuerpo\s+legal|reglamento|real\s+decreto)\b",
        )
    });
    if link > 0
        && let Some(m) = after.get(link..).and_then(|r| RE_SAME.find(r))
    {
        return Some((at + m.end(), current.clone(), arts));
    }
    let parsed = parse_norm(after.get(link..)?, at, false).or_else(|| {
        // `(arts. 25.1 CE y 28.1 LRJPS)`: a slip of the pen for a table abbreviation.
        let word = after.get(link..)?.trim_start();
        let lead = after.len() - link - word.len();
        let (len, n, _) = misspelled_abbrev_at(word, at + lead)?;
        Some((lead + len, n))
    });
    let (len, norm) = parsed?;
    if matches!(norm.kind, NormKind::Unsupported(_)) {
        return None;
    }
    Some((at + len, norm, arts))
}

/// The prefixes the State's ministries have given their orders since they were numbered
/// (`Orden EHA/2899/2011`: Economía y Hacienda), and a few whose use by a ministry is not
/// certain (`AEX`, `CSM`, `JUV`, `MDS`, `SAS`, `TRE`), kept so that an order of theirs is read
/// as the State's as before. Regional departments use prefixes of their own (`Orden
/// AGR/1412/2022` of Castilla y León), and a few of them repeat a ministry's; an order of one
/// of these prefixes is read as the State's.
const STATE_ORDER_CODES: &[&str] = &[
    "AAA", "AEC", "APA", "APM", "APU", "ARM", "AUC", "CIN", "CIU", "CNU", "CUD", "CUL", "DEF",
    "DSA", "ECC", "ECD", "ECE", "ECI", "ECO", "EDU", "EFP", "EHA", "EIC", "ESS", "ETD", "ETU",
    "FOM", "HAC", "HAP", "HFP", "ICT", "IET", "IGD", "INT", "ISM", "ITC", "JUS", "MAM", "MAP",
    "MCU", "MPR", "PCI", "PCM", "PJC", "PRA", "PRE", "SAS", "SCB", "SCO", "SND", "SPI", "SSI",
    "TAS", "TDF", "TEC", "TED", "TER", "TES", "TFP", "TIN", "TMA", "TMS", "TRE", "UNI", "VIV",
    "CSM", "AEX", "MDS", "JUV",
];

/// Whether the word after a bare `Directiva`/`Reglamento` leaves it bare (not a title such
/// as `Reglamento del Registro Mercantil`, `Reglamento interno`, `Directiva (UE)`).
/// True when the paragraph names the European Court of Human Rights in the 400 bytes before
/// `pos`.
fn echr_court_named_before(text: &str, pos: usize) -> bool {
    let from = floor(text, pos.saturating_sub(400)).max(line_start(text, pos));
    text.get(from..pos).is_some_and(|b| {
        b.contains("TEDH")
            || b.contains("Tribunal Europeo de Derechos Humanos")
            || b.contains("Tribunal de Estrasburgo")
    })
}

fn bare_kind_ends(next: &str) -> bool {
    let f = fold(next.trim_matches(|c: char| !c.is_alphanumeric()));
    let opens_title = next
        .starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit() || c == '(')
        || matches!(
            f.as_str(),
            "de" | "del"
                | "sobre"
                | "relativo"
                | "relativa"
                | "marco"
                | "interno"
                | "interior"
                | "general"
                | "por"
                | "para"
                | "delegado"
                | "delegada"
                | "ejecucion"
                | "organico"
                | "organica"
                | "europeo"
                | "europea"
                | "comunitario"
                | "comunitaria"
        );
    !opens_title
}

/// `el apartado 3 del mismo precepto`: a further apartado of the article just cited.
/// `las letras a) y b) del` right before `apartado 4`: the letters of that apartado
/// (`4.a)`, `4.b)`) and where they start in `before`.
fn letters_of_apartado(before: &str, apartado: &str) -> Option<(usize, Vec<String>)> {
    static RE_LETTERS_OF_APDO: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)(?:\b(?:la|las)\s+)?\bletras?\s+([a-zñ]\)(?:\s*(?:,|y|e)\s*[a-zñ]\))*)\s+(?:del|de\s+su)\s+$",
        )
    });
    if apartado.is_empty() || !apartado.chars().all(|ch| ch.is_ascii_digit()) {
        return None;
    }
    let c = RE_LETTERS_OF_APDO.captures(before)?;
    let letters: Vec<String> = letters_in(c.get(1)?.as_str())
        .map(|x| format!("{apartado}.{x})"))
        .collect();
    (!letters.is_empty()).then(|| (c.get(0).map_or(0, |m| m.start()), letters))
}

fn apartado_backref_at(text: &str, w: &str, pos: usize, state: &State) -> Option<Found> {
    let c = RE_APDO_BACKREF.captures(w)?;
    // `el apartado 8.º del artículo 20 de la Ley 50/1980`: an article named, not a
    // back-reference (`del mismo artículo 83` still is one).
    let plain = ![
        "mismo",
        "citado",
        "referido",
        "mencionado",
        "dicho",
        "ese",
        "este",
        "tal",
    ]
    .iter()
    .any(|k| c.get(0).is_some_and(|m| m.as_str().contains(k)));
    if plain
        && w.get(c.get(0)?.end()..)
            .is_some_and(|r| r.trim_start().starts_with(|ch: char| ch.is_ascii_digit()))
    {
        return None;
    }
    // `el apartado 12 del mismo art. 778 quinquies`: the article named again must be the
    // one cited last (`del mismo artículo 6` after another one is read as an article).
    let named_again = w
        .get(c.get(0).map_or(0, |m| m.end())..)
        .map(str::trim_start)
        .filter(|r| r.starts_with(|ch: char| ch.is_ascii_digit()));
    let (norm, articulo) = state.recall_article()?;
    if let Some(again) = named_again
        && again
            .strip_prefix(articulo.as_str())
            .is_none_or(|r| r.starts_with(|ch: char| ch.is_alphanumeric() || ch == '.'))
    {
        return None;
    }
    // `los apartados 1.a) y 1.b) del mismo artículo`: one citation per apartado.
    let list = c.get(1)?.as_str().replace(" y ", ",").replace(" e ", ",");
    let mut items: Vec<String> = list
        .split(',')
        .map(|item| item.split_whitespace().collect::<String>())
        .filter(|item| !item.is_empty())
        .collect();
    // `(art. 19.1.a) LJCA) … por el apartado b) del mismo precepto`: a letter of the
    // apartado cited last of that article.
    let letter_only = |i: &String| {
        i.len() <= 3 && i.ends_with(')') && !i.starts_with(|ch: char| ch.is_ascii_digit())
    };
    // `el ordinal 2.º del citado precepto` after `art. 14.5 CC`: an ordinal of the apartado
    // cited last (one after `727.7.ª` is the article's own, as `11.ª`).
    let head_ordinal = c.get(0).is_some_and(|m| {
        let h = m.as_str().to_lowercase();
        h.starts_with("ordinal") || h.starts_with("regla")
    });
    if head_ordinal
        && items.iter().all(|i| i.ends_with(['º', 'ª', '°']))
        && let Some((_, _, Some(prev), _)) = state
            .para_articles
            .iter()
            .rev()
            .take_while(|(p, _, _, _)| *p >= line_start(text, pos))
            .find(|(p, a, _, _)| *p < pos && a == articulo)
        && !prev.is_empty()
        && prev
            .chars()
            .all(|ch| ch.is_ascii_digit() || matches!(ch, '.' | 'º' | 'ª' | '°'))
    {
        // `14.5.1.º` gives `14.5` for `el ordinal 2.º`; `727.7.ª` gives nothing more than the
        // article for `la regla 11.ª`; `14.5` gives itself.
        let base = if prev.ends_with(['º', 'ª', '°']) {
            let body = prev.trim_end_matches(['º', 'ª', '°']).trim_end_matches('.');
            let body = body.trim_end_matches(|ch: char| ch.is_ascii_digit());
            body.trim_end_matches('.').to_owned()
        } else {
            prev.clone()
        };
        if !base.is_empty() {
            for i in &mut items {
                *i = format!("{base}.{i}");
            }
        }
    }
    if items.iter().all(letter_only)
        && let Some((_, _, Some(prev), _)) = state
            .para_articles
            .iter()
            .rev()
            .take_while(|(p, _, _, _)| *p >= line_start(text, pos))
            .find(|(p, a, _, _)| *p < pos && a == articulo)
    {
        let number: String = prev
            .split('.')
            .take_while(|p| !p.is_empty() && p.chars().all(|ch| ch.is_ascii_digit()))
            .collect::<Vec<_>>()
            .join(".");
        if !number.is_empty() {
            for i in &mut items {
                *i = format!("{number}.{i}");
            }
        }
    }
    let drafts: Option<Vec<Draft>> = items
        .iter()
        .map(|apartado| draft_for(norm, Some(articulo), Some(apartado)))
        .collect();
    let drafts = drafts.filter(|d| !d.is_empty())?;
    // `las letras a) y b) del apartado 4 del mismo artículo`: letters of the apartado.
    let before = text
        .get(floor(text, pos.saturating_sub(60))..pos)
        .unwrap_or("");
    if let [apartado] = items.as_slice()
        && let Some((at, letters)) = letters_of_apartado(before, apartado)
    {
        let start = pos - before.len() + at;
        let drafts: Option<Vec<Draft>> = letters
            .iter()
            .map(|a| draft_for(norm, Some(articulo), Some(a)))
            .collect();
        return Some(Found::Hit(Hit {
            start,
            end: pos + c.get(0)?.end(),
            drafts: drafts.filter(|d| !d.is_empty())?,
        }));
    }
    Some(Found::Hit(Hit {
        start: pos,
        end: pos + c.get(0)?.end(),
        drafts,
    }))
}

/// `el artículo 8 CDFUE, cuyo apartado 3`, `Dicho precepto, en su apartado 3`: apartados of
/// the article cited last in the same paragraph, named with a possessive.
fn own_apartado_at(text: &str, w: &str, pos: usize, state: &mut State) -> Option<Found> {
    static RE_OWN_APDO: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^(?:apartados?|apdos?\.|puntos?)\s+((?:\d{1,3}(?:\s*\.\s*[a-zñ]\)|\s*\.?\s*[ºª°])?)(?:\s*(?:,|y|e)\s*(?:\d{1,3}(?:\s*\.\s*[a-zñ]\)|\s*\.?\s*[ºª°])?))*)(?:\s*,?\s*letras?\s+([a-zñ]\)(?:\s*(?:,|y|e)\s*[a-zñ]\))*))?",
        )
    });
    let para = line_start(text, pos);
    let last_pos = state
        .para_articles
        .last()
        .map(|(p, _, _, _)| *p)
        .filter(|p| *p >= para)?;
    let before = text.get(floor(text, pos.saturating_sub(12)).max(last_pos)..pos)?;
    // `El art. 87 LOPDGDD reconoce … a su disposición (apartado 1)`: an apartado in
    // parentheses, after what the article says.
    let in_parentheses = before.trim_end().ends_with('(');
    // Close to the article (a judgment's or a guideline's `apartados 31 a 45` are its
    // paragraphs).
    // `cuyo art. 24.2 dispone que «…», y cuyo apartado 3 garantiza`: a relative possessive
    // reaches past a quotation.
    // `El art. 2, punto 1, de la Directiva 2003/88/CE …, relativa a …, define …, y su punto
    // 2`: a possessive in the same sentence, past a long title.
    let relative = ends_with_lower(before, "cuyo ")
        || ends_with_lower(before, "cuyos ")
        || (ends_with_lower(before, "su ") || ends_with_lower(before, "sus "))
            && pos.saturating_sub(last_pos) <= 400
            && text
                .get(last_pos..pos)
                .is_some_and(|g| super::text::last_sentence_start(g) == 0 && !g.contains('\n'));
    if pos.saturating_sub(last_pos)
        > if in_parentheses {
            500
        } else if relative {
            400
        } else {
            200
        }
    {
        return None;
    }
    // `el art. 1.2 de la misma Ley dispone que «… lo dispuesto en el apartado 1 …»`: the
    // quoted provision's own words, not a citation.
    if text.get(last_pos..pos).is_some_and(quote_left_open) {
        return None;
    }
    if !in_parentheses
        && !["su ", "sus ", "cuyo ", "cuyos ", "el ", "los "]
            .iter()
            .any(|p| ends_with_lower(before, p))
    {
        return None;
    }
    // A judgment named in between owns the paragraphs (`la sentencia Aziz, apartado 45`).
    let gap = text.get(last_pos..pos)?;
    if [
        "sentencia",
        "STJUE",
        "STS",
        "STC",
        "asunto",
        "auto ",
        "Auto ",
        "conclusiones",
        "C-",
    ]
    .iter()
    .any(|w| gap.contains(w))
    {
        return None;
    }
    let c = RE_OWN_APDO.captures(w)?;
    let after = w.get(c.get(0)?.end()..).unwrap_or("").trim_start();
    // `(apartado 1)` closes right after its number (or its letter: `(apartado 2, letra c)`),
    // and no document is named between the
    // article and it (`la Guía Docente de la asignatura (apartado 7.3)`).
    if in_parentheses
        && (!(after.starts_with(')') || c.get(2).is_some()) || {
            let gap = fold(gap);
            [
                "guia",
                "normativa",
                "reglamento",
                "estatuto",
                "convocatoria",
                "contrato",
                "clausula",
                "convenio",
                "acuerdo",
                "informe",
                "protocolo",
                "plan",
                "pliego",
            ]
            .iter()
            .any(|d| gap.contains(d))
        })
    {
        return None;
    }
    // `el apartado 3 de la cláusula quinta`, `los apartados 5 y 6 del artículo 10`: the
    // apartado of what follows, not of the article before.
    if starts_with_lower(after, "de ") || starts_with_lower(after, "del ") {
        return None;
    }
    let range_follows = ["a ", "al ", "hasta ", "-", "–"].iter().any(|sep| {
        after
            .strip_prefix(sep)
            .is_some_and(|r| r.trim_start().starts_with(|ch: char| ch.is_ascii_digit()))
    });
    if range_follows {
        return None;
    }
    let items = pre_items(c.get(1)?.as_str());
    let small = |ap: &String| {
        ap.split(|ch: char| !ch.is_ascii_digit())
            .next()
            .and_then(|n| n.parse::<u32>().ok())
            .is_some_and(|n| n <= 20)
    };
    if !items.iter().all(small) {
        return None;
    }
    // The article and its norm, cloned only now that the apartados are taken. An article
    // named as what amended the one before (`La disposición adicional 17.ª del TREBEP,
    // introducida por el art. 1 de la Ley 20/2021, establece en su apartado 1`) is an aside:
    // the apartado is of the one before it.
    let last = state.para_articles.len().checked_sub(1)?;
    let k = match last.checked_sub(1).and_then(|b| state.para_articles.get(b)) {
        Some((p, _, _, _)) if *p >= para && amending_before(text, last_pos) => last - 1,
        _ => last,
    };
    let (articulo, norm) = state
        .para_articles
        .get(k)
        .and_then(|(_, a, _, n)| Some((a.clone(), state.para_norms.get(*n)?.clone())))?;
    // `cuyo apartado 2, letras c) y h)`: one citation per letter of the one apartado.
    let letters: Vec<String> = match c.get(2) {
        Some(l) if items.len() == 1 => letters_in(l.as_str()).map(|ch| format!(".{ch})")).collect(),
        _ => vec![String::new()],
    };
    let drafts: Vec<Draft> = items
        .iter()
        .flat_map(|ap| letters.iter().map(move |l| format!("{ap}{l}")))
        .filter_map(|ap| draft_for(&norm, Some(&articulo), Some(&ap)))
        .collect();
    if drafts.is_empty() {
        return None;
    }
    // The next `el apartado 6` is measured from here, and `la letra b) del mismo apartado`
    // is of the apartado named last.
    state.remember_articles(
        para,
        pos,
        &norm,
        std::iter::once((articulo.as_str(), items.last().map(String::as_str))),
    );
    // `cuyo apartado 2 incluye, en su letra a), …`: the apartado is refined at once by its
    // letters, which are the citations.
    static RE_OWN_LETTER_NEXT: LazyLock<Re> = LazyLock::new(|| {
        re(r"^(?:\p{Ll}{3,}\s+){0,3}\p{Ll}{3,}\s*,?\s*en\s+sus?\s+letras?\s+[a-zñ]\)")
    });
    if items.len() == 1 && c.get(2).is_none() && RE_OWN_LETTER_NEXT.is_match(after) {
        return None;
    }
    Some(Found::Hit(Hit {
        start: pos,
        end: pos + c.get(0)?.end(),
        drafts,
    }))
}

/// `la letra f) del mismo apartado`, `en la letra c) de su apartado 2`, `en sus letras a) y
/// b) del apartado 1`, `… (letra c))`: letters of the article the paragraph cited last, of
/// the apartado named or of the one it was cited with.
fn letters_backref_at(text: &str, w: &str, pos: usize, state: &State) -> Option<Found> {
    static RE_LETTERS: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^letras?\s+([a-zñ]\)(?:\s*(?:,|y|e)\s*[a-zñ]\))*)(?:(\))|\s+(?:del\s+mismo\s+apartado|de\s+(?:su|dicho|ese|este)\s+(?:mismo\s+)?apartado(?:\s+(\d{1,3})\b)?|del\s+apartado\s+(\d{1,3})\b|(del\s+(?:mismo|citado|referido|mencionado|precitado|dicho)\s+(?:art[íi]culo|precepto)\b)))?",
        )
    });
    let c = RE_LETTERS.captures(w)?;
    let para = line_start(text, pos);
    let (last_pos, articulo, apartado, n) = state.para_articles.last()?;
    if *last_pos < para || pos.saturating_sub(*last_pos) > 600 {
        return None;
    }
    let before = text.get(floor(text, pos.saturating_sub(8))..pos)?;
    let whole = c.get(0)?;
    // Nothing after the letters: `(letra a)`.
    let bare = c.get(1).is_some_and(|l| l.end() == whole.end());
    // `de las letras a) y b) del citado artículo 14`: the article named again is read as one.
    if c.get(5).is_some()
        && w.get(whole.end()..)
            .is_some_and(|r| r.trim_start().starts_with(|ch: char| ch.is_ascii_digit()))
    {
        return None;
    }
    let base = if c.get(5).is_some() {
        // `los de las letras a), b) y e) del citado artículo`: letters of the article cited
        // last, of its apartado when it named one.
        Some(apartado.clone().unwrap_or_default())
    } else if c.get(2).is_some() || bare {
        // `(letra c))`, `«jornada de trabajo» (letra a)`: a letter in parentheses, close
        // after the article (its title may stand between).
        // `los límites del art. 61.1 LP, en particular los de sus letras a) y b)`: the
        // letters of the article just cited, named by a possessive.
        // `art. 588 bis c.3 LECrim, cuyas letras a) y c)`: right after the article only.
        let relative = (ends_with_lower(before, "cuyas ") || ends_with_lower(before, "cuya "))
            && pos.saturating_sub(*last_pos) <= 60;
        let possessive =
            bare && (ends_with_lower(before, "sus ") || ends_with_lower(before, "su ") || relative);
        if !(before.trim_end().ends_with('(') || possessive) || pos.saturating_sub(*last_pos) > 500
        {
            return None;
        }
        // `(letra a) del artículo 5`: the letter of the article named next.
        let after = w.get(whole.end()..).unwrap_or("").trim_start();
        if bare && (starts_with_lower(after, "del ") || starts_with_lower(after, "de ")) {
            return None;
        }
        // `del artículo 7 … (letra d)`: a letter of the article itself.
        Some(apartado.clone().unwrap_or_default())
    } else if let Some(n) = c.get(3) {
        Some(n.as_str().to_owned())
    } else if let Some(n) = c.get(4) {
        // `en sus letras a) y b) del apartado 1`, not `las letras a) y b) del apartado 1 del
        // artículo 14` (the pinpoints of the article named next).
        let after = w.get(c.get(0)?.end()..).unwrap_or("").trim_start();
        if !ends_with_lower(before, "sus ")
            || starts_with_lower(after, "de ")
            || starts_with_lower(after, "del ")
        {
            return None;
        }
        Some(n.as_str().to_owned())
    } else {
        apartado.clone()
    };
    // The apartado's number alone (`1.b)` cited before gives `1`).
    let base = base?;
    let number: String = base
        .split('.')
        .take_while(|p| p.chars().all(|ch| ch.is_ascii_digit()) && !p.is_empty())
        .collect::<Vec<_>>()
        .join(".");
    if number.is_empty() && !base.is_empty() {
        return None;
    }
    let norm = state.para_norms.get(*n)?;
    let drafts: Vec<Draft> = letters_in(c.get(1)?.as_str())
        .filter_map(|l| {
            let apartado = if number.is_empty() {
                format!("{l})")
            } else {
                format!("{number}.{l})")
            };
            draft_for(norm, Some(articulo), Some(&apartado))
        })
        .collect();
    if drafts.is_empty() {
        return None;
    }
    let end = c.get(2).map_or(c.get(0)?.end(), |p| p.start());
    Some(Found::Hit(Hit {
        start: pos,
        end: pos + end,
        drafts,
    }))
}

/// The letters of a list like `c), d) y e)`: each one a parenthesis closes.
fn letters_in(list: &str) -> impl Iterator<Item = char> + '_ {
    list.char_indices().filter_map(|(i, ch)| {
        (ch.is_alphabetic()
            && list
                .get(i + ch.len_utf8()..)
                .is_some_and(|r| r.starts_with(')')))
        .then_some(ch)
    })
}

/// `el art. 15.1, en sus letras a) y g)`: what follows the article's `en` are its own
/// pinpoints, not another norm.
fn possessive_pinpoint(t: &str) -> bool {
    let f = fold(t.get(..t.len().min(24)).unwrap_or(t));
    ["su ", "sus "].iter().any(|p| {
        f.strip_prefix(p).is_some_and(|r| {
            [
                "letra", "apartado", "apdo", "parrafo", "inciso", "numero", "ordinal", "regla",
            ]
            .iter()
            .any(|w| r.starts_with(w))
        })
    })
}

/// `la nulidad del artículo 6 y del Anexo I de la Ordenanza`: an article coordinated with
/// another part of an instrument named right after both, whose article it is (not the
/// article of the norm the text spoke of last).
fn shares_named_instrument(rest: &str) -> bool {
    static RE_SHARED: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^\s*,?\s*(?:y|e|o)\s+(?:del|de\s+la|de\s+los|de\s+las|el|la|los|las|al|a\s+la)\s+(?:anexos?|disposici[oó]n|disposiciones|apartados?|t[íi]tulos?|cap[íi]tulos?|art[íi]culos?|arts?\.|secci[oó]n|preámbulo|pre[aá]mbulo|exposici[oó]n)\b[^.;()«»]{0,80}?\s(?:de\s+la|del|de\s+los|de\s+las|de\s+su|de\s+sus)\s+(?-i:[A-ZÁÉÍÓÚ])",
        )
    });
    RE_SHARED.is_match(rest)
}

/// True when the article at `pos` is named as what amended another (`introducida por el art.
/// 1 de …`, `en la redacción dada por el artículo 2 de …`).
fn amending_before(text: &str, pos: usize) -> bool {
    let before = text
        .get(floor(text, pos.saturating_sub(48))..pos)
        .unwrap_or("");
    let before = fold(before);
    let before = before.trim_end();
    let before = before.strip_suffix(" el").unwrap_or(before).trim_end();
    let before = before.strip_suffix(" por").map(str::trim_end);
    before.is_some_and(|b| {
        [
            "introducido",
            "introducida",
            "modificado",
            "modificada",
            "anadido",
            "anadida",
            "redactado",
            "redactada",
            "dada",
            "dado",
            "incorporado",
            "incorporada",
        ]
        .iter()
        .any(|w| b.ends_with(w))
    })
}

/// `el considerando 47 del RGPD`, `su considerando 90`: a recital of an EU act, cited like an
/// article (`articulo: "considerando 47"`).
fn recital_at(w: &str) -> Option<(usize, Art)> {
    static RE_RECITAL: LazyLock<Re> =
        LazyLock::new(|| re(r"^(?i:considerando)\s+(?:n[.º°]*\s*)?(\d{1,3})\b"));
    if !w
        .get(..12)
        .is_some_and(|h| h.eq_ignore_ascii_case("considerando"))
    {
        return None;
    }
    if let Some(c) = RE_RECITAL.captures(w) {
        return Some((
            c.get(0)?.end(),
            Art {
                articulo: format!("considerando {}", c.get(1)?.as_str()),
                apartado: None,
            },
        ));
    }
    // `el considerando decimoquinto de la Directiva`, `considerando vigésimo primero`.
    static RE_RECITAL_WORDS: LazyLock<Re> =
        LazyLock::new(|| re(r"^(?i:considerando)\s+(\p{L}+(?:\s+\p{L}+)?)"));
    let c = RE_RECITAL_WORDS.captures(w)?;
    let words = c.get(1)?;
    // The second word only when it completes the number (`vigésimo primero`).
    let (n, len) = match super::text::ordinal_word(words.as_str()) {
        Some(n) => (n, words.end()),
        None => {
            let first = words.as_str().split_whitespace().next()?;
            (
                super::text::ordinal_word(first)?,
                words.start() + first.len(),
            )
        }
    };
    Some((
        len,
        Art {
            articulo: format!("considerando {n}"),
            apartado: None,
        },
    ))
}

/// `la cláusula 5.2`, `su cláusula 1, letra b)`: a clause of a framework agreement annexed
/// to a directive, cited like an article (`articulo: "cláusula 5"`, `apartado: "2"`).
fn clause_at(w: &str) -> Option<(usize, Art)> {
    static RE_CLAUSE: LazyLock<Re> = LazyLock::new(|| {
        re(r"^(?i:cl[áa]usula)\s+(\d{1,2})((?:\.\d{1,2})*)(?:\.?([a-z])\))?\b\)?")
    });
    if !w.get(..2).is_some_and(|h| h.eq_ignore_ascii_case("cl")) {
        return None;
    }
    let c = RE_CLAUSE.captures(w)?;
    let end = c.get(0)?.end();
    if matches!(w.as_bytes().get(end), Some(b'.' | b'/' | b'0'..=b'9'))
        && w.as_bytes().get(end + 1).is_some_and(u8::is_ascii_digit)
    {
        return None;
    }
    let mut apartado: String = c
        .get(2)
        .map_or("", |m| m.as_str())
        .trim_start_matches('.')
        .to_owned();
    if let Some(l) = c.get(3) {
        apartado = deeper(
            (!apartado.is_empty()).then_some(apartado),
            &format!("{})", l.as_str()),
        );
    }
    Some((
        end,
        Art {
            articulo: format!("cláusula {}", c.get(1)?.as_str()),
            apartado: (!apartado.is_empty()).then_some(apartado),
        },
    ))
}

/// `el anexo I`, `anexo III`, `su anexo`, `del anexo único`: an annex of a norm, cited like an
/// article (`articulo: "anexo I"`); its apartado follows as an article's does.
fn annex_at(w: &str) -> Option<(usize, Art)> {
    static RE_ANNEX: LazyLock<Re> =
        LazyLock::new(|| re(r"^(?i:anexo)(?:\s+((?-i:[IVXL]{1,6})\b|\d{1,2}\b|(?i:[úu]nico)\b))?"));
    if !w.get(..5).is_some_and(|h| h.eq_ignore_ascii_case("anexo")) {
        return None;
    }
    let c = RE_ANNEX.captures(w)?;
    let end = c.get(0)?.end();
    // `anexos`, `anexo 3/2020`: not an annex by number.
    if w.get(end..).is_some_and(|r| {
        r.starts_with(|ch: char| ch.is_alphanumeric() || ch == '/')
            || (r.starts_with('.') && r.as_bytes().get(1).is_some_and(u8::is_ascii_digit))
    }) {
        return None;
    }
    let articulo = match c.get(1) {
        Some(n) => format!(
            "anexo {}",
            n.as_str().to_lowercase().replace("unico", "único")
        ),
        None => "anexo".to_owned(),
    };
    // Roman numerals keep their capitals.
    let articulo = match c.get(1) {
        Some(n) if n.as_str().chars().all(|ch| "IVXL".contains(ch)) => {
            format!("anexo {}", n.as_str())
        }
        _ => articulo,
    };
    Some((
        end,
        Art {
            articulo,
            apartado: None,
        },
    ))
}

/// The directives whose annex is a framework agreement of the social partners, numbered in
/// clauses: fixed-term work (1999/70/CE), part-time work (97/81/CE), parental leave
/// (2010/18/UE).
const FRAMEWORK_AGREEMENTS: [(&str, &str); 3] = [
    ("1999/70", "31999L0070"),
    ("97/81", "31997L0081"),
    ("2010/18", "32010L0018"),
];

fn has_framework_agreement(norm: &NormRef) -> bool {
    matches!(&norm.kind, NormKind::EuAct { tipo: "directiva", celex: Some(c), .. }
        if FRAMEWORK_AGREEMENTS.iter().any(|(_, x)| x == c))
}

/// `el Acuerdo marco sobre el trabajo de duración determinada`, `del Acuerdo marco anexo a
/// la Directiva 1999/70/CE`: the directive whose annex it is. Written in lower case (`el
/// acuerdo marco`), or followed by `de`/`para` and what it is for (`Acuerdo Marco de
/// suministro`), it is a framework contract of public procurement instead, and not taken.
fn framework_agreement(w: &str, pos: usize) -> Option<(usize, NormRef)> {
    static RE_ACUERDO_MARCO: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^Acuerdo\s+(?i:marco)\b(?:\s+(?i:de\s+la\s+CES\s*,\s*la\s+UNICE\s+y\s+el\s+CEEP))?(?:\s*,?\s+(?i:sobre|relativo\s+al?)\s+(?i:el\s+)?(?i:(trabajo\s+de\s+duraci[oó]n\s+determinada)|(trabajo\s+a\s+tiempo\s+parcial)|(permiso\s+parental)))?",
        )
    });
    let c = RE_ACUERDO_MARCO.captures(w)?;
    let mut end = c.get(0)?.end();
    let rest = w.get(end..).unwrap_or("");
    static RE_FOR_WHAT: LazyLock<Re> =
        LazyLock::new(|| re(r"^\s+(?:\d|(?i:de|para|del|n\.?\s*º|n[úu]m\.?|n[úu]mero)\b)"));
    if c.get(1).is_none() && c.get(2).is_none() && c.get(3).is_none() && RE_FOR_WHAT.is_match(rest)
    {
        return None;
    }
    let (mut numero, mut celex) = if c.get(2).is_some() {
        FRAMEWORK_AGREEMENTS[1]
    } else if c.get(3).is_some() {
        FRAMEWORK_AGREEMENTS[2]
    } else {
        FRAMEWORK_AGREEMENTS[0]
    };
    // `…, anexo a la Directiva 1999/70/CE`: the directive named.
    static RE_ANNEX: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^\s*,?\s*(?i:que\s+figura\s+en\s+el\s+|incluido\s+en\s+el\s+)?(?i:anexo)\s+(?i:a|de)\s+la\s+",
        )
    });
    if let Some(a) = RE_ANNEX.find(rest)
        && let Some(d) = rest
            .get(a.end()..)
            .and_then(|r| parse_eu_act(r, pos + end + a.end(), false))
        && let NormKind::EuAct { celex: Some(x), .. } = &d.1.kind
        && let Some(known) = FRAMEWORK_AGREEMENTS.iter().find(|(_, k)| k == x)
    {
        (numero, celex) = *known;
        end += a.end() + d.0;
    }
    Some((
        end,
        NormRef::new(NormData {
            kind: NormKind::EuAct {
                tipo: "directiva",
                numero_acto: Some(numero.to_owned()),
                celex: Some(celex.to_owned()),
                fecha: None,
                avisos: Vec::new(),
            },
            norma: squash(w.get(..end)?),
            pos,
            standalone: None,
            alias: None,
        }),
    ))
}

/// `art. 451-17.2.e) CCCat`: articles of a regional civil code, listed apart.
fn regional_articles_at(w: &str, pos: usize) -> Option<Found> {
    let m = RE_REGIONAL_ARTS.find(w)?;
    let rest = w.get(m.end()..)?;
    let (len, norm) = parse_norm(rest, pos + m.end(), false)?;
    if norm.kind != NormKind::Unsupported("boletin_autonomico") {
        return None;
    }
    let end = pos + m.end() + len;
    Some(Found::Unsupported(NoSoportada {
        texto: w.get(..m.end() + len)?.trim().to_owned(),
        span: Span {
            inicio: pos,
            fin: end,
        },
        tipo: "boletin_autonomico".into(),
    }))
}

static RE_DISP: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:(?:disposici[oó]n|disp\.)\s+(adicional|transitoria|derogatoria|final)|(?-i:(D)(A|T|D|F)))\s*(primera|segunda|tercera|cuarta|quinta|sexta|s[eé]ptima|octava|novena|d[eé]cima|und[eé]cima|duod[eé]cima|decimo\w+|(?:vig|trig|cuadrag|quincuag)[eé]sim\w+(?:\s+(?:primera|segunda|tercera|cuarta|quinta|sexta|s[eé]ptima|octava|novena)\b)?|[uú]nica|\d{1,3}(?:\s*\.?\s*[ªa]\b)?)?(?:\s+(bis|ter))?((?:\s*\.\s*\d{1,2})*)",
    )
});

/// A `disposición adicional tercera` / `DA 3.ª` pinpoint, as one "article".
fn disposicion_at(w: &str) -> Option<(usize, Art)> {
    if !w.starts_with(['d', 'D']) {
        return None;
    }
    let c = RE_DISP.captures(w)?;
    let kind = match (c.get(1), c.get(3)) {
        (Some(k), _) => fold(k.as_str()),
        (None, Some(letter)) => match letter.as_str() {
            "A" => "adicional".to_owned(),
            "T" => "transitoria".to_owned(),
            "D" => "derogatoria".to_owned(),
            _ => "final".to_owned(),
        },
        _ => return None,
    };
    let Some(which_raw) = c.get(4).map(|m| m.as_str()) else {
        // `la disposición adicional de la Ley 12/1992`: a norm's only provision of its kind,
        // named with its norm.
        let end = c.get(1)?.end();
        let after = w.get(end..)?;
        let names_norm = c.get(5).is_none()
            && c.get(6).is_some_and(|m| m.as_str().is_empty())
            && (starts_with_lower(after, " de la ") || starts_with_lower(after, " del "));
        return names_norm.then(|| {
            (
                end,
                Art {
                    articulo: format!("disposición {kind}"),
                    apartado: None,
                },
            )
        });
    };
    let digits: String = which_raw.chars().filter(char::is_ascii_digit).collect();
    const ORD: [&str; 20] = [
        "primera",
        "segunda",
        "tercera",
        "cuarta",
        "quinta",
        "sexta",
        "séptima",
        "octava",
        "novena",
        "décima",
        "undécima",
        "duodécima",
        "decimotercera",
        "decimocuarta",
        "decimoquinta",
        "decimosexta",
        "decimoséptima",
        "decimoctava",
        "decimonovena",
        "vigésima",
    ];
    let which = match digits.parse::<usize>() {
        Ok(n) if (1..=20).contains(&n) => ORD[n - 1].to_owned(),
        Ok(n) => n.to_string(),
        Err(_) => squash(&which_raw.to_lowercase()),
    };
    let mut articulo = format!("disposición {kind} {which}");
    if let Some(b) = c.get(5) {
        articulo.push(' ');
        articulo.push_str(&b.as_str().to_lowercase());
    }
    let apartado: String = c
        .get(6)
        .map(|m| {
            m.as_str()
                .chars()
                .filter(|ch| !ch.is_whitespace())
                .collect()
        })
        .unwrap_or_default();
    let apartado = apartado.trim_start_matches('.').to_owned();
    Some((
        c.get(0)?.end(),
        Art {
            articulo,
            apartado: (!apartado.is_empty()).then_some(apartado),
        },
    ))
}

fn floor(text: &str, i: usize) -> usize {
    super::text::floor_boundary(text, i)
}

fn unresolved(written: String) -> NormRef {
    NormRef::new(NormData {
        kind: NormKind::Boe {
            norma_id: None,
            rango: None,
            numero: None,
            fecha: None,
            avisos: vec!["referencia a una norma anterior que no se ha podido resolver".into()],
        },
        norma: written,
        pos: 0,
        standalone: None,
        alias: None,
    })
}

/// `ap` below the apartado an article already has: `1` + `b)` is `1.b)`.
/// One article per part of `art` named (`art. 9.1` and `a)`, `b)` give `9.1.a)`, `9.1.b)`).
fn parts_of<'a>(art: &Art, parts: impl Iterator<Item = &'a str>) -> Vec<Art> {
    parts
        .map(|p| Art {
            articulo: art.articulo.clone(),
            apartado: Some(deeper(art.apartado.clone(), p)),
        })
        .collect()
}

fn deeper(prev: Option<String>, ap: &str) -> String {
    match prev {
        Some(prev) => format!("{prev}.{ap}"),
        None => ap.to_owned(),
    }
}

/// The apartado a trailing pinpoint names (`, apartado 2, letra c)` is `2.c)`), without spaces.
fn trailing_apartado(t: &regex::Captures<'_>) -> String {
    // `art. 13, parte C, de la Sexta Directiva`: a part of an article of the old VAT directive.
    if let Some(p) = t.get(4) {
        return p.as_str().to_owned();
    }
    // `la disposición final primera, apartado tres`: an apartado numbered in words.
    if let Some(w) = t.get(5) {
        const WORDS: [&str; 10] = [
            "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
        ];
        let w = w.as_str().to_lowercase();
        return WORDS
            .iter()
            .position(|x| *x == w)
            .map_or(w, |i| (i + 1).to_string());
    }
    // `, apdo. l)`: a lettered apartado.
    if let Some(l) = t.get(3) {
        return format!("{})", l.as_str());
    }
    let mut ap: String = t
        .get(1)
        .map_or("", |m| m.as_str())
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if let Some(l) = t.get(2) {
        ap.push('.');
        ap.push_str(l.as_str());
        ap.push(')');
    }
    ap
}

/// `artículo 32, apartados 3 a 6`: when the apartado was named as such and the range ends in a
/// plain number above it (at most 30 more), the range runs over the article's apartados.
fn apartado_range(first: &Art, last: &Art, named: bool) -> Option<Vec<Art>> {
    let from: u32 = first.apartado.as_deref()?.parse().ok()?;
    if !named || last.apartado.is_some() {
        return None;
    }
    let to: u32 = last.articulo.parse().ok()?;
    if to <= from || to - from > 30 {
        return None;
    }
    Some(
        (from..=to)
            .map(|n| Art {
                articulo: first.articulo.clone(),
                apartado: Some(n.to_string()),
            })
            .collect(),
    )
}

/// The items of a list of pinpoints written before the article (`4.º y 7.º`, `a), b) y
/// f)`), each without spaces.
fn pre_items(list: &str) -> Vec<String> {
    let mut range_from: Option<u32> = None;
    list.split([',', ' '])
        .map(str::trim)
        .filter(|t| !t.is_empty() && !matches!(t.to_lowercase().as_str(), "y" | "e"))
        .fold(Vec::new(), |mut out: Vec<String>, t| {
            // `los apartados 3 a 6 de su artículo 32`: a range of plain numbers (at most 30).
            if t == "a" {
                range_from = out.last().and_then(|l| l.parse().ok());
                return out;
            }
            if let Some(from) = range_from.take()
                && let Ok(to) = t.parse::<u32>()
                && to > from
                && to - from <= 30
            {
                out.extend((from + 1..=to).map(|n| n.to_string()));
                return out;
            }
            // `4 .º`: a mark written apart belongs to the number before it.
            let glued = t.starts_with(['.', 'º', 'ª', '°']);
            match out.last_mut() {
                Some(last) if glued => last.push_str(t),
                _ => out.push(t.to_owned()),
            }
            out
        })
}

/// The apartado a bare list item names when it continues the article before it rather than
/// naming another article: `art. 153.1 y 3` (153.3), `arts. 57.1 y 2 y 48.2` (57.2),
/// `849.1.º y 2.º` (849.2.º), `390.1.1.º y 2.º` (390.1.2.º). `sep` is what joined the two
/// items; a separator that names articles again (`y art. 3`) starts another article.
///
/// An ordinal after an ordinal apartado replaces its last level. A plain number continues
/// the article when it comes just after the apartado before it (at most four more) and is
/// smaller than the article's own number: `arts. 24.1 y 2` is 24.2, `arts. 9.3 y 14` and
/// `arts. 5.1 y 6` cite articles 14 and 6.
/// After a singular head (`art. 217.2 y 7 LEC`) the next number is an apartado of the same
/// article however far it is from the one before; after a plural head only a near one is.
fn sibling_apartado(prev: &Art, item: &str, sep: &str, singular: bool) -> Option<String> {
    let reach = if singular { 6 } else { 4 };
    let sep = fold(sep);
    let sep = sep.trim_matches(|c: char| c.is_whitespace() || c == ',');
    if !matches!(sep, "" | "y" | "e" | "o" | "u") {
        return None;
    }
    let prev_ap = prev.apartado.as_deref()?;
    let digits_len = item.bytes().take_while(u8::is_ascii_digit).count();
    let digits = item.get(..digits_len)?;
    if digits.is_empty() || digits.len() > 2 {
        return None;
    }
    let tail = item.get(digits_len..)?;
    let tail_clean: String = tail
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '.')
        .collect();
    let n: u32 = digits.parse().ok()?;
    let prev_ordinal = prev_ap.ends_with(['º', 'ª', '°']);
    match tail_clean.as_str() {
        "º" | "ª" | "°" if prev_ordinal => {
            // Replace the last level: `1.1.º` + `2.º` → `1.2.º`.
            let cut = prev_ap
                .trim_end_matches(['º', 'ª', '°'])
                .trim_end_matches('.')
                .trim_end_matches(|c: char| c.is_ascii_digit());
            Some(format!("{cut}{n}.{tail_clean}"))
        }
        // `art. 510.1.a) y 3`: the next apartado after a letter of the one before.
        "" if prev_ap.ends_with(')') => {
            let (first, _) = prev_ap.split_once('.')?;
            let first: u32 = first.parse().ok()?;
            let articulo: u32 = prev.articulo.parse().ok()?;
            (n > first && n <= first + reach && n < articulo).then(|| n.to_string())
        }
        "" if !prev_ordinal => {
            let last: u32 = prev_ap.rsplit('.').next()?.parse().ok()?;
            let articulo: u32 = prev.articulo.parse().ok()?;
            (n > last && n <= last + reach && n < articulo).then(|| {
                let cut = prev_ap.get(..prev_ap.len() - prev_ap.rsplit('.').next()?.len())?;
                Some(format!("{cut}{n}"))
            })?
        }
        // `art. 520.2.c) y 6.c)`: another apartado's letter, under the same rule.
        t if t.len() == 2 && t.ends_with(')') && prev_ap.ends_with(')') => {
            let (first, rest) = prev_ap.split_once('.')?;
            let first: u32 = first.parse().ok()?;
            let articulo: u32 = prev.articulo.parse().ok()?;
            (!rest.contains('.') && n > first && n <= first + reach && n < articulo)
                .then(|| format!("{n}.{t}"))
        }
        // `arts. 432.1 y 3.b) CP`: a further apartado, with its letter.
        t if t.len() == 2 && t.ends_with(')') && prev_ap.bytes().all(|b| b.is_ascii_digit()) => {
            let first: u32 = prev_ap.parse().ok()?;
            let articulo: u32 = prev.articulo.parse().ok()?;
            (n > first && n <= first + reach && n < articulo).then(|| format!("{n}.{t}"))
        }
        _ => None,
    }
}

/// After an item: moves past a list separator when another item follows, and returns the
/// separator.
fn advance_list<'w>(w: &'w str, at: &mut usize) -> Option<&'w str> {
    let rest = w.get(*at..)?;
    let sep = RE_LIST_SEP.find(rest)?;
    if sep.end() == 0 {
        return None;
    }
    let after = rest.get(sep.end()..)?;
    if !after.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    *at += sep.end();
    Some(sep.as_str())
}

/// A unit after a number (`6 meses`, `20 euros`): a quantity, not an article.
fn unit_follows(after: &str) -> bool {
    let word: String = after
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphabetic())
        .collect();
    let f = fold(&word);
    [
        "dia", "dias", "mes", "meses", "ano", "anos", "hora", "horas", "euros", "euro", "veces",
        "personas", "semanas", "semana", "minutos", "por",
    ]
    .contains(&f.as_str())
}

/// A further item of a list must be followed by something a list can hold.
fn continuation_ok(after: &str) -> bool {
    let t = after.trim_start();
    let Some(first) = t.chars().next() else {
        return true;
    };
    if !first.is_alphabetic() {
        return true;
    }
    if first.is_uppercase() {
        return true;
    }
    let word_len = t
        .char_indices()
        .find(|(_, c)| !c.is_alphanumeric())
        .map_or(t.len(), |(i, _)| i);
    let word = t.get(..word_len).unwrap_or(t);
    // ASCII words without `k`: the same as comparing the lowercased word (see
    // `ends_with_lower`).
    [
        "y",
        "e",
        "o",
        "u",
        "a",
        "al",
        "de",
        "del",
        "hasta",
        "bis",
        "ter",
        "quater",
        "apartado",
        "apdo",
        "letra",
        "in",
        "en",
        "el",
        "la",
        "los",
        "las",
        "lo",
        "que",
        "se",
        "no",
        "ni",
        "como",
        "con",
        "sin",
        "ya",
        "sobre",
        "respectivamente",
        "ambos",
        "establecen",
        "disponen",
        "regulan",
        "prevén",
        "preven",
        "recogen",
        "contienen",
        "dicen",
    ]
    .iter()
    .any(|w| word.eq_ignore_ascii_case(w))
        || plural_verb(word)
}

/// `configuran`, `imponen`, `serán`: a verb in the third person plural, what follows the last
/// article of a list that is the subject of its sentence (`cuyos artículos 14, 15 y 17
/// configuran …`). Nouns with the same ending are not (`orden`, `régimen`, `volumen`).
fn plural_verb(word: &str) -> bool {
    const NOUNS: [&str; 12] = [
        "orden", "origen", "imagen", "volumen", "examen", "dictamen", "margen", "regimen",
        "resumen", "crimen", "certamen", "gravamen",
    ];
    let f = fold(word);
    f.chars().count() >= 5
        && (f.ends_with("an") || f.ends_with("en"))
        && word.chars().next().is_some_and(char::is_lowercase)
        && !NOUNS.contains(&f.as_str())
}

/// Whether a trailing pinpoint ([`RE_TRAILING_APDO`], [`RE_TRAILING_LETRA`],
/// [`RE_TRAILING_SKIP`]) may start `rest`: each begins with spaces, one comma at most, and a
/// word whose first letter is one of `a c e i l n o p r s t u` in either case (`en sus
/// apartados`, `letra`, `in fine`, `párrafo`, `último`). Any other ASCII character there rules
/// all three out; a non-ASCII one is left to the patterns (`(?i)` matches `ſ` for `s`).
fn may_trail(rest: &str) -> bool {
    let s = rest.trim_start();
    let s = s.strip_prefix(',').map_or(s, str::trim_start);
    match s.chars().next() {
        Some(c) if c.is_ascii() => matches!(
            c.to_ascii_lowercase(),
            'a' | 'c' | 'e' | 'i' | 'l' | 'n' | 'o' | 'p' | 'r' | 's' | 't' | 'u'
        ),
        Some(_) => true,
        None => false,
    }
}

/// `, letra b)` after an article: the bytes up to and with the letter's parenthesis, the
/// letter, and whether further letters follow (`letras c) y d)`).
fn trailing_letter(rest: &str) -> Option<(usize, &str, bool)> {
    let t = RE_TRAILING_LETRA.captures(rest)?;
    let letter = t.get(1)?;
    let more = t.get(2).is_some_and(|m| !m.as_str().is_empty());
    let len = letter.end() + usize::from(rest.as_bytes().get(letter.end()) == Some(&b')'));
    Some((len, letter.as_str(), more))
}

/// `.Uno.2.º`, `.Dos`, `.Uno.1.º.b)` right after an article number: apartados numbered in
/// words (the VAT law and other tax laws), with what follows them; its length and the
/// apartado (`Uno.2.º`). Only tried when a dot and a capital follow the number.
fn word_apartados(after: &str) -> Option<(usize, String)> {
    let b = after.as_bytes();
    if b.first() != Some(&b'.') || !b.get(1).is_some_and(u8::is_ascii_uppercase) {
        return None;
    }
    static RE_WORD_APDO: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^\.((?:Uno|Dos|Tres|Cuatro|Cinco|Seis|Siete|Ocho|Nueve|Diez|Once|Doce|Trece|Catorce|Quince)\b(?:\.\d{1,3}(?:\s*\.?\s*[ºª°])?)*(?:\.?[a-zñ]\))?)",
        )
    });
    let c = RE_WORD_APDO.captures(after)?;
    Some((
        c.get(0)?.end(),
        c.get(1)?
            .as_str()
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect(),
    ))
}

/// The letter after `588 bis`: not a conjunction, not the start of a range (`82 bis a 84`),
/// not an apartado letter (`a)`, read by the item pattern). With the apartados written after
/// it (`588 sexies c.4`, `588 bis c.3`): its length, the letter and those apartados.
/// The parts of a match of [`RE_ITEM`], which are its capture groups: `52.1.14.º`, `4.2.c)`,
/// `82 bis`, `único`.
struct ItemParts<'h> {
    /// The article's number, or `único` (group 1).
    number: &'h str,
    /// `bis`, `ter`, … (group 2).
    bis: Option<&'h str>,
    /// The apartados after the number, each with its dot: `.1.14.º` (group 3, maybe empty).
    apartados: &'h str,
    /// The letter of a `c)`, maybe with its own `bis` (group 4).
    letter: Option<&'h str>,
    /// What follows a letter's parenthesis: `.1`, `.2.º` (group 5; empty without a letter).
    after_letter: &'h str,
}

/// The article item at the start of `rest` ([`RE_ITEM`]) and its parts.
///
/// A capture search costs some six times as much as finding the match, and this is the
/// pattern the walk asks for most; so the match is found by the pattern and its parts are
/// read by [`item_shape`], which follows the pattern's order of preference. Where the two
/// disagree on where the match ends (a character the reading does not know, such as `ſ`,
/// which the pattern folds to `s`), the capture search gives the parts.
fn item_parts(rest: &str) -> Option<(regex::Match<'_>, ItemParts<'_>)> {
    let whole = RE_ITEM.find(rest)?;
    if let Some((end, parts)) = item_shape(rest)
        && end == whole.end()
    {
        return Some((whole, parts));
    }
    let c = RE_ITEM.captures(rest)?;
    let parts = ItemParts {
        number: c.get(1)?.as_str(),
        bis: c.get(2).map(|m| m.as_str()),
        apartados: c.get(3).map_or("", |m| m.as_str()),
        letter: c.get(4).map(|m| m.as_str()),
        after_letter: c.get(5).map_or("", |m| m.as_str()),
    };
    Some((c.get(0)?, parts))
}

/// Reads [`RE_ITEM`] at the start of `s` the way the pattern does (each optional part taken
/// when it is there, the repetitions greedy), returning where it ends and its parts.
fn item_shape(s: &str) -> Option<(usize, ItemParts<'_>)> {
    let b = s.as_bytes();
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let ws = |mut i: usize| {
        while let Some(c) = s.get(i..).and_then(|r| r.chars().next())
            && c.is_whitespace()
        {
            i += c.len_utf8();
        }
        i
    };
    let ordinal_at = |i: usize| {
        s.get(i..)
            .and_then(|r| r.chars().next())
            .filter(|c| matches!(c, 'º' | 'ª' | '°'))
            .map(|c| i + c.len_utf8())
    };
    // `\s*\.?\s*[ºª°]`
    let ordinal = |i: usize| {
        let j = ws(i);
        let j = if b.get(j) == Some(&b'.') { j + 1 } else { j };
        ordinal_at(ws(j))
    };
    let digits_from = |i: usize, max: usize| (0..max).take_while(|&k| digit(i + k)).count();
    // Group 1: `[1-9]\.\d{3}`, `\d{1,4}` or `[úu]nico`.
    let mut i = if matches!(b.first(), Some(b'1'..=b'9'))
        && b.get(1) == Some(&b'.')
        && digits_from(2, 3) == 3
    {
        5
    } else if digit(0) {
        digits_from(0, 4)
    } else {
        let mut chars = s.char_indices();
        let (_, first) = chars.next()?;
        if !matches!(first, 'u' | 'U' | 'ú' | 'Ú') {
            return None;
        }
        let start = first.len_utf8();
        let nico = s.get(start..start + 4)?;
        if !nico.eq_ignore_ascii_case("nico") {
            return None;
        }
        start + 4
    };
    let number = s.get(..i)?;
    if let Some(j) = ordinal(i) {
        i = j;
    }
    // `\s+(bis|ter|…)\b`
    let mut bis = None;
    let j = ws(i);
    if j > i {
        let spellings = LATIN_SUFFIXES
            .iter()
            .flat_map(|w| std::iter::once(*w).chain((*w == "quater").then_some("quáter")));
        for word in spellings {
            if let Some(w) = s.get(j..j + word.len())
                && w.chars().flat_map(char::to_lowercase).eq(word.chars())
                && super::text::boundary_after(s, j + word.len())
            {
                bis = Some(w);
                i = j + word.len();
                break;
            }
        }
    }
    // Group 3: `(?:\s*\.\s*\d{1,3}(?:\s*\.?\s*[ºª°])?)*`
    let apartados_start = i;
    loop {
        let j = ws(i);
        if b.get(j) != Some(&b'.') {
            break;
        }
        let j = ws(j + 1);
        let n = digits_from(j, 3);
        if n == 0 {
            break;
        }
        i = ordinal(j + n).unwrap_or(j + n);
    }
    let apartados = s.get(apartados_start..i)?;
    // Group 4: `\s*\.?\s*([a-zñ](?:\s+bis)?)\)`, then group 5.
    let mut letter = None;
    let mut after_letter = "";
    let j = ws(i);
    let j = ws(if b.get(j) == Some(&b'.') { j + 1 } else { j });
    if let Some(c) = s.get(j..).and_then(|r| r.chars().next())
        && (c.is_ascii_alphabetic() || matches!(c, 'ñ' | 'Ñ'))
    {
        let k = j + c.len_utf8();
        let k2 = ws(k);
        let close = if k2 > k
            && s.get(k2..k2 + 3)
                .is_some_and(|w| w.eq_ignore_ascii_case("bis"))
            && b.get(k2 + 3) == Some(&b')')
        {
            Some(k2 + 3)
        } else if b.get(k) == Some(&b')') {
            Some(k)
        } else {
            None
        };
        if let Some(close) = close {
            letter = s.get(j..close);
            i = close + 1;
            let tail_start = i;
            // `\s*\.\s*\d{1,2}\s*\.?\s*[ºª°]`
            let t = ws(i);
            let first = (b.get(t) == Some(&b'.')).then(|| ws(t + 1)).and_then(|d| {
                let n = digits_from(d, 2);
                (n > 0).then(|| ordinal(d + n)).flatten()
            });
            if let Some(end) = first {
                i = end;
            } else if b.get(i) == Some(&b'.') {
                // `\.\d{1,2}\b`
                let n = digits_from(i + 1, 2);
                if n > 0 && super::text::boundary_after(s, i + 1 + n) {
                    i += 1 + n;
                }
            }
            after_letter = s.get(tail_start..i)?;
        }
    }
    Some((
        i,
        ItemParts {
            number,
            bis,
            apartados,
            letter,
            after_letter,
        },
    ))
}

fn bis_letter(c: &ItemParts<'_>, after: &str) -> Option<(usize, String, Option<String>)> {
    c.bis?;
    if c.letter.is_some() || !c.apartados.is_empty() {
        return None;
    }
    let l = RE_BIS_LETTER.captures(after)?;
    let letter = l.get(1)?.as_str();
    let len = l.get(0)?.end();
    let next = after.get(len..)?;
    if matches!(letter, "y" | "e" | "o" | "u")
        || next
            .trim_start()
            .starts_with(|ch: char| ch.is_ascii_digit() || ch == ')')
    {
        return None;
    }
    // `588 sexies c.4`, `588 bis c.3.b)`: the apartados of the lettered article.
    let tail = RE_BIS_TAIL.captures(next).and_then(|t| {
        let dots = t.get(1)?.as_str();
        if dots.is_empty() || !next.starts_with('.') {
            return None;
        }
        let mut apartado: String = dots
            .chars()
            .filter(|c| !c.is_whitespace())
            .skip(1)
            .collect();
        if let Some(l) = t.get(2) {
            apartado.push('.');
            apartado.push_str(l.as_str());
            apartado.push(')');
        }
        Some((t.get(0)?.end(), apartado))
    });
    match tail {
        Some((tail_len, apartado)) => Some((len + tail_len, letter.to_owned(), Some(apartado))),
        None => Some((len, letter.to_owned(), None)),
    }
}

fn item_from(c: &ItemParts<'_>) -> Option<Art> {
    let n = c.number;
    let digits = n.starts_with(|c: char| c.is_ascii_digit());
    let mut articulo = if n.contains('.') {
        n.replace('.', "")
    } else if !digits && fold(n) == "unico" {
        "único".to_owned()
    } else {
        n.trim_start_matches('0').to_owned()
    };
    if articulo.is_empty() {
        articulo = "0".into();
    }
    if let Some(s) = c.bis {
        articulo.push(' ');
        articulo.push_str(&s.to_lowercase());
    }
    let mut apartado: String = c.apartados.chars().filter(|c| !c.is_whitespace()).collect();
    if apartado.starts_with('.') {
        apartado.remove(0);
    }
    if let Some(l) = c.letter {
        if !apartado.is_empty() {
            apartado.push('.');
        }
        apartado.push_str(l);
        apartado.push(')');
        apartado.extend(c.after_letter.chars().filter(|c| !c.is_whitespace()));
    }
    Some(Art {
        articulo,
        apartado: (!apartado.is_empty()).then_some(apartado),
    })
}

/// `588 sexies c)`, `283 bis h).1`: the articles of chapter VIII bis ff. of the LECrim
/// (`588 bis a` to `588 octies`) and those on access to sources of evidence of the LEC
/// (`283 bis a` to `283 bis k`) are lettered; none has lettered apartados, so the letter is
/// the article's.
fn fold_lettered(art: &mut Art) {
    if !(art.articulo.starts_with("588 ") || art.articulo == "283 bis") {
        return;
    }
    let Some((l, rest)) = art.apartado.as_deref().and_then(leading_letter) else {
        return;
    };
    art.articulo.push(' ');
    art.articulo.push(l);
    art.apartado = rest;
}

/// The letter an apartado starts with and what follows it: `a).1` → (`a`, `1`), `b)` →
/// (`b`, none).
fn leading_letter(apartado: &str) -> Option<(char, Option<String>)> {
    let mut chars = apartado.chars();
    let (Some(l), Some(')')) = (chars.next(), chars.next()) else {
        return None;
    };
    if !l.is_ascii_lowercase() {
        return None;
    }
    let rest = chars.as_str().trim_start_matches('.');
    Some((l, (!rest.is_empty()).then(|| rest.to_owned())))
}

/// Articles whose letter is part of their name, in parentheses (`Artículo 42 bis a)` of the
/// Ley de la Jurisdicción Voluntaria), by the norm's id.
const LETTERED_IN_PARENTHESES: &[(&str, &str)] = &[("BOE-A-2015-7391", "42 bis")];

/// `42 bis` with apartado `a).1` of such a norm is article `42 bis a)`, apartado `1`.
fn letter_in_parentheses(
    norma_id: &str,
    articulo: &mut Option<String>,
    apartado: &mut Option<String>,
) {
    let Some(art) = articulo.as_mut() else {
        return;
    };
    if !LETTERED_IN_PARENTHESES.contains(&(norma_id, art.as_str())) {
        return;
    }
    let Some((l, rest)) = apartado.as_deref().and_then(leading_letter) else {
        return;
    };
    art.push(' ');
    art.push(l);
    art.push(')');
    *apartado = rest;
}

fn expand_range(first: &Art, last: &Art) -> Vec<Art> {
    // `arts. 20 ter a 20 quinquies`: every article of the series between.
    let place = |w: &str| {
        LATIN_SUFFIXES
            .iter()
            .position(|s| *s == w.replace('á', "a"))
    };
    if let (Some((n1, w1)), Some((n2, w2))) = (
        first.articulo.split_once(' '),
        last.articulo.split_once(' '),
    ) && n1 == n2
        && first.apartado.is_none()
        && last.apartado.is_none()
        && let (Some(i1), Some(i2)) = (place(w1), place(w2))
        && i1 < i2
    {
        let mut out = vec![first.clone()];
        out.extend(
            LATIN_SUFFIXES
                .get(i1 + 1..i2)
                .unwrap_or_default()
                .iter()
                .map(|w| Art {
                    articulo: format!("{n1} {w}"),
                    apartado: None,
                }),
        );
        out.push(last.clone());
        return out;
    }
    // `283 bis a) a 283 bis k)`: lettered articles, every letter between.
    if let (Some((p1, l1)), Some((p2, l2))) = (
        first.articulo.rsplit_once(' '),
        last.articulo.rsplit_once(' '),
    ) && p1 == p2
        && first.apartado.is_none()
        && last.apartado.is_none()
        && let ([a], [b]) = (l1.as_bytes(), l2.as_bytes())
        && a.is_ascii_lowercase()
        && b.is_ascii_lowercase()
        && a < b
    {
        return (*a..=*b)
            .map(|l| Art {
                articulo: format!("{p1} {}", l as char),
                apartado: None,
            })
            .collect();
    }
    let a: Option<u32> = first.articulo.parse().ok();
    // `arts. 495 a 500 bis`: every article up to 500, then 500 bis.
    let (b, suffixed) = match last.articulo.split_once(' ') {
        Some((n, "bis" | "ter" | "quater" | "quinquies" | "sexies")) => (n.parse().ok(), true),
        _ => (last.articulo.parse().ok(), false),
    };
    match (a, b) {
        (Some(a), Some(b))
            if (b > a || suffixed && b == a)
                && b - a <= 30
                && first.apartado.is_none()
                && last.apartado.is_none() =>
        {
            let mut out: Vec<Art> = (a..=b)
                .map(|n| Art {
                    articulo: n.to_string(),
                    apartado: None,
                })
                .collect();
            if suffixed {
                out.push(last.clone());
            }
            out
        }
        _ => vec![first.clone(), last.clone()],
    }
}

fn draft_for(norm: &NormRef, articulo: Option<&str>, apartado: Option<&str>) -> Option<Draft> {
    match &norm.kind {
        NormKind::Boe {
            norma_id,
            rango,
            numero,
            fecha,
            avisos,
        } => {
            let mut d = Draft::new(Fuente::Boe);
            d.campos.norma = Some(norm.norma.clone());
            d.campos.norma_id = norma_id.clone();
            d.campos.rango = rango.clone();
            d.campos.numero = numero.clone();
            d.campos.fecha_norma = fecha.clone();
            d.campos.articulo = articulo.map(str::to_owned);
            d.campos.apartado = apartado.map(str::to_owned);
            if let Some(id) = norma_id {
                letter_in_parentheses(id, &mut d.campos.articulo, &mut d.campos.apartado);
            }
            d.avisos = avisos.clone();
            Some(d)
        }
        NormKind::EuAct {
            tipo,
            numero_acto,
            celex,
            fecha,
            avisos,
        } => {
            let mut d = Draft::new(Fuente::Eurlex);
            d.campos.tipo = Some((*tipo).to_owned());
            d.campos.numero_acto = numero_acto.clone().filter(|n| {
                n.split_once('/')
                    .is_some_and(|(a, b)| (1..=4).contains(&a.len()) && (1..=4).contains(&b.len()))
            });
            d.campos.celex = celex.clone();
            d.campos.fecha = fecha.clone();
            d.campos.anio = fecha
                .as_ref()
                .and_then(|f| f.get(..4))
                .and_then(|y| y.parse().ok());
            d.campos.norma = Some(norm.norma.clone());
            d.campos.articulo = articulo.map(str::to_owned);
            d.campos.apartado = apartado.map(str::to_owned);
            d.avisos = avisos.clone();
            Some(d)
        }
        NormKind::Treaty { celex_prefix } => {
            let articulo = articulo?;
            let mut d = Draft::new(Fuente::Eurlex);
            d.campos.tipo = Some(
                if celex_prefix.ends_with('P') {
                    "carta"
                } else {
                    "tratado"
                }
                .to_owned(),
            );
            d.campos.norma = Some(norm.norma.clone());
            if let Ok(n) = articulo.parse::<u32>() {
                d.campos.celex = Some(format!("{celex_prefix}{n:03}"));
            }
            d.campos.articulo = Some(articulo.to_owned());
            d.campos.apartado = apartado.map(str::to_owned);
            d.campos.celex.as_ref()?;
            Some(d)
        }
        NormKind::Unsupported(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::text::shape_agrees;

    #[test]
    fn a_norm_number_and_an_abbreviation_read_by_their_shape_are_their_capture_groups() {
        for h in [
            "Ley 1/2000, de 7 de enero",
            "Ley Orgánica 3/2018, de 5 de diciembre",
            "LEY ORGÁNICA 10/1995",
            "Real Decreto-ley 8/2020",
            "Real Decreto Legislativo 1/2013",
            "Real Decreto 463/2020",
            "REAL DECRETO-LEY 7/2015",
            "Decreto 12/2019 del Consell",
            "Decreto Legislativo 2/2004",
            "RD Leg. 1/2013",
            "RDLeg. 1/2013",
            "R.D.L. 7/2015",
            "R.D. 1/1990",
            "L.O. 6/1985",
            "Ley núm. 5/2000",
            "Ley num.5/ 2000",
            "Ley n.º 5/2000",
            "Ley n. º 5 / 2000",
            "Ley nº 5/00",
            "Ley número 5/2000",
            "Circular 4/2017",
            "Ley\u{a0}29/1998",
            "LO 15/1999, de",
            "Ley 1/20005",
            "Ley 1/203",
        ] {
            assert_eq!(
                shape_agrees(&RE_FORMAL, FORMAL_GROUPS, formal_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
        for h in [
            " (LEC)",
            "(«TRLGDCU»)",
            "( LOPDGDD ) y",
            "(“LGT”)",
            "(L.E.C.)",
            "(LO2)",
            "(LRJS/11)",
            "(Ley-Marco)",
            "(LAU1)",
        ] {
            assert_eq!(
                shape_agrees(&RE_ACRONYM_PAREN, ACRONYM_GROUPS, acronym_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
        // The other forms are left to the capture search.
        for h in [
            "(en adelante, LEC)",
            "(LO 3/2018)",
            " — en adelante, LSE —",
            "(el Reglamento general)",
            "(en adelante, la Ley)",
            "(Ley 1/2000)",
        ] {
            assert!(RE_ACRONYM_PAREN.is_match(h), "{h:?}");
            assert_eq!(
                shape_agrees(&RE_ACRONYM_PAREN, ACRONYM_GROUPS, acronym_shape, h),
                Ok(false),
                "{h:?}"
            );
        }
    }

    #[test]
    fn a_treaty_read_by_its_shape_is_its_capture_groups() {
        for h in [
            "TFUE", "TUE,", "CDFUE y", "RGPD)", "GDPR", "CAU", "MiFID", "MiFIR", "RMUE", "CEDH",
            "CPE", "TCE.",
        ] {
            assert_eq!(
                shape_agrees(&RE_TREATY, TREATY_GROUPS, treaty_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
        for h in [
            "MiFID II",
            "Tratado de Funcionamiento de la Unión Europea",
            "Convenio Europeo",
            "Reglamento Bruselas I bis",
        ] {
            assert!(RE_TREATY.is_match(h), "{h:?}");
            assert_eq!(
                shape_agrees(&RE_TREATY, TREATY_GROUPS, treaty_shape, h),
                Ok(false),
                "{h:?}"
            );
        }
    }

    proptest::proptest! {
        #[test]
        fn the_shape_of_a_norm_number_reads_its_capture_groups(
            rank in proptest::sample::select(vec![
                "Ley", "ley", "LEY", "Ley Orgánica", "LEY ORGÁNICA", "Real Decreto",
                "Real Decreto-ley", "Real Decreto Legislativo", "REAL DECRETO",
                "REAL DECRETO-LEY", "Decreto-ley", "Decreto Legislativo", "Decreto",
                "Circular", "LO", "L.O.", "RDL", "RD-ley", "RDLeg.", "RD Leg.", "R.D.",
                "RD", "DL", "D.L.", "R.D.L.", "RDLegis.", "RDLeg", "R.D. Leg.",
            ]),
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "\u{a0}", "núm.", "num.", "n.º", "nº", "n", "º", ".", "número", "1",
                    "12", "123", "1234", "12345", "/", " / ", "2020", "20", "199", ",", "de",
                    "ley", "Ley",
                ]),
                0..8,
            )
        ) {
            let h = format!("{rank}{}", pieces.concat());
            let agrees = shape_agrees(&RE_FORMAL, FORMAL_GROUPS, formal_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shape_of_a_treaty_reads_its_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "TFUE", "TUE", "CDFUE", "RGPD", "GDPR", "CAU", "MiFID", "MiFIR", "RMUE",
                    "CEDH", "CPE", "TCE", " ", "II", "I", "E", "tfue", "x", ",", "Tratado ",
                    "de la Unión Europea", "Convenio Europeo", "Roma", " bis", "Bruselas",
                ]),
                1..4,
            )
        ) {
            let h = pieces.concat();
            let agrees = shape_agrees(&RE_TREATY, TREATY_GROUPS, treaty_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shape_of_an_abbreviation_in_parentheses_reads_its_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "(", ")", " ", "\u{a0}", "«", "»", "\"", "“", "”", "LEC", "L.E.C.",
                    "TRLGDCU", "x", "-", "/", "11", "2", "2015", "en adelante", ",", "la ",
                    "el ", "Ley", "RD", " o ", "Reglamento", "general", "—", "é", "Á",
                ]),
                0..9,
            )
        ) {
            let h = pieces.concat();
            let agrees = shape_agrees(&RE_ACRONYM_PAREN, ACRONYM_GROUPS, acronym_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }
    }

    #[test]
    fn an_article_item_read_by_its_shape_has_the_parts_its_capture_groups_give() {
        let numbers = [
            "24", "1.428", "0", "12345", "217", "1902", "único", "Único", "UNICO", "unico",
            "1.4285", "5", "ſ",
        ];
        let ordinals = ["", "º", ".º", " º", "ª", "°", ". º", "o"];
        let bis = [
            "",
            " bis",
            " BIS",
            " ter",
            " quáter",
            " quater",
            " bisagra",
            " bis.",
            " sexies",
            "  bis",
            "\u{a0}bis",
            " biſ",
            " bis\u{301}",
        ];
        let apartados = [
            "", ".1", ".1.14.º", " . 2", ".1234", ".2.3", ". a", ".1.º", ".3 ª",
        ];
        let letters = [
            "",
            "c)",
            ".c)",
            " c)",
            ".a bis)",
            ".ñ)",
            " y)",
            "A)",
            ".c",
            ".\u{212a})",
            ". b )",
        ];
        let tails = [
            "",
            ".1",
            ".2.º",
            ".12",
            ".123",
            " . 3 º",
            ".1a",
            ".4,",
            ".5)",
            ".1\u{301}",
        ];
        let trailers = ["", " de la Ley", ",", "/2000", "á", "ñ", "_"];
        let (mut matched, mut read) = (0, 0);
        let samples = super::super::text::tests::combine(
            &[
                &numbers, &ordinals, &bis, &apartados, &letters, &tails, &trailers,
            ],
            40_000,
            0x9e37_79b9_7f4a_7c15,
        );
        for s in samples {
            let Some(c) = RE_ITEM.captures(&s) else {
                assert!(item_parts(&s).is_none(), "{s:?}");
                continue;
            };
            matched += 1;
            let by_groups = (
                c.get(0).map(|m| m.end()),
                c.get(1).map(|m| m.as_str()),
                c.get(2).map(|m| m.as_str()),
                c.get(3).map_or("", |m| m.as_str()),
                c.get(4).map(|m| m.as_str()),
                c.get(5).map_or("", |m| m.as_str()),
            );
            type Shown<'h> = (
                Option<usize>,
                Option<&'h str>,
                Option<&'h str>,
                &'h str,
                Option<&'h str>,
                &'h str,
            );
            fn shown<'h>(end: usize, p: &ItemParts<'h>) -> Shown<'h> {
                (
                    Some(end),
                    Some(p.number),
                    p.bis,
                    p.apartados,
                    p.letter,
                    p.after_letter,
                )
            }
            if let Some((end, parts)) = item_shape(&s)
                && Some(end) == by_groups.0
            {
                read += 1;
                assert_eq!(shown(end, &parts), by_groups, "{s:?}");
            }
            // Only a char the reading does not know sends a sample to the capture search.
            assert!(
                item_shape(&s).map(|x| x.0) == by_groups.0
                    || s.contains(['ſ', '\u{212a}', '\u{301}']),
                "{s:?}"
            );
            let (m, parts) = item_parts(&s).expect("the pattern matches");
            assert_eq!(shown(m.end(), &parts), by_groups, "{s:?}");
        }
        assert!(
            matched > 30_000 && read * 100 > matched * 75,
            "{read} of {matched}"
        );
    }

    #[test]
    fn a_title_read_by_its_shape_is_what_its_capture_groups_give() {
        let lead = ["", " ", ",", ", ", " ,\u{a0}", "\n", ";", "  ,  ,"];
        let words = [
            "de",
            "del",
            "De",
            "sobre",
            "por el",
            "por  la",
            "por las",
            "por\tlos",
            "por lo",
            "porla",
            "para",
            "reguladora",
            "regulador",
            "general",
            "relativa",
            "relativo",
            "orgánica",
            "organica",
            "orgÁnica",
            "complementaria",
            "de medidas",
            "de\n\nmedidas",
            "medidas",
            "la",
            "d",
            "",
        ];
        let gaps = ["", " ", "\n", "\u{a0}", "\u{2003}", "  ", "\n\n", ",", "x"];
        let runs = [
            "",
            "a",
            "ab",
            "á",
            "áé",
            "protección de datos",
            "medidas urgentes",
            "e ",
            " x",
            "Enjuiciamiento Civil",
            "la Ley",
            "ſ",
            "𝔞b",
            "\u{301}a",
        ];
        let ends = [
            "",
            ",",
            ";",
            ":",
            "(",
            ")",
            "\n",
            "«",
            "»",
            "“",
            "”",
            "\"",
            "[",
            "]",
            ".",
            " y",
            " de 1 de julio, del Poder Judicial",
        ];
        let (mut matched, mut total) = (0, 0);
        for s in super::super::text::tests::combine(
            &[&lead, &words, &gaps, &runs, &ends, &gaps, &runs],
            60_000,
            0x2545_f491_4f6c_dd1d,
        ) {
            total += 1;
            let by_groups = RE_TITLE
                .captures(&s)
                .and_then(|c| Some((c.get(1)?.start(), c.get(2)?.start(), c.get(2)?.end())));
            assert_eq!(title_shape(&s), by_groups, "{s:?}");
            matched += usize::from(by_groups.is_some());
        }
        assert!(matched * 4 > total, "{matched} of {total}");
    }

    #[test]
    fn an_eu_act_read_by_its_shape_is_what_its_capture_groups_give() {
        let heads = [
            "",
            "Primera ",
            "décima  ",
            "Decimotercera\n",
            "ſegunda ",
            "quinta",
            "novena x ",
        ];
        let kinds = [
            "Reglamento",
            "DIRECTIVA",
            "Decisión",
            "decision",
            "Recomendación",
            "recomendacio",
            "Directiva de Ejecución",
            "Reglamento  Delegado",
            "Decisión marco",
            "Decisión Marco",
            "Reglamento de\u{a0}ejecucion",
            "Directiva delegada",
            "Reglamento de",
        ];
        let qs = [
            "",
            " ",
            " (UE) ",
            "(CE)",
            " ( CEE ) ",
            "(Euratom)",
            "(UE, Euratom) ",
            "(CE ,Euratom)",
            " (UE",
            " (ue) ",
            "(CEE",
            " (Ce)",
        ];
        let nums = [
            "", "n.º ", "nº", "N.° ", "no ", "núm. ", "NÚM.", "nÚm.", "n. ", "num. ", "n",
        ];
        let acts = [
            "2016/679",
            "44/2001",
            "93/13",
            "2019 / 1158",
            "1/2",
            "12345/2000",
            "2016/67901",
            "2000/520",
            "2016/",
            "/2016",
            "20 16/1",
            "2017/1939",
        ];
        let sufs = [
            "", "/CEE", "/CE", " / ue", "/JAI", "/PESC", "/Euratom", "/CEX", "/",
        ];
        let whos = [
            "",
            ", del Parlamento Europeo y del Consejo",
            " del Consejo",
            " de la Comisión",
            " de la comision",
            " DE LA COMISIÓN",
            ",de Comisión",
            " del Parlamento Europeo",
            " dela Comisión",
            " de  la  Comisión",
            " DEL ConſejO",
        ];
        let dates = [
            "",
            ", de 27 de abril de 2016",
            " de 5 de abril de 1993",
            " de 123 de abril de 2016",
            ", de 1 de ſeptiembre de 2019",
            " de 1 de Setiembre de 20",
            " de 01 de ENERO de 19999",
            ", de 30 de febrero de 2000.",
            " de 3 de marzo",
        ];
        let tails = ["", ".", " relativa a", "0", ", relativo a la protección"];
        let mut matched = 0;
        for s in super::super::text::tests::combine(
            &[
                &heads, &kinds, &qs, &nums, &acts, &sufs, &whos, &dates, &tails,
            ],
            60_000,
            0x7f4a_7c15_9e37_79b9,
        ) {
            let by_groups = RE_EU_ACT.captures(&s).and_then(|c| {
                Some(EuActShape {
                    end: c.get(0)?.end(),
                    kind: c.name("kind")?.as_str(),
                    sub: c.name("sub").map(|m| m.as_str()),
                    q: c.name("q").map(|m| m.as_str()),
                    a: c.name("a")?.as_str(),
                    b: c.name("b")?.as_str(),
                    suf: c.name("suf").map(|m| m.as_str()),
                    date: match (c.name("d"), c.name("m"), c.name("yy")) {
                        (Some(d), Some(m), Some(y)) => Some((d.as_str(), m.as_str(), y.as_str())),
                        _ => None,
                    },
                })
            });
            assert_eq!(eu_act_shape(&s), by_groups, "{s:?}");
            matched += usize::from(by_groups.is_some());
        }
        assert!(matched > 15_000, "{matched}");
    }

    #[test]
    fn an_eu_acts_title_read_by_its_shape_ends_where_its_capture_group_does() {
        let leads = [",", " , ", ",\n", "", ";", ", ", ",  "];
        let words = [
            "relativa",
            "Relativo",
            "relativos",
            "por la que",
            "POR  EL\tQUE",
            "por los que",
            "sobre",
            "ſobre",
            "que modifica",
            "que\u{a0}Modifica",
            "de protección",
            "de aplicacion",
            "de Aplicación",
            "de",
            "",
        ];
        let gaps = ["", " ", "\n", "\u{2003}", "  "];
        let runs = [
            "",
            "a",
            "ab",
            "la protección de las personas físicas",
            "x.y",
            "a.",
            "a. b",
            "á",
            "los [datos]",
            "a: b",
            "ab\u{301}",
        ];
        let ends = [
            "", ",", ";", "(", ")", "\n", "«", "»", "“", "”", "\"", "[", "]", ".", ". ", ".x",
            " y", ".\n",
        ];
        let long = "x".repeat(299);
        let longer = "x".repeat(301);
        let longs = ["", "", "", long.as_str(), longer.as_str()];
        let mut matched = 0;
        for s in super::super::text::tests::combine(
            &[&leads, &words, &gaps, &runs, &longs, &ends, &runs, &ends],
            60_000,
            0x4f6c_dd1d_2545_f491,
        ) {
            let by_groups = RE_EU_TITLE
                .captures(&s)
                .and_then(|c| c.get(1).map(|m| m.end()));
            assert_eq!(eu_title_end(&s), by_groups, "{s:?}");
            matched += usize::from(by_groups.is_some());
        }
        assert!(matched > 10_000, "{matched}");
    }

    #[test]
    fn a_norms_date_read_by_its_shape_is_the_date_its_capture_groups_give() {
        let prefixes = [" de ", ", de ", ",de ", "  de\u{a0}", " DE ", " de", "de "];
        let mut matched = 0;
        for s in super::super::text::tests::date_samples(&prefixes) {
            let by_groups = RE_NORM_DATE.captures(&s).and_then(|c| {
                Some((
                    c.get(0)?.end(),
                    c.get(1)?.as_str().parse::<u32>().ok()?,
                    super::super::text::month_number(c.get(2)?.as_str())?,
                    c.get(3).and_then(|y| y.as_str().parse::<i32>().ok()),
                ))
            });
            let by_shape = RE_NORM_DATE.find(&s).and_then(|m| {
                let (d, mo, y) = super::super::text::date_shape(m.as_str())?;
                Some((m.end(), d, mo, y))
            });
            assert_eq!(by_shape, by_groups, "{s:?}");
            matched += usize::from(by_groups.is_some());
        }
        assert!(matched > 1_500, "{matched}");
    }

    #[test]
    fn one_slip_is_one_letter_left_out_added_or_swapped() {
        for (a, b, want) in [
            ("TRLGCU", "TRLGDCU", true),
            ("TRLGDDCU", "TRLGDCU", true),
            ("LRJPS", "LRJSP", true),
            ("LOPGDD", "LOPDGDD", true),
            ("LISS", "LSSI", true),
            ("LSSI", "LISS", true),
            ("LISSS", "LSSI", false),
            ("LOTJ", "LOTC", false),
            ("LRJSP", "LRJSP", false),
            ("LRJAP", "LRJSP", false),
            ("TRLC", "TRLGDCU", false),
        ] {
            assert_eq!(one_slip(a, b), want, "{a} {b}");
        }
    }

    /// `title_at` answers exactly as the counted pattern it replaces, at every position of
    /// the briefs and on titles around the cut, with multi-byte chars at the cut.
    #[test]
    fn title_at_is_the_counted_pattern() {
        let counted = regex::Regex::new(
            r#"^\s*,?\s*((?:de|del|sobre|por\s+(?:el|la|los|las)|para|reguladora|regulador|general|relativa|relativo|org[aá]nica|complementaria|de\s+medidas)\s[^,;:()\n«»“”"\[\]]{2,250})"#,
        )
        .expect("test pattern");
        let mut texts: Vec<String> = [
            include_str!("../../fixtures/briefs/demanda_civil.md"),
            include_str!("../../fixtures/briefs/recurso_contencioso.md"),
            include_str!("../../fixtures/briefs_eval/casacion_tributaria.md"),
            include_str!("../../fixtures/briefs_eval/incidente_concursal.md"),
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
        for n in [1, 2, 3, 248, 249, 250, 251, 252, 400] {
            for fill in ["a", "é", "ñ b", "€"] {
                let run: String = fill.chars().cycle().take(n).collect();
                texts.push(format!(", de medidas {run}; y más"));
                texts.push(format!(" del {run}"));
                texts.push(format!("de\u{a0}{run}"));
            }
        }
        for t in &texts {
            for (i, _) in t.char_indices() {
                let r = &t[i..];
                let want = counted
                    .captures(r)
                    .and_then(|c| c.get(1))
                    .map(|m| (m.start(), m.as_str()));
                assert_eq!(title_at(r), want, "{r:.80}");
            }
        }
    }
}
