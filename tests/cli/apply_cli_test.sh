#!/usr/bin/env bash
# `pp apply` as a user runs it: log lines, exit codes, errors with location, deep recursion.
set -uo pipefail
pp=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }

"$pp" apply --vardir "$work/var" -e 'notice("hello ${1 + 2}")' > "$work/out" 2> "$work/err"; rc=$?
check "notice prints Puppet's line on stdout" '[ $rc -eq 0 ] && [ "$(head -1 "$work/out")" = "Notice: Scope(Class[main]): hello 3" ]'
check "then the catalog is compiled and applied" 'grep -q "^Notice: Compiled catalog for .* in environment production in [0-9.]* seconds$" "$work/out" && grep -q "^Notice: Applied catalog in [0-9.]* seconds$" "$work/out"'

printf 'warning("careful")\nnotice($nosuch)\n' > "$work/w.pp"
"$pp" apply --vardir "$work/var" "$work/w.pp" > "$work/out" 2> "$work/err"; rc=$?
check "warnings go to stderr" '[ $rc -eq 0 ] && grep -q "^Warning: Scope(Class\[main\]): careful$" "$work/err"'
check "unknown variable warning carries its location" 'grep -qF "Warning: Unknown variable: '"'"'nosuch'"'"'. (file: $work/w.pp, line: 2, column: 8)" "$work/err"'

printf '$x = 1\n$y = $x / 0\n' > "$work/e.pp"
"$pp" apply --vardir "$work/var" "$work/e.pp" > "$work/out" 2> "$work/err"; rc=$?
check "evaluation error exits 1" '[ $rc -eq 1 ]'
check "evaluation error has path:line:col and Puppet's message" 'grep -qF "$work/e.pp:2:11: error: Evaluation Error: Division by 0" "$work/err"'
check "and a caret under the column" 'grep -q "^            \^" "$work/err"'

printf 'function f($n) { f($n + 1) }\nf(0)\n' > "$work/r.pp"
"$pp" apply --vardir "$work/var" "$work/r.pp" > "$work/out" 2> "$work/err"; rc=$?
check "unbounded recursion is a clean error, not a crash" '[ $rc -eq 1 ] && grep -q "error: Evaluation Error: " "$work/err"'

"$pp" apply --vardir "$work/var" -e 'notice(' > /dev/null 2> "$work/err"; rc=$?
check "syntax errors stop before evaluation" '[ $rc -eq 1 ] && grep -q "Syntax error at end of input" "$work/err"'

echo "cli: $pass passed, $fails failed"
[ $fails -eq 0 ]
