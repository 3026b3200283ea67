#!/usr/bin/env bash
# Evaluates an expression-heavy manifest (N iterations of map/filter/reduce over small hashes, string
# interpolation and arithmetic) with `pp apply` and with real `puppet apply`, same run, and prints both
# times and the ratio. A benchmark, not a test.
#
# usage: bench/eval.sh [--n N] [--runs R] [--pp PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${PP_SHARED:-$root/../shared}
n=100000
runs=3
pp=$root/build/release/cli/pp
while [ $# -gt 0 ]; do
  case $1 in
    --n) n=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    *) echo "usage: $0 [--n N] [--runs R] [--pp PATH]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
command -v puppet >/dev/null || { echo "puppet is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
work=$(mktemp -d /tmp/pp-bench-eval.XXXXXX)
trap 'rm -rf "$work"' EXIT
cat > "$work/eval.pp" <<PP
\$n = $n
\$records = \$n.map |\$i| { { 'id' => \$i, 'name' => "node\${i}", 'weight' => \$i % 7 } }
\$heavy = \$records.filter |\$r| { \$r['weight'] > 3 }
\$total = \$heavy.reduce(0) |\$memo, \$r| { \$memo + \$r['weight'] * 2 - 1 }
\$names = \$heavy.map |\$r| { "\${r['name']}.example.com" }
\$long = \$names.filter |\$s| { \$s =~ /^node[0-9]*7\\./ }
notice(\$total, \$names[-1], \$long[0])
PP
mkdir -p "$work/empty"
iso=(--confdir "$work/etc" --vardir "$work/var" --codedir "$work/code" --logdir "$work/log" --rundir "$work/run"
     --ssldir "$work/ssl" --publicdir "$work/public" --modulepath "$work/empty" --certname bench.example.com
     --facts_terminus memory --noop --color false)
best() {
  local best="" i t
  for ((i = 0; i < runs; i++)); do
    local start=$EPOCHREALTIME # microseconds; /usr/bin/time's %e has only 10 ms
    "$@" > "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    t=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.3f", b - a }')
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=$t; fi
  done
  echo "$best"
}
# Puppet runs with the memory facts terminus (no facter); pp gets the same empty fact set, not its built-in
# collection
echo '{}' > "$work/facts.json"
pp_t=$(best "$pp" apply --facts "$work/facts.json" "$work/eval.pp")
pp_out=$(grep Notice "$work/out" || true)
rb_t=$(best puppet apply "${iso[@]}" "$work/eval.pp")
rb_out=$(grep -h Notice "$work/out" "$work/err" | grep Scope || true)
echo "manifest: $n iterations of map/filter/reduce over hashes; best of $runs runs each"
echo "pp:     ${pp_t} s   ${pp_out}"
echo "puppet: ${rb_t} s   ${rb_out}"
awk -v p="$pp_t" -v r="$rb_t" 'BEGIN { printf "ratio: pp is %.1fx faster\n", (p > 0 ? r / p : 0) }'
[ "$pp_out" = "$rb_out" ] || echo "WARNING: outputs differ"
