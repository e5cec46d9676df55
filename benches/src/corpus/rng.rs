//! The corpus's own pseudo-random generator: SplitMix64 seeded by a FNV-1a hash of a text label.
//!
//! Written here rather than taken from a crate so that the corpus bytes can never change with a
//! dependency update: the benchmark figures of two commits must compare the same input.

/// A small deterministic generator; one per doc (seeded by the doc's label), so changing one
/// page's recipe never shifts the bytes of the others.
#[derive(Debug, Clone)]
pub(crate) struct SeededRng {
    state: u64,
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

impl SeededRng {
    /// A generator whose sequence depends only on `label`.
    pub(crate) fn from_label(label: &str) -> Self {
        let state = label.bytes().fold(FNV_OFFSET, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(FNV_PRIME));
        Self { state }
    }

    /// The next 64 random bits (SplitMix64).
    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform float in `[0, 1)`.
    pub(crate) fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// True with probability `p`.
    pub(crate) fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// A uniform index in `0..n` (`n > 0`), by the multiply-shift mapping.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0, "below(0)");
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A uniform integer in `low..=high`.
    pub(crate) fn between(&mut self, low: usize, high: usize) -> usize {
        low + self.below(high - low + 1)
    }

    /// One element of a non-empty slice.
    pub(crate) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// An element of a non-empty slice, biased towards its front (index `len * u^3`), as word
    /// frequencies in prose are.
    pub(crate) fn pick_frequent<T: Copy>(&mut self, items: &[T]) -> T {
        let u = self.unit();
        items[((items.len() as f64) * u * u * u) as usize]
    }

    /// `k` distinct indices of `0..n` in random order (`k <= n`), by a partial Fisher-Yates shuffle.
    pub(crate) fn distinct(&mut self, n: usize, k: usize) -> Vec<usize> {
        let mut pool: Vec<usize> = (0..n).collect();
        for i in 0..k.min(n) {
            let j = i + self.below(n - i);
            pool.swap(i, j);
        }
        pool.truncate(k.min(n));
        pool
    }
}

#[cfg(test)]
mod tests {
    use super::SeededRng;

    #[test]
    fn same_label_same_sequence_other_label_other_sequence() {
        let draw = |label: &str| {
            let mut rng = SeededRng::from_label(label);
            (0..8).map(|_| rng.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw("doc-1"), draw("doc-1"));
        assert_ne!(draw("doc-1"), draw("doc-2"));
    }

    #[test]
    fn between_stays_in_bounds_and_reaches_both_ends() {
        let mut rng = SeededRng::from_label("bounds");
        let draws: Vec<usize> = (0..2000).map(|_| rng.between(5, 12)).collect();
        assert!(draws.iter().all(|d| (5..=12).contains(d)));
        assert!(draws.contains(&5) && draws.contains(&12));
    }

    #[test]
    fn distinct_indices_are_distinct() {
        let mut rng = SeededRng::from_label("distinct");
        let mut picked = rng.distinct(12, 5);
        picked.sort_unstable();
        picked.dedup();
        assert_eq!(picked.len(), 5);
        assert!(picked.iter().all(|&i| i < 12));
    }
}
