#!/usr/bin/env bash
# check_layers.sh fails on a wrong-way include (up, sideways, into tests/), names its file and line, and
# passes a tree that only includes downward.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
check=$here/check_layers.sh
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

mkdir -p "$t/docs" "$t/lexer" "$t/parser" "$t/runtime" "$t/cli" "$t/tests"
cat > "$t/docs/ARCHITECTURE.md" <<'DOC'
```layers
lexer   :
parser  : lexer
runtime : parser
cli     : runtime
pp = cli/main.cpp : cli
```
DOC
printf '#include "lexer/token.hpp"\n#include <vector>\n#include "PuppetParser.h"\n' > "$t/parser/ast.cpp"
printf '#include "lexer/token.hpp"\n' > "$t/runtime/value.hpp" # two layers down
printf '#include "cli/commands.hpp"\n#include "runtime/value.hpp"\n' > "$t/cli/main.cpp"
printf '#include "runtime/value.hpp"\n' > "$t/cli/compile.cpp"
printf '#include "cli/commands.hpp"\n' > "$t/tests/anything_test.cpp" # tests are outside the layers
out=$(bash "$check" "$t") || fail "a downward tree is refused: $out"

# refused FILE TEXT EXPECTED: with FILE holding TEXT, the check fails and says EXPECTED; FILE goes again
refused() {
  local file=$1 text=$2 expected=$3 rc=0
  printf '%b' "$text" > "$t/$file"
  out=$(bash "$check" "$t") || rc=$?
  rm "$t/$file"
  [ $rc -eq 1 ] || fail "$file passes (status $rc): $out"
  grep -qF "$expected" <<< "$out" || fail "$file: not said: $expected: $out"
}
refused parser/bad.cpp '#include "lexer/token.hpp"\n\n  #include "runtime/value.hpp"\n' \
  "parser/bad.cpp:3: error: 'parser' may not include \"runtime/value.hpp\""
refused runtime/bad.cpp '#include "tests/helpers.hpp"\n' "runtime/bad.cpp:1: error: 'runtime' may not include"
refused lexer/bad.hpp '#include "cli/commands.hpp"\n' "lexer/bad.hpp:1: error: 'lexer' may not include"
echo "check_layers: refuses wrong-way includes"
