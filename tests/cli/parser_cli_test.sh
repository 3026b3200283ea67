#!/usr/bin/env bash
# `pp parser validate` / `pp parser dump` as a user runs them: exit codes, diagnostics format, JSON.
set -uo pipefail
pp=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { # name, condition
  if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi
}
mkdir -p "$work/m/sub"
printf 'notice(1)\n' > "$work/m/good.pp"
printf 'class a($x, $x) {}\nclass b($y, $y) {}\n' > "$work/m/sub/two.pp"
printf '$x = [1,\n' > "$work/m/sub/syntax.pp"
printf '<%%= $x %%>\n' > "$work/m/t.epp"

"$pp" parser validate "$work/m/good.pp" > "$work/out" 2> "$work/err"
check "valid file exits 0" '[ $? -eq 0 ] && [ ! -s "$work/err" ]'

"$pp" parser validate "$work/m" > "$work/out" 2> "$work/err"; rc=$?
check "invalid directory exits 1" '[ $rc -eq 1 ]'
check "every error of a file is reported" '[ "$(grep -c "is declared more than once" "$work/err")" -eq 2 ]'
check "files after a failure are still checked" 'grep -q "syntax.pp" "$work/err"'
check "text format is path:line:col: error: message" 'grep -q "two.pp:1:13: error: The parameter '"'"'x'"'"' is declared more than once" "$work/err"'
check "caret under the column" 'grep -q "^  class a(\$x, \$x) {}$" "$work/err" && grep -q "^              ^~$" "$work/err"'
check "syntax error at end of input has no position" 'grep -q "syntax.pp: error: Syntax error at end of input" "$work/err"'

"$pp" parser validate --format json "$work/m" > "$work/out" 2> "$work/err"; rc=$?
check "json exits 1" '[ $rc -eq 1 ]'
check "json is an array of diagnostics" 'python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==3 and all(set(x)>={\"file\",\"line\",\"column\",\"severity\",\"id\",\"message\"} for x in d)" "$work/out" 2>/dev/null || grep -q "\"id\":\"DUPLICATE_PARAMETER\"" "$work/out"'

"$pp" parser dump -e '$a = 1 + 2 * 3' > "$work/out"
check "dump -e prints PN" '[ "$(cat "$work/out")" = "(= (var \"a\") (+ 1 (* 2 3)))" ]'
"$pp" parser dump --format json -e '$a = 1' > "$work/out"
check "dump json" '[ "$(cat "$work/out")" = "{\"^\":[\"=\",{\"^\":[\"var\",\"a\"]},1]}" ]'
"$pp" parser dump "$work/m/good.pp" > "$work/out"
check "dump file has Puppet's header" '[ "$(cat "$work/out")" = "--- $work/m/good.pp(invoke {:functor (qn \"notice\") :args [1]})" ]'
"$pp" parser dump -e 'notice(' > "$work/out" 2> "$work/err"; rc=$?
check "dump of bad code exits 1 with an error" '[ $rc -eq 1 ] && grep -q "Syntax error" "$work/err"'
"$pp" parser validate "$work/nope.pp" > /dev/null 2> "$work/err"; rc=$?
check "missing file exits 1" '[ $rc -eq 1 ] && grep -q "no such file" "$work/err"'

# paths of every kind in one run: a missing one is reported first, then each file's diagnostics in the order
# of the paths given (a directory's files in sorted order, in its place)
printf 'class c($z, $z) {}\n' > "$work/lone.pp"
"$pp" parser validate "$work/lone.pp" "$work/m" "$work/nope.pp" "$work/m/good.pp" > /dev/null 2> "$work/err"; rc=$?
check "mixed paths exit 1" '[ $rc -eq 1 ]'
check "mixed paths: the missing one first" 'head -1 "$work/err" | grep -qF "pp: error: $work/nope.pp: no such file or directory"'
check "mixed paths: files in the order given" '[ "$(grep -oE "(lone|two|syntax)\.pp:" "$work/err" | uniq | tr "\n" " ")" = "lone.pp: syntax.pp: two.pp: " ]'
check "mixed paths: the count of failed files" 'grep -qF "pp: 3 of 6 files failed validation" "$work/err"'

# a directory of many files is validated while it is walked, on several threads: every file is reported,
# in sorted order
mkdir -p "$work/many/a" "$work/many/b"
for i in $(seq 10 49); do
  printf 'class c%s($x, $x) {}\n' "$i" > "$work/many/$([ $((i % 2)) -eq 0 ] && echo a || echo b)/f$i.pp"
done
"$pp" parser validate "$work/many" > /dev/null 2> "$work/err"; rc=$?
check "many files exit 1" '[ $rc -eq 1 ]'
check "many files: each reported once" '[ "$(grep -c "is declared more than once" "$work/err")" -eq 40 ]'
check "many files: in sorted order" '[ "$(grep -oE "many/[ab]/f[0-9]+\.pp" "$work/err" | tr "\n" " ")" = "$(cd "$work" && find many -name "*.pp" | LC_ALL=C sort | tr "\n" " ")" ]'
check "many files: the count" 'grep -qF "pp: 40 of 40 files failed validation" "$work/err"'

# --modulepath turns on Puppet's location checks (messages as Puppet 7.23 prints them for these files)
mkdir -p "$work/mods/mymod/manifests" "$work/mods/mymod/examples"
printf 'class other {}\n' > "$work/mods/mymod/manifests/init.pp"
printf 'notify { "x": }\n' > "$work/mods/mymod/examples/x.pp"
"$pp" parser validate "$work/mods" > /dev/null 2> "$work/err"; rc=$?
check "without --modulepath no location checks" '[ $rc -eq 0 ]'
"$pp" parser validate --modulepath "$work/mods" "$work/mods" > /dev/null 2> "$work/err"; rc=$?
check "--modulepath: definition name must match the file" '[ $rc -eq 1 ] && grep -qF "init.pp:1:1: error: Unacceptable location. The name '"'"'other'"'"' is unacceptable in file '"'"'$work/mods/mymod/manifests/init.pp'"'"'" "$work/err"'
check "--modulepath: examples/ may only hold definitions" 'grep -qF "x.pp:1:1: error: This Resource Statement is unacceptable as a top level construct in this location" "$work/err"'

echo "cli: $pass passed, $fails failed"
[ $fails -eq 0 ]
