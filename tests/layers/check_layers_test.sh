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

printf '#include "lexer/token.hpp"\n\n  #include "runtime/value.hpp"\n' > "$t/parser/bad.cpp"
set +e
out=$(bash "$check" "$t"); rc=$?
set -e
[ $rc -eq 1 ] || fail "an upward include passes (status $rc): $out"
grep -qF "parser/bad.cpp:3: error: 'parser' may not include \"runtime/value.hpp\"" <<< "$out" || fail "no file and line: $out"
rm "$t/parser/bad.cpp"

printf '#include "tests/helpers.hpp"\n' > "$t/runtime/bad.cpp"
set +e
out=$(bash "$check" "$t"); rc=$?
set -e
[ $rc -eq 1 ] || fail "a library including tests/ passes: $out"
rm "$t/runtime/bad.cpp"

printf '#include "cli/commands.hpp"\n' > "$t/lexer/bad.hpp"
set +e
out=$(bash "$check" "$t"); rc=$?
set -e
[ $rc -eq 1 ] || fail "lexer including cli passes: $out"
grep -qF "lexer/bad.hpp:1: error" <<< "$out" || fail "no file and line: $out"
echo "check_layers: refuses wrong-way includes"
