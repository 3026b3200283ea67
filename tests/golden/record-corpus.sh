#!/usr/bin/env bash
# Records REAL Puppet 7.23's ASTs (PN format) for pp's parser golden tests
# (a test tool, not part of pp). Never edit the outputs by hand: re-run this
# script and review the diff.
#
# usage: tests/golden/record-corpus.sh
#
# Needs the module corpus: sh "$PP_SHARED/corpus/install-corpus.sh".
# Writes, in tests/golden/corpus/ (one JSON line per file, in list order):
#   corpus-pn.jsonl       every file of shared/corpus/corpus-files.txt, through
#                         shared/oracle/oracle-dump.rb --format pn (syntax only,
#                         like `puppet parser dump`)
#   corpus-epp-files.txt  the corpus's EPP templates
#                         (/usr/share/puppet/modules/*/templates/**/*.epp, C-sorted)
#   corpus-epp-pn.jsonl   those templates through tests/golden/oracle-dump-epp.rb
#                         --format pn (EvaluatingEppParser, validated, like
#                         `puppet epp dump`)
#   cases-pn.jsonl        every tests/golden/parse/ok-*.pp case (paths relative
#                         to the repo root), through oracle-dump.rb --format pn
#                         (except files with a `*$rest` parameter, on which
#                         Puppet's PN transformer crashes: see dump_pp below)
#   cases-epp-pn.jsonl    every tests/golden/parse/ok-*.epp case, through
#                         oracle-dump-epp.rb --format pn
# Line format: {"file": "<path as listed>", "ok": true, "ast": "<pn>"}
# (or "ok": false with "error", "line", "pos"; or, for the PN transformer
# bug, "ok": false, "error", "pn_bug": true, "ast_patched").
#
# Environment: PP_SHARED (default: <repo>/../shared) for the oracle helpers.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
dump=$shared/oracle/oracle-dump.rb
dump_epp=$here/oracle-dump-epp.rb
list=$shared/corpus/corpus-files.txt
modules=/usr/share/puppet/modules
out=$here/corpus

[ -f "$dump" ] || { echo "record-corpus: $dump not found (set PP_SHARED)" >&2; exit 2; }
[ -f "$list" ] || { echo "record-corpus: $list not found (set PP_SHARED)" >&2; exit 2; }
command -v puppet >/dev/null 2>&1 || {
  echo "record-corpus: puppet not installed (run sh $shared/corpus/install-corpus.sh)" >&2; exit 2; }

mapfile -t corpus < "$list"
for f in "${corpus[@]}"; do
  [ -f "$f" ] || { echo "record-corpus: corpus file $f missing (run sh $shared/corpus/install-corpus.sh)" >&2; exit 2; }
done

tmp=$(mktemp -d /tmp/pp-record-corpus.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# install TMPFILE DEST: replace DEST only if its content changed (keeps mtimes stable).
install_if_changed() {
  if [ -f "$2" ] && cmp -s "$1" "$2"; then rm -f "$1"; else mv -f "$1" "$2"; fi
}

# check JSONL EXPECTED_LINES: prints "<lines> lines, <ok> ok, <bytes> bytes"; fails on a count mismatch.
check() {
  local lines ok bytes
  lines=$(wc -l < "$1")
  ok=$(grep -c '"ok":true' "$1" || true)
  bug=$(grep -c '"pn_bug":true' "$1" || true)
  bytes=$(wc -c < "$1")
  if [ "$lines" -ne "$2" ]; then
    echo "record-corpus: $(basename "$1"): $lines lines for $2 inputs" >&2; exit 1
  fi
  if [ $((ok + bug)) -ne "$lines" ]; then
    echo "record-corpus: warning: $(basename "$1"): $((lines - ok - bug)) file(s) did not parse" >&2
  fi
  printf '%s lines, %s ok, %s PN-transformer-bug, %s bytes' "$lines" "$ok" "$bug" "$bytes"
}

# dump_pp OUT FILE...: oracle-dump.rb --format pn over FILEs, in one Ruby
# process. Puppet 7.23's PN transformer crashes on captures-rest parameters
# (`*$rest`, see oracle-dump-epp.rb); oracle-dump.rb then dies after printing
# the lines of the files before. The crashing file's line is then written by
# oracle-dump-epp.rb --pp ("ok": false, "pn_bug": true, "ast_patched") and
# oracle-dump.rb goes on with the files after it.
dump_pp() {
  local dest=$1 done=0 n
  shift
  : > "$dest"
  while [ "$done" -lt $# ]; do
    if ruby "$dump" --format pn "${@:$((done + 1))}" >> "$dest" 2> "$tmp/dump.err"; then
      break
    fi
    n=$(wc -l < "$dest")
    if [ "$n" -ge $# ] || ! grep -qF "undefined method \`Literal' for Puppet::Pops::PN:Module" "$tmp/dump.err"; then
      cat "$tmp/dump.err" >&2
      echo "record-corpus: oracle-dump.rb failed" >&2
      exit 1
    fi
    ruby "$dump_epp" --pp --format pn "${@:$((n + 1)):1}" >> "$dest"
    done=$((n + 1))
  done
}

# 1. The corpus .pp files, in corpus-files.txt order (one Ruby process).
dump_pp "$tmp/corpus-pn.jsonl" "${corpus[@]}"
s1=$(check "$tmp/corpus-pn.jsonl" ${#corpus[@]})
install_if_changed "$tmp/corpus-pn.jsonl" "$out/corpus-pn.jsonl"

# 2. The corpus's EPP templates.
find "$modules"/*/templates -name '*.epp' | LC_ALL=C sort > "$tmp/corpus-epp-files.txt"
mapfile -t epps < "$tmp/corpus-epp-files.txt"
[ ${#epps[@]} -gt 0 ] || { echo "record-corpus: no .epp templates under $modules/*/templates" >&2; exit 1; }
ruby "$dump_epp" --format pn "${epps[@]}" > "$tmp/corpus-epp-pn.jsonl"
s2=$(check "$tmp/corpus-epp-pn.jsonl" ${#epps[@]})
install_if_changed "$tmp/corpus-epp-files.txt" "$out/corpus-epp-files.txt"
install_if_changed "$tmp/corpus-epp-pn.jsonl" "$out/corpus-epp-pn.jsonl"

# 3. The ok-* parse cases (paths relative to the repo root).
cd "$repo"
mapfile -t okpp < <(find tests/golden/parse -maxdepth 1 -name 'ok-*.pp' | LC_ALL=C sort)
mapfile -t okepp < <(find tests/golden/parse -maxdepth 1 -name 'ok-*.epp' | LC_ALL=C sort)
dump_pp "$tmp/cases-pn.jsonl" "${okpp[@]}"
s3=$(check "$tmp/cases-pn.jsonl" ${#okpp[@]})
install_if_changed "$tmp/cases-pn.jsonl" "$out/cases-pn.jsonl"
ruby "$dump_epp" --format pn "${okepp[@]}" > "$tmp/cases-epp-pn.jsonl"
s4=$(check "$tmp/cases-epp-pn.jsonl" ${#okepp[@]})
install_if_changed "$tmp/cases-epp-pn.jsonl" "$out/cases-epp-pn.jsonl"

echo "record-corpus: corpus-pn.jsonl: $s1"
echo "record-corpus: corpus-epp-pn.jsonl: $s2"
echo "record-corpus: cases-pn.jsonl: $s3"
echo "record-corpus: cases-epp-pn.jsonl: $s4"
