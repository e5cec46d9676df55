#!/usr/bin/env bash
# Side-by-side whole builds: the same generated corpus folder built by ferrosaurus (release
# binary) and by Docusaurus 3.10.2 with Faster (Rspack, SWC, Lightning CSS), plus Hugo and mdBook
# when `hugo` / `mdbook` are on PATH (each from a copy of the same docs). Runs alternate between
# the tools; every build is cold (outputs and bundler caches removed first). Prints, per size,
# the median wall time, the whole-process-tree peak RSS (this package's `treemem`, sampled every
# 20 ms), the largest single process's peak RSS, and each tool's ratio to ferrosaurus.
#
# Opt-in per size: installing Docusaurus takes ~2 minutes, and on a 2-core machine Docusaurus
# Faster builds 100 pages in ~18 s (0.8 GB), 1,000 in ~105 s (2.5 GB), 10,000 in ~27 minutes
# (17 GB):
#
#   SIZES="100 1000" RUNS=3 bash benches/compare.sh
#
#   SIZES            page counts to build (required)
#   RUNS=1           runs per tool and size (the median is reported)
#   WORK_DIR=/path   work folder to use and keep (its node_modules is reused by the next run)
#   KEEP_WORK_DIR=1  keep the temporary work folder (path printed)
#   SKIP_DOCUSAURUS=1  only ferrosaurus (and Hugo/mdBook when present)
#   CORPUS_FLAGS="--versions 4 --blog-posts 500"  more gen-corpus options (issue 9's variant:
#                    N docs in each of 5 versions and a 500-post blog; Hugo/mdBook are skipped)
#   DOCUSAURUS_LIMIT=1800  seconds a Docusaurus build may take before it is stopped and
#                    reported as not finished (issue 9: "if it finishes within 30 minutes")
#   FERROSAURUS=/path  measure this ferrosaurus binary instead of building the release one
#
# Facts this relies on (found while installing Docusaurus 3.10.2 for benches/docusaurus/):
# - `@docusaurus/preset-classic` 3.10.2 pulls `@docsearch/react` 4.7.1, which needs a
#   `@docsearch/core` 4.7.1 the registry does not serve: package.json overrides it to 4.7.0.
# - Faster in 3.10 is `future: {v4: {removeLegacyPostBuildHeadAttribute: true}, faster: true}`
#   (gen-corpus --docusaurus-faster writes it); the SSG worker threads refuse to start without
#   the v4 flag.
# - A docs-only site at routeBasePath '/' needs a doc with `slug: /` (the corpus has one).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${RUNS:-1}"
work="${WORK_DIR:-}"

cleanup() {
  if [[ "${KEEP_WORK_DIR:-0}" == "1" || -n "${WORK_DIR:-}" ]]; then
    echo "work folder kept: $work" >&2
  else
    rm -rf "$work"
  fi
}

log() { printf '==> %s\n' "$*" >&2; }

build_tools() {
  local target="${CARGO_TARGET_DIR:-$repo/target}"
  if [[ -n "${FERROSAURUS:-}" ]]; then
    ferrosaurus="$FERROSAURUS"
  else
    log "building ferrosaurus (release)"
    (cd "$repo" && cargo build --release -q -p ferrosaurus)
    ferrosaurus="$target/release/ferrosaurus"
  fi
  log "building gen-corpus and treemem (release)"
  (cd "$repo" && cargo build --release -q -p ferrosaurus-benches --bin gen-corpus --bin treemem)
  gen_corpus="$target/release/gen-corpus"
  treemem="$target/release/treemem"
}

