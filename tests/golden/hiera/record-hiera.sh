#!/usr/bin/env bash
# Records the expected results of the Hiera golden cases (tests/golden/hiera/<case>/) from REAL Puppet 7.23
# (a test tool, not part of pp). Never edit the recorded files by hand: change or add a case, re-run this
# script and review the diff.
#
# usage: tests/golden/hiera/record-hiera.sh [CASE...]   (default: every case)
#
# A case is a directory holding
#   environments/production/   the environment: hiera.yaml, data/, modules/<m>/{hiera.yaml,data,manifests}
#   hiera.yaml                 the global layer (optional; when absent, --hiera_config names this missing
#                              file and Puppet uses its default configuration, as pp does)
#   lookups                    one `puppet lookup` per line: its flags and keys (words split on blanks)
#   manifest.pp                (optional) compiled with `puppet apply` in the environment
# and gets
#   expected    for each line of `lookups`, with and without --explain: the command, its standard output,
#               standard error and exit status; for manifest.pp, the log lines of `puppet apply` (Notice:
#               Scope(...), Warning:, Error:) and its exit status.
#
# Normalisation (applied by the harness, tests/golden/hiera_golden_test.cpp, too): the case's absolute
# directory is written <CASE>; the timing lines of `puppet apply` are left out.
#
# The node is pp.example.com with the facts of tests/golden/eval/facts.json (a copy of
# shared/oracle/facts-default.json), flattened into tests/golden/hiera/facts.json with clientcert set to
# the node name, as shared/oracle/oracle-lib.sh does for the other oracle scripts.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
[ -f "$shared/oracle/oracle-lib.sh" ] || {
  echo "record-hiera: $shared/oracle/oracle-lib.sh not found (set PP_SHARED)" >&2; exit 2; }
export ORACLE_CERTNAME=pp.example.com
unset ORACLE_FACTS ORACLE_FACTS_REPLACE ORACLE_LIVE_FACTS
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^FACTER_' || true)
# shellcheck source=/dev/null
. "$shared/oracle/oracle-lib.sh"
oracle_init

ruby -rjson -e '
  d = JSON.parse(File.read(ARGV[0]))
  v = d.is_a?(Hash) && d["values"].is_a?(Hash) ? d["values"] : d
  v["clientcert"] = ENV["ORACLE_CERTNAME"]
  v["clientnoop"] = false
  File.write(ARGV[1], JSON.pretty_generate(v) + "\n")
' "$repo/tests/golden/eval/facts.json" "$here/facts.json"

cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  mapfile -t cases < <(find "$here" -mindepth 1 -maxdepth 1 -type d | LC_ALL=C sort)
fi

for c in "${cases[@]}"; do
  dir=$(cd "$c" && pwd)
  name=$(basename "$dir")
  out="$dir/expected.new"
  : > "$out"
  common=("${ORACLE_ISO[@]}" --environmentpath "$dir/environments" --hiera_config "$dir/hiera.yaml"
          --facts "$here/facts.json" --node pp.example.com --certname pp.example.com)
  if [ -f "$dir/lookups" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      [ -n "$line" ] || continue
      case $line in \#*) continue ;; esac
      for explain in "" "--explain"; do
        # shellcheck disable=SC2206  # the line's words are the arguments
        words=($line)
        set +e
        puppet lookup "${common[@]}" $explain "${words[@]}" > "$ORACLE_WORK/stdout" 2> "$ORACLE_WORK/stderr"
        status=$?
        set -e
        {
          echo "=== lookup ${explain:+$explain }$line"
          echo "--- stdout"
          sed "s#$dir#<CASE>#g" "$ORACLE_WORK/stdout"
          echo "--- stderr"
          sed "s#$dir#<CASE>#g" "$ORACLE_WORK/stderr"
          echo "--- exit $status"
        } >> "$out"
      done
    done < "$dir/lookups"
  fi
  if [ -f "$dir/manifest.pp" ]; then
    mapfile -t factargs < <(ORACLE_FACTS="$here/facts.json" ORACLE_FACTS_REPLACE=1 \
                              oracle_facts_args "$ORACLE_WORK/var/client_data/facts")
    set +e
    puppet apply "${ORACLE_ISO[@]}" "${factargs[@]}" --environmentpath "$dir/environments" \
      --hiera_config "$dir/hiera.yaml" "$dir/manifest.pp" > "$ORACLE_WORK/stdout" 2>&1
    status=$?
    set -e
    {
      echo "=== apply manifest.pp"
      echo "--- log"
      grep -E '^(Notice: Scope\(|Warning: |Error: )' "$ORACLE_WORK/stdout" | sed "s#$dir#<CASE>#g" || true
      echo "--- exit $status"
    } >> "$out"
  fi
  if [ -f "$dir/expected" ] && cmp -s "$out" "$dir/expected"; then
    rm "$out"
  else
    mv "$out" "$dir/expected"
    echo "record-hiera: wrote $name/expected" >&2
  fi
done
