#!/usr/bin/env bash
# Compares pp's built-in facts with Facter's on this machine (not run by CI: it needs facter, which comes
# with puppet-agent). Lists the facts only one side has and the values that differ, structured and legacy
# facts alike, leaf by leaf. Values that change from one second to the next (load, free memory, uptime,
# free disk space) count as equal when they are of the same type.
#
# With --modulepath DIRS, the modules' custom facts and the external facts (/etc/facter/facts.d) are
# compared too: `puppet facts show --modulepath DIRS` against `pp facts --modulepath DIRS` (the structured
# facts, as `puppet facts show` prints them).
#
# Usage: scripts/compare-facts.sh [--modulepath DIRS] [PP_BINARY]     (default: build/release/cli/pp)
# Exit status: 0 when nothing differs but what is listed as expected, 1 otherwise.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
modulepath=
if [ "${1:-}" = --modulepath ]; then modulepath=$2; shift 2; fi
pp=${1:-$root/build/release/cli/pp}
command -v facter >/dev/null || { echo "compare-facts: facter is not installed" >&2; exit 2; }
[ -x "$pp" ] || { echo "compare-facts: $pp not built" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# facter inside some sandboxes prints "Permission denied ... /proc/1/environ" errors: kept aside
if [ -n "$modulepath" ]; then
  puppet facts show --modulepath "$modulepath" --render-as json >"$work/facter.json" 2>"$work/facter.err" || true
  "$pp" facts --modulepath "$modulepath" >"$work/pp-find.json"
else
  # core facts only (modules on Ruby's load path add custom facts)
  facter --json --show-legacy --no-custom-facts --no-external-facts >"$work/facter.json" 2>"$work/facter.err" || true
  "$pp" facts find >"$work/pp-find.json"
fi
if [ -s "$work/facter.err" ]; then
  echo "note: facter reported $(grep -c . "$work/facter.err") error line(s), e.g.:"
  sed 's/\x1b\[[0-9;]*m//g' "$work/facter.err" | sort | uniq | head -3 | sed 's/^/  /'
fi

python3 - "$work/facter.json" "$work/pp-find.json" "$(grep -c environ "$work/facter.err" || true)" <<'EOF'
import json, re, sys

facter = json.load(open(sys.argv[1]))
pp = json.load(open(sys.argv[2]))
pp = pp.get("values", pp) if "values" in pp and "name" in pp else pp

# Added by Puppet itself, not by Facter (Puppet::Node::Facts#add_local_facts, Puppet's own facts)
PUPPET_ONLY = {"clientcert", "clientversion", "clientnoop", "puppetversion"}
# Facts pp does not collect (see runtime/facts.hpp), and facts custom modules add through Facter's load path
SKIPPED = {"ruby", "rubyversion", "rubyplatform", "rubysitedir",
           "partitions", "zfs_version", "zpool_version", "xen", "ec2_metadata", "ec2_userdata", "gce",
           "az_metadata", "cloud", "aio_agent_version"}
# Puppet hands a nil inside a structured legacy fact on as "" (what `puppet facts find` and a compilation see)
KNOWN = {"dhcp_servers.system": (None, "")}
# Facts whose resolvers first read /proc/1/environ (Facter's container check): where that is denied, as in
# some sandboxes, facter logs "Permission denied" and drops them
NEEDS_PID1 = {"virtual", "is_virtual", "system_uptime", "uptime", "uptime_days", "uptime_hours", "uptime_seconds"}
facter_errors = int(sys.argv[3])
VOLATILE = [r"^load_averages\.", r"^memory\.\w+\.(available|used|capacity)", r"^memoryfree", r"^swapfree",
            r"^system_uptime\.", r"^uptime", r"^mountpoints\..*\.(available|used|capacity)",
            r"^processors\.speed$"]

def leaves(v, path, out):
    if isinstance(v, dict):
        if not v:
            out[path] = {}
        for k, x in v.items():
            leaves(x, f"{path}.{k}" if path else k, out)
    elif isinstance(v, list) and any(isinstance(x, (dict, list)) for x in v):
        for i, x in enumerate(v):
            leaves(x, f"{path}[{i}]", out)
    else:
        out[path] = v

def top(path):
    return re.split(r"[.\[]", path)[0]

f, p = {}, {}
leaves(facter, "", f)
leaves(pp, "", p)
same, differ, missing, extra = [], [], [], []
for k in sorted(set(f) | set(p)):
    if k not in p:
        missing.append(k)
    elif k not in f:
        extra.append(k)
    elif f[k] == p[k] and type(f[k]) == type(p[k]):
        same.append(k)
    elif any(re.search(r, k) for r in VOLATILE) and type(f[k]) == type(p[k]):
        same.append(k)
    elif k in KNOWN and KNOWN[k] == (f[k], p[k]):
        same.append(k)
    else:
        differ.append(k)

def show(title, keys, fmt):
    if keys:
        print(f"{title} ({len(keys)}):")
        for k in keys:
            print("  " + fmt(k))

expected_missing = [k for k in missing if top(k) in SKIPPED]
unexpected_missing = [k for k in missing if top(k) not in SKIPPED]
expected_extra = [k for k in extra if top(k) in PUPPET_ONLY]
facter_failed = [k for k in extra if top(k) in NEEDS_PID1 and facter_errors]
unexpected_extra = [k for k in extra if top(k) not in PUPPET_ONLY and k not in facter_failed]
tops_same = sorted({top(k) for k in same} - {top(k) for k in differ + unexpected_missing + unexpected_extra})
print(f"facts equal in full ({len(tops_same)}): {' '.join(tops_same)}")
show("differ", differ, lambda k: f"{k}: facter {json.dumps(f[k])}, pp {json.dumps(p[k])}")
show("only facter has", unexpected_missing, lambda k: f"{k} = {json.dumps(f[k])[:100]}")
show("only pp has", unexpected_extra, lambda k: f"{k} = {json.dumps(p[k])[:100]}")
if facter_failed:
    print("facter could not resolve (it cannot read /proc/1/environ here), pp has: " +
          ", ".join(f"{k} = {json.dumps(p[k])}" for k in facter_failed))
print(f"expected: not collected by pp: {' '.join(sorted({top(k) for k in expected_missing})) or '-'}; "
      f"added by Puppet, not Facter: {' '.join(sorted({top(k) for k in expected_extra})) or '-'}")
sys.exit(1 if differ or unexpected_missing or unexpected_extra else 0)
EOF
