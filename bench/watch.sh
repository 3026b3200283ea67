#!/usr/bin/env bash
# `pp apply --watch`: how fast a drifted file is put back, and what watching costs when nothing happens.
#   latency: one managed file, changed 200 times behind pp's back (50 ms apart); the time from the write to
#            the moment the file holds its managed content again (median and p99; goal: median < 20 ms)
#   idle:    10,000 managed files in 100 directories, nothing changing for 10 s; pp's CPU time over that
#            time (goal: < 1% of a core); then the latency of one of them among the 10,000
# A benchmark, not a test. usage: bench/watch.sh [--pp PATH] [--edits N] [--files N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pp=$root/build/release/cli/pp
edits=200
files=10000
while [ $# -gt 0 ]; do
  case $1 in
    --pp) pp=$2; shift 2 ;;
    --edits) edits=$2; shift 2 ;;
    --files) files=$2; shift 2 ;;
    *) echo "usage: $0 [--pp PATH] [--edits N] [--files N]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
work=$(mktemp -d /tmp/pp-bench-watch.XXXXXX)
pid=''
cleanup() {
  [ -n "$pid" ] && kill -TERM "$pid" 2> /dev/null && wait "$pid" 2> /dev/null
  rm -rf "$work"
}
trap cleanup EXIT
started() { # waits for the first run to end
  local i
  for ((i = 0; i < 2400; i++)); do
    grep -q '^Notice: Applied catalog in' "$work/out" 2> /dev/null && return 0
    sleep 0.05
  done
  echo "pp apply --watch did not start:" >&2
  cat "$work/err" >&2
  exit 1
}
cat > "$work/latency.py" <<'PY'
# FILE WANT N: N changes of FILE (50 ms apart), each timed until it holds WANT again
import sys, time
path, want, n = sys.argv[1], sys.argv[2].encode() + b"\n", int(sys.argv[3])
times = []
for i in range(n):
    time.sleep(0.05)
    t0 = time.perf_counter()
    with open(path, "wb") as f:
        f.write(b"drift %d\n" % i)
    while True:
        try:
            with open(path, "rb") as f:
                if f.read() == want:
                    break
        except FileNotFoundError:
            pass
        if time.perf_counter() - t0 > 10:
            sys.exit("not corrected within 10 s")
        time.sleep(0.0002)
    times.append((time.perf_counter() - t0) * 1000)
times.sort()
print(f"median {times[len(times) // 2]:.1f} ms, p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.1f} ms")
PY

# latency
mkdir -p "$work/t"
printf "file { '%s/t/f.txt': content => \"managed\\\\n\" }\n" "$work" > "$work/one.pp"
"$pp" apply --watch --vardir "$work/var" "$work/one.pp" > "$work/out" 2> "$work/err" &
pid=$!
started
echo "drift to corrected, $edits edits of one file: $(python3 "$work/latency.py" "$work/t/f.txt" managed "$edits") (goal: median < 20 ms)"
kill -TERM "$pid"
wait "$pid" || true
pid=''

# idle cost
python3 - "$work/many" "$files" > "$work/many.pp" <<'PY'
import os, sys
base, n = sys.argv[1], int(sys.argv[2])
for d in range(100):
    os.makedirs(f"{base}/d{d}", exist_ok=True)
for i in range(n):
    print(f"file {{ '{base}/d{i % 100}/f{i}': content => \"{i}\\n\" }}")
PY
: > "$work/out"
"$pp" apply --watch --vardir "$work/var2" "$work/many.pp" > "$work/out" 2> "$work/err" &
pid=$!
started
sleep 1
ticks=$(getconf CLK_TCK)
cpu() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
before=$(cpu)
sleep 10
after=$(cpu)
awk -v a="$before" -v b="$after" -v t="$ticks" -v n="$files" \
  'BEGIN { printf "idle, %d files watched for 10 s: %.2f%% of a core (goal: < 1%%)\n", n, (b - a) / t / 10 * 100 }'
rss=$(awk '/VmRSS/ { print $2 }' "/proc/$pid/status")
echo "  resident memory while watching: $((rss / 1024)) MB"
echo "  drift to corrected among them, 50 edits of one: $(python3 "$work/latency.py" "$work/many/d5/f5" 5 50)"
