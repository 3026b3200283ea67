#!/usr/bin/env bash
# `pp apply --watch` on a temporary tree: things changed behind its back are put back with a run's log
# lines, the subscribed exec runs once per correction, an invalid manifest leaves the last catalog in force
# and a valid change is applied, --noop --watch changes nothing, SIGTERM and SIGINT end it cleanly. The
# bounds are generous (a slow sanitized build on a busy machine): the latency is bench/watch.sh's business.
set -uo pipefail
pp=$1
work=$(mktemp -d)
pid=''
cleanup() {
  [ -n "$pid" ] && kill -KILL "$pid" 2> /dev/null
  rm -rf "$work"
}
trap cleanup EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
# waits (up to 30 s) until the shell condition holds
wait_for() {
  local i
  for ((i = 0; i < 600; i++)); do
    eval "$1" && return 0
    sleep 0.05
  done
  return 1
}
count() { grep -c -- "$1" "$2" 2> /dev/null || true; }
lines() { if [ -f "$1" ]; then wc -l < "$1"; else echo 0; fi; }

t=$work/t
mkdir -p "$t"
manifest() { # CONTENT: the watched site.pp, with a.txt's content
  cat > "$work/site.pp" <<EOF
file { '$t/a.txt': content => "$1\n", mode => '0644' }
file { '$t/conf.ini': ensure => file }
ini_setting { 'k': path => '$t/conf.ini', section => 's', setting => 'k', value => 'v' }
exec { 'restart':
  command     => "/bin/sh -c 'echo restarted >> $work/restarts'",
  refreshonly => true,
  subscribe   => [File['$t/a.txt'], Ini_setting['k']],
}
EOF
}
manifest hello
"$pp" apply --watch --watch-interval 1 --vardir "$work/var" "$work/site.pp" > "$work/out" 2> "$work/err" &
pid=$!
check "the first run is a normal run" 'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/out\""'
check "which converged the tree and refreshed the exec once" \
  '[ "$(cat "$t/a.txt")" = hello ] && grep -q "^k = v" "$t/conf.ini" && [ "$(lines "$work/restarts")" = 1 ]'

echo drifted > "$t/a.txt"
check "an edited file is put back" 'wait_for "[ \"\$(cat $t/a.txt)\" = hello ]"'
check "with a run's change line" \
  'wait_for "[ \$(count \"File\[$t/a.txt\]/content: content changed\" \"$work/out\") -ge 1 ]"'
check "and the exec subscribed to it runs once more" 'wait_for "[ \$(lines $work/restarts) = 2 ]"'
check "with Puppet's refresh line" 'grep -q "Exec\[restart\]: Triggered .refresh. from 1 event" "$work/out"'

chmod 600 "$t/a.txt"
check "a chmod is put back" 'wait_for "[ \$(stat -c %a $t/a.txt) = 644 ]"'
check "as mode changed '0600' to '0644'" \
  'wait_for "grep -q \"File\[$t/a.txt\]/mode: mode changed .0600. to .0644.\" \"$work/out\""'
check "refreshing once" 'wait_for "[ \$(lines $work/restarts) = 3 ]"'

rm "$t/a.txt"
check "a deleted file comes back" 'wait_for "[ -f $t/a.txt ] && [ \"\$(cat $t/a.txt)\" = hello ]"'
check "as ensure: defined content" 'wait_for "grep -q \"File\[$t/a.txt\]/ensure: defined content as\" \"$work/out\""'
check "refreshing once" 'wait_for "[ \$(lines $work/restarts) = 4 ]"'

sed -i 's/^k = v/k = other/' "$t/conf.ini"
check "a changed ini setting is put back" 'wait_for "grep -q \"^k = v\" $t/conf.ini"'
# (the values redacted, as Puppet redacts them while its show_diff setting is off)
check "as value changed" \
  'wait_for "grep -q \"Ini_setting\[k\]/value: value changed\" \"$work/out\""'
check "refreshing once" 'wait_for "[ \$(lines $work/restarts) = 5 ]"'
sleep 0.5
check "and exactly once" '[ "$(lines "$work/restarts")" = 5 ]'

echo 'file {' >> "$work/site.pp"
check "a manifest that does not compile is reported" \
  'wait_for "grep -q \"Not applying the changed code: it does not compile\" \"$work/err\""'