install_docusaurus() {
  mkdir -p "$site"
  cp "$repo/benches/compare/package.json" "$site/package.json"
  local installed
  installed="$(cd "$site" && node -p "require('@docusaurus/faster/package.json').version + ' ' + require('@docusaurus/core/package.json').version" 2>/dev/null || true)"
  if [[ "$installed" == "3.10.2 3.10.2" ]]; then
    log "Docusaurus 3.10.2 already installed in $site"
    return
  fi
  local start status=0
  start="$(date +%s.%N)"
  if [[ -f "$repo/benches/compare/package-lock.json" ]]; then
    log "installing Docusaurus 3.10.2 with Faster (npm ci, ~2 minutes)"
    cp "$repo/benches/compare/package-lock.json" "$site/package-lock.json"
    (cd "$site" && npm ci --no-audit --no-fund --loglevel=error) >"$work/install.log" 2>&1 || status=$?
    if [[ $status -ne 0 ]] && grep -q EUSAGE "$work/install.log"; then
      # npm 11's ci calls this lock out of sync (optional @swc/html platform packages it lists
      # as missing); npm install of the same lock installs the same versions
      log "npm ci refused the lock file; npm install with it instead"
      status=0
      (cd "$site" && npm install --no-audit --no-fund --loglevel=error) >"$work/install.log" 2>&1 || status=$?
    fi
  else
    log "installing Docusaurus 3.10.2 with Faster (npm install, ~2 minutes)"
    (cd "$site" && npm install --no-audit --no-fund --loglevel=error) >"$work/install.log" 2>&1 || status=$?
  fi
  if [[ $status -ne 0 ]]; then
    tail -n 40 "$work/install.log" >&2
    echo "error: npm install of Docusaurus failed" >&2
    exit 1
  fi
  log "installed in $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }') s"
}

prepare_hugo() { # N: a Hugo site whose content is a copy of the corpus docs
  local dir="$work/hugo-$1"
  rm -rf "$dir"
  mkdir -p "$dir/layouts/_default"
  cp -r "$site/docs" "$dir/content"
  find "$dir/content" -name _category_.json -delete
  printf -- '---\ntitle: Corpus Docs\n---\n' >"$dir/content/_index.md"
  rm "$dir/content/index.md"
  cat >"$dir/hugo.toml" <<'TOML'
baseURL = "https://example.com/"
title = "Corpus Docs"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.goldmark.renderer]
unsafe = true
TOML
  local head='<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title></head><body><nav><a href="{{ site.Home.RelPermalink }}">{{ site.Title }}</a></nav><main>'
  printf '%s{{ .Content }}</main></body></html>\n' "$head" >"$dir/layouts/_default/single.html"
  printf '%s{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>\n' \
    "$head" >"$dir/layouts/_default/list.html"
}

prepare_mdbook() { # N: an mdBook whose chapters are a copy of the corpus docs, one per page
  local dir="$work/mdbook-$1"
  rm -rf "$dir"
  mkdir -p "$dir"
  cp -r "$site/docs" "$dir/src"
  find "$dir/src" -name _category_.json -delete
  printf '[book]\ntitle = "Corpus Docs"\n' >"$dir/book.toml"
  {
    printf '# Summary\n\n[Corpus Docs](index.md)\n\n'
    (cd "$dir/src" && find . -name 'page-*.md' | sort) | while read -r page; do
      page="${page#./}"
      local section="${page%%/*}" title
      if [[ "$section" != "${last_section:-}" ]]; then
        printf -- '- [%s]()\n' "$section"
        last_section="$section"
      fi
      title="$(sed -n 's/^title: "\(.*\)"$/\1/p' "$dir/src/$page" | head -n 1)"
      printf -- '  - [%s](%s)\n' "$title" "$page"
    done
  } >"$dir/src/SUMMARY.md"
}

run_one() { # N tool: one cold build, measured; appends "N tool wall tree largest" to $results
  local n="$1" tool="$2" out="$work/out-$2" mem="$work/mem" status=0
  rm -rf "$out"
  case "$tool" in
    ferrosaurus)
      "$treemem" -o "$mem" -- "$ferrosaurus" build --plain --out-dir "$out" "$site" >"$work/$tool.log" 2>&1 || status=$?
      ;;
    docusaurus)
      rm -rf "$site/.docusaurus" "$site/node_modules/.cache"
      (cd "$site" && NO_UPDATE_NOTIFIER=1 "$treemem" -o "$mem" -- timeout "${DOCUSAURUS_LIMIT:-1800}" node_modules/.bin/docusaurus build --out-dir "$out") \
        >"$work/$tool.log" 2>&1 || status=$?
      if [[ $status -eq 124 ]]; then
        log "docusaurus N=$n: not finished after ${DOCUSAURUS_LIMIT:-1800} s (stopped)"
        return
      fi
      ;;
    hugo)
      "$treemem" -o "$mem" -- hugo --quiet --source "$work/hugo-$n" --destination "$out" >"$work/$tool.log" 2>&1 || status=$?
      ;;
    mdbook)
      "$treemem" -o "$mem" -- mdbook build --dest-dir "$out" "$work/mdbook-$n" >"$work/$tool.log" 2>&1 || status=$?
      ;;
  esac
  if [[ $status -ne 0 ]]; then
    tail -n 40 "$work/$tool.log" >&2
    echo "error: $tool failed on the $n-page corpus (exit $status)" >&2
    exit 1
  fi
  local html
  html="$(find "$out" -name '*.html' | wc -l)"
  log "$tool N=$n: $(cat "$mem") html_files=$html"
  awk -v n="$n" -v t="$tool" '{
      for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
      print n, t, f["wall_s"], f["tree_peak_mib"], f["max_proc_peak_mib"]
    }' "$mem" >>"$results"
}

