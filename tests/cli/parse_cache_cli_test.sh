#!/usr/bin/env bash
# The parse cache as a user meets it: `pp parser validate`, `pp compile` and `pp apply` print the same
# thing cold and warm; a warm run reads every file from the cache (--debug counts them); an edited file is
# parsed again; damaged packs, concurrent runs and an unusable cache directory change nothing but speed;
# --no-cache and PP_NO_CACHE=1 neither read nor write it; packs go to $XDG_CACHE_HOME/pp/parse, or
# ~/.cache/pp/parse.
# usage: parse_cache_cli_test.sh PP
set -uo pipefail
pp=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
export XDG_CACHE_HOME=$work/cache
unset PP_NO_CACHE
cache=$work/cache/pp/parse
packs() { find "$cache" -maxdepth 1 -type f -name 'pack-*.ppc' 2> /dev/null | wc -l; }

mkdir -p "$work/src/m/manifests"
cat > "$work/src/site.pp" <<'EOF'
$x = 1
$x = 2 {
EOF
cat > "$work/src/m/manifests/init.pp" <<'EOF'
class m($p = 'a') {
  notice("m ${p}")
  file { "/tmp/${p}": ensure => file }
}
EOF
printf 'class m::bad { }\n' > "$work/src/m/manifests/wrong.pp"
printf '<%% | $x | -%%>\nvalue <%%= $x %%>\n' > "$work/src/t.epp"

# validate: cold, then warm, the same bytes and status
"$pp" parser validate --modulepath "$work/src" "$work/src" > "$work/v1.out" 2> "$work/v1.err"; rc1=$?
check "a cold validate writes one pack" '[ "$(packs)" = 1 ]'
"$pp" parser validate --modulepath "$work/src" "$work/src" > "$work/v2.out" 2> "$work/v2.err"; rc2=$?
check "a warm validate prints what the cold one did" \
  '[ $rc1 = 1 ] && [ $rc2 = 1 ] && cmp -s "$work/v1.err" "$work/v2.err" && cmp -s "$work/v1.out" "$work/v2.out"'
check "errors and warnings included" 'grep -q "site.pp: error: Syntax error" "$work/v2.err" && grep -q "wrong.pp" "$work/v2.err"'
"$pp" parser validate --format json "$work/src" > "$work/j1.out" 2> /dev/null
"$pp" parser validate --format json "$work/src" > "$work/j2.out" 2> /dev/null
check "and in JSON" 'cmp -s "$work/j1.out" "$work/j2.out" && grep -q SYNTAX_ERROR "$work/j2.out"'

# compile --debug says what came from the cache
printf 'notice(111)\n' > "$work/b.pp"
"$pp" compile --debug "$work/b.pp" > "$work/b1.out" 2>&1
"$pp" compile --debug "$work/b.pp" > "$work/b2.out" 2>&1
"$pp" compile --debug --no-cache "$work/b.pp" > "$work/b3.out" 2>&1
check "--debug counts what came from the cache" \
  'grep -q "Debug: Parse cache $cache: 0 files read from it, 1 parsed, 1 stored" "$work/b1.out" &&
   grep -q "Debug: Parse cache $cache: 1 files read from it, 0 parsed, 0 stored" "$work/b2.out"'
check "--no-cache says nothing of it" 'grep -q "Scope(Class\[main\]): 111" "$work/b3.out" && ! grep -q "Parse cache" "$work/b3.out"'
# code given with -e too: a cron job's `pp apply -e 'include role'` is the same text run after run
"$pp" apply --debug --vardir "$work/var" -e 'notice(222)' > "$work/e1.out" 2>&1
"$pp" apply --debug --vardir "$work/var" -e 'notice(222)' > "$work/e2.out" 2>&1
check "-e code comes from the cache the second time" \
  'grep -q "Debug: Parse cache $cache: 0 files read from it, 1 parsed, 1 stored" "$work/e1.out" &&
   grep -q "Debug: Parse cache $cache: 1 files read from it, 0 parsed, 0 stored" "$work/e2.out" &&
   grep -q "Scope(Class\[main\]): 222" "$work/e2.out"'
"$pp" apply --vardir "$work/var" -e 'notice(222' > "$work/e3.out" 2>&1
e3=$?
"$pp" apply --vardir "$work/var" -e 'notice(222' > "$work/e4.out" 2>&1
e4=$?
check "and its syntax error from the cache is the same error" \
  '[ $e3 -ne 0 ] && [ $e4 -ne 0 ] && grep -q "Syntax error" "$work/e4.out" && cmp -s "$work/e3.out" "$work/e4.out"'
"$pp" parser dump "$work/b.pp" > "$work/dump.out" 2>&1
check "pp parser dump prints the file" 'grep -q 111 "$work/dump.out"'

# an edited file is parsed again (its key is its text)
printf 'notice(333)\n' > "$work/b.pp"
"$pp" compile --debug "$work/b.pp" > "$work/edited.out" 2>&1
check "an edited file is parsed again" 'grep -q "Scope(Class\[main\]): 333" "$work/edited.out" && grep -q "0 files read from it, 1 parsed, 1 stored" "$work/edited.out"'

# compile and apply, cold and warm
cat > "$work/site2.pp" <<EOF
include m
class { 'm::other': }
file { '$work/made': content => "made\n" }
EOF
printf 'class m::other { notice(other) }\n' > "$work/src/m/manifests/other.pp"
rm -f "$work/src/m/manifests/wrong.pp"
"$pp" compile --modulepath "$work/src" "$work/site2.pp" -o "$work/c1.json" > "$work/c1.out" 2>&1
"$pp" compile --modulepath "$work/src" "$work/site2.pp" -o "$work/c2.json" --debug > "$work/c2.out" 2>&1
norm() { sed -e 's/"version":[0-9]*/"version":V/' "$1"; }
check "a warm compile writes the cold one's catalog" '[ -s "$work/c1.json" ] && [ "$(norm "$work/c1.json")" = "$(norm "$work/c2.json")" ]'
check "every file from the cache" 'grep -q "3 files read from it, 0 parsed" "$work/c2.out"'
"$pp" apply --vardir "$work/var" --modulepath "$work/src" "$work/site2.pp" > "$work/a1.out" 2>&1; rc=$?
check "apply uses it too" '[ $rc = 0 ] && [ "$(cat "$work/made")" = made ] && grep -q "Scope(Class\[M\]): m a" "$work/a1.out"'

# a large manifest (256 KB or more): its tree goes to an image that warm runs map; every kind of statement
# in it compiles from the image as from a parse, and a damaged image is parsed again
images() { find "$cache" -maxdepth 1 -type f -name 'image-*.ppi' 2> /dev/null | wc -l; }
{
  echo 'type Big::Port = Integer[1, 65535]'
  echo 'function big::double(Integer $x) >> Integer { $x * 2 }'
  echo 'define big::site(Big::Port $port, String $owner = "root") {'
  echo '  $conf = "/tmp/big/${title}.conf"'
  echo '  file { $conf: ensure => file, owner => $owner, content => @("END") }'
  echo '    port=${port}'
  echo '    | END'
  echo '  notify { "site ${title}": message => $port ? { 80 => "web", default => "other" }, require => File[$conf] }'
  echo '}'
  echo 'class big($n = 3) {'
  echo '  [1, 2, $n].each |$i| { notify { "each ${i}": tag => ["big", "even${$i % 2}"] } }'
  echo '  case $n { 3: { notify { "three": } } default: { fail("no") } }'
  echo '  if "abc" =~ /^a(b)c$/ { notify { "match ${1}": } }'
  echo '}'
  echo 'include big'
  echo 'Notify { loglevel => info }'
  echo 'Notify <| tag == "even1" |> { withpath => true }'
  for i in $(seq 1 2600); do
    echo "big::site { 's$i': port => big::double($((i % 30000 + 1))), owner => \$facts['kernel'] ? { undef => 'x', default => 'root' } }"
    echo "notify { 'n$i': message => inline_epp('<%= \$x %> $i', { x => 'v' }) } -> Notify['site s$i']"
  done
} > "$work/large.pp"
check "the large manifest is large" '[ "$(stat -c %s "$work/large.pp")" -ge 262144 ]'
"$pp" compile --no-cache --modulepath "$work/src" "$work/large.pp" -o "$work/l0.json" > "$work/l0.out" 2>&1
"$pp" compile --debug --modulepath "$work/src" "$work/large.pp" -o "$work/l1.json" > "$work/l1.out" 2>&1
check "a cold compile of it writes an image" '[ "$(images)" = 1 ] && grep -q "0 files read from it, 1 parsed, 1 stored" "$work/l1.out"'
"$pp" compile --debug --modulepath "$work/src" "$work/large.pp" -o "$work/l2.json" > "$work/l2.out" 2>&1
check "a warm compile reads it" 'grep -q "1 files read from it, 0 parsed" "$work/l2.out"'
check "and every compile of it writes the same catalog" \
  '[ "$(grep -o "\"type\":\"Big::Site\"" "$work/l0.json" | wc -l)" = 2600 ] && [ "$(norm "$work/l0.json")" = "$(norm "$work/l1.json")" ] &&
   [ "$(norm "$work/l0.json")" = "$(norm "$work/l2.json")" ]'
image=$(find "$cache" -maxdepth 1 -name 'image-*.ppi')
size=$(stat -c %s "$image")
printf 'XXXXXXXX' | dd of="$image" bs=1 seek=$((size / 2)) conv=notrunc status=none
"$pp" compile --debug --modulepath "$work/src" "$work/large.pp" -o "$work/l3.json" > "$work/l3.out" 2>&1
check "a damaged image: parsed again, the same catalog" \
  'grep -q "0 files read from it, 1 parsed, 1 stored" "$work/l3.out" && [ "$(norm "$work/l0.json")" = "$(norm "$work/l3.json")" ]'
"$pp" compile --debug --modulepath "$work/src" "$work/large.pp" -o "$work/l4.json" > "$work/l4.out" 2>&1
check "then read from the cache again" 'grep -q "1 files read from it, 0 parsed" "$work/l4.out" && [ "$(norm "$work/l0.json")" = "$(norm "$work/l4.json")" ]'
"$pp" parser validate "$work/large.pp" > "$work/l5.out" 2>&1; rc=$?
check "validating it reads its entry, not its image" '[ $rc = 0 ] && [ ! -s "$work/l5.out" ]'

# damaged packs: truncated, zeroed, random, emptied; the same catalog, and good entries again
for kind in truncated zeroed random empty; do
  for f in "$cache"/pack-*.ppc; do
    case $kind in
      truncated) head -c 50 "$f" > "$f.x" && mv "$f.x" "$f" ;;
      zeroed) head -c "$(stat -c %s "$f")" /dev/zero > "$f.x" && mv "$f.x" "$f" ;;
      random) head -c 300 /dev/urandom > "$f" ;;
      empty) : > "$f" ;;
    esac
  done
  "$pp" compile --modulepath "$work/src" "$work/site2.pp" -o "$work/c3.json" --debug > "$work/c3.out" 2>&1
  check "$kind packs: the same catalog" '[ "$(norm "$work/c1.json")" = "$(norm "$work/c3.json")" ]'
  check "$kind packs: every file parsed again, damage counted" 'grep -q "0 files read from it, 3 parsed, 3 stored, [1-9][0-9]* damaged" "$work/c3.out"'
  "$pp" compile --modulepath "$work/src" "$work/site2.pp" -o "$work/c4.json" --debug > "$work/c4.out" 2>&1
  check "$kind packs: then good again" 'grep -q "3 files read from it, 0 parsed" "$work/c4.out"'
