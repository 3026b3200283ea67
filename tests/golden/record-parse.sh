#!/usr/bin/env bash
# Records the expected parse/validate results of tests/golden/parse/ from REAL
# Puppet 7.23 (a test tool, not part of pp). Never edit the .expect files by hand:
# change or add a case, re-run this script and review the diff.
#
# usage: tests/golden/record-parse.sh [CASE...]
#        (default: every tests/golden/parse/*.pp and *.epp)
#
# For each case <stem>.pp|.epp it writes <stem>.expect (pretty JSON):
#   {"valid": bool,
#    "errors":   [{"line": L|null, "column": C|null, "issue_code": "X"|null, "message": "..."}],
#    "warnings": [{"line": L|null, "column": C|null, "message": "..."}]}
#
# How:
#   * .pp cases:  ONE `puppet parser validate` run over all of them (isolated
#     Puppet dirs as in shared/oracle/oracle-lib.sh, EMPTY modulepath so no
#     module-location checks apply).
#   * .epp cases: ONE `puppet epp validate --continue_on_error` run (`puppet
#     parser validate` would parse a template as Puppet code).
#   * Every diagnostic line is attributed to its file by its
#     "(file: F, line: L, column: C)" suffix; that log is the recorded truth
#     (messages without the "Could not parse for environment production: "
#     prefix and without the location suffix).
#   * tests/golden/oracle-diagnostics.rb repeats the parse + validation through
#     Puppet's Ruby API (EvaluatingParser + ValidatorFactory_4_0 acceptor) to
#     get the issue_code of every error (the CLI gives none for multi-error
#     files), and prints any disagreement with the CLI log ("note: ...").
#   * Errors that abort the whole `puppet parser validate` run (see below) are
#     handled by re-running without the offending file.
# Finally it checks that every case name matches Puppet's verdict
# (ok-* valid, fail-* invalid) and that at least half of the cases are invalid.
#
# Environment: PP_SHARED (default: <repo>/../shared) for the oracle helpers;
# RECORD_KEEP_LOGS=DIR copies Puppet's raw console logs there.
# Rule for cases: define, function and type alias names must be unique across
# all cases (they share one Puppet process; a redefinition aborts the run).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
[ -f "$shared/oracle/oracle-lib.sh" ] || {
  echo "record-parse: $shared/oracle/oracle-lib.sh not found (set PP_SHARED)" >&2; exit 2; }
# shellcheck source=/dev/null
. "$shared/oracle/oracle-lib.sh"
oracle_init   # sets ORACLE_WORK (removed on exit) and ORACLE_ISO

if [ $# -gt 0 ]; then
  cases=()
  for c in "$@"; do cases+=("$(realpath -s "$c")"); done
else
  mapfile -t cases < <(find "$here/parse" -maxdepth 1 -type f \( -name '*.pp' -o -name '*.epp' \) | LC_ALL=C sort)
fi
[ ${#cases[@]} -gt 0 ] || { echo "record-parse: no cases" >&2; exit 2; }

# Two cases must not share a stem (they would share the .expect file).
dups=$(printf '%s\n' "${cases[@]}" | sed 's/\.e\{0,1\}pp$//' | sort | uniq -d)
if [ -n "$dups" ]; then
  echo "record-parse: several cases share a stem: $dups" >&2; exit 2
fi
pp=() epp=()
for c in "${cases[@]}"; do
  case $c in
    *.epp) epp+=("$c") ;;
    *.pp) pp+=("$c") ;;
    *) echo "record-parse: not a .pp/.epp case: $c" >&2; exit 2 ;;
  esac
done