echo drifted > "$t/a.txt"
check "and the last catalog stays in force" 'wait_for "[ \"\$(cat $t/a.txt)\" = hello ]"'
manifest changed
check "a manifest that compiles again is applied" 'wait_for "[ \"\$(cat $t/a.txt)\" = changed ]"'
check "as a new run" 'wait_for "[ \$(count \"^Notice: Applied catalog in\" \"$work/out\") = 2 ]"'
check "whose corrections are reported" '[ -s "$work/var/state/watch.jsonl" ] && grep -q "\"resource\":\"File\[$t/a.txt\]\"" "$work/var/state/watch.jsonl"'

kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "SIGTERM ends it with status 0" '[ $rc -eq 0 ] && grep -q "^Notice: Caught TERM; exiting" "$work/out"'
check "no error but the manifest's own" '[ "$(grep -v "^Error: .*site.pp\|^Error: Not applying\|^  \|^ *|\|^ *\^\|^$\|error: " "$work/err" | wc -l)" = 0 ]'

# --noop --watch: drift is reported, not fixed
printf "file { '%s/n.txt': content => \"kept\\\\n\" }\n" "$t" > "$work/noop.pp"
echo kept > "$t/n.txt"
"$pp" apply --noop --watch --vardir "$work/var" "$work/noop.pp" > "$work/nout" 2> "$work/nerr" &
pid=$!
check "a noop watch starts" 'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/nout\""'
echo changed > "$t/n.txt"
check "reports drift" 'wait_for "grep -q \"File\[$t/n.txt\]/content: current_value .* (noop)\" \"$work/nout\""'
sleep 0.3
check "and changes nothing" '[ "$(cat "$t/n.txt")" = changed ]'
kill -INT "$pid"
wait "$pid"
rc=$?
pid=''
check "SIGINT ends it with status 0" '[ $rc -eq 0 ] && grep -q "^Notice: Caught INT; exiting" "$work/nout"'

# packages on a --provider-root (fake dpkg-query and apt-get): one grouped install, then a package removed
# behind pp's back is installed again when dpkg's status file changes
mkdir -p "$work/root/var/lib/dpkg"
: > "$work/root/var/lib/dpkg/status"
# shellcheck source=fake_apt.sh
. "$(dirname "$0")/fake_apt.sh"
fake_apt "$work/bin"
export FAKE_ROOT=$work/root FAKE_LOG=$work/apt.log
echo "package { ['w1', 'w2']: ensure => installed }" > "$work/pkg.pp"
PATH=$work/bin:$PATH "$pp" apply --watch --provider-root "$work/root" --vardir "$work/var" "$work/pkg.pp" \
  > "$work/pout" 2> "$work/perr" &
pid=$!
check "packages are installed by one call" \
  'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/pout\"" && [ "$(wc -l < "$work/apt.log")" = 1 ]'
PATH=$work/bin:$PATH apt-get remove w1 > /dev/null
check "a package removed behind its back is installed again" \
  'wait_for "[ \$(count \"Package\[w1\]/ensure: created\" \"$work/pout\") = 2 ]" && grep -q "^w1 " "$work/root/var/lib/dpkg/status"'
check "and the other one is left alone" '[ "$(count "Package\[w2\]/ensure: created" "$work/pout")" = 1 ]'
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "then SIGTERM ends it" '[ $rc -eq 0 ]'

# a module's Ruby type whose ParsedFile provider names its file is watched through that file, not polled
# (the interval is longer than the wait)
modules=$(cd "$(dirname "$0")/../golden/apply/modules" && pwd)
echo "pp_line { 'k': value => 'v', target => '$t/lines.conf' }" > "$work/ruby.pp"
"$pp" apply --watch --watch-interval 600 --modulepath "$modules" --vardir "$work/var" "$work/ruby.pp" \
  > "$work/rout" 2> "$work/rerr" &
pid=$!
check "a Ruby type is applied" 'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/rout\"" && grep -q "^k: v$" "$t/lines.conf"'
sed -i 's/^k: v$/k: drifted/' "$t/lines.conf"
check "and put back when its file changes" 'wait_for "grep -q \"^k: v$\" $t/lines.conf"'
check "with its change line" 'wait_for "grep -q \"Pp_line\[k\]/value: value changed .drifted. to .v.\" \"$work/rout\""'
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "then SIGTERM ends it" '[ $rc -eq 0 ]'

