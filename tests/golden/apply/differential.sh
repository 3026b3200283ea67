#!/usr/bin/env bash
# Differential check of the applier (issue 5, check 2): each case of tests/golden/apply/ runs LIVE, step by
# step, with real `puppet apply` and with `pp apply`, each on its own fresh temp tree, and after every apply
# step the two trees (paths, types, modes, contents: lib.sh's K.tree format) and the sets of resources the
# run changed (Puppet's last_run_report.yaml, pp's last_run_report.json) must be the same. Unlike the
# goldens this needs Puppet installed; it is a developer tool, not part of the test suite.
#
# usage: tests/golden/apply/differential.sh PP [CASE...]     (default: every case; NOOP_ONLY cases run too,
#        since every one of their steps is --noop)
# exit:  0 when every case agrees, 1 otherwise (the differences are printed)
#
# PUPPET RUNS AS ROOT FOR REAL, like record-apply.sh: only cases whose manifests touch their temp dir only.
set -euo pipefail
umask 022
[ $# -ge 1 ] || { echo "usage: $0 PP [CASE...]" >&2; exit 2; }
pp=$(realpath "$1")
shift
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
command -v puppet >/dev/null || { echo "differential: puppet not installed" >&2; exit 2; }
export ORACLE_CERTNAME=oracle.example.com
unset ORACLE_FACTS ORACLE_FACTS_REPLACE ORACLE_LIVE_FACTS
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^FACTER_' || true)
# shellcheck source=/dev/null
. "$shared/oracle/oracle-lib.sh"
# shellcheck source=tests/golden/apply/lib.sh
. "$here/lib.sh"

cases=()
if [ $# -eq 0 ]; then
  while IFS= read -r d; do cases+=("$d"); done < <(
    find "$here" -mindepth 1 -maxdepth 1 -type d -name '[0-9][0-9]*' | LC_ALL=C sort)
else
  for c in "$@"; do cases+=("$here/${c%/}"); done
fi

# One side of the comparison: its temp tree and work dir.
declare -A TD WD
cleanup() {
  local s
  for s in puppet pp; do
    case ${TD[$s]:-} in /tmp/pp-diff-t.*) rm -rf "${TD[$s]}" ;; esac
    case ${WD[$s]:-} in /tmp/pp-diff-w.*) rm -rf "${WD[$s]}" ;; esac
    TD[$s]='' WD[$s]=''
  done
}
trap cleanup EXIT

