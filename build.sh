#!/usr/bin/env bash
# Command 1 of 2 (README): installs missing Debian packages, builds pp (release preset) and runs its main
# job on the shipped example: validates examples/, compiles examples/site.pp and applies it in noop mode
# (what would change on this machine; nothing is changed).
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
cmake --preset release > /dev/null
cmake --build --preset release --target pp
echo "== pp parser validate examples/"
build/release/cli/pp parser validate examples/
echo "ok: every file in examples/ is valid"
echo "== pp compile examples/site.pp -o build/release/site-catalog.json"
build/release/cli/pp compile examples/site.pp -o build/release/site-catalog.json
echo "ok: the catalog is in build/release/site-catalog.json"
echo "== pp apply --noop examples/site.pp"
vardir=build/release/var  # the run's state and report stay in the build tree
build/release/cli/pp apply --noop --vardir "$vardir" examples/site.pp
