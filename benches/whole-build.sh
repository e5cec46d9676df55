#!/usr/bin/env bash
# Whole-build benchmark: builds (a) this repository's site/ and (b) the 1,000-page corpus of
# ../shared/bench/gen_corpus.py with the release `ferrosaurus` binary, and prints wall seconds,
# pages per second and peak memory (of the largest process, and of the whole process tree
# including the node SSR workers, sampled every 20 ms).
#
#   bash benches/whole-build.sh [N_PAGES=1000] [RUNS=3]
#
# Reference on this kind of machine (2 cores), from ../shared/bench/README.md: Docusaurus 3.10.2
# with Faster builds the 1,000-page corpus in ~105 s using ~2.5 GB.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-1000}"
RUNS="${2:-3}"
GEN="${GEN_CORPUS:-../shared/bench/gen_corpus.py}"

cargo build --release -q -p ferrosaurus
BIN="$PWD/target/release/ferrosaurus"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
python3 "$GEN" "$WORK/corpus" "$N" >/dev/null

# warm-up: installs the theme's npm dependencies if needed (not measured)
"$BIN" build --plain "$WORK/corpus" >/dev/null 2>&1 || true

measure() { # label dir
  local label="$1" dir="$2"
  python3 - "$BIN" "$dir" "$label" "$RUNS" <<'PY'
import os, subprocess, sys, time, statistics, json, re

binary, site, label, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

def tree_rss(root):
    # sum of RSS over root and all its descendants (kB)
    children = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            with open(f'/proc/{pid}/stat') as f:
                ppid = int(f.read().rsplit(')', 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(pid))
        except (OSError, ValueError, IndexError):
            pass
    total, largest, stack = 0, 0, [root]
    while stack:
        pid = stack.pop()
        try:
            with open(f'/proc/{pid}/status') as f:
                m = re.search(r'VmRSS:\s+(\d+)', f.read())
            rss = int(m.group(1)) if m else 0
        except OSError:
            rss = 0
        total += rss
        largest = max(largest, rss)
        stack.extend(children.get(pid, []))
    return total, largest

walls, trees, largests, routes = [], [], [], 0
for _ in range(runs):
    start = time.monotonic()
    p = subprocess.Popen([binary, 'build', '--plain', site], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    peak_tree = peak_largest = 0
    while p.poll() is None:
        t, l = tree_rss(p.pid)
        peak_tree, peak_largest = max(peak_tree, t), max(peak_largest, l)
        time.sleep(0.02)
    wall = time.monotonic() - start
    out = p.stdout.read()
    if p.returncode != 0:
        print(out)
        sys.exit(f'{label}: build failed')
    routes = int(re.search(r'built (\d+) routes', out).group(1))
    walls.append(wall); trees.append(peak_tree); largests.append(peak_largest)

wall = statistics.median(walls)
print(f"{label}: {routes} routes, wall {wall:.2f} s (median of {runs}: {', '.join(f'{w:.2f}' for w in walls)}), "
      f"{routes / wall:.0f} pages/s, peak RSS {max(largests) / 1024:.0f} MiB (largest process), "
      f"{max(trees) / 1024:.0f} MiB (whole process tree)")
PY
}

echo "ferrosaurus $( "$BIN" --version ) on $(nproc) cores"
measure "site/" "$PWD/site"
measure "corpus N=$N" "$WORK/corpus"
