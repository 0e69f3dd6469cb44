#!/usr/bin/env bash
# The depth the top level's search (95 %, one thread unless told) reaches in one second at each
# stage of the midgame, on the 32 positions of benches/midgame-stages.obf (plies 12, 20, 28 and 36
# of eight games of a top-level match): mean, range and mean time used by disc count.
#   scripts/depth.sh [BINARY [THREADS]]   (default target/release/minimax-arcade, 1 thread)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/minimax-arcade}
threads=${2:-1}
while read -r position; do
  discs=$(echo "$position" | cut -c1-64 | tr -cd 'XO' | wc -c)
  out=$("$bin" analyze --position "$position" --depth 60 --time-ms 1000 --selectivity 95 \
    --exact-empties 0 --threads "$threads" --best-only --json)
  depth=$(echo "$out" | grep -o '"depth":[0-9]*' | head -1 | cut -d: -f2)
  seconds=$(echo "$out" | grep -o '"seconds":[0-9.]*' | head -1 | cut -d: -f2)
  echo "$discs $depth $seconds"
done < benches/midgame-stages.obf | awk '
  { n[$1]++; sum[$1] += $2; time[$1] += $3
    if (!($1 in low) || $2 < low[$1]) low[$1] = $2
    if ($2 > high[$1]) high[$1] = $2 }
  END { for (k in n) printf "%s discs: depth %.2f (%d-%d), %.2f s\n", k, sum[k] / n[k], low[k], high[k], time[k] / n[k] }' | sort -n
