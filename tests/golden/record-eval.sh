#!/usr/bin/env bash
# Records the expected output of tests/golden/eval/ from REAL Puppet 7.23 (a
# test tool, not part of pp). Never edit the .out/.exit files by hand: change
# or add a case, re-run this script and review the diff.
#
# usage: tests/golden/record-eval.sh [--dir DIR] [--modulepath MP] [--verify all|N|CASE...] [CASE...]
#        (default: record every tests/golden/eval/*.pp)
#
# --dir DIR         the suite: record every DIR/*.pp (default tests/golden/eval)
# --modulepath MP   the modulepath the cases are compiled with (default: an
#                   empty directory). tests/golden/functions is recorded with
#                   --dir tests/golden/functions --modulepath /usr/share/puppet/modules
#                   (stdlib's functions exist only with the stdlib module).
#
# For each case NAME.pp it writes (only when the content changes; a run over
# the whole suite also removes the .out/.exit of cases that no longer exist):
#   NAME.out   what `puppet apply NAME.pp` prints (stdout and stderr, in order),
#              minus "Notice: Compiled catalog for ..." and "Notice: Applied
#              catalog in ..."; every line ends with "\n"; empty when nothing
#              is printed. "(file: ...)" shows the case's path relative to the
#              repository root (tests/golden/eval/NAME.pp).
#   NAME.exit  "0\n", or "1\n" when Puppet fails the compile (evaluation error).
#
# How: ONE Ruby process (tests/golden/oracle-eval.rb) compiles every case
# in-process the way `puppet apply` does, with the isolation flags of
# shared/oracle/oracle-lib.sh, an empty modulepath, certname pp.example.com and
# the facts of shared/oracle/facts-default.json (json facts terminus), and
# captures the log messages formatted as Puppet's console destination does.
# About 15-30 s for all cases.
#
# --verify: afterwards, run the real `puppet apply` CLI (same isolation flags,
# `--certname pp.example.com --facts_terminus json`, the case's `# flags:`)
# on some cases and compare its console output and exit status byte for byte
# with the recorded files: `all`, a number N (every k-th case so that about N
# are checked, plus every case whose name contains "class", "define",
# "strict" or "warn"), or the given case files. About 2 s per case, two at a
# time. Exits 1 when a case differs.
#
# Per-case Puppet settings: a leading comment line `# flags: --strict_variables`
# (also --strict=error, --strict=off) applies to that case only.
#
# Environment: PP_SHARED (default: <repo>/../shared) for the oracle helpers.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
[ -f "$shared/oracle/oracle-lib.sh" ] || {
  echo "record-eval: $shared/oracle/oracle-lib.sh not found (set PP_SHARED)" >&2; exit 2; }
export ORACLE_CERTNAME=pp.example.com
# The recorded facts are exactly facts-default.json: no fact overrides.
unset ORACLE_FACTS ORACLE_FACTS_REPLACE ORACLE_LIVE_FACTS
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^FACTER_' || true)
# shellcheck source=/dev/null
. "$shared/oracle/oracle-lib.sh"

verify='' verify_cases=()
cases=()
suite=tests/golden/eval
modulepath=''
while [ $# -gt 0 ]; do
  case $1 in
    --dir) suite=${2:?--dir needs a directory}; shift 2 ;;
    --modulepath) modulepath=${2:?--modulepath needs a path}; shift 2 ;;
    --verify)
      shift
      [ $# -gt 0 ] || { echo "record-eval: --verify needs all, N or case files" >&2; exit 64; }
      if [ "$1" = all ] || [[ $1 =~ ^[0-9]+$ ]]; then
        verify=$1; shift
      else
        verify=files
        while [ $# -gt 0 ] && [[ $1 != --* ]]; do verify_cases+=("$1"); shift; done
      fi ;;
    -h|--help) awk 'NR>1 && /^#/{sub(/^# ?/,"");print;next} NR>1{exit}' "$0"; exit 0 ;;
    *) cases+=("$1"); shift ;;
  esac
done

