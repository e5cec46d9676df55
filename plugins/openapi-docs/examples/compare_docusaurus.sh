#!/usr/bin/env bash
# The API reference of a large real spec (Twilio REST API v2010, the test fixture: 197
# operations + webhooks, 1.5 MB of YAML) made by ferrosaurus and by Docusaurus with
# docusaurus-plugin-openapi-docs 5.2.0 (the version site/ uses), on this machine.
#
#   bash plugins/openapi-docs/examples/compare_docusaurus.sh
#     WORK_DIR=/path   reuse this folder (its node_modules too) instead of a fresh temp one
#     RUNS=3           runs of the ferrosaurus example (the best is kept)
#     FERROSAURUS=bin  also build the same site with this ferrosaurus binary (default:
#                      target/release/ferrosaurus when it exists)
#
# Prints, for each side, the pages and the wall time:
#   ferrosaurus  the plugin's load (spec read, typed, every page's HTML with code samples in
#                nine languages), from `cargo run --release --example pages_per_second`;
#   Docusaurus   `docusaurus gen-api-docs all` (spec -> .api.mdx files), then
#                `docusaurus build` (MDX -> HTML, bundling, SSR) of those pages, which is what
#                a site pays for the reference; their sum is the figure to compare with;
#   ferrosaurus build  the same site (config, spec) built whole by the ferrosaurus binary.
# Nothing is installed into the repository: Docusaurus goes into the work folder.
set -euo pipefail

crate_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
spec="$crate_dir/tests/fixtures/twilio/twilio_api_v2010.yaml"
work_dir="${WORK_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/openapi-compare.XXXXXX")}"
runs="${RUNS:-3}"

log() { printf '==> %s\n' "$*"; }
now() { date +%s.%N; }
since() { awk -v s="$1" -v n="$(now)" 'BEGIN { printf "%.2f", n - s }'; }

log "ferrosaurus: plugin load of the Twilio spec (best of $runs)"
ferro_out="$(cd "$crate_dir" && cargo run --quiet --release -p ferrosaurus-openapi-docs --example pages_per_second -- twilio/twilio_api_v2010.yaml "$runs")"
echo "$ferro_out"
ferro_best="$(echo "$ferro_out" | awk '/pages in/ { s = $6; if (best == "" || s < best) best = s; pages = $3 } END { print pages, best }')"

log "Docusaurus: work folder $work_dir"
cd "$work_dir"
cp "$spec" twilio.yaml
cat > package.json <<'JSON'
{
  "name": "openapi-compare",
  "private": true,
  "dependencies": {
    "@docusaurus/core": "3.10.2",
    "@docusaurus/faster": "3.10.2",
    "@docusaurus/preset-classic": "3.10.2",
    "@mdx-js/react": "^3.0.0",
    "clsx": "^2.0.0",
    "docusaurus-plugin-openapi-docs": "5.2.0",
    "docusaurus-theme-openapi-docs": "5.2.0",
    "prism-react-renderer": "^2.3.0",
    "react": "^19.0.0",
    "react-dom": "^19.0.0"
  }
}
JSON
cat > docusaurus.config.js <<'JS'
module.exports = {
  title: 'Bench', onBrokenLinks: 'warn', url: 'https://example.com', baseUrl: '/',
  future: {v4: true, faster: true},
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: './sidebars.ts', docItemComponent: '@theme/ApiItem'}, blog: false, theme: {}}]],
  plugins: [['docusaurus-plugin-openapi-docs', {id: 'openapi', docsPluginId: 'classic', config: {twilio: {
    specPath: 'twilio.yaml', outputDir: 'docs/api', sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'}, hideSendButton: true}}}]],
  themes: ['docusaurus-theme-openapi-docs'],
};
JS
printf "import api from './docs/api/sidebar';\nexport default {api};\n" > sidebars.ts
if [[ ! -d node_modules/docusaurus-plugin-openapi-docs ]]; then
  log "npm install (once per work folder)"
  npm install --no-audit --no-fund > install.log 2>&1
fi
rm -rf docs/api build .docusaurus
start="$(now)"
npx docusaurus gen-api-docs all > gen.log 2>&1
gen_s="$(since "$start")"
mdx_pages="$(ls docs/api/*.mdx | wc -l)"
# 47 Twilio operations have `summary: ""`: the plugin writes `title: ""` and `sidebar_label: ""`,
# and `label: ""` in sidebar.ts, which Docusaurus refuses; name them by their id (what
# ferrosaurus does) so the build runs
for f in $(grep -l '^sidebar_label: ""' docs/api/*.mdx); do
  id="$(sed -n 's/^id: //p' "$f" | head -1)"
  sed -i "s/^title: \"\"$/title: \"$id\"/; s/^sidebar_label: \"\"$/sidebar_label: \"$id\"/" "$f"
done
perl -0pi -e 's/id: "api\/([^"]+)",(\s+)label: "",/id: "api\/$1",$2label: "$1",/g' docs/api/sidebar.ts
start="$(now)"
npx docusaurus build > build.log 2>&1
build_s="$(since "$start")"
# the pages the site serves (the 404 page too); gen-api-docs writes more files than that (one
# .tag.mdx per spec tag, also for tags without operations, which the build leaves out)
html_pages="$(find build -name '*.html' | wc -l)"

ferro_bin="${FERROSAURUS:-$crate_dir/../../target/release/ferrosaurus}"
site_s=""
if [[ -x "$ferro_bin" ]]; then
  log "ferrosaurus build of the same site with $ferro_bin"
  site="$work_dir/ferrosaurus-site"
  rm -rf "$site" && mkdir -p "$site/docs"
  cp docusaurus.config.js twilio.yaml "$site/"
  # the plugin gives the `api` sidebar itself: no generated files, no sidebar import
  printf "export default {};\n" > "$site/sidebars.ts"
  printf -- "---\nslug: /\n---\n# Home\n" > "$site/docs/index.md"
  start="$(now)"
  "$ferro_bin" build "$site" --no-install --plain > ferrosaurus-build.log 2>&1
  site_s="$(since "$start")"
  site_pages="$(find "$site/build" -name '*.html' | wc -l)"
  rm -rf "$site"
fi

read -r ferro_pages ferro_s <<< "$ferro_best"
log "results (pages, wall seconds, pages/s)"
awk -v fp="$ferro_pages" -v fs="$ferro_s" -v dp="$mdx_pages" -v hp="$html_pages" -v g="$gen_s" -v b="$build_s" 'BEGIN {
  printf "ferrosaurus plugin load          %4d pages %8.2f s %8.0f pages/s\n", fp, fs, fp / fs
  printf "docusaurus gen-api-docs          %4d files %8.2f s %8.0f files/s\n", dp, g, dp / g
  printf "docusaurus build (whole site)    %4d pages %8.2f s %8.1f pages/s\n", hp, b, hp / b
  printf "docusaurus gen-api-docs + build  %4d pages %8.2f s %8.1f pages/s\n", hp, g + b, hp / (g + b)
}'
if [[ -n "$site_s" ]]; then
  awk -v p="$site_pages" -v s="$site_s" 'BEGIN { printf "ferrosaurus build (whole site)   %4d pages %8.2f s %8.1f pages/s\n", p, s, p / s }'
fi
