#!/usr/bin/env bash
# Runs one applier golden case (tests/golden/apply/NN-name/, README.md) with pp and compares every apply
# step's console output, exit status, tree and report summary with what real Puppet 7.23 gave
# (record-apply.sh). The steps run exactly as the recorder runs Puppet: same temp dirs, same umask, same
# environment, the same normalisation (lib.sh).
#
# usage: run-apply.sh PP CASE_DIR
# exit: 0 match, 1 mismatch of a case listed in PASSING (the differences are printed), 77 skipped (a case
#       needing the module corpus on a machine without it; an unlisted case, which runs only with
#       PP_APPLY_ALL=1 or PP_ACCEPT=1, and then is skipped when it differs). PASSING is the ratchet of
#       tests/golden/harness/ratchet.sh: PP_ACCEPT=1 adds or removes the case by its outcome.
set -euo pipefail
umask 022
pp=$(realpath "$1")
cdir=$(realpath "$2")
name=$(basename "$cdir")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=tests/golden/apply/lib.sh
. "$here/lib.sh"
# shellcheck source=tests/golden/harness/ratchet.sh
. "$here/../harness/ratchet.sh"

listed=''
ratchet_listed "$here/PASSING" "$name" && listed=1
if [ -z "${PP_APPLY_ALL:-}" ] && ! ratchet_accepting && [ -z "$listed" ]; then
  echo "SKIP: $name is not in PASSING (PP_APPLY_ALL=1 runs it anyway, PP_ACCEPT=1 adds it when it matches)"
  exit 77
fi
if [ -f "$cdir/NO_CRONTAB" ] && PATH=/usr/sbin:/usr/bin:/sbin:/bin command -v crontab >/dev/null; then
  echo "SKIP: $name needs a machine without crontab"
  exit 77
fi
if [ -f "$cdir/SKIP_IF" ] && sh "$cdir/SKIP_IF"; then
  echo "SKIP: $name does not apply to this machine ($cdir/SKIP_IF)"
  exit 77
fi
mp=''
if [ -f "$cdir/MODULES" ]; then
  mp=/usr/share/puppet/modules
  [ -d "$mp" ] || { echo "SKIP: $name needs the module corpus in $mp"; exit 77; }
fi
# the local modules hold the fake Resource API types (pp_kv*) and the fake type-DSL type (pp_setting), whose
# Ruby providers pp runs as it runs any module's
if [ -f "$cdir/MODULES_LOCAL" ]; then mp=$here/modules${mp:+:$mp}; fi

T='' W=''
cleanup() {
  case $T in /tmp/pp-apply-run.*) rm -rf "$T" ;; esac
  case $W in /tmp/pp-apply-runw.*) rm -rf "$W" ;; esac
  T='' W=''
}
trap 'cleanup; rm -rf "$stage"' EXIT
stage=$(mktemp -d /tmp/pp-apply-stage.XXXXXX)

new_env() {
  cleanup
  T=$(mktemp -d /tmp/pp-apply-run.XXXXXX)
  W=$(mktemp -d /tmp/pp-apply-runw.XXXXXX)
  mkdir -p "$W/manifests" "$W/empty-modules" "$W/home"
  local f
  for f in "$cdir"/*.pp; do sed "s#__T__#${T}#g" "$f" > "$W/manifests/$(basename "$f")"; done
  fake_bin "$cdir"
  if [ -f "$cdir/setup.sh" ]; then (cd "$T" && T=$T sh -e "$cdir/setup.sh"); fi
}

# The report fields K.summary holds, from pp's last_run_report.json and last_run_summary.yaml.
summary() {
  local rep=$W/var/state/last_run_report.json sum=$W/var/state/last_run_summary.yaml
  if [ ! -f "$rep" ] && [ ! -f "$sum" ]; then echo "no report"; return; fi
  if [ -f "$rep" ]; then
    python3 - "$rep" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for k in ("status", "transaction_completed", "noop", "noop_pending"):
    v = r[k]
    print(f"{k}: {str(v).lower() if isinstance(v, bool) else v}")
PY
  fi
  if [ -f "$sum" ]; then
    awk '/^[a-z_]+:/{keep = ($1 == "resources:" || $1 == "changes:" || $1 == "events:")} keep' "$sum"
  fi
}

fails=0
compare() { # EXPECTED ACTUAL WHAT
  if [ -f "$1" ] && ! diff -u --label "expected $3" --label "pp $3" "$1" "$2"; then fails=$((fails + 1)); fi
}

manifest=site.pp k=0
new_env
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    ''|'#'*) ;;
    fresh) new_env ;;
    manifest\ *) manifest=${line#manifest } ;;
    sh\ *) (cd "$T" && T=$T sh -c "${line#sh }") ;;
    apply|apply\ *)
      k=$((k + 1))
      args=()
      read -ra args <<< "${line#apply}"
      graph=()
      for a in "${args[@]}"; do [ "$a" = --graph ] && graph=(--graphdir "$W/var/state/graphs"); done
      rm -f "$W/var/state/last_run_report.json" "$W/var/state/last_run_summary.yaml"
      rm -rf "$W/var/state/graphs"
      set +e
      (cd "$T" && env -i PATH="$(run_path)" HOME="$W/home" LANG=C.UTF-8 \
        "$pp" apply --vardir "$W/var" --modulepath "${mp:-$W/empty-modules}" --detailed-exitcodes \
          --certname oracle.example.com --facts "$here/facts.json" --verbose "${graph[@]}" "${args[@]}" \
          "$W/manifests/$manifest") > "$stage/raw" 2>&1
      rc=$?
      set -e
      normalise < "$stage/raw" > "$stage/$k.out"
      echo "$rc" > "$stage/$k.exit"
      tree "$T" > "$stage/$k.tree"
      summary > "$stage/$k.summary"
      compare "$cdir/$k.out" "$stage/$k.out" "$k.out ($line)"
      compare "$cdir/$k.exit" "$stage/$k.exit" "$k.exit ($line)"
      compare "$cdir/$k.tree" "$stage/$k.tree" "$k.tree ($line)"
      compare "$cdir/$k.summary" "$stage/$k.summary" "$k.summary ($line)"
      if [ -f "$cdir/$k.relationships.dot" ]; then
        if [ -f "$W/var/state/graphs/relationships.dot" ]; then
          normalise < "$W/var/state/graphs/relationships.dot" > "$stage/$k.relationships.dot"
        else
          : > "$stage/$k.relationships.dot"
        fi
        compare "$cdir/$k.relationships.dot" "$stage/$k.relationships.dot" "$k.relationships.dot"
      fi
      ;;
    *) echo "run-apply: $name: bad step: $line" >&2; exit 2 ;;
  esac
done < "$cdir/steps"
if [ $fails -eq 0 ]; then
  ratchet_record "$here/PASSING" "$name" passed
  echo "$name: $k apply steps match Puppet"
  exit 0
fi
ratchet_record "$here/PASSING" "$name" failed
echo "$name: $fails differences"
[ -n "$listed" ] || exit 77 # not listed (PP_APPLY_ALL, PP_ACCEPT): a difference, not a regression
exit 1
