#!/usr/bin/env bash
# Records the expected outputs of tests/golden/describe/ from REAL Puppet 7.23 (a test tool, not part of
# pp). Never edit the recorded files by hand: change or add a case, re-run this script and review the diff.
#
# usage: tests/golden/describe/record-describe.sh [NAME.args...]   (default: every case)
#
# Each case NAME.args holds the arguments of one `puppet describe` run (one line, split on blanks) and gives
#   NAME.out   what it prints on standard output
#   NAME.err   what it prints on standard error, when anything
# Puppet runs in a throwaway tree (shared/oracle/oracle-lib.sh) with a modulepath that holds only the core
# modules whose types pp ships built in (augeas_core, cron_core, host_core, mount_core, sshkeys_core), so
# `--list` lists exactly pp's built-in types.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
shared=${PP_SHARED:-$repo/../shared}
lib=$shared/oracle/oracle-lib.sh
[ -f "$lib" ] || { echo "record-describe: $lib not found (set PP_SHARED)" >&2; exit 2; }
# shellcheck source=/dev/null
. "$lib"
oracle_init
mods=$ORACLE_WORK/modules
mkdir -p "$mods"
for m in augeas_core cron_core host_core mount_core sshkeys_core; do
  ln -s "$ORACLE_SYSTEM_MODULES/$m" "$mods/$m"
done

cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  mapfile -t cases < <(find "$here" -maxdepth 1 -type f -name '*.args' | LC_ALL=C sort)
fi
for c in "${cases[@]}"; do
  c=$here/$(basename "$c" .args)
  read -r -a args < "$c.args" || true
  puppet describe "${ORACLE_ISO[@]}" --modulepath "$mods" "${args[@]}" > "$c.out" 2> "$c.err" || {
    echo "record-describe: $(basename "$c"): puppet exited with $?" >&2; }
  [ -s "$c.err" ] || rm -f "$c.err"
  echo "recorded $(basename "$c")"
done
