#!/usr/bin/env bash
# Runs one REPL transcript (tests/golden/repl/*.session) through a pipe and compares the whole output.
# The input is every line of the transcript that starts with a prompt (`N:>> ` or `N:.. `), without it;
# `pp repl --echo --color=never` prints each prompt and input line again, so its output (standard output
# and standard error together) must equal the transcript byte for byte. The name's prefix gives the exit
# status: `ok-` 0, `fail-` 1. Every case runs in a fresh directory holding files/ (for :load, :set facts),
# with HOME and the XDG directories inside it, the node `repl.example.com` with files/facts.yaml, and
# NAME.flags, when present, adds arguments. Run times and configuration versions are masked.
# PP_ACCEPT=1 rewrites the transcript from pp's output (review the diff before committing).
# Usage: run-session.sh PP CASE.session
set -uo pipefail
pp="$(realpath "$1")"
case_file="$2"
here="$(cd "$(dirname "$0")" && pwd)"
name="$(basename "$case_file" .session)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$here/files/." "$work/"
mkdir -p "$work/home" "$work/state" "$work/var"
flags=()
[ -f "$here/$name.flags" ] && read -r -a flags < "$here/$name.flags"
sed -n -E 's/^[0-9]+:(>>|\.\.) ?//p' "$case_file" > "$work/input"
actual="$work/actual"
(cd "$work" && env -u NO_COLOR HOME="$work/home" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/home" \
   TERM=dumb PP_REPL_HISTORY= "$pp" repl --echo --color=never --facts facts.yaml --node-name repl.example.com \
   --vardir "$work/var" "${flags[@]}" < "$work/input" > "$actual" 2>&1)
status=$?
sed -i -E -e 's/in [0-9]+\.[0-9]+ seconds/in N.NN seconds/' \
    -e "s/configuration version '[0-9]+'/configuration version 'V'/" \
    -e 's/"version": ?[0-9]+/"version":V/' "$actual"
expected_status=0
case "$name" in fail-*) expected_status=1 ;; esac
if [ "${PP_ACCEPT:-}" = 1 ]; then
  # never replace a transcript by output that lost its inputs (pp missing or crashed at start)
  if [ "$(sed -n -E 's/^[0-9]+:(>>|\.\.) ?//p' "$actual")" != "$(cat "$work/input")" ]; then
    echo "not accepted: the output does not echo the transcript's inputs (exit $status):"; head -5 "$actual"
    exit 1
  fi
  cp "$actual" "$case_file"
  echo "accepted $case_file (exit $status)"
  [ "$status" = "$expected_status" ] || { echo "but the exit status $status is not $expected_status"; exit 1; }
  exit 0
fi
if ! diff -u "$case_file" "$actual"; then
  echo "FAIL: $name: the transcript differs (PP_ACCEPT=1 rewrites it)"
  exit 1
fi
if [ "$status" != "$expected_status" ]; then
  echo "FAIL: $name: exit status $status, expected $expected_status"
  exit 1
fi
echo "ok: $name"
