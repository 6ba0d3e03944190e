//! A reading position for the hand-written readings of anchored patterns.
//!
//! A capture search over a pattern with many groups costs some thousands of instructions, most
//! of them in the bounded backtracker; the walk asks some patterns for their groups thousands
//! of times per MiB. Where a pattern is anchored and its choices are decided by the next few
//! chars, its groups are read here instead, step by step in the pattern's order of preference,
//! and a test holds each reading to the pattern's own answer on generated forms.
//!
//! The steps match what the regex engine matches: `\s` is Unicode's White_Space (as
//! [`char::is_whitespace`]), `\d` the ASCII digits (see [`super::text::ascii_digits`]), and a
//! word read [`Cursor::word`] matches as under `(?i)`, Unicode's simple case folding included
//! (`ſ` is an `s`, the Kelvin sign a `k`).

/// A position in a haystack. Each step returns the position after what it read, or `None`
/// when the text there is not what the step reads; a position is always on a char boundary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Cursor<'h> {
    text: &'h str,
    at: usize,
}

/// True when `t` matches the lowercase pattern char `p` under `(?i)`.
fn same_letter(t: char, p: char) -> bool {
    if t == p {
        return true;
    }
    if p == 's' && t == 'ſ' {
        return true;
    }
    let mut lower = t.to_lowercase();
    lower.next() == Some(p) && lower.next().is_none()
}

impl<'h> Cursor<'h> {
    /// The start of `text`.
    pub(crate) fn new(text: &'h str) -> Cursor<'h> {
        Cursor { text, at: 0 }
    }

    /// Where the cursor stands, a byte offset into the haystack.
    pub(crate) fn at(self) -> usize {
        self.at
    }

    /// The text from the cursor on.
    fn rest(self) -> &'h str {
        self.text.get(self.at..).unwrap_or("")
    }

    /// The text between `self` and a later cursor `to`.
    pub(crate) fn upto(self, to: Cursor<'h>) -> &'h str {
        self.text.get(self.at..to.at).unwrap_or("")
    }

    fn skip(self, bytes: usize) -> Cursor<'h> {
        Cursor {
            text: self.text,
            at: self.at + bytes,
        }
    }

    /// The next char, if any.
    pub(crate) fn peek(self) -> Option<char> {
        self.rest().chars().next()
    }

    /// `\s*`.
    pub(crate) fn spaces(self) -> Cursor<'h> {
        let rest = self.rest();
        self.skip(rest.len() - rest.trim_start().len())
    }

    /// `\s+`.
    pub(crate) fn spaces1(self) -> Option<Cursor<'h>> {
        let after = self.spaces();
        (after.at > self.at).then_some(after)
    }

    /// One char for which `f` holds.
    pub(crate) fn char_if(self, f: impl Fn(char) -> bool) -> Option<Cursor<'h>> {
        let c = self.peek().filter(|c| f(*c))?;
        Some(self.skip(c.len_utf8()))
    }

    /// `\s`.
    pub(crate) fn space(self) -> Option<Cursor<'h>> {
        self.char_if(char::is_whitespace)
    }

    /// The char `c`, exactly.
    pub(crate) fn exactly(self, c: char) -> Option<Cursor<'h>> {
        self.char_if(|t| t == c)
    }

    /// `c?`, exactly.
    pub(crate) fn maybe(self, c: char) -> Cursor<'h> {
        self.exactly(c).unwrap_or(self)
    }

    /// `word` (lowercase) under `(?i)`.
    pub(crate) fn word(self, word: &str) -> Option<Cursor<'h>> {
        let mut at = self;
        for p in word.chars() {
            at = at.char_if(|t| same_letter(t, p))?;
        }
        Some(at)
    }

    /// The first of `words` (lowercase, in the pattern's order) under `(?i)`, and the text it
    /// matched.
    pub(crate) fn first_word(self, words: &[&str]) -> Option<(Cursor<'h>, &'h str)> {
        words
            .iter()
            .find_map(|w| self.word(w))
            .map(|after| (after, self.upto(after)))
    }

    /// The run of ASCII digits here, if it has `min..=max` of them: `\d{min,max}` when what
    /// follows is not a digit; `None` when the run is longer, as a pattern that must read a
    /// non-digit next would fail.
    pub(crate) fn digits(self, min: usize, max: usize) -> Option<(Cursor<'h>, &'h str)> {
        let len = self.digit_run();
        (min..=max)
            .contains(&len)
            .then(|| (self.skip(len), self.rest().get(..len).unwrap_or("")))
    }

    /// `\d{min,max}` greedy, when anything may follow: at most `max` of the run.
    pub(crate) fn digits_greedy(self, min: usize, max: usize) -> Option<(Cursor<'h>, &'h str)> {
        let len = self.digit_run().min(max);
        (len >= min).then(|| (self.skip(len), self.rest().get(..len).unwrap_or("")))
    }

    fn digit_run(self) -> usize {
        self.rest().bytes().take_while(u8::is_ascii_digit).count()
    }

    /// True at the end of the haystack.
    pub(crate) fn at_end(self) -> bool {
        self.at >= self.text.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_matches_as_under_case_insensitive_patterns() {
        let c = Cursor::new("DECISIÓN marco");
        let after = c.word("decisión").expect("matches");
        assert_eq!(after.at(), "DECISIÓN".len());
        assert!(Cursor::new("ſobre").word("sobre").is_some());
        assert!(Cursor::new("\u{212a}g").word("kg").is_some());
        assert!(Cursor::new("İ").word("i").is_none());
        assert!(Cursor::new("decisio").word("decision").is_none());
    }

    #[test]
    fn digits_read_the_whole_run_or_nothing() {
        let c = Cursor::new("12345/");
        assert!(c.digits(1, 4).is_none());
        assert_eq!(c.digits_greedy(1, 4).map(|(_, d)| d), Some("1234"));
        assert_eq!(Cursor::new("12/").digits(1, 4).map(|(_, d)| d), Some("12"));
        assert!(Cursor::new("/").digits_greedy(1, 4).is_none());
    }

    #[test]
    fn spaces_are_unicode_white_space() {
        let c = Cursor::new("\u{a0}\u{2003}\n x");
        assert_eq!(c.spaces().peek(), Some('x'));
        assert!(Cursor::new("x").spaces1().is_none());
        assert!(Cursor::new("\u{202f}x").space().is_some());
    }
}
