#!/usr/bin/env bash
# Records tests/golden/modules/facts.json from REAL Puppet 7.23 (a test tool, not part of pp): the facts the
# module goldens are compiled with. They are the fixed core facts of tests/golden/eval/facts.json plus what
# Facter adds on a machine with the module corpus installed: the external facts its Debian packages install
# (/etc/facter/facts.d, e.g. openstacklib's os_service_default) and the modules' custom facts (every
# module's lib/facter), as `puppet facts show --modulepath /usr/share/puppet/modules` resolves them here.
# A fact the core set already has keeps the core value, so the node stays pp.example.com's.
#
# usage: tests/golden/modules/record-facts.sh     (then tests/golden/record-catalog.sh --modules)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
modulepath=/usr/share/puppet/modules
[ -d "$modulepath/stdlib" ] || { echo "record-facts: the module corpus is not installed" >&2; exit 2; }
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^FACTER_' || true)

shown=$(mktemp)
trap 'rm -f "$shown"' EXIT
puppet facts show --modulepath "$modulepath" --render-as json 2>/dev/null > "$shown"
ruby -rjson -e '
  core = JSON.parse(File.read(ARGV[0]))
  shown = JSON.parse(File.read(ARGV[1]))
  added = shown.reject { |k, _| core["values"].key?(k) }.sort.to_h
  abort "record-facts: puppet facts show gave no external or custom fact" if added.empty?
  out = { "name" => core["name"], "values" => core["values"].merge(added) }
  File.write(ARGV[2], JSON.pretty_generate(out) + "\n")
  warn "record-facts: #{added.size} facts added: #{added.keys.join(", ")}"
' "$repo/tests/golden/eval/facts.json" "$shown" "$here/facts.json"
