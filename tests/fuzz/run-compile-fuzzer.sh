#!/usr/bin/env bash
# Runs the compile fuzzer for SECONDS (default 900) on seeds from the goldens, the module corpus and
# examples/ (tests/fuzz/README.md). Findings go to build/fuzz/compile-findings/; exit status non-zero when
# libFuzzer found something.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-900}
fuzzer=build/fuzz/tests/fuzz_compile
[ -x "$fuzzer" ] || { echo "run-compile-fuzzer: build it first: cmake --preset fuzz && cmake --build --preset fuzz --target fuzz_compile" >&2; exit 2; }
corpus=build/fuzz/compile-corpus
findings=build/fuzz/compile-findings
mkdir -p "$corpus" "$findings"
# seeds: small files only (libFuzzer's -max_len cuts the rest anyway)
find tests/golden/catalog tests/golden/eval tests/golden/functions examples -maxdepth 1 -name '*.pp' -size -4k \
  -exec cp -n {} "$corpus/" \; 2>/dev/null || true
if [ -d /usr/share/puppet/modules ]; then
  i=0
  while IFS= read -r f; do
    i=$((i + 1)); cp -n "$f" "$corpus/module-$i.pp"
  done < <(find -L /usr/share/puppet/modules -path '*/manifests/*.pp' -size -4k | LC_ALL=C sort)
fi
echo "run-compile-fuzzer: $(ls "$corpus" | wc -l) inputs in $corpus, running $seconds s"
exec "$fuzzer" -dict=tests/fuzz/puppet.dict -max_len=4096 -timeout=20 -rss_limit_mb=4096 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$findings/" "$corpus"
