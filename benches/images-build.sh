#!/usr/bin/env bash
# Image stage in a whole build (issue 11): this repository's site/ built with the release
# `ferrosaurus` binary with its ideal-image cache removed (every image encoded: widths in the
# source format and AVIF, placeholders) and then warm (every image from the cache), RUNS times
# each, alternating. Prints wall seconds and whole-process-tree peak RSS (this package's
# `treemem`) and the build's own stage lines, where the `mdx` stage holds the image work.
#
#   bash benches/images-build.sh [RUNS=3]
#   FERROSAURUS=/path   measure this binary instead of building the release one
#
# The stage alone (no build around it) is `cargo run --release -p ferrosaurus-images --example bench`.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-3}"
TARGET="${CARGO_TARGET_DIR:-$PWD/target}"
if [[ -z "${FERROSAURUS:-}" ]]; then
  cargo build --release -q -p ferrosaurus
fi
BIN="${FERROSAURUS:-$TARGET/release/ferrosaurus}"
cargo build --release -q -p ferrosaurus-benches --bin treemem
TREEMEM="$TARGET/release/treemem"
CACHE="site/node_modules/.cache/ferrosaurus/images"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# warm-up: installs the theme's and the site's npm dependencies if needed (not measured)
"$BIN" build --plain --out-dir "$WORK/out" site >/dev/null 2>&1 || true

one() { # label
  rm -rf "$WORK/out"
  if ! "$TREEMEM" -o "$WORK/mem" -- "$BIN" build --plain --out-dir "$WORK/out" site >"$WORK/log" 2>&1; then
    cat "$WORK/log"
    echo "$1: build failed" >&2
    exit 1
  fi
  local images
  images="$(find "$WORK/out/assets/ideal-img" -type f 2>/dev/null | wc -l)"
  echo "$1: $(cat "$WORK/mem"), $images files in assets/ideal-img, $(du -sk "$WORK/out/assets/ideal-img" 2>/dev/null | cut -f1) KiB"
  grep -E '^\[ *[a-z-]+\]' "$WORK/log" | sed 's/^/    /'
}

echo "$("$BIN" --version) on $(nproc) cores, $(find "$CACHE" -type f 2>/dev/null | wc -l) files in the image cache before"
for run in $(seq "$RUNS"); do
  rm -rf "$CACHE"
  one "run $run, images cold"
  one "run $run, images warm"
done
