#!/usr/bin/env bash
# Installs the Debian 12 packages pp needs to build and test, when missing. Idempotent and quiet when
# everything is present. Usage: scripts/install-deps.sh [--test] [--fuzz]
# (--test: what only the test suite needs)
set -euo pipefail
pkgs=(
  g++ cmake ninja-build ccache pkg-config
  libantlr4-runtime-dev antlr4          # runtime 4.9; the 4.7.2 tool regenerates the committed parser
  libfmt-dev nlohmann-json3-dev libcli11-dev libonig-dev   # libonig: Ruby-syntax regexes (Onigmo semantics)
  libboost-dev                          # Boost.Graph (header-only): the relationship graph
  libssl-dev                            # libcrypto: the digest functions (md5, sha1, sha256, fqdn_rand)
  libjemalloc-dev                       # the pp binary's allocator: compiling is allocation-bound
  libxxhash-dev                         # XXH3: the parse cache's check of a large file's mapped tree
  libyaml-cpp-dev                       # facts files in YAML (--facts FILE)
  libyaml-dev                           # Hiera's YAML data (libyaml: the parser of Ruby's Psych)
  libedit-dev                           # the REPL's line editor (BSD licence; repl/line_editor.cpp)
  libsystemd-dev                        # sd-bus: systemd's signals for pp apply --watch (driver/systemd_bus.cpp)
  ruby3.1-dev                           # libruby3.1: the embedded Ruby that runs modules' plugins (ruby/)
  libgtest-dev libgmock-dev
  clang-format
)
for arg in "$@"; do
  case $arg in
    --fuzz) pkgs+=(clang libclang-rt-14-dev) ;;
    # the mysql module's providers run against a server the test starts; the watch test runs a bus
    --test) pkgs+=(mariadb-server dbus-daemon) ;;
  esac
done
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get -o DPkg::Lock::Timeout=900 update -qq
# no service starts while packages install (mariadb-server's would): invoke-rc.d asks policy-rc.d
policy=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  policy=/usr/sbin/policy-rc.d
  printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" > /dev/null
  $sudo chmod 755 "$policy"
  trap '$sudo rm -f "$policy"' EXIT
fi
$sudo apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends "${missing[@]}"
