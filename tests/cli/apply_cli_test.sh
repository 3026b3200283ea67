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

# resources { 'user': purge => true } on a provider root: system accounts (uid up to UID_MIN - 1 of
# login.defs, and root, daemon...) and unless_uid stay; the others not in the catalog are removed, and their
# uid is audited (Puppet's Resources#user_check)
root=$work/root
mkdir -p "$root/etc"
cat > "$root/etc/passwd" <<'EOF'
root:x:0:0:root:/root:/bin/sh
daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
sysacct:x:998:998::/nonexistent:/usr/sbin/nologin
alice:x:1000:1000::/home/alice:/bin/sh
bob:x:1001:1001::/home/bob:/bin/sh
carol:x:1002:1002::/home/carol:/bin/sh
EOF
: > "$root/etc/shadow"
: > "$root/etc/group"
printf 'UID_MIN\t\t\t 1000\n' > "$root/etc/login.defs"
printf "user { 'alice': ensure => present }\nresources { 'user': purge => true, unless_uid => [1002] }\n" > "$work/purge.pp"
"$pp" apply --noop --provider-root "$root" --vardir "$work/pvar" "$work/purge.pp" > "$work/out" 2> "$work/err"; rc=$?
check "a user purge removes the unmanaged, unprotected users" '[ $rc -eq 0 ] && grep -qxF "Notice: /Stage[main]/Main/User[bob]/ensure: current_value '"'"'present'"'"', should be '"'"'absent'"'"' (noop)" "$work/out"'
check "and audits their uid" 'grep -qxF "Notice: /Stage[main]/Main/User[bob]/uid: audit change: newly-recorded value 1001" "$work/out"'
check "and keeps system users, unless_uid and managed users" '! grep -qE "User\[(root|daemon|sysacct|carol|alice)\]" "$work/out"'
printf "resources { 'user': purge => true, unless_system_user => false }\n" > "$work/purge2.pp"
"$pp" apply --noop --provider-root "$root" --vardir "$work/pvar2" "$work/purge2.pp" > "$work/out" 2> "$work/err"; rc=$?
# (as in Puppet, without the check not even root is kept: user_check returns before its system_users list)
check "unless_system_user => false purges every unmanaged user" '[ $rc -eq 0 ] && grep -qF "User[sysacct]/ensure" "$work/out" && grep -qF "User[root]/ensure" "$work/out" && ! grep -qF "audit change" "$work/out"'
printf "resources { 'user': purge => true, unless_uid => 'x' }\n" > "$work/purge3.pp"
"$pp" apply --noop --provider-root "$root" --vardir "$work/pvar3" "$work/purge3.pp" > "$work/out" 2> "$work/err"; rc=$?
check "a bad unless_uid is Puppet's munge error, before anything is applied" '[ $rc -eq 1 ] && grep -qF "Error: Parameter unless_uid failed on Resources[user]: Munging failed for value \"x\" in class unless_uid: invalid value for Integer(): \"x\" (file: $work/purge3.pp, line: 1)" "$work/out" "$work/err"'

# pp resource: Puppet's refusal to list files; services listed as Puppet::Type.instances lists them, sorted by
# title, each with the ensure and enable its provider reads (the debian provider's init scripts here)
"$pp" resource file > "$work/out" 2> "$work/err"; rc=$?
check "pp resource file refuses to list, in Puppet's words" '[ $rc -eq 1 ] && grep -qxF "Error: Could not run: Listing all file instances is not supported.  Please specify a file or directory, e.g. puppet resource file /etc" "$work/err"'
printf 'hello\n' > "$work/shown"
"$pp" resource file "$work/shown" > "$work/out" 2> "$work/err"; rc=$?
check "pp resource file shows what puppet resource shows: content, times, type, provider, no target" \
  '[ $rc -eq 0 ] && grep -qxF "  content  => '"'"'{sha256}$(sha256sum "$work/shown" | cut -d" " -f1)'"'"'," "$work/out" && grep -qE "^  ctime    => '"'"'[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2} [+-][0-9]{4}'"'"',$" "$work/out" && grep -qE "^  mtime    => '"'"'[0-9-]{10} [0-9:]{8} [+-][0-9]{4}'"'"',$" "$work/out" && grep -qxF "  type     => '"'"'file'"'"'," "$work/out" && grep -qxF "  provider => '"'"'posix'"'"'," "$work/out" && ! grep -q target "$work/out"'
