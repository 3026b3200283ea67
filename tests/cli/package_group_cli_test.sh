#!/usr/bin/env bash
# Groupable packages (mgmt's trait): the packages due at one point of the graph are installed by one apt-get
# call, with the same log lines as one call each; when the grouped call fails, each is installed alone and
# only the culprit fails. dpkg-query and apt-get are fakes on PATH over a --provider-root dpkg database.
set -uo pipefail
pp=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }

mkdir -p "$work/root/var/lib/dpkg"
# shellcheck source=fake_apt.sh
. "$(dirname "$0")/fake_apt.sh"
fake_apt "$work/bin"
export FAKE_ROOT=$work/root FAKE_LOG=$work/apt.log FAKE_QUERY_LOG=$work/query.log

run() { # NAME MANIFEST: a fresh database, then pp apply; its lines in $work/NAME.out, apt-get's calls in NAME.calls
  : > "$work/root/var/lib/dpkg/status"
  : > "$FAKE_LOG"
  : > "$FAKE_QUERY_LOG"
  printf '%s\n' "$2" > "$work/$1.pp"
  PATH=$work/bin:$PATH "$pp" apply --provider-root "$work/root" --vardir "$work/var" "$work/$1.pp" \
    > "$work/$1.out" 2>&1
  echo $? > "$work/$1.rc"
  cp "$FAKE_LOG" "$work/$1.calls"
  cp "$FAKE_QUERY_LOG" "$work/$1.queries"
  grep -v '^Notice: Compiled catalog\|^Notice: Applied catalog' "$work/$1.out" > "$work/$1.lines"
}

run grouped "package { ['p1', 'p2', 'p3']: ensure => installed }"
run chained "package { 'p1': ensure => installed } -> package { 'p2': ensure => installed } -> package { 'p3': ensure => installed }"
check "three packages ready together: one apt-get install" \
  '[ "$(wc -l < "$work/grouped.calls")" = 1 ] && grep -q " install p1 p2 p3$" "$work/grouped.calls"'
check "ordered ones: one call each" '[ "$(wc -l < "$work/chained.calls")" = 3 ]'
check "one dpkg-query reads the state of all three, either way" \
  '[ "$(grep -c "Status" "$work/grouped.queries")" = 1 ] && [ "$(grep -c "Status" "$work/chained.queries")" = 1 ]'
check "the same lines either way" \
  'diff "$work/chained.lines" "$work/grouped.lines" && [ "$(grep -c "ensure: created" "$work/grouped.lines")" = 3 ]'
check "all installed" '[ "$(wc -l < "$work/root/var/lib/dpkg/status")" = 3 ]'

run grouped_bad "package { ['p1', 'bad', 'p3']: ensure => installed }"
run chained_bad "package { 'p1': ensure => installed } -> package { 'bad': ensure => installed } package { 'p3': ensure => installed }
Package['p1'] -> Package['p3']"
check "a failing group call is made again one by one" \
  '[ "$(wc -l < "$work/grouped_bad.calls")" = 4 ] && grep -q " install p1 bad p3$" "$work/grouped_bad.calls"'
check "only the culprit fails, with the lines of separate calls" \
  'diff <(sort "$work/chained_bad.lines") <(sort "$work/grouped_bad.lines") && grep -q "Package\[bad\]/ensure: change from .purged. to .present. failed" "$work/grouped_bad.lines"'
check "and the others are installed" \
  '[ "$(cut -d" " -f1 "$work/root/var/lib/dpkg/status" | sort | tr "\n" " ")" = "p1 p3 " ]'

run noop_group "package { ['p1', 'p2']: ensure => installed, noop => true }"
check "noop installs nothing" '[ ! -s "$work/noop_group.calls" ] && [ "$(grep -c "(noop)" "$work/noop_group.lines")" = 2 ]'

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
