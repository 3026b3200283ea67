#!/usr/bin/env bash
# `--trace` on `pp compile` and `pp apply`: after an evaluation error, what was being evaluated, outermost
# first (classes, defined types with the classes that declared them, functions, templates), each with where
# it was declared or called, then where the error happened. The format is pp's own (Puppet has none).
set -uo pipefail
pp=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }

m=$work/modules
mkdir -p "$m/profile/manifests" "$m/web/manifests" "$m/web/functions" "$m/web/templates"
cat > "$m/profile/manifests/site.pp" <<'PP'
class profile::site {
  web::vhost { 'default':
    port => 80,
  }
}
PP
cat > "$m/web/manifests/vhost.pp" <<'PP'
define web::vhost($port) {
  $x = web::to_port($port)
}
PP
cat > "$m/web/functions/to_port.pp" <<'PP'
function web::to_port($v) {
  $y = 1
  $v + 'a'
}
PP
printf 'node default {\n  include profile::site\n}\n' > "$work/site.pp"

cd "$work" || exit 1
"$pp" compile --modulepath modules site.pp -o /dev/null 2> err; rc=$?
check "an error without --trace has no trace" '[ $rc -eq 1 ] && ! grep -q "^Trace" err'

"$pp" compile --modulepath modules --trace site.pp -o /dev/null 2> err; rc=$?
# the manifest and the modulepath given relatively are named by their absolute paths, as Puppet names them
cat > want <<TXT
Trace, from the outermost in:
  while evaluating Node[default]
  while evaluating Class[Profile::Site] (declared at $work/site.pp:2:3)
  while evaluating Web::Vhost[default] (declared at $work/modules/profile/manifests/site.pp:2:3)
  while calling function 'web::to_port' (called at $work/modules/web/manifests/vhost.pp:2:8)
  at $work/modules/web/functions/to_port.pp:3:8
TXT
check "the chain from the node to the failing expression, the define with the class that declared it" \
    '[ $rc -eq 1 ] && sed -n "/^Trace/,\$p" err | diff want - > /dev/null'
check "the error itself is printed as without --trace" \
    'grep -qF "The value '"'"'a'"'"' cannot be converted to Numeric." err'

"$pp" apply --vardir "$work/var" --modulepath modules --trace --error-style puppet site.pp > out 2> err; rc=$?
check "pp apply takes --trace, with either error style" \
    '[ $rc -eq 1 ] && grep -q "^Error: Evaluation Error: " err && sed -n "/^Trace/,\$p" err | diff want - > /dev/null'

"$pp" compile --trace -e 'notice(1 + "a")' 2> err; rc=$?
check "an error in the main manifest's own code says so" \
    '[ $rc -eq 1 ] && grep -qx "Trace: the error is not inside a class, defined type, function or template" err'

"$pp" compile --trace -e 'class a { $x = [1].map |$v| { $v + "x" } }
include a' 2> err; rc=$?
cat > want <<'TXT'
Trace, from the outermost in:
  while calling function 'include' (called at <command-line>:2:1)
  while evaluating Class[A] (declared at <command-line>:2:1)
  while calling function 'map' (called at <command-line>:1:19)
  at <command-line>:1:36
TXT
check "functions, classes and the iteration functions' calls, in order" \
    '[ $rc -eq 1 ] && sed -n "/^Trace/,\$p" err | diff want - > /dev/null'

printf '<%%= @port.nosuch %%>\n' > "$m/web/templates/bad.erb"
"$pp" compile --modulepath modules --trace -e '$port = 1
class t { $s = template("web/bad.erb") }
include t' 2> err; rc=$?
check "a template is a frame of its own, by name" \
    '[ $rc -eq 1 ] && grep -qF "  while rendering template '"'"'web/bad.erb'"'"' (called at <command-line>:2:16)" err'

"$pp" compile --trace -e 'function f($n) { f($n + 1) }
f(0)' 2> err; rc=$?
check "deep recursion: a clean error whose trace shows its two ends" \
    '[ $rc -eq 1 ] && grep -qE "^  \.\.\. [0-9]+ more \.\.\.$" err && [ "$(grep -c "^  while calling function '"'"'f'"'"'" err)" -eq 40 ]'

echo "trace: $pass passed, $fails failed"
[ $fails -eq 0 ]
