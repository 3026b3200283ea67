#!/usr/bin/env bash
# Records what REAL Puppet 7.23's Puppet::Util::Execution.execute returns for each case of cases.rb (as root,
# since cases run commands as other users): writes expected.txt. Never edit expected.txt by hand.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ "$(id -u)" = 0 ] || { echo "record.sh: run as root" >&2; exit 2; }
cd /
env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root USER=root LANG=C.UTF-8 \
  ruby -rpuppet -e 'puts eval(File.read(ARGV[0]), binding, ARGV[0])' "$here/cases.rb" > "$here/expected.txt"
cat "$here/expected.txt"
