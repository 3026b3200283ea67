#!/usr/bin/env bash
# Start-up of `pp repl` to its first prompt on a pseudo-terminal (issue 7: under 50 ms on this machine):
# each run starts `pp repl -q` on a new pty with an empty HOME, times from the fork to the moment the prompt
# `1:>> ` has been printed, then sends Ctrl-D. Prints the best and the median of the runs, with this host's
# facts (the default) and with a facts file. A benchmark, not a test.
#
# usage: bench/repl.sh [--runs R] [--pp PATH]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=20
pp=$root/build/release/cli/pp
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    *) echo "usage: $0 [--runs R] [--pp PATH]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
work=$(mktemp -d /tmp/pp-bench-repl.XXXXXX)
trap 'rm -rf "$work"' EXIT
facts=$root/tests/golden/repl/files/facts.yaml
/usr/bin/python3 - "$pp" "$runs" "$work" "$facts" <<'PY'
import os, pty, select, statistics, sys, time

pp, runs, work, facts = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]

def first_prompt(extra):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm", "HOME": work,
           "XDG_STATE_HOME": work + "/state", "EDITRC": "/dev/null"}
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(pp, [pp, "repl", "-q"] + extra, env)
    out = b""
    elapsed = None
    while elapsed is None:
        ready, _, _ = select.select([fd], [], [], 10)
        if not ready:
            raise SystemExit("no prompt within 10 s: %r" % out[-200:])
        chunk = os.read(fd, 4096)
        out += chunk
        if b"1:>> " in out:
            elapsed = time.perf_counter() - start
    os.write(fd, b"\x04")
    try:
        while os.read(fd, 4096):
            pass
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed * 1000

for label, extra in (("this host's facts", []), ("--facts FILE", ["--facts", facts])):
    times = sorted(first_prompt(extra) for _ in range(runs))
    print("pp repl start-up to the first prompt, %-18s best %6.1f ms  median %6.1f ms  (%d runs)"
          % (label + ":", times[0], statistics.median(times), runs))
PY