cd "$repo"
rel() { realpath -s --relative-to="$repo" "$1"; }
all_cases=0
if [ ${#cases[@]} -gt 0 ]; then
  for i in "${!cases[@]}"; do cases[i]=$(rel "${cases[i]}"); done
else
  all_cases=1
  suite=$(rel "$suite")
  mapfile -t cases < <(find "$suite" -maxdepth 1 -type f -name '*.pp' | LC_ALL=C sort)
fi
[ ${#cases[@]} -gt 0 ] || { echo "record-eval: no cases" >&2; exit 2; }

oracle_init   # sets ORACLE_WORK (removed on exit) and ORACLE_ISO
# pp's harness reads the same facts from tests/golden/eval/facts.json: keep that copy current.
cmp -s "$ORACLE_DEFAULT_FACTS" tests/golden/eval/facts.json || cp "$ORACLE_DEFAULT_FACTS" tests/golden/eval/facts.json
mp_args=()
[ -z "$modulepath" ] || mp_args=(--modulepath "$modulepath")
ruby "$here/oracle-eval.rb" --work "$ORACLE_WORK/rec" --facts "$ORACLE_DEFAULT_FACTS" \
  --certname "$ORACLE_CERTNAME" "${mp_args[@]}" --write "${cases[@]}"

# Recorded files whose case is gone are removed (whole-suite runs only).
if [ "$all_cases" = 1 ]; then
  for f in "$suite"/*.out "$suite"/*.exit; do
    [ -e "$f" ] || continue
    if [ ! -e "${f%.*}.pp" ]; then echo "record-eval: removing $f (no case)"; rm -f "$f"; fi
  done
fi

# Summary over the whole suite (not only the cases just recorded).
total=0 witherr=0
for c in "$suite"/*.pp; do
  [ -e "$c" ] || continue
  total=$((total + 1))
  [ "$(cat "${c%.pp}.exit" 2>/dev/null)" = 1 ] && witherr=$((witherr + 1))
done
echo "record-eval: suite: $total cases, $witherr with errors, $((total - witherr)) without"

[ -n "$verify" ] || exit 0

# ---- verification against the real `puppet apply` CLI ----
case $verify in
  files) vcases=()
         for c in "${verify_cases[@]}"; do vcases+=("$(rel "$c")"); done ;;
  all) vcases=("${cases[@]}") ;;
  *) n=${#cases[@]}; step=$(( n / verify )); [ "$step" -ge 1 ] || step=1
     vcases=()
     for i in "${!cases[@]}"; do
       c=${cases[i]}
       if [ $((i % step)) -eq 0 ] || [[ $(basename "$c") =~ class|define|strict|warn ]]; then
         vcases+=("$c")
       fi
     done ;;
esac

# verify_one CASE: prints "ok CASE" or "DIFF CASE" plus a diff.
verify_one() {
  local c=$1 w flags
  w=$(mktemp -d "$ORACLE_WORK/v.XXXXXX")
  local iso=(--confdir "$w/etc" --vardir "$w/var" --codedir "$w/code" --logdir "$w/log"
             --rundir "$w/run" --ssldir "$w/ssl" --publicdir "$w/public" --cadir "$w/ca"
             --color=false)
  mkdir -p "$w/empty-modules"
  local mp=${modulepath:-$w/empty-modules}
  mapfile -t fa < <(oracle_facts_args "$w/var/client_data/facts")
  flags=$(sed -n '/^#/!q; s/^#[[:space:]]*flags:[[:space:]]*//p' "$c")
  local rc=0
  # shellcheck disable=SC2086  # flags are words
  puppet apply "${iso[@]}" --modulepath "$mp" "${fa[@]}" $flags "$c" \
    >"$w/console" 2>&1 || rc=$?
  # shellcheck disable=SC2016  # Ruby code, expanded by Ruby
  grep -v -E '^Notice: (Compiled catalog for .* in environment [^ ]+ in [0-9.]+ seconds|Applied catalog in [0-9.]+ seconds)$' \
    "$w/console" | C="$c" A="$repo/$c" ruby -e '
      a, c = ENV["A"], ENV["C"]; print $stdin.read.gsub(a, c)' >"$w/got.out" || true
  echo "$rc" >"$w/got.exit"
  local stem=${c%.pp}
  if cmp -s "$w/got.out" "$stem.out" && cmp -s "$w/got.exit" "$stem.exit"; then
    echo "ok $c"
  else
    echo "DIFF $c"
    diff "$stem.out" "$w/got.out" | sed 's/^/    /' || true
    diff "$stem.exit" "$w/got.exit" | sed 's/^/    exit /' || true
  fi
  rm -rf "$w"
}
export -f verify_one oracle_facts_args
export ORACLE_WORK ORACLE_HOME repo modulepath
echo "record-eval: verifying ${#vcases[@]} cases with the real puppet apply..."
# shellcheck disable=SC2016  # $1 is expanded by the inner bash
printf '%s\n' "${vcases[@]}" | xargs -P 2 -I{} bash -c 'verify_one "$1"' _ {} >"$ORACLE_WORK/verify.log"
bad=$(grep -c '^DIFF ' "$ORACLE_WORK/verify.log" || true)
grep -v '^ok ' "$ORACLE_WORK/verify.log" || true
echo "record-eval: verified ${#vcases[@]} cases against puppet apply: $(( ${#vcases[@]} - bad )) identical, $bad different"
[ "$bad" -eq 0 ]
