#!/usr/bin/env bash
# Compiles the generated manifests of gen-big.py (1k and 10k plain resources, each with 300 relationships
# and 1000 instances of a defined type) with `pp compile` and with real `puppet catalog compile`, same run,
# and prints the best wall time and the peak memory of each, the ratio, and whether both catalogs hold the
# same resources and edges. A benchmark, not a test.
#
# usage: bench/compile.sh [--runs R] [--sizes "1000 10000"] [--pp PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/lib.sh"
shared=${PP_SHARED:-$root/../shared}
runs=3
sizes="1000 10000"
pp=$root/build/release/cli/pp
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    *) echo "usage: $0 [--runs R] [--sizes \"1000 10000\"] [--pp PATH]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
command -v puppet >/dev/null || { echo "puppet is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
gen=$shared/oracle/gen-big.py
facts=$shared/oracle/facts-default.json
[ -f "$gen" ] && [ -f "$facts" ] || { echo "missing $gen or $facts" >&2; exit 1; }
work=$(mktemp -d /tmp/pp-bench-compile.XXXXXX)
trap 'rm -rf "$work"' EXIT
cert=bench.example.com
mkdir -p "$work/empty" "$work/var/server_data/facts"
server_facts "$facts" "$cert" > "$work/var/server_data/facts/$cert.json"
iso=(--confdir "$work/etc" --vardir "$work/var" --codedir "$work/code" --logdir "$work/log" --rundir "$work/run"
     --ssldir "$work/ssl" --publicdir "$work/public" --cadir "$work/ca" --color=false)

# best CMD...: runs CMD $runs times (stdout to $work/out), prints "SECONDS PEAK_KB" of the fastest run.
best() {
  local best="" mem="" i t m
  for ((i = 0; i < runs; i++)); do
    local start=$EPOCHREALTIME # microseconds; /usr/bin/time's %e has only 10 ms, it gives the peak RSS
    /usr/bin/time -f '%M' -o "$work/t" "$@" > "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    t=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.3f", b - a }')
    read -r m < "$work/t"
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=$t; mem=$m; fi
  done
  echo "$best $mem"
}


echo "best of $runs runs each; peak RSS from /usr/bin/time"
for n in $sizes; do
  python3 "$gen" "$n" --root "$work/tree" > "$work/big$n.pp"
  read -r pt pm < <(best "$pp" compile "$work/big$n.pp" --modulepath "$work/empty" --certname "$cert" \
    --facts "$work/var/server_data/facts/$cert.json" -o "$work/pp$n.json")
  ps=$(summary "$work/pp$n.json")
  read -r rt rm < <(best puppet catalog compile "$cert" "${iso[@]}" --manifest "$work/big$n.pp" \
    --modulepath "$work/empty" --facts_terminus json --render-as json --log_level warning)
  cp "$work/out" "$work/rb$n.json"
  rs=$(summary "$work/rb$n.json")
  echo "big$n ($(wc -l < "$work/big$n.pp") lines)"
  printf '  pp:     %6.3f s  %7d KB  %s\n' "$pt" "$pm" "$ps"
  printf '  puppet: %6.3f s  %7d KB  %s\n' "$rt" "$rm" "$rs"
  awk -v p="$pt" -v r="$rt" -v a="$pm" -v b="$rm" \
    'BEGIN { printf "  ratio: pp is %.1fx faster and uses %.1fx less memory\n", (p > 0 ? r / p : 0), (a > 0 ? b / a : 0) }'
  [ "$ps" = "$rs" ] || echo "  WARNING: the catalogs differ"
done