logs=()
# `puppet parser validate` keeps going after a bad file, EXCEPT when an error
# escapes its per-file rescue: a plain Puppet::ParseError from the grammar
# actions (e.g. "Virtual (@) can only be applied to a Resource Expression"),
# or a loader error such as "Attempt to redefine entity ..." (for
# `type Integer = String`, which names no file). Such an error ends the whole
# run with "Try 'puppet help parser validate' for usage" before any of the
# errors collected so far are printed. So: run; on an abort find the file that
# caused it (named in the error, else by bisecting the file list), record that
# file's lines only, drop it, and run the rest again.
trailer="Error: Try 'puppet help parser validate' for usage"
runs=0
validate() { # validate LOG FILE... ; returns 0 if the run aborted
  runs=$((runs + 1))
  # Exit status 1 just means "some file is invalid".
  puppet parser validate "${ORACLE_ISO[@]}" --modulepath "$ORACLE_WORK/empty-modules" \
    "${@:2}" > "$1" 2>&1 || true
  grep -qxF "$trailer" "$1"
}
remaining=("${pp[@]}")
while [ ${#remaining[@]} -gt 0 ]; do
  log=$ORACLE_WORK/pp.$runs.log
  if ! validate "$log" "${remaining[@]}"; then
    logs+=(--cli-log "$log")
    break
  fi
  culprit=$(grep -B1 -xF "$trailer" "$log" | head -n 1 | sed -n 's/.*(file: \([^,)]*\)[,)].*/\1/p')
  idx=-1
  for i in "${!remaining[@]}"; do
    if [ "${remaining[$i]}" = "$culprit" ]; then idx=$i; break; fi
  done
  if [ "$idx" -ge 0 ]; then
    logs+=(--cli-aborted-log "$log")
  else
    # Bisect: the shortest prefix of the list that still aborts ends with the culprit.
    lo=1 hi=${#remaining[@]}
    while [ "$lo" -lt "$hi" ]; do
      mid=$(((lo + hi) / 2))
      if validate "$ORACLE_WORK/bisect.log" "${remaining[@]:0:$mid}"; then hi=$mid; else lo=$((mid + 1)); fi
    done
    idx=$((hi - 1))
    culprit=${remaining[$idx]}
    log=$ORACLE_WORK/pp.$runs.log
    if ! validate "$log" "$culprit"; then
      echo "record-parse: puppet parser validate aborted on $culprit, but not on it alone;" \
        "probably a cross-file redefinition (define, function and type alias names must be" \
        "unique across all cases):" >&2
      cat "$ORACLE_WORK/bisect.log" >&2
      exit 1
    fi
    logs+=(--cli-aborted-log-of "$culprit" "$log")
  fi
  remaining=("${remaining[@]:0:$idx}" "${remaining[@]:$((idx + 1))}")
done
if [ ${#epp[@]} -gt 0 ]; then
  puppet epp validate "${ORACLE_ISO[@]}" --modulepath "$ORACLE_WORK/empty-modules" \
    --continue_on_error "${epp[@]}" > "$ORACLE_WORK/epp.log" 2>&1 || true
  logs+=(--cli-log "$ORACLE_WORK/epp.log")
fi
if [ -n "${RECORD_KEEP_LOGS:-}" ]; then
  cp "$ORACLE_WORK"/*.log "$RECORD_KEEP_LOGS"/
fi

ruby "$here/oracle-diagnostics.rb" "${logs[@]}" --write-expect "${cases[@]}"

# A full run also removes the .expect files of cases that no longer exist.
if [ $# -eq 0 ]; then
  for e in "$here"/parse/*.expect; do
    [ -e "$e" ] || continue
    stem=${e%.expect}
    if [ ! -e "$stem.pp" ] && [ ! -e "$stem.epp" ]; then
      echo "record-parse: removing stale $(basename "$e")" >&2
      rm -f -- "$e"
    fi
  done
fi

# Names must match Puppet's verdict.
valid=0 invalid=0 bad=0
for c in "${cases[@]}"; do
  stem=${c%.*}
  if grep -q '^  "valid": true' "$stem.expect"; then verdict=ok; valid=$((valid + 1))
  else verdict=fail; invalid=$((invalid + 1)); fi
  name=$(basename "$c")
  case $name in
    ok-*) want=ok ;;
    fail-*) want=fail ;;
    *) want=unnamed ;;
  esac
  if [ "$want" != "$verdict" ]; then
    echo "record-parse: MISNAMED $name: Puppet says $verdict" >&2
    bad=$((bad + 1))
  fi
done
total=${#cases[@]}
echo "record-parse: $total cases, $valid valid, $invalid invalid (.pp: ${#pp[@]}, .epp: ${#epp[@]})"
rc=0
if [ $bad -gt 0 ]; then echo "record-parse: $bad case(s) named against Puppet's verdict" >&2; rc=1; fi
if [ $# -eq 0 ] && [ $((invalid * 2)) -lt "$total" ]; then
  echo "record-parse: fewer than half of the cases are invalid" >&2; rc=1
fi
exit $rc
