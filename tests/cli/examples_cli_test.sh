#!/usr/bin/env bash
# Every manifest of examples/ as the README tells a new user to run it: validated, compiled, and applied in
# noop mode on this machine (what would change), each with a clean exit and no error, and the noop run
# changing nothing. The crash of issue 17 (a define declared in a lambda) was found exactly this way.
set -uo pipefail
pp=$1
examples=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { # name, condition
  if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi
}
# Errors in FILES, other than Facter's about the custom facts of modules installed on this machine (the
# default modulepath has Debian's module directory; real Puppet prints the same lines for the same facts).
errors() { cat "$@" | grep "^Error" | grep -v "^Error: Facter: Error while resolving custom fact "; }
shopt -s nullglob
manifests=("$examples"/*.pp)
check "examples/ has manifests" '[ ${#manifests[@]} -gt 0 ]'
for m in "${manifests[@]}"; do
  name=$(basename "$m")
  "$pp" parser validate "$m" > "$work/out" 2> "$work/err"; rc=$?
  check "$name: validates" '[ $rc -eq 0 ] && [ ! -s "$work/err" ]'
  "$pp" compile "$m" -o "$work/catalog.json" > "$work/out" 2> "$work/err"; rc=$?
  check "$name: compiles (exit $rc: $(errors "$work/err" | head -c 600))" '[ $rc -eq 0 ] && [ -z "$(errors "$work/err")" ]'
  check "$name: the catalog is JSON with resources" 'grep -q "\"resources\"" "$work/catalog.json"'
  # noop: what would change here; nothing is changed, so the files the manifest manages stay as they are
  before=$(ls -la --time-style=full-iso /etc/motd /etc/webapp 2>&1 | md5sum)
  "$pp" apply --noop --vardir "$work/var" "$m" > "$work/out" 2> "$work/err"; rc=$?
  after=$(ls -la --time-style=full-iso /etc/motd /etc/webapp 2>&1 | md5sum)
  check "$name: noop apply exits 0 (exit $rc: $(head -c 600 "$work/err"))" '[ $rc -eq 0 ]'
  check "$name: noop apply reports no error" '[ -z "$(errors "$work/out" "$work/err")" ]'
  check "$name: noop apply finishes its run" 'grep -q "Applied catalog in" "$work/out"'
  check "$name: noop apply changes nothing" '[ "$before" = "$after" ]'
  "$pp" apply --noop --vardir "$work/var" --catalog "$work/catalog.json" > "$work/out" 2> "$work/err"; rc=$?
  check "$name: noop apply of the compiled catalog exits 0" '[ $rc -eq 0 ] && [ -z "$(errors "$work/out" "$work/err")" ]'
done

echo "cli: $pass passed, $fails failed"
[ $fails -eq 0 ]
