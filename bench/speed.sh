#!/usr/bin/env bash
# Issue 22's table in one run: pp against real Puppet 7 on the same machine, median of N paired runs (pp
# cold, pp warm and Puppet one after another, N times), whole process, both given the same facts file:
#   - parser validate of the module corpus (one process each);
#   - compile of gen-big.py's 10k manifest (300 relationships, 1000 defines);
#   - noop apply of gen-big.py's 1k manifest (its files under a tree that is never created);
#   - compile of `include apache` with the corpus;
#   - start-up: apply -e 'notice(1)'.
# "cold" runs start with an empty parse cache (they fill it: that cost is in the figure); "warm" runs find
# every file in it. For each row: the medians, the ratios, the peak memory of each (and pp's share of
# Puppet's), and pp's kernel time as a share of its wall time over all its runs (the kernel's rusage,
# sampled at its clock tick: a single short run's share means little, so pp runs another --share-runs times
# cold and warm for it, 300 by default, in ten rounds across the rows: 5 runs of the 10k compile gave 12.7%
# in one run of this script and 36.5% in the next; a warm run of it is about ten ticks, so 35 runs' share
# still moved by some 2 points either way from one run of the script to the next, and over 100 runs the warm
# share's standard error was still 0.9 to 1.0 point, from the spread of the runs' kernel times; over 300,
# about 0.55), and that share's two parts: the paired runs' (each pair right after a Puppet run) and the
# back-to-back runs', with the spread of the latter over the rounds (spread() below); for the compile rows,
# whether pp's and Puppet's catalogs hold the same resources, parameters and edges. A benchmark, not a
# test: it asserts nothing.
#
# usage: bench/speed.sh [--runs N] [--share-runs N] [--rows "validate compile10k noop1k apache startup"]
#                       [--pp PATH] [--keep DIR]
# (--keep DIR: copy each run's "wall sys peak_kb" files, <row>.<kind>.t, into DIR at the end)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/lib.sh"
shared=${PP_SHARED:-$root/../shared}
runs=5
share_runs=300
rows="validate compile10k noop1k apache startup"
pp=$root/build/release/cli/pp
keep=
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --share-runs) share_runs=$2; shift 2 ;;
    --rows) rows=$2; shift 2 ;;
    --pp) pp=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--share-runs N] [--rows \"validate compile10k noop1k apache startup\"] [--pp PATH] [--keep DIR]" >&2; exit 64 ;;
  esac
done
[ -x "$pp" ] || { echo "no pp binary at $pp (build the release preset)" >&2; exit 1; }
measure=$root/build/release/pp_run_measured
[ -x "$measure" ] || { echo "no $measure (cmake --build --preset release --target pp_run_measured)" >&2; exit 1; }
command -v puppet > /dev/null || { echo "puppet is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }
gen=$shared/oracle/gen-big.py
facts=$shared/oracle/facts-default.json
list=$shared/corpus/corpus-files.txt
modules=/usr/share/puppet/modules
for f in "$gen" "$facts" "$list"; do [ -f "$f" ] || { echo "missing $f" >&2; exit 1; }; done
[ -d "$modules/apache" ] || { echo "the module corpus is not installed (sh $shared/corpus/install-corpus.sh)" >&2; exit 1; }

work=$(mktemp -d /tmp/pp-bench-speed.XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/cache # pp's parse cache for this run only
unset PP_NO_CACHE
cert=bench.example.com
mkdir -p "$work/empty" "$work/var/server_data/facts" "$work/var/client_data/facts"
server_facts "$facts" "$cert" > "$work/var/server_data/facts/$cert.json"
cp "$work/var/server_data/facts/$cert.json" "$work/var/client_data/facts/$cert.json"
factsfile=$work/var/server_data/facts/$cert.json
iso=(--confdir "$work/etc" --vardir "$work/var" --codedir "$work/code" --logdir "$work/log" --rundir "$work/run"
     --ssldir "$work/ssl" --publicdir "$work/public" --cadir "$work/ca" --color=false)
mapfile -t files < "$list"
python3 "$gen" 10000 --relationships 300 --defines 1000 --root "$work/tree" > "$work/big10000.pp"
python3 "$gen" 1000 --root "$work/tree" > "$work/big1000.pp"
echo "include apache" > "$work/apache.pp"
hiera=(--hiera_config "$root/tests/golden/modules/hiera/hiera.yaml")

# Each row: the pp command and Puppet's, as arrays named <row>_pp and <row>_rb.
validate_pp=("$pp" parser validate "${files[@]}")
validate_rb=(puppet parser validate "${iso[@]}" --modulepath "$work/empty" "${files[@]}")
compile10k_pp=("$pp" compile "$work/big10000.pp" --modulepath "$work/empty" --certname "$cert" --facts "$factsfile"
               -o "$work/out.json")
compile10k_rb=(puppet catalog compile "$cert" "${iso[@]}" --manifest "$work/big10000.pp" --modulepath "$work/empty"
               --facts_terminus json --render-as json --log_level warning)
noop1k_pp=("$pp" apply --noop --vardir "$work/ppvar" --modulepath "$work/empty" --certname "$cert"
           --facts "$factsfile" "$work/big1000.pp")
noop1k_rb=(puppet apply --noop "${iso[@]}" --modulepath "$work/empty" --certname "$cert" --facts_terminus json
           "$work/big1000.pp")
apache_pp=("$pp" compile "$work/apache.pp" --modulepath "$modules" --certname "$cert" "${hiera[@]}"
           --facts "$factsfile" -o "$work/out.json")
apache_rb=(puppet catalog compile "$cert" "${iso[@]}" --manifest "$work/apache.pp" --modulepath "$modules"
           "${hiera[@]}" --facts_terminus json --render-as json --log_level warning)
startup_pp=("$pp" apply --vardir "$work/ppvar" --modulepath "$work/empty" --certname "$cert" --facts "$factsfile"
            -e 'notice(1)')
startup_rb=(puppet apply "${iso[@]}" --modulepath "$work/empty" --certname "$cert" --facts_terminus json
            -e 'notice(1)')

# once NAME CMD...: runs CMD under pp_run_measured (bench/run_measured.cpp: wall time from fork to exit, CPU
# times to the microsecond from wait4, peak memory), appends "wall sys peak_kb" to $work/NAME.t; its stdout
# is kept in $work/NAME.out
once() {
  local name=$1 wall user sys kb
  shift
  "$measure" "$work/t" "$@" > "$work/$name.out" 2> "$work/$name.err" ||
    { cat "$work/$name.err" >&2; echo "failed: $*" >&2; exit 1; }
  read -r wall user sys kb < "$work/t"
  echo "$wall $sys $kb" >> "$work/$name.t"
}
# share FILE: kernel time over wall time summed over all of FILE's runs (the kernel splits a run's CPU time
# into user and kernel by which one its clock tick, every 4 ms here, finds running: one 0.05 s run's split
# is a dozen samples, the sum of all runs' several times more)
share() {
  awk '{ w += $1; s += $2 } END { printf "%.4f", (w > 0 ? s / w : 0) }' "$1"
}
# spread FILE: the share of each round's runs of FILE (its runs are in round order, the same number in each):
# the lowest and highest, and the standard error of their mean, which says how far the figure may move from
# one run of this script to the next from the runs' own spread (the host's kernel time drifts by more)
spread() {
  awk -v r="$rounds" '{ w[NR] = $1; s[NR] = $2 }
    END {
      if (r < 2 || NR < r) exit
      for (i = 0; i < r; i++) {
        W = 0; S = 0
        for (j = int(i * NR / r) + 1; j <= int((i + 1) * NR / r); j++) { W += w[j]; S += s[j] }
        x[i] = (W > 0 ? S / W : 0); m += x[i]
      }
      m /= r; lo = x[0]; hi = x[0]
      for (i = 0; i < r; i++) { v += (x[i] - m) ^ 2; if (x[i] < lo) lo = x[i]; if (x[i] > hi) hi = x[i] }
      printf "rounds %.1f-%.1f%%, standard error %.1f", 100 * lo, 100 * hi, 100 * sqrt(v / (r - 1) / r)
    }' "$1"
}
median() { # FILE COLUMN
  sort -g -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

echo "median of $runs paired runs (kernel share over $((runs + share_runs)) runs of pp); pp $("$pp" --version), $(puppet --version | head -1 | sed 's/^/Puppet /'); $(nproc) cores"
for row in $rows; do
  declare -n ppcmd=${row}_pp rbcmd=${row}_rb
  rm -rf "$work/cache"
  for ((i = 0; i < runs; i++)); do
    rm -rf "$work/cache" "$work/ppvar"
    once "$row.cold" "${ppcmd[@]}"
    case $row in compile10k | apache) cp "$work/out.json" "$work/$row.pp.json" ;; esac
    once "$row.warm" "${ppcmd[@]}"
    case $row in compile10k | apache) cp "$work/out.json" "$work/$row.warm.json" ;; esac
    once "$row.rb" "${rbcmd[@]}"
  done
done
# The back-to-back runs (for the kernel share only), in rounds: each round runs a tenth of every row's pairs,
# so that a row's runs are spread over the whole few minutes rather than made in one stretch of them. The
# kernel time of runs on this VM comes in stretches: in one run of this script, 20 warm 10k compiles in a
# row took 11 to 13 ms of kernel time each instead of about 5, and whether such a stretch fell among a
# row's 300 runs (45 s of the 10k compile's) moved its share by a point or more.
rounds=$((share_runs < 10 ? share_runs : 10))
for ((round = 0; round < rounds; round++)); do
  for row in $rows; do
    declare -n ppcmd=${row}_pp
    # (the pairs of this round: share_runs split as evenly as the rounds allow)
    pairs=$(((round + 1) * share_runs / rounds - round * share_runs / rounds))
    for ((i = 0; i < pairs; i++)); do
      rm -rf "$work/cache" "$work/ppvar"
      once "$row.scold" "${ppcmd[@]}"
      once "$row.swarm" "${ppcmd[@]}"
    done
  done
done
for row in $rows; do
  cw=$(median "$work/$row.cold.t" 1) ww=$(median "$work/$row.warm.t" 1) rw=$(median "$work/$row.rb.t" 1)
  cat "$work/$row.cold.t" > "$work/$row.allcold.t"
  cat "$work/$row.warm.t" > "$work/$row.allwarm.t"
  if [ "$share_runs" -gt 0 ]; then
    cat "$work/$row.scold.t" >> "$work/$row.allcold.t"
    cat "$work/$row.swarm.t" >> "$work/$row.allwarm.t"
  fi
  cs=$(share "$work/$row.allcold.t") ws=$(share "$work/$row.allwarm.t")
  # the share's two parts: the paired runs (each pair after a Puppet run) and the back-to-back ones
  pcs=$(share "$work/$row.cold.t") pws=$(share "$work/$row.warm.t") bcs=0 bws=0 scs="" sws=""
  if [ "$share_runs" -gt 0 ]; then
    bcs=$(share "$work/$row.scold.t") bws=$(share "$work/$row.swarm.t")
    scs=$(spread "$work/$row.scold.t") sws=$(spread "$work/$row.swarm.t")
  fi
  cm=$(median "$work/$row.cold.t" 3) wm=$(median "$work/$row.warm.t" 3) rm_=$(median "$work/$row.rb.t" 3)
  echo "$row"
  awk -v cw="$cw" -v ww="$ww" -v rw="$rw" -v cs="$cs" -v ws="$ws" -v cm="$cm" -v wm="$wm" -v rm="$rm_" \
      -v pcs="$pcs" -v pws="$pws" -v bcs="$bcs" -v bws="$bws" -v n="$runs" -v b="$share_runs" \
      -v scs="$scs" -v sws="$sws" 'BEGIN {
    printf "  pp cold: %7.3f s  %6.1f MB  kernel %4.1f%% of wall  %6.1fx  memory %.2f of Puppet\x27s\n", cw, cm / 1024, 100 * cs, rw / cw, cm / rm
    printf "  pp warm: %7.3f s  %6.1f MB  kernel %4.1f%% of wall  %6.1fx  memory %.2f of Puppet\x27s\n", ww, wm / 1024, 100 * ws, rw / ww, wm / rm
    printf "  Puppet:  %7.3f s  %6.1f MB\n", rw, rm / 1024
    if (b > 0) printf "  kernel share, cold / warm: %d paired runs %.1f%% / %.1f%%, %d back-to-back runs %.1f%% / %.1f%%\n", n, 100 * pcs, 100 * pws, b, 100 * bcs, 100 * bws
    if (scs != "") printf "  back-to-back runs by round: cold %s; warm %s\n", scs, sws
  }'
  case $row in
    compile10k | apache)
      a=$(summary "$work/$row.pp.json") b=$(summary "$work/$row.rb.out") c=$(summary "$work/$row.warm.json")
      echo "  catalogs: pp cold $a; pp warm $([ "$c" = "$a" ] && echo same || echo "DIFFERENT: $c"); Puppet $([ "$b" = "$a" ] && echo same || echo "DIFFERENT: $b")" ;;
    noop1k)
      echo "  noop lines: pp $(grep -c 'noop)$' "$work/$row.warm.out"), Puppet $(grep -c 'noop)$' "$work/$row.rb.out")"
      [ -d "$work/tree" ] && echo "  WARNING: a --noop run created files" ;;
    validate)
      bytes=$(cat "${files[@]}" | wc -c)
      awk -v n="${#files[@]}" -v b="$bytes" -v c="$cw" -v w="$ww" 'BEGIN { printf "  %d files, %.2f MB: pp cold %.1f MB/s, warm %.1f MB/s\n", n, b / 1e6, b / 1e6 / c, b / 1e6 / w }' ;;
  esac
done
if [ -n "$keep" ]; then mkdir -p "$keep" && cp "$work"/*.t "$keep"/; fi
