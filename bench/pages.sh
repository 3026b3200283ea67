#!/usr/bin/env bash
# The memory a command makes the system allocate, in MB: the growth of /proc/vmstat's pgalloc_normal (4 KB
# pages; a transparent huge page counts 512) while it runs, median and range of N runs. Unlike a process's
# peak RSS, it counts memory given back and populated again, and pages populated but never touched; and
# unlike a time, it hardly depends on the machine's state (on the VM pp is benchmarked on, a fresh page
# costs 0.5 to 10 us depending on what ran before). The counter is the whole system's: run it on an idle
# machine. A benchmark: it asserts nothing.
#
# usage: bench/pages.sh [--runs N] [--fresh DIR] -- COMMAND...
#   --fresh DIR: removes DIR before each run (a parse cache directory, for a cold run)
# e.g.   XDG_CACHE_HOME=/tmp/c bench/pages.sh --fresh /tmp/c -- build/release/cli/pp compile site.pp -o /dev/null
set -euo pipefail
runs=7
fresh=
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --fresh) fresh=$2; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: $0 [--runs N] [--fresh DIR] -- COMMAND..." >&2; exit 64; }
[ -r /proc/vmstat ] || { echo "no /proc/vmstat" >&2; exit 1; }
allocated() { awk '$1 == "pgalloc_normal" { print $2 }' /proc/vmstat; }
results=()
for ((i = 0; i < runs; i++)); do
  [ -n "$fresh" ] && rm -rf "$fresh"
  before=$(allocated)
  "$@" > /dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
  after=$(allocated)
  results+=("$((after - before))")
done
printf '%s\n' "${results[@]}" | sort -n | awk -v n="$runs" '
  { v[NR] = $1 * 4 / 1024 }
  END { printf "%.1f MB allocated (median of %d runs; %.1f to %.1f)\n", v[int((n + 1) / 2)], n, v[1], v[n] }'