if [ "$(cat /proc/1/comm 2>/dev/null)" != systemd ] && [ -x /usr/sbin/update-rc.d ] && [ -x /usr/sbin/invoke-rc.d ] &&
   [ -x /usr/sbin/service ]; then
  expected=$(for f in /etc/init.d/*; do
               n=${f##*/}
               # init.rb's excludes
               case " functions.sh reboot.sh shutdown.sh functions halt killall single linuxconf reboot boot wait-for-state portmap-wait rcS module-init-tools plymouth-ready idmapd-mounting startpar-bridge cryptdisks-udev statd-mounting gssd-mounting " in
                 *" $n "*) continue ;;
               esac
               [ -f "$f" ] && [ -x "$f" ] && echo "$n"
             done | LC_ALL=C sort)
  "$pp" resource service > "$work/out" 2> "$work/err"; rc=$?
  check "pp resource service lists the init scripts, sorted" \
    '[ $rc -eq 0 ] && [ "$(sed -n "s/^service { '"'"'\(.*\)'"'"':$/\1/p" "$work/out")" = "$expected" ]'
  check "each with ensure, enable and the debian provider" \
    '[ "$(grep -c "^  ensure   => '"'"'\(running\|stopped\)'"'"',$" "$work/out")" = "$(echo "$expected" | grep -c .)" ] && [ "$(grep -c "^  enable   => '"'"'\(true\|false\)'"'"',$" "$work/out")" = "$(echo "$expected" | grep -c .)" ] && [ "$(grep -c "^  provider => '"'"'debian'"'"',$" "$work/out")" = "$(echo "$expected" | grep -c .)" ]'
  first=$(echo "$expected" | head -1)
  if [ -n "$first" ]; then
    "$pp" resource service "$first" > "$work/one" 2> "$work/err"; rc=$?
    check "pp resource service NAME shows what the listing shows for it" \
      '[ $rc -eq 0 ] && diff <(sed -n "/^service { '"'"'$first'"'"':$/,/^}$/p" "$work/out") "$work/one"'
  fi
fi

# compile -o: the file holds what compile prints on stdout, whatever was there before (it is written over in
# place and cut to length); a file that cannot be written is an error naming it
printf 'notify { "x": message => "one" }\n' > "$work/c.pp"
"$pp" compile "$work/c.pp" > "$work/c.stdout" 2> "$work/err"; rc=$?
head -c 20000 /dev/urandom | base64 > "$work/c.json"
"$pp" compile "$work/c.pp" -o "$work/c.json" > "$work/out" 2> "$work/err"; rc2=$?
novers() { sed 's/"version":[0-9]*//' "$1"; }
check "compile -o over a longer file leaves exactly the catalog" '[ $rc -eq 0 ] && [ $rc2 -eq 0 ] && [ "$(novers "$work/c.json")" = "$(novers "$work/c.stdout")" ] && [ "$(wc -c < "$work/c.json")" = "$(wc -c < "$work/c.stdout")" ]'
printf 'short' > "$work/c2.json"
"$pp" compile "$work/c.pp" -o "$work/c2.json" > "$work/out" 2> "$work/err"; rc=$?
check "compile -o over a shorter file" '[ $rc -eq 0 ] && [ "$(novers "$work/c2.json")" = "$(novers "$work/c.stdout")" ]'
"$pp" compile "$work/c.pp" -o "$work/new.json" > "$work/out" 2> "$work/err"; rc=$?
check "compile -o creates the file" '[ $rc -eq 0 ] && [ "$(novers "$work/new.json")" = "$(novers "$work/c.stdout")" ]'
"$pp" compile "$work/c.pp" -o "$work/nosuch/c.json" > "$work/out" 2> "$work/err"; rc=$?
check "compile -o into a missing directory fails, naming the file" '[ $rc -eq 1 ] && grep -qF "cannot write $work/nosuch/c.json: No such file or directory" "$work/err"'
if [ -w /dev/full ]; then
  "$pp" compile "$work/c.pp" -o /dev/full > "$work/out" 2> "$work/err"; rc=$?
  check "compile -o onto a full device fails" '[ $rc -eq 1 ] && grep -qF "cannot write /dev/full: No space left on device" "$work/err"'
fi

# stdout to a file: the lines logged so far are written out before a command runs (the exec copies the log as
# it stands), as Puppet writes each line, not all at the end of the run
cat > "$work/live.pp" <<EOF
notify { 'first': }
exec { 'copy': command => "/bin/cp $work/live.out $work/seen", require => Notify['first'] }
EOF
"$pp" apply --vardir "$work/var" "$work/live.pp" > "$work/live.out" 2> "$work/err"; rc=$?
check "a command sees the lines logged before it in the log file" \
  '[ $rc -eq 0 ] && grep -q "^Notice: /Stage\[main\]/Main/Notify\[first\]/message: defined" "$work/seen" && ! grep -q "Applied catalog" "$work/seen"'

echo "cli: $pass passed, $fails failed"
[ $fails -eq 0 ]
