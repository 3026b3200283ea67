#!/usr/bin/env bash
# Records the expected graphs of tests/golden/graph/ from REAL Puppet 7.23 (a
# test tool, not part of pp). Never edit the recorded files by hand: change or
# add a case, re-run this script and review the diff.
#
# usage: tests/golden/record-graph.sh [CASE.pp...]   (default: every case)
#
# Each case NAME.pp is applied with
#   puppet apply --noop --graph --graphdir DIR NAME.pp
# through shared/oracle/oracle-apply.sh (throwaway confdir/vardir, node
# pp.example.com, the facts of shared/oracle/facts-default.json) and gives
# (only when the content changes):
#   NAME.resources.dot               Puppet's three graph files, as written
#   NAME.relationships.dot
#   NAME.expanded_relationships.dot
#   NAME.cycles.dot                  when the graph has a cycle
#   NAME.order      ok-*: the order Puppet evaluated the notify resources in
#                   (the Notify[...] of each "/message: current_value" line)
#   NAME.err        fail-*: Puppet's error lines without --graph
#   NAME.graph.err  fail-*: the same run with --graph; the graph directory is
#                   written @GRAPHDIR@
# Warnings (e.g. about exported resources) are left out of the .err files.
#
# Only notify resources are used: they have no auto relationships, which pp's
# graph leaves to the applier.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
apply=$shared/oracle/oracle-apply.sh
[ -x "$apply" ] || { echo "record-graph: $apply not found (set PP_SHARED)" >&2; exit 2; }
export ORACLE_CERTNAME=pp.example.com ORACLE_BASE_MODULEPATH=
unset ORACLE_FACTS ORACLE_FACTS_REPLACE ORACLE_LIVE_FACTS
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^FACTER_' || true)

cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  mapfile -t cases < <(find "$here/graph" -maxdepth 1 -type f -name '*.pp' | LC_ALL=C sort)
fi
[ ${#cases[@]} -gt 0 ] || { echo "record-graph: no cases" >&2; exit 2; }

work=$(mktemp -d /tmp/pp-record-graph.XXXXXX)
trap 'rm -rf "$work"' EXIT

# put FILE: replace $2 with the content of $1 when it differs
put() { if ! cmp -s "$1" "$2"; then cp "$1" "$2"; echo "  wrote $(basename "$2")"; fi; }

# Error lines and the lines that continue them (the cycle message spans two lines)
errors() { awk '/^[A-Z][a-z]+: /{keep = /^Error: /} keep' "$1"; }

for pp in "${cases[@]}"; do
  pp=$(realpath "$pp")
  dir=$(dirname "$pp")
  name=$(basename "$pp" .pp)
  echo "$name"
  g=$work/$name
  rm -rf "$g"
  mkdir -p "$g"
  set +e
  "$apply" --noop --graph "$g/dot" "$pp" > "$g/out" 2> "$g/err"
  rc=$?
  set -e
  for f in resources relationships expanded_relationships cycles; do
    if [ -f "$g/dot/$f.dot" ]; then put "$g/dot/$f.dot" "$dir/$name.$f.dot"; fi
  done
  case $name in
    ok-*)
      [ $rc -eq 0 ] || { echo "record-graph: $name: puppet exited $rc" >&2; cat "$g/err" >&2; exit 1; }
      grep -o 'Notify\[[^]]*\]/message: current_value' "$g/out" | sed 's|/message: current_value$||' \
        > "$g/order" || true
      put "$g/order" "$dir/$name.order"
      ;;
    fail-*)
      [ $rc -eq 1 ] || { echo "record-graph: $name: puppet exited $rc, not 1" >&2; exit 1; }
      errors "$g/err" | sed "s|$g/dot|@GRAPHDIR@|g" > "$g/graph.err"
      put "$g/graph.err" "$dir/$name.graph.err"
      set +e
      "$apply" --noop "$pp" > "$g/out2" 2> "$g/err2"
      set -e
      errors "$g/err2" > "$g/plain.err"
      put "$g/plain.err" "$dir/$name.err"
      ;;
  esac
done
