#!/usr/bin/env bash
# Records the names of Puppet's own functions, read from the source of the
# INSTALLED Puppet (a test tool, not part of pp), into
# tests/golden/functions/puppet-function-names.txt, sorted, one per line,
# after a header line `# recorded from Puppet <version> by ...`.
# tests/unit/stdlib/puppet_function_names_test.cpp fails on any name of that
# list that pp does not define.
#
# usage: tests/golden/functions/record-puppet-function-names.sh [PUPPET_LIB]
#        PUPPET_LIB: Puppet's Ruby library (default: the installed one,
#        /usr/lib/ruby/vendor_ruby/puppet, or where `puppet` finds it)
#
# Which names:
# * every 4.x function, lib/puppet/functions/**/*.rb: the name given to
#   `Puppet::Functions.create_function(:name)`. A namespaced name (`a::b`,
#   only possible in a subdirectory) is not one of Puppet's global functions
#   and is skipped; Puppet 7.23 has no such file.
# * every 3.x function, lib/puppet/parser/functions/*.rb
#   (`newfunction(:name, ...)`) that Puppet 7 still supports. Skipped: the
#   documentation stubs whose body only raises
#   `Puppet::Parser::Functions::Error.is4x(name)` ("name() can only be called
#   using the 4.x function API"): the 4.x function of the same name is the
#   function. A 3.x file raising "only available in Puppet 3.x", "removed" or
#   "discontinued" would be skipped too; Puppet 7.23 has none (the check
#   stays so that a re-recording against another Puppet notices them).
# The 3.x-only functions that remain are those without a 4.x file (file,
# generate, tag, template, sprintf, create_resources, ...).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=$here/puppet-function-names.txt

lib=${1:-}
if [ -z "$lib" ]; then
  lib=$(ruby -e 'require "puppet"; print File.dirname($LOADED_FEATURES.grep(%r{/puppet\.rb$}).first) + "/puppet"' 2>/dev/null || true)
  [ -d "$lib/functions" ] || lib=/usr/lib/ruby/vendor_ruby/puppet
fi
[ -d "$lib/functions" ] && [ -d "$lib/parser/functions" ] || {
  echo "record-puppet-function-names: no Puppet library at $lib" >&2; exit 2; }
version=$(ruby -I "$(dirname "$lib")" -e 'require "puppet/version"; print Puppet.version')

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# 4.x: create_function(:name) or create_function(:'name'), possibly on the next line
while IFS= read -r -d '' f; do
  name=$(tr '\n' ' ' < "$f" |
    grep -oE "create_function\(\s*:['\"]?[A-Za-z0-9_:]+" | head -n1 |
    sed -E "s/.*:['\"]?//") || true
  [ -n "$name" ] || { echo "record-puppet-function-names: no create_function in $f" >&2; exit 1; }
  case $name in *::*) continue ;; esac
  echo "$name" >> "$tmp"
done < <(find "$lib/functions" -name '*.rb' -print0)

# 3.x: newfunction(:name ...) or newfunction(\n  :name ...), minus the stubs
for f in "$lib"/parser/functions/*.rb; do
  if grep -qE 'Error\.is4x|only available in (the )?Puppet 3|has been removed|discontinued' "$f"; then
    continue
  fi
  name=$(tr '\n' ' ' < "$f" | grep -oE 'newfunction\(\s*:[A-Za-z0-9_]+' | head -n1 | sed -E 's/.*://') || true
  [ -n "$name" ] || { echo "record-puppet-function-names: no newfunction in $f" >&2; exit 1; }
  echo "$name" >> "$tmp"
done

{
  echo "# recorded from Puppet $version by record-puppet-function-names.sh"
  LC_ALL=C sort -u "$tmp"
} > "$tmp.out"
if cmp -s "$tmp.out" "$out" 2>/dev/null; then
  rm -f "$tmp.out"
else
  mv "$tmp.out" "$out"
fi
echo "record-puppet-function-names: $(($(wc -l < "$out") - 1)) names from Puppet $version ($lib)"
