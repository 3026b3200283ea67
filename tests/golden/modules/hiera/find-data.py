#!/usr/bin/env python3
# Finds Hiera data that lets real Puppet compile `include CLASS` for corpus classes that need values for
# required parameters (a test tool, not part of pp). Starting from no data, it compiles the classes with
# Puppet, reads "Class[X]: expects a value for parameter 'p'" and "parameter 'p' expects an Integer
# value, got String"-like errors, gives X::p a value of a fitting kind, and repeats until nothing changes.
# The result was copied to tests/golden/modules/hiera/data/common.yaml (the input of the corpus goldens,
# recorded by tests/golden/record-catalog.sh --modules).
#
# usage: tests/golden/modules/hiera/find-data.py CLASS_CASE...   (case names: apache__mod__cluster)
import json, os, re, subprocess, sys, tempfile, yaml
repo = subprocess.run(['git', '-C', os.path.dirname(os.path.abspath(__file__)), 'rev-parse', '--show-toplevel'],
                      capture_output=True, text=True, check=True).stdout.strip()
shared = os.environ.get('PP_SHARED', os.path.join(repo, '..', 'shared'))
work = tempfile.mkdtemp(prefix='pp-find-data.')
cases = sys.argv[1:]
data = {}
def run():
    os.makedirs(f'{work}/cases', exist_ok=True)
    with open(f'{work}/data/common.yaml', 'w') as f:
        yaml.safe_dump(data, f, default_flow_style=False, sort_keys=True)
    cmd = f'''export ORACLE_CERTNAME=pp.example.com; . {shared}/oracle/oracle-lib.sh; oracle_init;
      ruby {repo}/tests/golden/oracle-eval.rb --work "$ORACLE_WORK/rec" --facts {repo}/tests/golden/eval/facts.json \
      --certname pp.example.com --modulepath /usr/share/puppet/modules --hiera_config {work}/hiera.yaml {' '.join(f'{work}/cases/{c}.pp' for c in cases)}'''
    out = subprocess.run(['bash', '-c', cmd], capture_output=True, text=True).stdout
    return [json.loads(l) for l in out.splitlines() if l.startswith('{')]
os.makedirs(f'{work}/data', exist_ok=True)
open(f'{work}/hiera.yaml','w').write("---\nversion: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n  - name: common\n    path: common.yaml\n")
os.makedirs(f'{work}/cases', exist_ok=True)
for c in cases:
    open(f'{work}/cases/{c}.pp','w').write(f"include {c.replace('__','::')}\n")
def value_for(expect):
    if expect.startswith('an Integer') or 'Integer' in expect.split(' value')[0]: return 1
    if 'Boolean' in expect: return True
    if 'Array' in expect: return ['pp']
    if 'Hash' in expect or 'Struct' in expect: return {}
    m = re.search(r"Enum\['([^']*)'", expect)
    if m: return m.group(1)
    if 'Absolutepath' in expect or 'Unixpath' in expect or 'Stdlib::' in expect and 'path' in expect.lower(): return '/pp'
    if 'Port' in expect: return 1
    if 'Stdlib::Host' in expect or 'IP_address' in expect: return '192.0.2.1'
    if 'Stdlib::HTTPUrl' in expect or 'Url' in expect: return 'http://pp.example.com'
    return None
for round in range(8):
    res = run()
    changed = False
    for r in res:
        if r['exit'] == 0: continue
        out = r['out']
        for m in re.finditer(r"Class\[([A-Za-z0-9_:]+)\]:((?:\n? *(?:expects a value for parameter '[a-z0-9_]+'|parameter '[a-z0-9_]+' expects [^\n(]*))+)", out):
            cls = m.group(1).lower()
            for p in re.findall(r"expects a value for parameter '([a-z0-9_]+)'", m.group(2)):
                k = f'{cls}::{p}'
                if k not in data: data[k] = 'pp'; changed = True
            for p, exp in re.findall(r"parameter '([a-z0-9_]+)' expects ([^\n(]*)", m.group(2)):
                k = f'{cls}::{p}'
                v = value_for(exp)
                if v is not None and data.get(k) != v: data[k] = v; changed = True
    ok = sum(1 for r in res if r['exit'] == 0)
    print(f'round {round}: {ok}/{len(res)} compile, {len(data)} keys', flush=True)
    if not changed: break
for r in res:
    if r['exit'] != 0: print('FAIL', r['case'], r['out'].splitlines()[0][:200] if r['out'] else '')
print(f'data: {work}/data/common.yaml')
