#!/usr/bin/env bash
# Regenerates the golden comparison files: builds every variant of the fixture site
# crates/build/tests/golden/site (listed in crates/build/tests/golden/variants.txt:
# `base` is the site as it is, any other variant the site with variants/<name>/
# laid over it) with Docusaurus 3.10.2 and stores its output, normalized, in
# crates/build/tests/golden/expected/<variant>/ (the Rust test
# crates/build/tests/golden.rs compares ferrosaurus's build against them).
#
# Each variant is copied to a temporary folder and Docusaurus is installed there
# from the fixture's package.json: nothing is installed into the repository.
#
# Usage: benches/docusaurus/golden.sh [variant...]     (default: every variant)
#   KEEP_WORK_DIR=1   keep the temporary folder (path printed)
#   WORK_DIR=/path    use this folder (its node_modules is reused)
#
# Run it again when the Docusaurus version or the fixture changes, and commit
# the expected/ folder with the change.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
golden_dir="$repo_root/crates/build/tests/golden"
work_dir="${WORK_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/golden-docusaurus.XXXXXX")}"

cleanup() {
  if [[ "${KEEP_WORK_DIR:-0}" == "1" || -n "${WORK_DIR:-}" ]]; then
    echo "work folder kept: $work_dir"
  else
    rm -rf "$work_dir"
  fi
}
trap cleanup EXIT

log() { printf '==> %s\n' "$*"; }

# `name detail` per variant, from variants.txt (comments and blank lines skipped)
variants() { awk '!/^#/ && NF >= 2 { print $1, $2 }' "$golden_dir/variants.txt"; }

copy_variant() { # name
  find "$work_dir" -mindepth 1 -maxdepth 1 ! -name node_modules ! -name package-lock.json ! -name '*.log' -exec rm -rf {} +
  tar -C "$golden_dir/site" --exclude='./build' --exclude='./node_modules' --exclude='./.docusaurus' -cf - . | tar -C "$work_dir" -xf -
  if [[ "$1" != "base" ]]; then
    [[ -d "$golden_dir/variants/$1" ]] || { echo "error: no folder variants/$1 for the variant $1" >&2; exit 1; }
    tar -C "$golden_dir/variants/$1" -cf - . | tar -C "$work_dir" -xf -
  fi
}

install_docusaurus() {
  log "installing Docusaurus 3.10.2 (npm install)"
  (cd "$work_dir" && npm install --no-audit --no-fund --loglevel=error) >"$work_dir/install.log" 2>&1 || {
    tail -n 40 "$work_dir/install.log" >&2
    echo "error: npm install failed" >&2
    exit 1
  }
  version="$(cd "$work_dir" && node -p "require('@docusaurus/core/package.json').version")"
  [[ "$version" == "3.10.2" ]] || { echo "error: installed @docusaurus/core $version, expected 3.10.2" >&2; exit 1; }
}

build_variant() { # name detail
  log "variant $1: building (docusaurus build)"
  copy_variant "$1"
  (cd "$work_dir" && npx --no-install docusaurus build) >"$work_dir/build-$1.log" 2>&1 || {
    tail -n 60 "$work_dir/build-$1.log" >&2
    echo "error: docusaurus build of the variant $1 failed" >&2
    exit 1
  }
  rm -rf "${golden_dir:?}/expected/$1"
  (cd "$repo_root" && cargo run --quiet -p ferrosaurus-build --example golden_normalize -- "$work_dir/build" "$golden_dir/expected/$1" "$2")
}

mkdir -p "$work_dir"
copy_variant base
install_docusaurus
wanted=" $* "
while read -r name detail <&3; do
  if [[ $# -eq 0 || "$wanted" == *" $name "* ]]; then
    build_variant "$name" "$detail"
  fi
done 3< <(variants)
echo "Docusaurus $version output of the golden fixture: $(find "$golden_dir/expected" -type f | wc -l) files in crates/build/tests/golden/expected"
