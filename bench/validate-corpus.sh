#!/usr/bin/env bash
# Validates the whole module corpus with pp and with real Puppet (`puppet parser validate`), one process
# each, in the same run, and prints both times, the ratio, pp's throughput and both peak memories.
#
# usage: bench/validate-corpus.sh [--runs N] [--pp PATH]
# Needs: a release build of pp (cmake --preset release && cmake --build --preset release), and Puppet +
# corpus (sh ../shared/corpus/install-corpus.sh). A benchmark, not a test: it asserts nothing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${PP_SHARED:-$root/../shared}
runs=5
pp=$root/build/release/cli/pp
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--pp PATH]" >&2; exit 64 ;;
  esac
done
list=$shared/corpus/corpus-files.txt
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
command -v puppet >/dev/null || { echo "puppet is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
mapfile -t files < "$list"
bytes=$(cat "${files[@]}" | wc -c)
work=$(mktemp -d /tmp/pp-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
iso=(--confdir "$work/etc" --vardir "$work/var" --codedir "$work/code" --logdir "$work/log"
     --rundir "$work/run" --ssldir "$work/ssl" --publicdir "$work/public" --modulepath "$work/empty")
mkdir -p "$work/empty"

# best-of-N wall time and the peak RSS of that run, via GNU time
measure() {
  local best="" mem="" i t m
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f '%e %M' -o "$work/t" "$@" > /dev/null 2> "$work/err" || { cat "$work/err" >&2; echo "command failed: $*" >&2; exit 1; }
    read -r t m < "$work/t"
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=$t; mem=$m; fi
  done
  echo "$best $mem"
}

read -r pp_t pp_m < <(measure "$pp" parser validate "${files[@]}")
read -r rb_t rb_m < <(measure puppet parser validate "${iso[@]}" "${files[@]}")
awk -v n="${#files[@]}" -v bytes="$bytes" -v pt="$pp_t" -v pm="$pp_m" -v rt="$rb_t" -v rm="$rb_m" -v runs="$runs" 'BEGIN {
  printf "corpus: %d files, %.2f MB; best of %d runs each\n", n, bytes / 1e6, runs
  printf "pp parser validate:     %6.3f s  %6.1f MB/s  peak %6.1f MB\n", pt, (pt > 0 ? bytes / 1e6 / pt : 0), pm / 1024
  printf "puppet parser validate: %6.3f s  %6.1f MB/s  peak %6.1f MB\n", rt, (rt > 0 ? bytes / 1e6 / rt : 0), rm / 1024
  printf "ratio: pp is %.1fx faster\n", (pt > 0 ? rt / pt : 0)
}'
