#!/usr/bin/env bash
# `pp apply --watch` and systemd's bus: a service stopped or disabled behind pp's back is put back the moment
# systemd says so, with a polling interval far too long to be what found it; a state on its way to another
# (deactivating) and other properties are not a reason to check; --watch-poll TYPE=S polls one type at its
# own pace; without a bus, services are polled and pp says why. A private dbus-daemon and pp_fake_systemd
# (fake_systemd.cpp) stand in for the system bus and systemd; a fake systemctl on PATH keeps each unit's
# state in a file and has the fake systemd send the signal systemd would.
# usage: watch_systemd_cli_test.sh PP PP_FAKE_SYSTEMD
set -uo pipefail
pp=$1
fake=$2
command -v dbus-daemon > /dev/null || { echo "SKIP: no dbus-daemon (scripts/install-deps.sh --test)"; exit 77; }
work=$(mktemp -d)
pids=()
cleanup() {
  exec 3>&- 2> /dev/null
  for p in "${pids[@]}"; do kill -KILL "$p" 2> /dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
fails=0
pass=0
check() { if eval "$2"; then pass=$((pass + 1)); else echo "FAIL: $1"; fails=$((fails + 1)); fi; }
wait_for() { # up to 30 s
  local i
  for ((i = 0; i < 600; i++)); do
    eval "$1" && return 0
    sleep 0.05
  done
  return 1
}
count() { grep -c -- "$1" "$2" 2> /dev/null || true; }

mkdir -p "$work/bin" "$work/units"
cat > "$work/bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>custom</type>
  <listen>unix:path=$work/bus</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_type="method_call"/>
    <allow send_type="signal"/>
    <allow send_type="method_return"/>
    <allow send_type="error"/>
    <allow receive_type="method_call"/>
    <allow receive_type="signal"/>
    <allow receive_type="method_return"/>
    <allow receive_type="error"/>
  </policy>
</busconfig>
EOF
dbus-daemon --config-file="$work/bus.conf" --nofork --nopidfile 2> "$work/dbus.err" &
pids+=($!)
wait_for "[ -S '$work/bus' ]" || { echo "FAIL: dbus-daemon did not start: $(cat "$work/dbus.err")"; exit 1; }
export DBUS_SYSTEM_BUS_ADDRESS=unix:path=$work/bus
mkfifo "$work/signals"
"$fake" "$DBUS_SYSTEM_BUS_ADDRESS" < "$work/signals" > "$work/fake.out" 2>&1 &
pids+=($!)
exec 3> "$work/signals" # kept open: the fake systemd reads until it is closed
wait_for "grep -q ready '$work/fake.out'" || { echo "FAIL: the fake systemd did not start"; cat "$work/fake.out"; exit 1; }
signal() { echo "$*" >&3; }

# systemctl ACTION -- UNIT, on the units' state files; a change is signalled as systemd would
cat > "$work/bin/systemctl" <<EOF
#!/bin/sh
action=\$1 unit=\$3 f="$work/units/\$3"
echo "\$action \$unit" >> "$work/systemctl.log"
case \$action in
  is-active) s=\$(cat "\$f" 2> /dev/null || echo inactive); echo "\$s"; [ "\$s" = active ] ;;
  is-enabled) if [ -e "\$f.enabled" ]; then echo enabled; else echo disabled; exit 1; fi ;;
  start|restart) echo active > "\$f"; echo "unit \$unit active" > "$work/signals" ;;
  stop) echo inactive > "\$f"; echo "unit \$unit inactive" > "$work/signals" ;;
  enable) touch "\$f.enabled"; echo files > "$work/signals" ;;
  disable) rm -f "\$f.enabled"; echo files > "$work/signals" ;;
  unmask|mask) ;;
  *) exit 1 ;;
esac
EOF
chmod +x "$work/bin/systemctl"
export PATH="$work/bin:$PATH"