# a resource that keeps failing backs off, saying so, and converges once it can
echo "file { '$t/later/x': content => \"x\\n\" }" > "$work/fail.pp"
"$pp" apply --watch --watch-interval 0.2 --vardir "$work/var" "$work/fail.pp" > "$work/fout" 2> "$work/ferr" &
pid=$!
check "a failing resource is tried again and backs off" \
  'wait_for "grep -q \"File\[$t/later/x\]: Failed 2 times in a row; next check in 0.4 seconds\" \"$work/ferr\""'
mkdir "$t/later"
check "until it converges" 'wait_for "[ -f $t/later/x ]" && wait_for "grep -q \"File\[$t/later/x\]/ensure: defined content\" \"$work/fout\""'
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "then SIGTERM ends it" '[ $rc -eq 0 ]'

# a recursive directory: a file that appears in its tree is managed as the recursion manages its files
mkdir -p "$t/tree/sub"
echo a > "$t/tree/sub/a"
chmod 644 "$t/tree/sub/a"
echo "file { '$t/tree': ensure => directory, recurse => true, mode => '0640' }" > "$work/tree.pp"
"$pp" apply --watch --vardir "$work/var" "$work/tree.pp" > "$work/tout" 2> "$work/terr" &
pid=$!
check "a recursive directory is applied" \
  'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/tout\"" && [ "$(stat -c %a "$t/tree/sub/a")" = 640 ]'
(umask 022 && echo b > "$t/tree/sub/b")
check "a file new in its tree is managed too" 'wait_for "[ \$(stat -c %a $t/tree/sub/b) = 640 ]"'
check "by a new run of the catalog" \
  'wait_for "[ \$(count \"^Notice: Applied catalog in\" \"$work/tout\") = 2 ]" && grep -q "File\[$t/tree/sub/b\]/mode: mode changed .0644. to .0640." "$work/tout"'
chmod 600 "$t/tree/sub/a"
check "and the files it had still are" 'wait_for "[ \$(stat -c %a $t/tree/sub/a) = 640 ]"'
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "then SIGTERM ends it" '[ $rc -eq 0 ]'

# a drift storm: three files chained by before, an exec subscribed to all three; they are changed behind
# pp's back last first, 0.3 ms apart (long enough for pp to read each write's events on its own; spent
# spinning, as a sleep could wake late on a busy machine): one check puts them back in the graph's order and
# refreshes the exec once
s=$work/storm
mkdir -p "$s"
gap() {
  local until=$((${EPOCHREALTIME/./} + 300))
  while ((${EPOCHREALTIME/./} < until)); do :; done
}
cat > "$work/storm.pp" <<EOF
file { '$s/a': content => "A\n", before => File['$s/b'] }
file { '$s/b': content => "B\n", before => File['$s/c'] }
file { '$s/c': content => "C\n" }
exec { 'storm':
  command     => "/bin/sh -c 'echo refreshed >> $work/storm_refreshes'",
  refreshonly => true,
  subscribe   => [File['$s/a'], File['$s/b'], File['$s/c']],
}
EOF
"$pp" apply --watch --vardir "$work/svar" "$work/storm.pp" > "$work/sout" 2> "$work/serr" &
pid=$!
check "a chain of files is applied" \
  'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/sout\"" && [ "$(lines "$work/storm_refreshes")" = 1 ]'
corrected() { # the storm's files in the order their content was put back
  grep -o "File\[$s/[abc]\]/content: content changed" "$work/sout" | sed 's/.*\/\([abc]\)\].*/\1/' | tr -d '\n'
}
triggered() { count "Exec\[storm\]: Triggered .refresh. from 3 events" "$work/sout"; }
all_back() { [ "$(cat "$s/a")" = A ] && [ "$(cat "$s/b")" = B ] && [ "$(cat "$s/c")" = C ]; }
# FIRST SECOND THIRD: the files written in that order. The storm counts when its writes fit in 4 ms, within
# pp's 5 ms debounce: a busy machine can stall this shell between two writes for longer, and that is two
# storms by the rule, so the writes are made again (once pp has put the files back). Sets before_* to what
# the output held before the storm that counts.
storm() {
  local try t0 t1
  for ((try = 0; try < 20; try++)); do
    wait_for all_back || return 1
    sleep 0.3
    before_refreshes=$(lines "$work/storm_refreshes")
    before_order=$(corrected)
    before_triggered=$(triggered)
    t0=$EPOCHREALTIME
    echo "drift $1" > "$s/$1"
    gap
    echo "drift $2" > "$s/$2"
    gap
    echo "drift $3" > "$s/$3"
    t1=$EPOCHREALTIME
    ((${t1/./} - ${t0/./} < 4000)) && return 0
    echo "(the storm's writes took $(((${t1/./} - ${t0/./}) / 1000)) ms, longer than the debounce: again)"
  done
  return 1
}
check "a storm is made" 'storm c b a'
check "and put back" \
  'wait_for all_back && wait_for "[ \$(lines $work/storm_refreshes) -gt $before_refreshes ]"'
