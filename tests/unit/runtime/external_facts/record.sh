#!/usr/bin/env bash
# Records expected.json: what Facter 4.3 (a test tool, not part of pp) makes of the external fact files in
# d1/ and d2/ (given in that order, as Facter's own directories are searched), for every fact name the
# files mention, plus names that must not be facts (null). Never edit expected.json by hand.
# usage: tests/unit/runtime/external_facts/record.sh
set -euo pipefail
cd "$(dirname "$0")"
names=(ext_yaml_string ext_yaml_number ext_yaml_quoted ext_yaml_bool ext_yaml_list ext_yaml_map ext_mixed_case
       Ext_Mixed_Case ext_shared ext_txt ext_txt_equals "  ext_txt_spaced " ext_txt_spaced ext_txt_empty ext_json
       ext_json_int ext_exec_kv ext_exec_kv2 ext_exec_yaml ignored hidden ext_d2)
facter --external-dir d1 --external-dir d2 --no-custom-facts -j "${names[@]}" > expected.json