cat > "$work/site.pp" <<EOF
service { 'web': ensure => running, enable => true, provider => systemd }
service { 'db.service': ensure => running, provider => systemd }
EOF
"$pp" apply --watch --watch-interval 600 --vardir "$work/var" "$work/site.pp" > "$work/out" 2> "$work/err" &
pid=$!
pids+=("$pid")
check "the first run starts and enables the services" \
  'wait_for "grep -q \"^Notice: Applied catalog in\" \"$work/out\"" && [ "$(cat "$work/units/web.service")" = active ] &&
   [ -e "$work/units/web.service.enabled" ] && [ "$(cat "$work/units/db.service")" = active ]'
check "pp subscribed to systemd's signals" 'wait_for "grep -q subscribed \"$work/fake.out\""'
check "and says nothing about polling services" '! grep -q "checking them every" "$work/out" "$work/err"'

# stopped behind pp's back: systemd says so, pp starts it again (the 600 s interval cannot be why)
echo inactive > "$work/units/web.service"
signal unit web.service deactivating
sleep 0.3
check "a state on its way to another is not checked" '[ "$(cat "$work/units/web.service")" = inactive ]'
signal other web.service
sleep 0.3
check "nor is another property" '[ "$(cat "$work/units/web.service")" = inactive ]'
signal unit web.service inactive
check "a stopped service is started again when systemd says it stopped" \
  'wait_for "[ \"\$(cat $work/units/web.service)\" = active ]"'
check "with Puppet's line" \
  'wait_for "grep -q \"Service\[web\]/ensure: ensure changed .stopped. to .running.\" \"$work/out\""'
check "and only web was checked" '[ "$(count "is-active db.service" "$work/systemctl.log")" = 1 ]'
# Puppet's ensure re-reads enable after a start and quietly syncs it: wait for that re-read (the fourth
# is-enabled) before disabling, or the quiet sync may be the one that enables it again, with no line
check "and enable was read again after the start" \
  'wait_for "[ \"\$(count \"is-enabled web.service\" $work/systemctl.log)\" -ge 4 ]"'

# disabled behind pp's back: UnitFilesChanged
rm -f "$work/units/web.service.enabled"
signal files
check "a disabled service is enabled again when systemd says unit files changed" \
  'wait_for "[ -e $work/units/web.service.enabled ]"'
check "with Puppet's line" \
  'wait_for "grep -q \"Service\[web\]/enable: enable changed .false. to .true.\" \"$work/out\""'

kill -TERM "$pid"
wait "$pid"
check "SIGTERM ends it with status 0" '[ $? = 0 ]'
check "nothing failed" '! grep -q "^Error" "$work/out" "$work/err"'

# --watch-poll: db is polled every 0.3 s while everything else waits 600 s (no bus for this run)
cat > "$work/site2.pp" <<EOF
service { 'db.service': ensure => running, provider => systemd }
EOF
DBUS_SYSTEM_BUS_ADDRESS=unix:path=$work/no-bus "$pp" apply --verbose --watch --watch-interval 600 --watch-poll service=0.3 \
  --vardir "$work/var" "$work/site2.pp" > "$work/out2" 2> "$work/err2" &
pid=$!
pids+=("$pid")
check "without a bus pp says services are polled" \
  'wait_for "grep -q \"Not watching services on systemd.s bus (.*); checking them every 0.3 seconds\" \"$work/out2\""'
echo inactive > "$work/units/db.service"
check "and --watch-poll service=0.3 finds the stopped service" \
  'wait_for "[ \"\$(cat $work/units/db.service)\" = active ]"'
kill -TERM "$pid"
wait "$pid"

"$pp" apply --watch --watch-poll service "$work/site2.pp" > "$work/out3" 2>&1
check "a --watch-poll without seconds is refused" \
  '[ $? != 0 ] && grep -q "expects TYPE=SECONDS" "$work/out3"'
"$pp" apply --watch --watch-poll service=0 "$work/site2.pp" > "$work/out3" 2>&1
check "and one out of range" '[ $? != 0 ] && grep -q "from 0.05 to 86400" "$work/out3"'

if [ "$fails" -ne 0 ]; then
  for f in out err out2 err2 systemctl.log fake.out; do echo "--- $f"; cat "$work/$f" 2> /dev/null; done
fi
echo "watch_systemd_cli_test: $pass passed, $fails failed"
[ "$fails" -eq 0 ]
