#!/usr/bin/env bash
# Builds the Coursewire site (site/) with Docusaurus 3.10.2, the reference we
# compare ferrosaurus against, and checks that the content builds cleanly.
#
# The site is copied to a temporary folder (without build outputs and Rust
# artefacts) and Docusaurus and its plugins are installed there from the
# site's package.json: nothing is installed into the repository.
#
# Usage: benches/docusaurus/build-site.sh
#   KEEP_WORK_DIR=1   keep the temporary folder (path printed) for inspection
#   WORK_DIR=/path    use this folder instead of a fresh temporary one
#
# Prints the install, API generation and build wall times, the peak RSS of the
# build, and every broken link/anchor warning. Exits non-zero when any step
# fails (onBrokenLinks is 'throw' in the config, so a broken link fails too).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
site_dir="$repo_root/site"
work_dir="${WORK_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/coursewire-docusaurus.XXXXXX")}"

cleanup() {
  if [[ "${KEEP_WORK_DIR:-0}" == "1" || -n "${WORK_DIR:-}" ]]; then
    echo "work folder kept: $work_dir"
  else
    rm -rf "$work_dir"
  fi
}
trap cleanup EXIT

log() { printf '==> %s\n' "$*"; }

elapsed_since() { # seconds since the given `date +%s.%N` value, 1 decimal
  awk -v start="$1" -v now="$(date +%s.%N)" 'BEGIN { printf "%.1f", now - start }'
}

ensure_gnu_time() {
  if [[ -x /usr/bin/time ]] && /usr/bin/time -v true >/dev/null 2>&1; then
    return
  fi
  log "installing GNU time (for peak RSS)"
  if command -v apt-get >/dev/null; then
    apt-get install -y -qq time >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq time >/dev/null; }
  fi
  [[ -x /usr/bin/time ]] || { echo "error: /usr/bin/time (GNU time) is required" >&2; exit 1; }
}

copy_site() {
  log "copying site/ to $work_dir"
  mkdir -p "$work_dir"
  # A reused WORK_DIR keeps its node_modules (faster reinstall) but nothing else,
  # so files deleted from site/ do not linger.
  find "$work_dir" -mindepth 1 -maxdepth 1 ! -name node_modules ! -name package-lock.json -exec rm -rf {} +
  rm -rf "$work_dir/node_modules/.cache" # bundler caches: every measured build is cold
  tar -C "$site_dir" \
    --exclude='./build' --exclude='./target' --exclude='./node_modules' \
    --exclude='./.docusaurus' --exclude='./.ferrosaurus-tmp*' --exclude='./docs/api' \
    --exclude='./Cargo.toml' --exclude='./main.rs' --exclude='./tests' \
    -cf - . | tar -C "$work_dir" -xf -
}

install_docusaurus() {
  log "installing Docusaurus 3.10.2 and plugins (npm install)"
  local start; start="$(date +%s.%N)"
  (cd "$work_dir" && npm install --no-audit --no-fund --loglevel=error) >"$work_dir/install.log" 2>&1 || {
    tail -n 40 "$work_dir/install.log" >&2
    echo "error: npm install failed" >&2
    exit 1
  }
  install_seconds="$(elapsed_since "$start")"
  (cd "$work_dir" && node -e "
    for (const p of ['@docusaurus/core', '@docusaurus/faster', '@docusaurus/preset-classic', '@docusaurus/plugin-pwa',
        '@docusaurus/plugin-ideal-image', '@cmfcmf/docusaurus-search-local', 'docusaurus-plugin-openapi-docs',
        'docusaurus-theme-openapi-docs']) {
      console.log('    ' + p + ' ' + require(p + '/package.json').version);
    }")
}

generate_api_docs() {
  log "generating the API reference (docusaurus gen-api-docs all)"
  local start; start="$(date +%s.%N)"
  (cd "$work_dir" && npx --no-install docusaurus gen-api-docs all) >"$work_dir/gen-api-docs.log" 2>&1 || {
    tail -n 40 "$work_dir/gen-api-docs.log" >&2
    echo "error: gen-api-docs failed" >&2
    exit 1
  }
  gen_seconds="$(elapsed_since "$start")"
  api_pages="$(find "$work_dir/docs/api" -name '*.mdx' | wc -l)"
}

build_site() {
  log "building (docusaurus build)"
  local start status=0; start="$(date +%s.%N)"
  (cd "$work_dir" && /usr/bin/time -v -o "$work_dir/time.log" npx --no-install docusaurus build) \
    >"$work_dir/build.log" 2>&1 || status=$?
  build_seconds="$(elapsed_since "$start")"
  peak_rss_kb="$(awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }' "$work_dir/time.log" 2>/dev/null || true)"
  if [[ $status -ne 0 ]]; then
    tail -n 60 "$work_dir/build.log" >&2
    echo "error: docusaurus build failed (exit $status)" >&2
    report_broken_links
    exit 1
  fi
}

report_broken_links() {
  # Docusaurus reports broken links and anchors as blocks starting with these lines.
  local pattern='[Bb]roken link|[Bb]roken anchor|Exhaustive list of all broken|couldn.t be resolved|Markdown link with URL'
  broken_lines="$(grep -E -c "$pattern" "$work_dir/build.log" || true)"
  if [[ "$broken_lines" -gt 0 ]]; then
    echo "---- broken link / anchor warnings ----"
    grep -E -A 3 "$pattern" "$work_dir/build.log" || true
    echo "---------------------------------------"
  fi
  other_warnings="$(grep -E -c '\[WARNING\]' "$work_dir/build.log" || true)"
  if [[ "$other_warnings" -gt 0 ]]; then
    echo "---- other warnings ----"
    grep -E -A 2 '\[WARNING\]' "$work_dir/build.log" | head -n 60 || true
    echo "------------------------"
  fi
}

print_summary() {
  local html_pages; html_pages="$(find "$work_dir/build" -name '*.html' | wc -l)"
  echo
  echo "Docusaurus 3.10.2 build of site/: OK"
  echo "  npm install:             ${install_seconds} s"
  echo "  gen-api-docs:            ${gen_seconds} s (${api_pages} API pages)"
  echo "  build wall time:         ${build_seconds} s"
  echo "  build peak RSS:          $(awk -v kb="${peak_rss_kb:-0}" 'BEGIN { printf "%.2f GB", kb / 1024 / 1024 }')"
  echo "  HTML files:              ${html_pages}"
  echo "  search index files:      $(find "$work_dir/build" -maxdepth 1 -name 'search-index-*.json' | wc -l)"
  echo "  broken link/anchor hits: ${broken_lines}"
  echo "  other warnings:          ${other_warnings}"
}

ensure_gnu_time
copy_site
install_docusaurus
generate_api_docs
build_site
report_broken_links
print_summary
if [[ "$broken_lines" -gt 0 ]]; then
  echo "error: the build reported broken links or anchors" >&2
  exit 1
fi
