//! A hash table keyed by short strings, for the pipeline's memory of tokens: looked up once per
//! word of every indexed text, nearly always a hit.
//!
//! A `HashMap<Box<str>, V>` follows a pointer to each candidate key and compares bytes with a
//! `memcmp` call; at 10,000 pages the lookups took about a tenth of the indexing's time, much of
//! it waiting for the keys' memory. Here a key of up to 16 bytes (nearly every word) is kept in
//! the table's slot itself, as its length and two words that hold all its bytes ([`ShortKey`]),
//! and found by comparing those; longer keys are boxed.

use std::hash::Hasher;

use hashbrown::HashTable;
use rustc_hash::FxHasher;

/// A string of up to [`ShortKey::MAX`] bytes as its length and two words: for 8 bytes or more,
/// the first eight and the last eight (which overlap below 16); for 4 to 7, the first four and
/// the last four in one word; below 4, the bytes. Two strings of the same length have the same
/// words only when they are the same, as the words cover every byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ShortKey {
    len: usize,
    first: u64,
    last: u64,
}

impl ShortKey {
    const MAX: usize = 16;

    #[inline]
    fn of(bytes: &[u8]) -> Option<Self> {
        let len = bytes.len();
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
        let half = |at: usize| u64::from(u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or_default()));
        let (first, last) = match len {
            0..=3 => (bytes.iter().fold(0, |word, &b| word << 8 | u64::from(b)), 0),
            4..=7 => (half(0) | half(len - 4) << 32, 0),
            8..=Self::MAX => (word(0), word(len - 8)),
            _ => return None,
        };
        Some(Self { len, first, last })
    }

    #[inline]
    fn hash(self) -> u64 {
        let mut hasher = FxHasher::default();
        hasher.write_u64(self.first);
        hasher.write_u64(self.last);
        hasher.write_usize(self.len);
        hasher.finish()
    }
}

#[derive(Debug, Clone)]
enum Key {
    Short(ShortKey),
    Long(Box<str>),
}

impl Key {
    fn hash(&self) -> u64 {
        match self {
            Key::Short(short) => short.hash(),
            Key::Long(long) => long_hash(long),
        }
    }
}

fn long_hash(key: &str) -> u64 {
    let mut hasher = FxHasher::default();
    hasher.write(key.as_bytes());
    hasher.write_usize(key.len());
    hasher.finish()
}

/// A map from strings to `V` (copied out on lookup).
#[derive(Debug, Clone)]
pub(crate) struct TokenTable<V> {
    table: HashTable<(Key, V)>,
}

impl<V> Default for TokenTable<V> {
    fn default() -> Self {
        Self { table: HashTable::new() }
    }
}

/// A key being looked up: its short form if it has one, and its hash.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Probe<'a> {
    key: &'a str,
    short: Option<ShortKey>,
    hash: u64,
}

impl<'a> Probe<'a> {
    #[inline]
    pub(crate) fn of(key: &'a str) -> Self {
        let short = ShortKey::of(key.as_bytes());
        let hash = short.map_or_else(|| long_hash(key), ShortKey::hash);
        Self { key, short, hash }
    }
}

impl<V: Copy> TokenTable<V> {
    /// The value of the probe's key.
    #[inline]
    pub(crate) fn get(&self, probe: &Probe<'_>) -> Option<V> {
        let found = match probe.short {
            Some(short) => self.table.find(probe.hash, |(key, _)| matches!(key, Key::Short(k) if *k == short)),
            None => self.table.find(probe.hash, |(key, _)| matches!(key, Key::Long(k) if **k == *probe.key)),
        };
        found.map(|&(_, value)| value)
    }

    /// Records the value of the probe's key, which [`TokenTable::get`] did not find.
    pub(crate) fn insert_new(&mut self, probe: &Probe<'_>, value: V) {
        let key = match probe.short {
            Some(short) => Key::Short(short),
            None => Key::Long(probe.key.into()),
        };
        self.table.insert_unique(probe.hash, (key, value), |(key, _)| key.hash());
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    #[test]
    fn short_keys_tell_apart_strings_that_share_words() {
        let keys = ["", "a", "ab", "abc", "abcd", "abce", "bbcd", "abcdabcd", "abcdabce", "abcdefghijklmnop", "abcdefghXjklmnop", "abcdefghijklmnoq"];
        for (i, a) in keys.iter().enumerate() {
            for b in &keys[i + 1..] {
                assert_ne!(ShortKey::of(a.as_bytes()), ShortKey::of(b.as_bytes()), "{a:?} and {b:?}");
            }
        }
        assert_eq!(ShortKey::of(&[b'x'; 17]), None);
    }

    proptest::proptest! {
        /// The table answers as a `HashMap` does, for keys of every length around the short
        /// forms' bounds, over a small alphabet so that keys share words.
        #[test]
        fn answers_as_a_hash_map(keys in proptest::collection::vec("[ab\u{e9}]{0,20}", 1..200)) {
            let mut table = TokenTable::default();
            let mut model: HashMap<String, usize> = HashMap::new();
            for (i, key) in keys.iter().enumerate() {
                let probe = Probe::of(key);
                proptest::prop_assert_eq!(table.get(&probe), model.get(key).copied(), "{:?}", key);
                if table.get(&probe).is_none() {
                    table.insert_new(&probe, i);
                    model.insert(key.clone(), i);
                }
            }
            for (key, value) in &model {
                proptest::prop_assert_eq!(table.get(&Probe::of(key)), Some(*value));
            }
        }
    }
}