new_envs() { # CASEDIR
  local s f
  cleanup
  for s in puppet pp; do
    TD[$s]=$(mktemp -d /tmp/pp-diff-t.XXXXXX)
    WD[$s]=$(mktemp -d /tmp/pp-diff-w.XXXXXX)
    mkdir -p "${WD[$s]}/manifests" "${WD[$s]}/empty-modules" "${WD[$s]}/home" "${WD[$s]}/var/client_data/facts"
    for f in "$1"/*.pp; do sed "s#__T__#${TD[$s]}#g" "$f" > "${WD[$s]}/manifests/$(basename "$f")"; done
    T=${TD[$s]} W=${WD[$s]} fake_bin "$1" # the case's fake commands (mount, crontab...), first on PATH
    if [ -f "$1/setup.sh" ]; then (cd "${TD[$s]}" && T=${TD[$s]} sh -e "$1/setup.sh"); fi
  done
}

# The refs of the resources a run changed, sorted, with the side's temp dir as $T.
changed_puppet() {
  local rep=${WD[puppet]}/var/state/last_run_report.yaml
  [ -f "$rep" ] || { echo "(no report)"; return; }
  # resource_statuses: "  File[/x]:" then, indented, "    changed: true"
  awk '/^resource_statuses:/{in_rs=1; next} /^[a-z_]+:/{in_rs=0}
       in_rs && /^  [^ ]/{ref=$0; sub(/^  /, "", ref); sub(/:[^:]*$/, "", ref)}
       in_rs && /^    changed: true/{print ref}' "$rep" | sed "s#${TD[puppet]}#\$T#g" | LC_ALL=C sort
}
changed_pp() {
  local rep=${WD[pp]}/var/state/last_run_report.json
  [ -f "$rep" ] || { echo "(no report)"; return; }
  python3 - "$rep" <<'PY' | sed "s#${TD[pp]}#\$T#g" | LC_ALL=C sort
import json, sys
for r in json.load(open(sys.argv[1]))["resource_statuses"]:
    if r["changed"]:
        print(r["resource"])
PY
}

failures=0 steps_total=0
for cdir in "${cases[@]}"; do
  name=$(basename "$cdir")
  if [ -f "$cdir/NO_CRONTAB" ] && PATH=/usr/sbin:/usr/bin:/sbin:/bin command -v crontab >/dev/null; then
    echo "$name: skipped (needs a machine without crontab)"
    continue
  fi
  mp=''
  if [ -f "$cdir/MODULES" ]; then mp=/usr/share/puppet/modules; fi
  if [ -f "$cdir/MODULES_LOCAL" ]; then mp=$here/modules${mp:+:$mp}; fi
  new_envs "$cdir"
  manifest=site.pp k=0 bad=0
  while IFS= read -r line || [ -n "$line" ]; do
    case $line in
      ''|'#'*) ;;
      fresh) new_envs "$cdir" ;;
      manifest\ *) manifest=${line#manifest } ;;
      sh\ *)
        for s in puppet pp; do (cd "${TD[$s]}" && T=${TD[$s]} sh -c "${line#sh }"); done ;;
      apply|apply\ *)
        k=$((k + 1))
        read -ra args <<< "${line#apply}"
        noop=false
        for a in "${args[@]}"; do [ "$a" = --noop ] && noop=true; done
        W=${WD[puppet]} T=${TD[puppet]}
        rm -f "$W/var/state/last_run_report.yaml"
        mapfile -t factargs < <(oracle_facts_args "$W/var/client_data/facts" "$noop")
        (cd "$T" && env -i PATH="$(run_path)" HOME="$W/home" LANG=C.UTF-8 \
          puppet apply --confdir "$W/etc" --vardir "$W/var" --codedir "$W/code" \
            --logdir "$W/log" --rundir "$W/run" --ssldir "$W/ssl" \
            --publicdir "$W/public" --cadir "$W/ca" --color=false \
            --modulepath "${mp:-$W/empty-modules}" --detailed-exitcodes \
            "${factargs[@]}" "${args[@]}" "$W/manifests/$manifest") > "$W/out" 2>&1 || true
        puppet_tree=$(tree "$T")
        puppet_changed=$(changed_puppet)
        W=${WD[pp]} T=${TD[pp]}
        rm -f "$W/var/state/last_run_report.json"
        graph=()
        for a in "${args[@]}"; do [ "$a" = --graph ] && graph=(--graphdir "$W/var/state/graphs"); done
        (cd "$T" && env -i PATH="$(run_path)" HOME="$W/home" LANG=C.UTF-8 \
          "$pp" apply --vardir "$W/var" --modulepath "${mp:-$W/empty-modules}" --detailed-exitcodes \
            --certname oracle.example.com --facts "$here/facts.json" "${graph[@]}" "${args[@]}" \
            "$W/manifests/$manifest") > "$W/out" 2>&1 || true
        pp_tree=$(tree "$T")
        pp_changed=$(changed_pp)
        steps_total=$((steps_total + 1))
        if [ "$puppet_tree" != "$pp_tree" ]; then
          echo "$name step $k ($line): trees differ"
          diff <(echo "$puppet_tree") <(echo "$pp_tree") | sed 's/^/    /' || true
          bad=1
        fi
        if [ "$puppet_changed" != "$pp_changed" ]; then
          echo "$name step $k ($line): changed resources differ (< puppet, > pp)"
          diff <(echo "$puppet_changed") <(echo "$pp_changed") | sed 's/^/    /' || true
          bad=1
        fi
        ;;
    esac
  done < "$cdir/steps"
  if [ $bad = 0 ]; then echo "$name: $k apply steps agree"; else failures=$((failures + 1)); fi
done
cleanup
echo "differential: ${#cases[@]} cases, $steps_total apply steps, $failures case(s) differ"
[ $failures = 0 ]
