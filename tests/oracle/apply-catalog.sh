#!/usr/bin/env bash
# Checks that REAL Puppet 7.23 applies the catalogs pp compiles, and applies them the way it applies its own:
# for each manifest, `pp compile` and `puppet catalog compile` (shared/oracle/oracle-catalog.sh) each make a
# catalog, `puppet apply --catalog --noop` (isolated, nothing changes on the machine) applies both, and the
# two runs must print the same log lines with no error. Needs Puppet (shared/corpus/install-corpus.sh); not
# part of ctest, which must not need Ruby.
#
# usage: tests/oracle/apply-catalog.sh [MANIFEST.pp...]
#   default: a spread of tests/golden/catalog/ cases, a generated 1000-resource manifest
#   (shared/oracle/gen-big.py) and corpus classes pp compiles like Puppet (tests/golden/modules/PASSING).
# Exit status: 0 when every manifest passes, 1 otherwise.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
shared=${PP_SHARED:-$repo/../shared}
pp=${PP:-$repo/build/release/cli/pp}
[ -x "$pp" ] || { echo "apply-catalog: no pp at $pp (build the release preset)" >&2; exit 2; }
command -v puppet >/dev/null || { echo "apply-catalog: puppet is not installed" >&2; exit 2; }
export ORACLE_CERTNAME=pp.example.com
# shellcheck source=/dev/null
. "$shared/oracle/oracle-lib.sh"
oracle_init
work=$ORACLE_WORK
cd "$repo"

manifests=("$@")
modulepath=tests/golden/catalog/modules:/usr/share/puppet/modules
if [ ${#manifests[@]} -eq 0 ]; then
  for c in class-inherits class-stage defaults-dynamic-scope define-nested namevar-title-pattern \
           rel-chain rel-collector rel-notify-chain res-basic res-exec-and-package res-host-type \
           res-sensitive res-unicode res-user-group res-values virtual-collect-override; do
    manifests+=("tests/golden/catalog/$c.pp")
  done
  python3 "$shared/oracle/gen-big.py" 1000 --root "$work/big" > "$work/big1000.pp"
  manifests+=("$work/big1000.pp")
  while IFS= read -r c; do
    case $c in ''|'#'*) continue ;; esac
    manifests+=("tests/golden/modules/$c.pp")
  done < tests/golden/modules/PASSING
fi

# apply_catalog CATALOG OUT: puppet apply --catalog --noop in a fresh isolated tree; the log (both streams,
# the run's duration removed) in OUT; returns Puppet's exit status.
apply_catalog() {
  local dir
  dir=$(mktemp -d "$work/apply.XXXXXX")
  local facts
  # the recorded facts (oracle-lib.sh's json facts terminus) rather than facter: faster, and no sandbox noise
  mapfile -t facts < <(oracle_facts_args "$dir/var/client_data/facts" true)
  puppet apply --confdir "$dir/etc" --vardir "$dir/var" --codedir "$dir/code" --logdir "$dir/log" \
    --rundir "$dir/run" --ssldir "$dir/ssl" --publicdir "$dir/public" --cadir "$dir/ca" --color=false \
    "${facts[@]}" --noop --catalog "$1" > "$dir/out" 2>&1
  local rc=$?
  sed -E 's/in [0-9.]+ seconds/in N seconds/' "$dir/out" > "$2"
  return $rc
}

failed=0
for m in "${manifests[@]}"; do
  name=$(basename "$m" .pp)
  if ! "$pp" compile "$m" --modulepath "$modulepath" --certname "$ORACLE_CERTNAME" \
      --facts "$repo/tests/golden/eval/facts.json" -o "$work/$name.pp.json" 2> "$work/$name.pp.err"; then
    echo "FAIL $m: pp compile failed"; sed 's/^/  /' "$work/$name.pp.err"; failed=1; continue
  fi
  if ! "$shared/oracle/oracle-catalog.sh" "$m" tests/golden/catalog/modules > "$work/$name.rb.json" \
      2> "$work/$name.rb.err"; then
    echo "FAIL $m: puppet could not compile it"; sed 's/^/  /' "$work/$name.rb.err"; failed=1; continue
  fi
  apply_catalog "$work/$name.pp.json" "$work/$name.pp.log"
  pp_rc=$?
  apply_catalog "$work/$name.rb.json" "$work/$name.rb.log"
  rb_rc=$?
  if [ $pp_rc -ne 0 ] || grep -q '^Error' "$work/$name.pp.log"; then
    echo "FAIL $m: puppet apply --catalog on pp's catalog (exit $pp_rc)"
    grep '^Error' "$work/$name.pp.log" | head -5 | sed 's/^/  /'
    failed=1
  elif ! diff -u "$work/$name.rb.log" "$work/$name.pp.log" > "$work/$name.diff"; then
    echo "FAIL $m: the apply differs from the one of Puppet's own catalog (exit $rb_rc vs $pp_rc)"
    head -20 "$work/$name.diff" | sed 's/^/  /'
    failed=1
  else
    echo "ok   $m ($(grep -c . "$work/$name.pp.log") log lines, $(grep -c 'noop)' "$work/$name.pp.log") noop changes)"
  fi
done
exit $failed
