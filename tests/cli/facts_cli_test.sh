#!/usr/bin/env bash
# `pp facts` and the facts a compilation sees: the built-in ones, --facts FILE in JSON or YAML, the node name.
set -uo pipefail
pp=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))" "$@"; }

"$pp" facts > "$work/show.json"; rc=$?
check "pp facts prints the structured facts as JSON" '[ $rc -eq 0 ] && [ "$(json "$work/show.json" "d[\"kernel\"]")" = Linux ]'
check "without legacy facts" '[ "$(json "$work/show.json" "\"osfamily\" in d")" = False ]'
check "Ruby's pretty JSON: two-space indent" 'grep -q "^  \"os\": {$" "$work/show.json"'

"$pp" facts find > "$work/find.json"; rc=$?
check "pp facts find prints Puppet's {name, values} document" '[ $rc -eq 0 ] && [ "$(json "$work/find.json" "\",\".join(sorted(d))")" = expiration,name,timestamp,values ]'
check "with legacy facts and clientcert = name" '[ "$(json "$work/find.json" "d[\"values\"][\"osfamily\"] == d[\"values\"][\"os\"][\"family\"] and d[\"values\"][\"clientcert\"] == d[\"name\"]")" = True ]'

check "a query prints the fact by its dotted path" '[ "$("$pp" facts --value-only os.family)" = "$(json "$work/show.json" "d[\"os\"][\"family\"]")" ]'

"$pp" compile --facts "$work/find.json" -e 'notice("${trusted[certname]} ${osfamily}")' > /dev/null 2> "$work/err"; rc=$?
check "pp facts find reads back with --facts" '[ $rc -eq 0 ] && grep -q "Scope(Class\[main\]): $(json "$work/find.json" "d[\"name\"]") $(json "$work/find.json" "d[\"values\"][\"osfamily\"]")" "$work/err"'

printf 'fqdn: web1.example.com\nosfamily: RedHat\nos:\n  release:\n    full: "9.2"\n    major: 9\n' > "$work/f.yaml"
"$pp" apply --vardir "$work/var" --facts "$work/f.yaml" -e 'notice("${trusted[certname]} ${facts[os][release][full]} ${type($os[release][major])}")' > "$work/out" 2>&1; rc=$?
check "YAML facts; without clientcert the node is the fqdn" '[ $rc -eq 0 ] && grep -q "web1.example.com 9.2 Integer" "$work/out"'
printf -- '--- !ruby/object:Puppet::Node::Facts\nname: n1\nvalues:\n  clientcert: n1.example.com\n  fqdn: other.example.com\ntimestamp: "2026-01-01T00:00:00+00:00"\n' > "$work/p.yaml"
"$pp" apply --vardir "$work/var" --facts "$work/p.yaml" -e 'notice($trusted[certname])' > "$work/out" 2>&1
check "puppet facts YAML; clientcert names the node" 'grep -q "n1.example.com$" "$work/out"'
"$pp" apply --vardir "$work/var" --facts "$work/p.yaml" --node given.example.com -e 'notice($trusted[certname])' > "$work/out" 2>&1
check "--node wins" 'grep -q "given.example.com$" "$work/out"'

"$pp" apply --vardir "$work/var" -e 'notice("${facts[clientcert]} ${clientversion} ${facts[kernel]}")' > "$work/out" 2>&1; rc=$?
check "without --facts the built-in facts, with Puppet's client facts" '[ $rc -eq 0 ] && grep -q " 7.23.0 Linux$" "$work/out"'

printf '{"a": }' > "$work/bad.json"
"$pp" compile --facts "$work/bad.json" -e 'notice(1)' > /dev/null 2> "$work/err"; rc=$?
check "an invalid facts file is an error naming the file" '[ $rc -eq 1 ] && grep -q "^pp: error: --facts $work/bad.json: invalid JSON" "$work/err"'
"$pp" compile --facts "$work/nope.yaml" -e 'notice(1)' > /dev/null 2> "$work/err"; rc=$?
check "an unreadable facts file is an error naming the file" '[ $rc -eq 1 ] && grep -q "^pp: error: --facts $work/nope.yaml: cannot read the file" "$work/err"'

echo "cli: $pass passed, $fails failed"
[ $fails -eq 0 ]
