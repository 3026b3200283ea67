# shellcheck shell=bash
# The PASSING ratchet for the shell golden suites, with the rules of golden_harness.hpp (source this file):
# a listed case that fails is a regression; an unlisted one is skipped; with PP_ACCEPT=1 every case runs and
# updates its own line (added when it passed, removed when it failed), so a filtered run never shrinks a
# list. Cases run concurrently (ctest -j): the update holds a lock on the list's directory.

# ratchet_accepting: status 0 in an accept run
ratchet_accepting() {
  [ -n "${PP_ACCEPT:-}" ]
}

# ratchet_listed PASSING NAME: status 0 when NAME is listed
ratchet_listed() {
  case $2 in '#'* | '') return 1 ;; esac
  grep -qxF -- "$2" "$1" 2>/dev/null
}

# ratchet_record PASSING NAME passed|failed: in an accept run, puts NAME in the list or takes it out
ratchet_record() {
  local file=$1 name=$2 outcome=$3
  ratchet_accepting || return 0
  (
    flock 9
    tmp=$(mktemp "$file.XXXXXX")
    {
      grep '^#' "$file" 2>/dev/null || true
      {
        grep -v '^#' "$file" 2>/dev/null | grep -vxF -- "$name" | grep -v '^$' || true
        if [ "$outcome" = passed ]; then printf '%s\n' "$name"; fi
      } | LC_ALL=C sort -u
    } > "$tmp"
    mv "$tmp" "$file"
  ) 9<"$(dirname "$file")"
}