print_table() {
  echo
  echo "Cold whole builds on $(nproc) cores, median wall of $runs run(s), peak RSS the largest of the runs;"
  echo "ratio = tool / ferrosaurus (above 1: ferrosaurus is faster or smaller)."
  echo
  printf '| %6s | %-12s | %10s | %14s | %17s | %10s | %10s |\n' pages tool 'wall s' 'tree peak MiB' 'largest proc MiB' 'wall ratio' 'mem ratio'
  printf '|%s|\n' '--------|--------------|------------|----------------|-------------------|------------|------------'
  awk '
    { key = $1 SUBSEP $2; walls[key] = walls[key] " " $3; if ($4 > tree[key]) tree[key] = $4; if ($5 > proc[key]) proc[key] = $5
      if (!(key in seen)) { seen[key] = 1; order[++count] = key } }
    function median(list,   v, n, i, j, t) {
      n = split(list, v, " ")
      for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
      return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    }
    END {
      for (i = 1; i <= count; i++) {
        split(order[i], k, SUBSEP); base = k[1] SUBSEP "ferrosaurus"
        w = median(walls[order[i]]); bw = (base in seen) ? median(walls[base]) : 0
        wr = bw > 0 ? sprintf("%.1fx", w / bw) : "-"; mr = (base in seen) && tree[base] > 0 ? sprintf("%.1fx", tree[order[i]] / tree[base]) : "-"
        printf "| %6s | %-12s | %10.2f | %14.0f | %17.0f | %10s | %10s |\n", k[1], k[2], w, tree[order[i]], proc[order[i]], wr, mr
      }
    }' "$results"
}

main() {
  if [[ -z "${SIZES:-}" ]]; then
    sed -n '2,24p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    echo "error: set SIZES, e.g. SIZES=\"100\" bash benches/compare.sh" >&2
    exit 2
  fi
  [[ -n "$work" ]] || work="$(mktemp -d "${TMPDIR:-/tmp}/ferrosaurus-compare.XXXXXX")"
  mkdir -p "$work"
  site="$work/site"
  results="$work/results.tsv"
  trap cleanup EXIT
  build_tools
  tools=(ferrosaurus)
  if [[ "${SKIP_DOCUSAURUS:-0}" != "1" ]]; then
    tools+=(docusaurus)
    install_docusaurus
  fi
  if [[ -z "${CORPUS_FLAGS:-}" ]]; then # Hugo/mdBook copies hold the docs only
    command -v hugo >/dev/null && tools+=(hugo)
    command -v mdbook >/dev/null && tools+=(mdbook)
  fi
  log "tools: ${tools[*]}; sizes: $SIZES; runs: $runs; work folder: $work"
  : >"$results"

  warmed_up=0
  for n in $SIZES; do
    log "generating the $n-page corpus in $site"
    # shellcheck disable=SC2086 # CORPUS_FLAGS is a list of options
    "$gen_corpus" "$site" "$n" --docusaurus-faster ${CORPUS_FLAGS:-} >&2
    if [[ $warmed_up -eq 0 ]]; then
      log "warm-up build with ferrosaurus (installs its theme's npm dependencies once; not measured)"
      "$ferrosaurus" build --plain --out-dir "$work/out-warmup" "$site" >"$work/warmup.log" 2>&1 || { tail -n 40 "$work/warmup.log" >&2; exit 1; }
      rm -rf "$work/out-warmup"
      warmed_up=1
    fi
    [[ " ${tools[*]} " == *" hugo "* ]] && prepare_hugo "$n"
    [[ " ${tools[*]} " == *" mdbook "* ]] && prepare_mdbook "$n"
    for _ in $(seq "$runs"); do
      for tool in "${tools[@]}"; do
        run_one "$n" "$tool"
      done
    done
  done
  print_table
}

# Sourcing the script (for its functions) runs nothing.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  main
fi
