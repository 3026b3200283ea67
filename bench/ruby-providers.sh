#!/usr/bin/env bash
# `pp apply --noop` against `puppet apply --noop`, same run, on 1,000 resources of a type whose provider is a
# module's Ruby: nova_config (nova's openstackconfig provider over openstacklib's ini code), with half of them
# present in /etc/nova/nova.conf with another value, then with an empty nova.conf. pp runs the provider in its embedded
# Ruby; both are given the same facts file. Prints the best wall time and the peak memory of each, the
# ratio, and whether both printed the same noop lines. A benchmark, not a test.
#
# nova_config's file is /etc/nova/nova.conf, always: the script writes one there for the run and puts back
# what was there before (nothing, on a machine without nova).
#
# usage: bench/ruby-providers.sh [--runs R] [--count N] [--pp PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${PP_SHARED:-$root/../shared}
runs=3
count=1000
modules=/usr/share/puppet/modules
pp=$root/build/release/cli/pp
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    *) echo "usage: $0 [--runs R] [--count N] [--pp PATH]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
command -v puppet >/dev/null || { echo "puppet is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
[ -d "$modules/nova" ] && [ -d "$modules/openstacklib" ] ||
  { echo "the module corpus is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
facts=$shared/oracle/facts-default.json
[ -f "$facts" ] || { echo "missing $facts" >&2; exit 1; }
work=$(mktemp -d /tmp/pp-bench-ruby.XXXXXX)
conf=/etc/nova/nova.conf
saved=''
if [ -e "$conf" ]; then saved=$work/nova.conf.saved; cp -p "$conf" "$saved"; fi
made_dir=''
[ -d /etc/nova ] || { mkdir -p /etc/nova; made_dir=1; }
restore() {
  if [ -n "$saved" ]; then cp -p "$saved" "$conf"; else rm -f "$conf"; fi
  [ -n "$made_dir" ] && rmdir /etc/nova 2>/dev/null || true
  rm -rf "$work"
}
trap restore EXIT
cert=bench.example.com
mkdir -p "$work/var/client_data/facts"
python3 - "$facts" "$cert" > "$work/var/client_data/facts/$cert.json" <<'PY'
import json, sys
values = json.load(open(sys.argv[1]))
values = values.get("values", values) if "name" in values else values
values["clientcert"] = sys.argv[2]
json.dump({"name": sys.argv[2], "values": values}, sys.stdout)
PY
# the manifest, and a nova.conf holding every other key with another value
python3 - "$count" "$work/site.pp" "$conf" <<'PY'
import sys
n, manifest, conf = int(sys.argv[1]), sys.argv[2], sys.argv[3]
sections = ["DEFAULT", "api", "database", "glance", "keystone_authtoken", "neutron", "oslo_messaging_rabbit", "vnc"]
with open(manifest, "w") as m, open(conf, "w") as c:
    by_section = {}
    for i in range(n):
        s = sections[i % len(sections)]
        m.write(f"nova_config {{ '{s}/option_{i}': value => 'want_{i}' }}\n")
        if i % 2 == 0:
            by_section.setdefault(s, []).append(f"option_{i}=have_{i}")
    for s, lines in by_section.items():
        c.write(f"[{s}]\n" + "\n".join(lines) + "\n")
PY
iso() { # the isolation flags of shared/oracle/oracle-lib.sh, under $1
  echo --confdir "$1/etc" --vardir "$1/var" --codedir "$1/code" --logdir "$1/log" --rundir "$1/run" \
    --ssldir "$1/ssl" --publicdir "$1/public" --cadir "$1/ca" --color=false
}
best() { # CMD...: runs CMD $runs times, prints "SECONDS PEAK_KB" of the fastest run
  local best="" mem="" i t m start
  for ((i = 0; i < runs; i++)); do
    start=$EPOCHREALTIME
    /usr/bin/time -f '%M' -o "$work/t" "$@" > "$work/out" 2> "$work/err" || true
    t=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.3f", b - a }')
    read -r m < "$work/t"
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=$t; mem=$m; fi
  done
  echo "$best $mem"
}
echo "best of $runs runs each; peak RSS from /usr/bin/time"
# two files: half the keys there with other values (the provider re-reads the file for every resource, so
# its own Ruby dominates), and an empty one (what running a Ruby provider costs)
cp "$conf" "$work/half.conf"
for variant in half empty; do
  if [ $variant = half ]; then cp "$work/half.conf" "$conf"; else : > "$conf"; fi
  before=$(sha256sum "$conf")
  read -r pt pm < <(best "$pp" apply --noop --vardir "$work/ppvar" --modulepath "$modules" --certname "$cert" \
    --facts "$work/var/client_data/facts/$cert.json" "$work/site.pp")
  grep 'noop)$' "$work/out" | sort > "$work/pp.lines" || true
  read -r rt rm < <(best puppet apply --noop $(iso "$work") --modulepath "$modules" --certname "$cert" \
    --facts_terminus json "$work/site.pp")
  sed 's/\x1b\[[0-9;]*m//g' "$work/out" | grep 'noop)$' | sort > "$work/rb.lines" || true
  echo "noop, $count nova_config resources, $variant nova.conf ($(wc -l < "$work/pp.lines") noop lines from pp, $(wc -l < "$work/rb.lines") from Puppet)"
  printf '  pp:     %6.3f s  %7d KB\n' "$pt" "$pm"
  printf '  puppet: %6.3f s  %7d KB\n' "$rt" "$rm"
  awk -v p="$pt" -v r="$rt" -v a="$pm" -v b="$rm" \
    'BEGIN { printf "  ratio: pp is %.1fx faster and uses %.1fx less memory\n", (p > 0 ? r / p : 0), (a > 0 ? b / a : 0) }'
  if cmp -s "$work/pp.lines" "$work/rb.lines"; then echo "  same noop lines"; else
    echo "  DIFFERENT noop lines:"; diff "$work/rb.lines" "$work/pp.lines" | head -10; fi
  [ "$before" = "$(sha256sum "$conf")" ] || echo "  WARNING: a --noop run changed $conf"
done
