#!/usr/bin/env bash
# Writes cli/link-order.txt: the order in which the linker lays out pp's functions (cli/CMakeLists.txt).
# The functions pp's usual runs execute come first, packed together, and the rest after them, so a run maps
# and faults in the pages of the code it runs and not the ~7 MB it does not (README, Development).
#
# It runs bench/speed.sh's workloads and the README's example once each under valgrind's callgrind, which
# names every function a run executes, and orders the functions by the first run that executed them (the
# runs' ranks are below; then by name, so that the file is stable): each run's code is then laid out in
# one stretch, beginning with pp's start-up. Run it again when the code has changed a lot: a
# function missing from the file is only placed after the listed ones, and a name that no longer exists is
# ignored.
#
# usage: scripts/link-order.sh [PP]   (PP: a release build of pp, by default build/release/cli/pp)
# needs valgrind, Puppet's module corpus and the oracle's generator (../shared: sh corpus/install-corpus.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/lib.sh"
pp=$(realpath "${1:-$root/build/release/cli/pp}")
shared=${PP_SHARED:-$root/../shared}
command -v valgrind > /dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
for f in "$shared/oracle/gen-big.py" "$shared/oracle/facts-default.json" "$shared/corpus/corpus-files.txt"; do
  [ -f "$f" ] || { echo "missing $f" >&2; exit 1; }
done
modules=/usr/share/puppet/modules
[ -d "$modules/apache" ] || { echo "the module corpus is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }

work=$(mktemp -d /tmp/pp-link-order.XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/cache
unset PP_NO_CACHE
cert=bench.example.com
mkdir -p "$work/empty" "$work/out"
server_facts "$shared/oracle/facts-default.json" "$cert" > "$work/facts.json"
python3 "$shared/oracle/gen-big.py" 10000 --relationships 300 --defines 1000 --root "$work/tree" > "$work/big10000.pp"
python3 "$shared/oracle/gen-big.py" 1000 --root "$work/tree" > "$work/big1000.pp"
echo "include apache" > "$work/apache.pp"
mapfile -t files < "$shared/corpus/corpus-files.txt"
common=(--certname "$cert" --facts "$work/facts.json")

# run RANK CMD...: CMD under callgrind, its profile kept as $work/out/RANK
run() {
  local rank=$1
  shift
  echo "  $*" | cut -c1-150 >&2
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/out/$rank" "$pp" "$@" > /dev/null 2> "$work/err" ||
    { tail -20 "$work/err" >&2; echo "failed: pp $*" >&2; exit 1; }
}
# The runs' ranks: the code of rank 11 (pp's start-up) comes first, then what rank 12 runs beyond it, and so
# on: the warm parse cache's runs (1x), whose code is the compiler's, before the cold ones (2x), which add the
# parser's and the cache writer's. The cold runs are made first, to fill the cache.
for pass in 2 1; do
  echo "$([ $pass = 1 ] && echo warm || echo cold) parse cache:" >&2
  run ${pass}1 apply --vardir "$work/var" --modulepath "$work/empty" "${common[@]}" -e 'notice(1)'
  run ${pass}2 compile "$work/big10000.pp" --modulepath "$work/empty" "${common[@]}" -o "$work/catalog.json"
  run ${pass}3 compile "$work/apache.pp" --modulepath "$modules" \
    --hiera_config "$root/tests/golden/modules/hiera/hiera.yaml" "${common[@]}" -o "$work/catalog.json"
  run ${pass}4 apply --noop --vardir "$work/var" --modulepath "$work/empty" "${common[@]}" "$work/big1000.pp"
  run ${pass}5 parser validate "${files[@]}"
  run ${pass}6 parser validate "$root/examples"
  run ${pass}7 compile "$root/examples/site.pp" -o "$work/catalog.json"
  run ${pass}8 apply --noop --vardir "$work/var" "$root/examples/site.pp"
done
run 31 --version
run 32 resource file /etc/hosts

# The linker orders sections, not functions: each function's section (.text.NAME, or .text.startup.NAME,
# .text.unlikely.NAME, .text.hot.NAME as the compiler placed it), read from the objects pp was linked from
build=$(cd "$(dirname "$pp")/.." && pwd)
link=$(ninja -C "$build" -t commands cli/pp | tail -1)
objects=()
for word in $link; do
  case $word in
    *.o | *.a) [ -f "$build/$word" ] && objects+=("$build/$word") || { [ -f "$word" ] && objects+=("$word"); } ;;
  esac
done
objects+=("$(g++ -print-file-name=libstdc++.a)" "$(g++ -print-file-name=libgcc.a)")
objdump -t "${objects[@]}" 2> /dev/null | awk '/ F \.text/ { for (i = 1; i < NF; i++) if ($i ~ /^\.text/) print $i, $NF }' > "$work/sections"

python3 - "$(basename "$pp")" "$work/sections" "$work"/out/* > "$root/cli/link-order.txt" <<'PY'
import collections, re, sys
# callgrind's format names an object (ob=) or function (fn=) by "(id) name" the first time, by "(id)"
# after; a cost block belongs to the last ob= and fn= lines without the c (callee) prefix
binary, paths = sys.argv[1], sys.argv[3:]
sections = collections.defaultdict(set)
for line in open(sys.argv[2]):
    section, name = line.split()
    if section != ".text":  # a whole object's code, which the linker cannot split
        sections[name].add(section)
print("# generated by scripts/link-order.sh: the sections of the functions pp's usual runs execute (see there)")
written = set()
for path in sorted(paths, key=lambda p: int(p.rsplit("/", 1)[1])):
    names = {"ob": {}, "fn": {}}
    current_ob, seen = None, set()
    for line in open(path, errors="replace"):
        m = re.match(r"^(c?)(ob|fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not m:
            continue
        callee, kind, ident, name = m.groups()
        if name is not None:
            names[kind][ident] = name
        if callee:
            continue
        if kind == "ob":
            current_ob = names["ob"].get(ident, "")
        elif current_ob.endswith("/" + binary):
            name = names["fn"].get(ident, "")
            # callgrind's "'2" marks a recursive call's level; addresses are code without a symbol
            name = name.split("'")[0]
            if name and not name.startswith("0x") and not name.startswith("("):
                seen.add(name)
    for name in sorted(seen):
        for section in sorted(sections.get(name, ())):
            if section not in written:
                written.add(section)
                print(section)
PY
echo "wrote cli/link-order.txt: $(grep -vc '^#' "$root/cli/link-order.txt") sections from $(ls "$work/out" | wc -l) runs" >&2
