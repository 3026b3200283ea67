#!/usr/bin/env bash
# `--graph --graphdir` on `pp apply` and `pp compile`, and the cycle errors of `pp apply`, against the
# files tests/golden/record-graph.sh recorded from real Puppet.
# usage: graph_cli_test.sh PP GOLDEN_DIR
set -uo pipefail
pp=$1
golden=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
same() { cmp -s "$1" "$2" || { diff "$1" "$2" | head -20; false; }; }

"$pp" apply --vardir "$work/var" --graph --graphdir "$work/ok" "$golden/ok-basic.pp" > "$work/out" 2> "$work/err"; rc=$?
check "apply --graph exits 0 without a cycle" '[ $rc -eq 0 ]'
for f in resources relationships expanded_relationships; do
  check "apply writes Puppet's $f.dot" 'same "$golden/ok-basic.$f.dot" "$work/ok/$f.dot"'
done
check "no cycles.dot without a cycle" '[ ! -e "$work/ok/cycles.dot" ]'

"$pp" apply --vardir "$work/var" --graph --graphdir "$work/cyc" "$golden/fail-cycle-two.pp" > "$work/out" 2> "$work/err"; rc=$?
check "a cycle fails apply with exit 1" '[ $rc -eq 1 ]'
sed "s|$work/cyc|@GRAPHDIR@|g" "$work/err" > "$work/err.norm"
check "the cycle errors are Puppet's (with --graph)" 'same "$golden/fail-cycle-two.graph.err" "$work/err.norm"'
check "cycles.dot is Puppet's" 'same "$golden/fail-cycle-two.cycles.dot" "$work/cyc/cycles.dot"'
check "the dot files are written before the cycle is found" \
  'same "$golden/fail-cycle-two.expanded_relationships.dot" "$work/cyc/expanded_relationships.dot"'

"$pp" apply --vardir "$work/var" "$golden/fail-cycle-classes.pp" > "$work/out" 2> "$work/err"; rc=$?
check "the cycle errors are Puppet's (without --graph)" '[ $rc -eq 1 ] && same "$golden/fail-cycle-classes.err" "$work/err"'

(cd "$work" && "$pp" apply --vardir "$work/var" --graph "$golden/ok-empty.pp" > /dev/null 2>&1); rc=$?
check "the default graph directory is ./graphs" '[ $rc -eq 0 ] && same "$golden/ok-empty.resources.dot" "$work/graphs/resources.dot"'

"$pp" compile --graph --graphdir "$work/comp" "$golden/fail-cycle-self.pp" > "$work/catalog.json" 2> "$work/err"; rc=$?
check "compile does not look for cycles" '[ $rc -eq 0 ] && [ -s "$work/catalog.json" ]'
check "compile writes the three dot files" \
  '[ -f "$work/comp/resources.dot" ] && [ -f "$work/comp/relationships.dot" ] && [ -f "$work/comp/expanded_relationships.dot" ]'
check "compile graphs the compiled catalog (no default schedules)" \
  '! grep -q "Schedule\[puppet\]" "$work/comp/resources.dot" && grep -q "\"Notify\[self\]\" -> \"Notify\[self\]\"" "$work/comp/relationships.dot"'

mkdir "$work/plain"
(cd "$work/plain" && "$pp" compile "$golden/ok-basic.pp" > /dev/null 2>&1 && "$pp" apply --vardir "$work/var" "$golden/ok-basic.pp" > /dev/null 2>&1); rc=$?
check "without --graph nothing is written" '[ $rc -eq 0 ] && [ -z "$(ls -A "$work/plain")" ]'

echo "cli graph: $pass passed, $fails failed"
[ $fails -eq 0 ]
