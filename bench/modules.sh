#!/usr/bin/env bash
# Compiles `include CLASS` for large classes of the real module corpus (/usr/share/puppet/modules: apache,
# mysql::server and rabbitmq by default) with `pp compile` and with real `puppet catalog compile`, same run,
# and prints the best wall time and the peak memory of each, the ratio, and whether both catalogs hold the
# same resources, parameters and edges. With Ruby plugins in play (of the defaults, keystone::bootstrap
# reads keystone's types through the embedded Ruby, neutron::plugins::ml2 calls neutron's Ruby function
# validate_network_vlan_ranges), it also prints what starting Ruby cost pp in the compile (`--debug`'s
# "Started Ruby"). A benchmark, not a test.
#
# usage: bench/modules.sh [--runs R] [--classes "apache mysql::server rabbitmq"] [--pp PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/lib.sh"
shared=${PP_SHARED:-$root/../shared}
runs=3
classes="apache mysql::server rabbitmq keystone::bootstrap neutron::plugins::ml2"
modules=/usr/share/puppet/modules
pp=$root/build/release/cli/pp
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --classes) classes=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    *) echo "usage: $0 [--runs R] [--classes \"apache mysql::server\"] [--pp PATH]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
command -v puppet >/dev/null || { echo "puppet is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
# the module goldens' facts: the default facts plus the corpus's external and custom facts
facts=$root/tests/golden/modules/facts.json
[ -f "$facts" ] || { echo "missing $facts" >&2; exit 1; }
[ -d "$modules/stdlib" ] || { echo "the module corpus is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
work=$(mktemp -d /tmp/pp-bench-modules.XXXXXX)
trap 'rm -rf "$work"' EXIT
cert=bench.example.com
# the module goldens' Hiera data: values for the classes' required parameters (keystone's passwords...)
hiera=(--hiera_config "$root/tests/golden/modules/hiera/hiera.yaml")
mkdir -p "$work/var/server_data/facts"
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


echo "best of $runs runs each; peak RSS from /usr/bin/time; modulepath $modules"
for cls in $classes; do
  name=${cls//::/__}
  echo "include $cls" > "$work/$name.pp"
  read -r pt pm < <(best "$pp" compile "$work/$name.pp" --modulepath "$modules" --certname "$cert" "${hiera[@]}" \
    --facts "$work/var/server_data/facts/$cert.json" -o "$work/pp-$name.json")
  ps=$(summary "$work/pp-$name.json")
  read -r rt rm < <(best puppet catalog compile "$cert" "${iso[@]}" --manifest "$work/$name.pp" \
    --modulepath "$modules" "${hiera[@]}" --facts_terminus json --render-as json --log_level warning)
  cp "$work/out" "$work/rb-$name.json"
  rs=$(summary "$work/rb-$name.json")
  echo "include $cls"
  printf '  pp:     %6.3f s  %7d KB  %s\n' "$pt" "$pm" "$ps"
  "$pp" compile --debug "$work/$name.pp" --modulepath "$modules" --certname "$cert" "${hiera[@]}" \
    --facts "$work/var/server_data/facts/$cert.json" -o /dev/null 2>&1 | grep "Started Ruby" | sed 's/^Debug: /  pp: /' || true
  printf '  puppet: %6.3f s  %7d KB  %s\n' "$rt" "$rm" "$rs"
  awk -v p="$pt" -v r="$rt" -v a="$pm" -v b="$rm" \
    'BEGIN { printf "  ratio: pp is %.1fx faster and uses %.1fx less memory\n", (p > 0 ? r / p : 0), (a > 0 ? b / a : 0) }'
  [ "$ps" = "$rs" ] || echo "  WARNING: the catalogs differ"
done
