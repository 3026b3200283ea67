#!/usr/bin/env bash
# `pp describe` against the outputs of real `puppet describe` (tests/golden/describe/record-describe.sh):
# each NAME.args is run and its standard output must equal NAME.out byte for byte, its standard error
# NAME.err (empty when there is none). PP_ACCEPT=1 rewrites the expected files from pp's output instead.
set -uo pipefail
pp=$1
dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
for args_file in "$dir"/*.args; do
  name=$(basename "$args_file" .args)
  read -r -a args < "$args_file" || true
  "$pp" describe "${args[@]}" > "$work/out" 2> "$work/err"
  rc=$?
  if [ -n "${PP_ACCEPT:-}" ]; then
    cp "$work/out" "$dir/$name.out"
    if [ -s "$work/err" ]; then cp "$work/err" "$dir/$name.err"; else rm -f "$dir/$name.err"; fi
    continue
  fi
  expected_err=$dir/$name.err
  [ -f "$expected_err" ] || expected_err=/dev/null
  if [ $rc -eq 0 ] && cmp -s "$work/out" "$dir/$name.out" && cmp -s "$work/err" "$expected_err"; then
    pass=$((pass + 1))
  else
    echo "FAIL: pp describe ${args[*]} (exit $rc)"
    diff -u "$dir/$name.out" "$work/out" | head -40
    diff -u "$expected_err" "$work/err" | head -10
    fails=$((fails + 1))
  fi
done
echo "cli: $pass passed, $fails failed"
[ $fails -eq 0 ]