done
check "damaged packs are removed" '[ "$(packs)" -le 2 ]'

# concurrent runs on an empty cache: all print the same, and no temporary file is left
rm -rf "$work/cache"
for i in 1 2 3 4 5 6; do
  "$pp" parser validate --modulepath "$work/src" "$work/src" > /dev/null 2> "$work/p$i.err" &
done
wait
same=1
for i in 2 3 4 5 6; do cmp -s "$work/p1.err" "$work/p$i.err" || same=0; done
check "concurrent runs print the same" '[ $same = 1 ] && grep -q "site.pp: error: Syntax error" "$work/p1.err"'
check "and leave only whole packs" '[ "$(ls -A "$cache" | grep -vc "^pack-.*\.ppc$")" = 0 ]'

# --no-cache, PP_NO_CACHE=1: nothing read, nothing written
rm -rf "$work/cache"
"$pp" parser validate --no-cache "$work/src" > /dev/null 2>&1
"$pp" compile --no-cache --modulepath "$work/src" "$work/site2.pp" -o /dev/null > /dev/null 2>&1
PP_NO_CACHE=1 "$pp" compile --modulepath "$work/src" "$work/site2.pp" -o /dev/null > /dev/null 2>&1
check "--no-cache and PP_NO_CACHE=1 write nothing" '[ ! -e "$work/cache" ]'

# no XDG_CACHE_HOME: ~/.cache/pp/parse
mkdir -p "$work/home"
env -u XDG_CACHE_HOME HOME="$work/home" "$pp" parser validate "$work/b.pp" > /dev/null 2>&1
check "without XDG_CACHE_HOME, ~/.cache/pp/parse" '[ "$(ls "$work/home/.cache/pp/parse" | grep -c "^pack-.*\.ppc$")" = 1 ]'

# a cache directory that cannot be made: the run is as without a cache
printf x > "$work/notadir"
"$pp" parser validate --no-cache --modulepath "$work/src" "$work/src" > /dev/null 2> "$work/v5.err"
XDG_CACHE_HOME=$work/notadir "$pp" parser validate --modulepath "$work/src" "$work/src" > /dev/null 2> "$work/v4.err"; rc=$?
check "an unusable cache directory changes nothing" '[ $rc = 1 ] && cmp -s "$work/v5.err" "$work/v4.err"'

echo "parse_cache_cli_test: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
