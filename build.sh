#!/usr/bin/env bash
# Command 1 of 2 (README): installs missing Debian packages, builds pp (release preset) and runs its main
# job on the shipped example: validating examples/ and dumping examples/site.pp's AST.
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
cmake --preset release > /dev/null
cmake --build --preset release --target pp
echo "== pp parser validate examples/"
build/release/cli/pp parser validate examples/
echo "ok: every file in examples/ is valid"
echo "== pp parser dump examples/site.pp"
build/release/cli/pp parser dump examples/site.pp
