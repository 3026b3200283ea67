#!/usr/bin/env bash
# Records tests/golden/templates/corpus.jsonl from REAL Puppet 7.23 (a test
# tool, not part of pp): every ERB rendering Puppet makes while compiling
# `include CLASS` for the classes of the module corpus (/usr/share/puppet/modules)
# with the facts of tests/golden/eval/facts.json and the node pp.example.com,
# with the bindings the template read (record-erb-corpus.rb documents the
# format). tests/unit/erb/erb_corpus_test.cpp replays the records through
# pp_erb. Classes that fail to compile still count for the renderings made
# before the failure.
#
# usage: tests/golden/templates/record-erb-corpus.sh [CLASS...]
#        (default: the classes of tests/golden/modules/*.pp, then every class
#        defined under the corpus modules' manifests/)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
[ -f "$shared/oracle/oracle-lib.sh" ] || {
  echo "record-erb-corpus: $shared/oracle/oracle-lib.sh not found (set PP_SHARED)" >&2; exit 2; }
export ORACLE_CERTNAME=pp.example.com
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^FACTER_' || true)
# shellcheck source=/dev/null
. "$shared/oracle/oracle-lib.sh"
modulepath=/usr/share/puppet/modules
[ -d "$modulepath/stdlib" ] || { echo "record-erb-corpus: the module corpus is not installed" >&2; exit 2; }

cd "$repo"
classes=("$@")
if [ ${#classes[@]} -eq 0 ]; then
  mapfile -t classes < <(
    { sed -n 's/^include \([a-z0-9_:]*\)$/\1/p' tests/golden/modules/*.pp | LC_ALL=C sort -u
      find -L "$modulepath" -path '*/manifests/*' -name '*.pp' -print0 | LC_ALL=C sort -z |
        xargs -0 sed -n 's/^class \([a-z][a-z0-9_:]*\).*/\1/p'
    } | awk '!seen[$0]++')
fi
oracle_init
ruby "$here/record-erb-corpus.rb" --work "$ORACLE_WORK/rec" --facts tests/golden/eval/facts.json \
  --certname "$ORACLE_CERTNAME" --modulepath "$modulepath" --out "$here/corpus.jsonl" "${classes[@]}"
