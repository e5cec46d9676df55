#!/usr/bin/env bash
# Compares ferrosaurus's build of site/ with Docusaurus 3.10.2's build of it (issue 17), page
# by page as the golden test does: the output file list, each page's <html>/<body>
# attributes, head tags and their order, JSON-LD and internal links, and the inner theme
# structure counted per page kind (crates/build/tests/golden/compare.rs).
#
# Docusaurus's build comes from build-site.sh (it installs Docusaurus into a temporary
# folder); ferrosaurus builds site/ into another temporary folder (site/ is not written to).
#
# Usage: benches/docusaurus/compare-site.sh
#   DOCUSAURUS_BUILD=/path   compare against this Docusaurus build of site/ (skips build-site.sh)
#   WORK_DIR=/path           build-site.sh's folder (kept, its node_modules reused)
#   EXCLUDE="a/ b/"          more path prefixes to leave out
# Exits non-zero when a head, wrapper, JSON-LD, link form or file list difference remains.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out_dir="$(mktemp -d "${TMPDIR:-/tmp}/coursewire-ferrosaurus.XXXXXX")"
trap 'rm -rf "$out_dir"' EXIT

log() { printf '==> %s\n' "$*"; }

if [[ -z "${DOCUSAURUS_BUILD:-}" ]]; then
  work_dir="${WORK_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/coursewire-docusaurus.XXXXXX")}"
  WORK_DIR="$work_dir" bash "$repo_root/benches/docusaurus/build-site.sh"
  DOCUSAURUS_BUILD="$work_dir/build"
fi

log "building site/ with ferrosaurus into $out_dir"
(cd "$repo_root" && cargo run --quiet -p ferrosaurus -- build site --out-dir "$out_dir/build" --plain) >"$out_dir/build.log" 2>&1 || {
  tail -n 40 "$out_dir/build.log" >&2
  echo "error: ferrosaurus build of site/ failed" >&2
  exit 1
}

excluded=()
for prefix in ${EXCLUDE:-}; do
  excluded+=(--exclude "$prefix")
done

log "comparing $DOCUSAURUS_BUILD (Docusaurus) with $out_dir/build (ferrosaurus)"
cd "$repo_root" && cargo run --quiet -p ferrosaurus-build --example golden_compare -- "$DOCUSAURUS_BUILD" "$out_dir/build" "${excluded[@]}"
