#!/usr/bin/env bash
# `pp apply` against `puppet apply`, same run: the 1k manifest of shared/oracle/gen-big.py with --noop
# (compile, graph, every resource checked, nothing changed), and a real apply creating 1000 files in a
# fresh temp directory, and the start-up cost of `apply -e 'notice(1)'`. Prints the best wall time and the
# peak memory of each, and the ratio. A benchmark, not a test.
#
# usage: bench/apply.sh [--runs R] [--pp PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${PP_SHARED:-$root/../shared}
runs=3
pp=$root/build/release/cli/pp
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    *) echo "usage: $0 [--runs R] [--pp PATH]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
command -v puppet >/dev/null || { echo "puppet is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
gen=$shared/oracle/gen-big.py
facts=$shared/oracle/facts-default.json
[ -f "$gen" ] && [ -f "$facts" ] || { echo "missing $gen or $facts" >&2; exit 1; }
work=$(mktemp -d /tmp/pp-bench-apply.XXXXXX)
trap 'rm -rf "$work"' EXIT
cert=bench.example.com
mkdir -p "$work/empty" "$work/var/client_data/facts"
python3 - "$facts" "$cert" > "$work/var/client_data/facts/$cert.json" <<'PY'
import json, sys
values = json.load(open(sys.argv[1]))
values = values.get("values", values) if "name" in values else values
values["clientcert"] = sys.argv[2]
json.dump({"name": sys.argv[2], "values": values}, sys.stdout)
PY
iso() { # the isolation flags of shared/oracle/oracle-lib.sh, under $1
  echo --confdir "$1/etc" --vardir "$1/var" --codedir "$1/code" --logdir "$1/log" --rundir "$1/run" \
    --ssldir "$1/ssl" --publicdir "$1/public" --cadir "$1/ca" --color=false
}

# best SETUP CMD...: runs SETUP then CMD (timed) $runs times, prints "SECONDS PEAK_KB" of the fastest run.
best() {
  local setup=$1 best="" mem="" i t m start
  shift
  for ((i = 0; i < runs; i++)); do
    eval "$setup"
    start=$EPOCHREALTIME
    /usr/bin/time -f '%M' -o "$work/t" "$@" > "$work/out" 2> "$work/err" || true
    t=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.3f", b - a }')
    read -r m < "$work/t"
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=$t; mem=$m; fi
  done
  echo "$best $mem"
}

report() { # NAME PP_SECONDS PP_KB PUPPET_SECONDS PUPPET_KB
  echo "$1"
  printf '  pp:     %6.3f s  %7d KB\n' "$2" "$3"
  printf '  puppet: %6.3f s  %7d KB\n' "$4" "$5"
  awk -v p="$2" -v r="$4" -v a="$3" -v b="$5" \
    'BEGIN { printf "  ratio: pp is %.1fx faster and uses %.1fx less memory\n", (p > 0 ? r / p : 0), (a > 0 ? b / a : 0) }'
}

echo "best of $runs runs each; peak RSS from /usr/bin/time"

# 1. --noop on the generated 1k manifest (its files under a tree that is never created)
python3 "$gen" 1000 --root "$work/tree" > "$work/big1000.pp"
read -r pt pm < <(best ":" "$pp" apply --noop --vardir "$work/ppvar" --modulepath "$work/empty" --certname "$cert" \
  --facts "$work/var/client_data/facts/$cert.json" "$work/big1000.pp")
cp "$work/out" "$work/pp-noop.out"
read -r rt rm < <(best ":" puppet apply --noop $(iso "$work") --modulepath "$work/empty" --certname "$cert" \
  --facts_terminus json "$work/big1000.pp")
cp "$work/out" "$work/rb-noop.out"
report "noop, big1000 ($(grep -c 'noop)$' "$work/pp-noop.out") noop lines from pp, $(grep -c 'noop)$' "$work/rb-noop.out") from Puppet)" \
  "$pt" "$pm" "$rt" "$rm"
[ -d "$work/tree" ] && echo "  WARNING: a --noop run created files"

# 2. a real apply creating 1000 files
python3 - "$work/files" > "$work/files.pp" <<'PY'
import sys
root = sys.argv[1]
print(f"file {{ '{root}': ensure => directory }}")
for i in range(1000):
    print(f"file {{ '{root}/f{i}': content => \"file {i}\\n\", mode => '0644' }}")
PY
read -r pt pm < <(best "rm -rf '$work/files' '$work/ppvar2'" "$pp" apply --vardir "$work/ppvar2" --modulepath "$work/empty" \
  --certname "$cert" --facts "$work/var/client_data/facts/$cert.json" "$work/files.pp")
ppn=$(find "$work/files" -type f | wc -l)
read -r rt rm < <(best "rm -rf '$work/files'" puppet apply $(iso "$work") --modulepath "$work/empty" \
  --certname "$cert" --facts_terminus json "$work/files.pp")
rbn=$(find "$work/files" -type f | wc -l)
report "apply creating 1000 files (pp made $ppn, Puppet $rbn)" "$pt" "$pm" "$rt" "$rm"

# 3. start-up: the fixed cost of a run that does nothing but log (facts from the same file for both)
read -r pt pm < <(best ":" "$pp" apply --vardir "$work/ppvar3" --modulepath "$work/empty" --certname "$cert" \
  --facts "$work/var/client_data/facts/$cert.json" -e 'notice(1)')
read -r rt rm < <(best ":" puppet apply $(iso "$work") --modulepath "$work/empty" --certname "$cert" \
  --facts_terminus json -e 'notice(1)')
report "start-up, apply -e 'notice(1)'" "$pt" "$pm" "$rt" "$rm"
