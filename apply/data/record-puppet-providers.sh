#!/usr/bin/env bash
# Records the provider names real Puppet has for each of its types (a test tool's recording, not part of
# the build): every lib/puppet/provider/<type>/<name>.rb of the installed Puppet whose <type> is one of its
# lib/puppet/type/<type>.rb, and those of the core-type modules Puppet vendors (cron_core, host_core,
# mount_core, sshkeys_core, augeas_core...). pp's applier uses the list to tell a provider Puppet has but pp
# does not implement (the resource fails: "Provider X is not functional on this host") from a name Puppet
# does not know at all (the run fails: "Invalid <type> provider 'X'").
#
# usage: apply/data/record-puppet-providers.sh   (writes apply/data/puppet_providers.inc)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
puppet_lib=$(ruby -e 'require "puppet"; print File.dirname($LOADED_FEATURES.grep(%r{/puppet\.rb$}).first)')
version=$(puppet --version)
modules=${PP_CORE_MODULES:-/usr/share/puppet/modules}
out="$here/puppet_providers.inc"
{
  echo "// Puppet's providers by type, recorded from Puppet $version and its core-type modules by"
  echo "// apply/data/record-puppet-providers.sh. Do not edit: re-record."
  for libdir in "$puppet_lib/puppet" "$modules"/*_core/lib/puppet; do
    [ -d "$libdir/provider" ] || continue
    for dir in "$libdir"/provider/*/; do
      type=$(basename "$dir")
      [ -f "$libdir/type/$type.rb" ] || continue
      # the names the files register (`Puppet::Type.type(:package).provide(:apt, ...)`), not helper files
      names=$(perl -0777 -ne 'print "$1\n" while /\.provide\(?\s*:([a-z_0-9]+)/g' "$dir"*.rb | LC_ALL=C sort -u)
      [ -n "$names" ] || continue
      printf '{"%s", {' "$type"
      printf '%s\n' "$names" | awk 'BEGIN{ORS=""} {if (NR>1) print ", "; print "\"" $0 "\""}'
      printf '}},\n'
    done
  done | LC_ALL=C sort
} > "$out"
echo "wrote $out ($(grep -c '^{' "$out") types)"
