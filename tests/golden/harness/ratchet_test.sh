#!/usr/bin/env bash
# ratchet.sh does what golden_harness.hpp's Ratchet does: an accept run updates only the cases that ran,
# concurrent updates lose nothing, and without PP_ACCEPT nothing is written.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=tests/golden/harness/ratchet.sh
. "$here/ratchet.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

printf '# about\na\nb\nc\n' > "$d/PASSING"
ratchet_listed "$d/PASSING" b || fail "b is listed"
ratchet_listed "$d/PASSING" '# about' && fail "a comment is no case"
ratchet_listed "$d/PASSING" x && fail "x is not listed"

unset PP_ACCEPT
ratchet_record "$d/PASSING" b failed
[ "$(cat "$d/PASSING")" = "$(printf '# about\na\nb\nc')" ] || fail "no accept run: the list stays"

export PP_ACCEPT=1
ratchet_record "$d/PASSING" b failed
ratchet_record "$d/PASSING" d passed
[ "$(cat "$d/PASSING")" = "$(printf '# about\na\nc\nd')" ] || fail "accept: $(cat "$d/PASSING")"

# twenty cases accepted at once (ctest -j): every one is in the list afterwards
for i in $(seq 10 29); do ratchet_record "$d/PASSING" "n$i" passed & done
wait
[ "$(grep -c '^n' "$d/PASSING")" = 20 ] || fail "concurrent updates lost some: $(cat "$d/PASSING")"
[ "$(grep -vc '^#' "$d/PASSING")" = 23 ] || fail "a, c and d stay"
for f in "$d"/PASSING.*; do [ -e "$f" ] && fail "a temporary file was left: $f"; done
echo "ratchet.sh: ok"