sleep 0.5
check "in the graph's order, each file once" '[ "$(corrected)" = "${before_order}abc" ]'
check "refreshing the exec once" '[ "$(lines "$work/storm_refreshes")" = $((before_refreshes + 1)) ]'
check "with one refresh from three events" '[ "$(triggered)" = $((before_triggered + 1)) ]'
# pp's own writes are events too: the check they cause finds everything in sync and leaves the report of the
# correction in place
check "the summary keeps the correction" \
  'grep -A1 "^resources:" "$work/svar/state/last_run_summary.yaml" | grep -q "changed: [1-9]"'
check "and so does the report" \
  'grep -q "\"status\": \"changed\"" "$work/svar/state/last_run_report.json" && grep -q "\"resource\": \"File\[$s/a\]\", [^}]*\"changed\": true" "$work/svar/state/last_run_report.json"'
check "a second storm is made" 'storm b c a'
check "and put back" \
  'wait_for all_back && wait_for "[ \$(lines $work/storm_refreshes) -gt $before_refreshes ]"'
sleep 0.5
check "in the graph's order again" '[ "$(corrected)" = "${before_order}abc" ]'
check "refreshing the exec once more" '[ "$(lines "$work/storm_refreshes")" = $((before_refreshes + 1)) ]'
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "then SIGTERM ends it" '[ $rc -eq 0 ]'

# SIGHUP compiles again now: the manifest reads a file that is not code (not watched), changed before the HUP
mkdir -p "$work/hup"
echo one > "$work/hup/src.txt"
echo "file { '$t/hup.txt': content => file('$work/hup/src.txt') }" > "$work/hup.pp"
"$pp" apply --watch --vardir "$work/hvar" "$work/hup.pp" > "$work/hout" 2> "$work/herr" &
pid=$!
check "a manifest reading a file is applied" \
  'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/hout\"" && [ "$(cat "$t/hup.txt")" = one ]'
echo two > "$work/hup/src.txt"
sleep 0.5
check "a change that is not code is not seen" '[ "$(cat "$t/hup.txt")" = one ]'
kill -HUP "$pid"
check "until SIGHUP" 'wait_for "grep -q \"^Notice: Caught HUP; compiling again\" \"$work/hout\""'
check "which compiles and applies the change" 'wait_for "[ \"\$(cat $t/hup.txt)\" = two ]"'
check "as a new run" 'wait_for "[ \$(count \"^Notice: Applied catalog in\" \"$work/hout\") = 2 ]"'
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "then SIGTERM ends it" '[ $rc -eq 0 ]'

# the data of the global hiera.yaml (--hiera_config) is code too: its datadir, relative to the file
mkdir -p "$work/hiera/hdata"
cat > "$work/hiera/hiera.yaml" <<EOF
version: 5
defaults:
  datadir: hdata
  data_hash: yaml_data
hierarchy:
  - name: Common
    path: common.yaml
EOF
echo "message: first" > "$work/hiera/hdata/common.yaml"
echo "file { '$t/hiera.txt': content => lookup('message') }" > "$work/hiera.pp"
"$pp" apply --watch --verbose --hiera_config "$work/hiera/hiera.yaml" --vardir "$work/dvar" "$work/hiera.pp" \
  > "$work/dout" 2> "$work/derr" &
pid=$!
check "a manifest looking up Hiera data is applied" \
  'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/dout\"" && [ "$(cat "$t/hiera.txt")" = first ]'
echo "message: second" > "$work/hiera/hdata/common.yaml"
check "an edit of its data is applied" 'wait_for "[ \"\$(cat $t/hiera.txt)\" = second ]"'
check "after compiling again" 'wait_for "grep -q \"hdata/common.yaml changed; compiling again\" \"$work/dout\""'
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=''
check "then SIGTERM ends it" '[ $rc -eq 0 ]'

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
