#!/usr/bin/env bash
# Records expected.json: what Facter 4.3 (a test tool, not part of pp) resolves for the custom facts of d1/
# and d2/ on this machine. Never edit expected.json by hand.
# usage: tests/unit/ruby/custom_facts/record.sh
set -euo pipefail
cd "$(dirname "$0")"
facter --custom-dir d1 --custom-dir d2 --no-external-facts -j pp_simple pp_command pp_structured pp_confined \
  pp_never pp_block_confine pp_fact_block pp_weighted pp_nil_falls_through pp_dotted pp_exec pp_which \
  pp_raises 2>/dev/null > expected.json
