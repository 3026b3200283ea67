#!/usr/bin/env bash
# Command 2 of 2 (README): installs missing Debian packages and the module corpus, builds everything under
# AddressSanitizer + UndefinedBehaviorSanitizer (asan preset) and runs every test with CTest.
set -euo pipefail
cd "$(dirname "$0")"
shared=${PP_SHARED:-$(pwd)/../shared}
scripts/install-deps.sh --test
if [ ! -d /usr/share/puppet/modules/stdlib ]; then
  if [ -f "$shared/corpus/install-corpus.sh" ]; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo sh "$shared/corpus/install-corpus.sh"
  else
    echo "test.sh: the module corpus is missing and $shared/corpus/install-corpus.sh is not there" >&2
    exit 1
  fi
fi
cmake --preset asan > /dev/null
cmake --build --preset asan
ctest --preset asan -j 2
