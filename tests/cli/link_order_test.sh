#!/usr/bin/env bash
# pp's code is laid out in the order of cli/link-order.txt (cli/CMakeLists.txt): the functions it lists lie
# in one stretch at the start of pp's functions, not scattered over its ~10 MB of code, and the list still
# names most of pp's functions (scripts/link-order.sh writes it again when it does not).
set -uo pipefail
pp=$1
order=$2
python3 - "$pp" "$order" <<'PY'
import re, subprocess, sys
pp, order = sys.argv[1], sys.argv[2]
listed = set()
for line in open(order):
    if line.startswith(".text."):
        # .text.NAME, or .text.startup.NAME (and unlikely, hot, exit) as the compiler placed NAME
        listed.add(re.sub(r"^\.text\.((startup|unlikely|hot|exit)\.)?", "", line.strip()))
defined, found = {}, {}
nm = subprocess.run(["nm", "-S", "--defined-only", pp], capture_output=True, text=True, check=True).stdout
for line in nm.splitlines():
    fields = line.split()
    if len(fields) == 4 and fields[2] in "tTwW":
        defined[fields[3]] = defined.get(fields[3], 0) + 1
        if fields[3] in listed:
            found[fields[3]] = (int(fields[0], 16), int(fields[1], 16))
fails = 0
def check(what, ok):
    global fails
    if not ok:
        print("FAIL:", what)
        fails += 1
share = len(found) / max(len(listed), 1)
check(f"pp has {len(found)} of the {len(listed)} functions the list names ({share:.0%}): run "
      "scripts/link-order.sh to write it again", share >= 0.75)
# a name defined more than once (a local function of several objects) says nothing of where one is
placed = sorted(v for name, v in found.items() if defined[name] == 1)
if placed:
    size = sum(s for a, s in placed)
    # the most of them in a stretch of 1.3 times their size (alignment pads them), and where it lies;
    # those outside it are functions of objects compiled without a section per function, which the list
    # cannot move (jemalloc's operator new, libcrypto's), or a name the list gives a section pp did not use
    best, first, j = 0, 0, 0
    for i in range(len(placed)):
        while j < len(placed) and placed[j][0] < placed[i][0] + 1.3 * size:
            j += 1
        if j - i > best:
            best, first = j - i, i
    print(f"{best} of {len(placed)} listed functions ({size} bytes) lie in one stretch from {placed[first][0]:#x}")
    check(f"only {best} of the {len(placed)} listed functions lie in one stretch", best >= 0.95 * len(placed))
sys.exit(1 if fails else 0)
PY
