#!/usr/bin/env bash
# One real Docusaurus site built by ferrosaurus and by Docusaurus 3.10.2 side by side (issue 7):
# wall time and whole-process-tree peak RSS (treemem), and their ratios.
#
#   bash benches/real-site.sh SITE_DIR            # installs the site's dependencies for Docusaurus
#   DOCUSAURUS_MODULES=/path/node_modules bash benches/real-site.sh SITE_DIR   # reuse an install
#
# SITE_DIR is copied into a temporary folder first (nothing is written into it). RUNS (default 3)
# alternates the two tools. FASTER=1 turns on Docusaurus Faster (future.faster, needs
# @docusaurus/faster in the modules) by editing the copy's config (`v4: true,` -> `v4: true, faster: true,`).
set -euo pipefail
site="${1:?usage: bash benches/real-site.sh SITE_DIR}"
runs="${RUNS:-3}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$repo/target}"
(cd "$repo" && cargo build --release -q -p ferrosaurus && cargo build --release -q -p ferrosaurus-benches --bin treemem)
ferrosaurus="${FERROSAURUS:-$target/release/ferrosaurus}"
treemem="$target/release/treemem"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$site" "$work/site"
rm -rf "$work/site/build" "$work/site/node_modules"
if [[ "${FASTER:-0}" == "1" ]]; then
  sed -i 's/v4: true,/v4: true, faster: true,/' "$work/site"/docusaurus.config.*
fi
if [[ -n "${DOCUSAURUS_MODULES:-}" ]]; then
  ln -s "$DOCUSAURUS_MODULES" "$work/site/node_modules"
else
  (cd "$work/site" && npm install --no-audit --no-fund --ignore-scripts >/dev/null)
fi
# ferrosaurus gets its own copy; it sees the site's node_modules only as its config needs them
mkdir -p "$work/fs"
cp -r "$site/." "$work/fs/"
rm -rf "$work/fs/build" "$work/fs/node_modules"
ln -s "$(readlink -f "$work/site/node_modules")" "$work/fs/node_modules"
"$ferrosaurus" build --plain --no-install "$work/fs" >/dev/null 2>&1 # warm the theme cache
printf 'tool\trun\twall_s\ttree_peak_mib\n'
for run in $(seq 1 "$runs"); do
  "$treemem" -o "$work/f.mem" -- "$ferrosaurus" build --plain --no-install "$work/fs" >/dev/null 2>&1
  # cold, as ferrosaurus is: no Docusaurus build cache from the previous run
  rm -rf "$work/site/.docusaurus" "$work/site/node_modules/.cache" "$work/dbuild"
  (cd "$work/site" && "$treemem" -o "$work/d.mem" -- node_modules/.bin/docusaurus build --out-dir "$work/dbuild" >"$work/docusaurus.log" 2>&1) ||
    { echo "docusaurus build failed:"; tail -20 "$work/docusaurus.log"; exit 1; }
  f=$(tail -1 "$work/f.mem")
  d=$(tail -1 "$work/d.mem")
  for pair in "ferrosaurus|$f" "docusaurus|$d"; do
    line="${pair#*|}"
    wall=$(sed -n 's/.*wall_s=\([0-9.]*\).*/\1/p' <<<"$line")
    mem=$(sed -n 's/.*tree_peak_mib=\([0-9.]*\).*/\1/p' <<<"$line")
    printf '%s\t%s\t%s\t%s\n' "${pair%%|*}" "$run" "$wall" "$mem"
  done
done | tee "$work/results.tsv"
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
col() { awk -F'\t' -v tool="$1" -v c="$2" '$1 == tool { print $c }' "$work/results.tsv" | median; }
fw=$(col ferrosaurus 3); fm=$(col ferrosaurus 4); dw=$(col docusaurus 3); dm=$(col docusaurus 4)
awk -v fw="$fw" -v fm="$fm" -v dw="$dw" -v dm="$dm" 'BEGIN {
  printf "median: ferrosaurus %.2f s, %.0f MiB; docusaurus %.2f s, %.0f MiB; docusaurus/ferrosaurus: %.1fx time, %.1fx memory\n", fw, fm, dw, dm, dw / fw, dm / fm }'
echo "html files: ferrosaurus $(find "$work/fs/build" -name '*.html' | wc -l), docusaurus $(find "$work/dbuild" -name '*.html' | wc -l)"
