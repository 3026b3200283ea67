#!/usr/bin/env bash
# Records the expected catalogs of tests/golden/catalog/ from REAL Puppet 7.23
# (a test tool, not part of pp). Never edit the recorded files by hand: change
# or add a case, re-run this script and review the diff.
#
# usage: tests/golden/record-catalog.sh [CASE.pp...]   (default: every case)
#        tests/golden/record-catalog.sh --modules [CASE.pp...]
#
# --modules records tests/golden/modules/ instead: `include CLASS` cases for the
# corpus classes real Puppet compiles, with the modulepath
# /usr/share/puppet/modules (the Debian module corpus), the facts of
# tests/golden/modules/facts.json (the default facts plus the corpus's external
# and custom facts, recorded by tests/golden/modules/record-facts.sh) and the
# global Hiera configuration tests/golden/modules/hiera/hiera.yaml, whose data
# gives the classes that need them values for their required parameters.
#
# For each case NAME.pp it writes (only when the content changes):
#   NAME.out   what `puppet apply` prints while compiling (log lines and the
#              error, as tests/golden/record-eval.sh records them)
#   NAME.exit  0, or 1 when the compile fails
#   NAME.json  when it compiles: the catalog as Puppet's catalog JSON
#              (catalog_format 2), pretty-printed
#
# Normalisation (documented here and applied by the harness,
# tests/golden/catalog_golden_test.cpp): the volatile keys version, code_id and
# catalog_uuid are left out; file paths are relative to the repository root.
#
# The node is pp.example.com with the facts of shared/oracle/facts-default.json
# (the copy in tests/golden/eval/facts.json), the modulepath is
# tests/golden/catalog/modules (modules written for these cases). One Ruby
# process compiles every case (tests/golden/oracle-eval.rb --catalog).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
[ -f "$shared/oracle/oracle-lib.sh" ] || {
  echo "record-catalog: $shared/oracle/oracle-lib.sh not found (set PP_SHARED)" >&2; exit 2; }
export ORACLE_CERTNAME=pp.example.com
unset ORACLE_FACTS ORACLE_FACTS_REPLACE ORACLE_LIVE_FACTS
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^FACTER_' || true)
# shellcheck source=/dev/null
. "$shared/oracle/oracle-lib.sh"

cd "$repo"
dir=tests/golden/catalog
modulepath=tests/golden/catalog/modules
facts=tests/golden/eval/facts.json
hiera=()
if [ "${1:-}" = --modules ]; then
  shift
  dir=tests/golden/modules
  modulepath=/usr/share/puppet/modules
  facts=tests/golden/modules/facts.json
  hiera=(--hiera_config tests/golden/modules/hiera/hiera.yaml)
  [ -d "$modulepath/stdlib" ] || { echo "record-catalog: the module corpus is not installed" >&2; exit 2; }
fi
cases=()
for c in "$@"; do cases+=("$(realpath -s --relative-to="$repo" "$c")"); done
if [ ${#cases[@]} -eq 0 ]; then
  mapfile -t cases < <(find "$dir" -maxdepth 1 -type f -name '*.pp' | LC_ALL=C sort)
fi
[ ${#cases[@]} -gt 0 ] || { echo "record-catalog: no cases" >&2; exit 2; }

oracle_init
ruby "$here/oracle-eval.rb" --work "$ORACLE_WORK/rec" --facts "$facts" \
  --certname "$ORACLE_CERTNAME" --modulepath "$modulepath" "${hiera[@]}" --catalog --write "${cases[@]}"
