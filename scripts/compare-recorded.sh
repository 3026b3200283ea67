#!/usr/bin/env bash
# Compares pp with catalogs recorded from real Puppet for modules nobody tuned pp to: a directory of cases
# laid out as tests/golden/modules/ is (NAME.pp, and from Puppet NAME.out, NAME.exit and, when it compiled,
# NAME.json), compiled with `pp compile --error-style puppet`. Prints one line per case and a summary:
#   same      pp printed what Puppet printed and built the same catalog (version, code_id and
#             catalog_uuid aside)
#   differs   both compiled, the catalogs or the log lines differ
#   pp-fails  Puppet compiled it, pp did not (pp's error is shown)
#   both-fail neither compiled (compared: the error lines)
#   pp-only   pp compiled what Puppet refused
# Paths in the recordings are relative to --root (the directory pp runs in).
#
# usage: scripts/compare-recorded.sh --cases DIR --modulepath DIR --facts FILE [--root DIR] [--pp PATH]
#        [--certname NAME] [--hiera-config FILE] [--show N] [CASE...]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
pp=$here/build/release/cli/pp
cases="" modulepath="" facts="" root="" certname=pp.example.com hiera="" show=3
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --cases) cases=$2; shift 2 ;;
    --modulepath) modulepath=$2; shift 2 ;;
    --facts) facts=$2; shift 2 ;;
    --root) root=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    --certname) certname=$2; shift 2 ;;
    --hiera-config) hiera=$2; shift 2 ;;
    --show) show=$2; shift 2 ;;
    -*) echo "unknown option $1" >&2; exit 64 ;;
    *) names+=("$1"); shift ;;
  esac
done
[ -n "$cases" ] && [ -n "$modulepath" ] && [ -n "$facts" ] || {
  echo "usage: $0 --cases DIR --modulepath DIR --facts FILE [--root DIR] [--pp PATH] [CASE...]" >&2; exit 64; }
[ -x "$pp" ] || { echo "no pp binary at $pp" >&2; exit 1; }
root=${root:-$(dirname "$cases")}
cases=$(realpath "$cases")
pp=$(realpath "$pp")
if [ ${#names[@]} -eq 0 ]; then
  mapfile -t names < <(cd "$cases" && ls -- *.pp | sed 's/\.pp$//' | LC_ALL=C sort)
fi
work=$(mktemp -d /tmp/pp-compare.XXXXXX)
trap 'rm -rf "$work"' EXIT
extra=()
[ -n "$hiera" ] && extra+=(--hiera_config "$hiera")
declare -A count=()
shown=0
cd "$root"
for name in "${names[@]}"; do
  rel=$(realpath --relative-to="$root" "$cases/$name.pp")
  set +e
  "$pp" compile --error-style puppet --modulepath "$modulepath" --facts "$facts" --certname "$certname" \
    "${extra[@]}" -o "$work/catalog.json" "$rel" > "$work/out" 2>&1
  rc=$?
  set -e
  expected_exit=$(cat "$cases/$name.exit")
  [ "$rc" -ne 0 ] && rc=1
  verdict=$(python3 - "$cases/$name" "$work/out" "$work/catalog.json" "$rc" "$expected_exit" <<'PY'
import json, sys
base, out, catalog, rc, expected = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
got_out = open(out).read()
got_out = "".join(l for l in got_out.splitlines(True) if not l.startswith("Notice: Compiled catalog"))
want_out = open(base + ".out").read()
def norm(path):
    j = json.load(open(path))
    for k in ("version", "code_id", "catalog_uuid"):
        j.pop(k, None)
    return j
if expected != 0 and rc != 0:
    print("same" if got_out == want_out else "both-fail")
elif expected != 0:
    print("pp-only")
elif rc != 0:
    print("pp-fails")
else:
    same = norm(base + ".json") == norm(catalog) and got_out == want_out
    print("same" if same else "differs")
PY
)
  count[$verdict]=$(( ${count[$verdict]:-0} + 1 ))
  echo "$verdict $name"
  if [ "$verdict" != same ] && [ "$shown" -lt "$show" ]; then
    shown=$((shown + 1))
    echo "  --- puppet"; { sed 's/^/  | /' "$cases/$name.out" | head -5; } || true
    echo "  --- pp"; { sed 's/^/  | /' "$work/out" | grep -v "Compiled catalog" | head -5; } || true
  fi
done
echo "summary: ${#names[@]} cases:" "$(for k in same differs pp-fails both-fail pp-only; do printf '%s %s, ' "$k" "${count[$k]:-0}"; done)"
