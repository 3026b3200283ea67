# Helpers the bench scripts share (sourced, not run).

# server_facts FACTS CERT: the facts file FACTS as Puppet's json facts terminus reads it
# ({"name": certname, "values": {...}}, with clientcert and clientnoop); pp reads the same file.
server_facts() {
  python3 - "$1" "$2" <<'PY'
import json, sys
values = json.load(open(sys.argv[1]))
values = values.get("values", values) if "name" in values else values
values["clientcert"] = sys.argv[2]
values["clientnoop"] = False
json.dump({"name": sys.argv[2], "values": values}, sys.stdout)
PY
}

# summary FILE: a catalog's resource and edge counts plus a digest of its sorted resource refs, parameters
# and edges (text before the JSON, such as Puppet's log lines, is skipped).
summary() {
  python3 - "$1" <<'PY'
import hashlib, json, sys
text = open(sys.argv[1]).read()
text = text[text.index('{"tags":'):] if '{"tags":' in text else text
c = json.loads(text)
refs = sorted(f'{r["type"]}[{r["title"]}]' for r in c["resources"])
edges = sorted(f'{e["source"]} -> {e["target"]}' for e in c["edges"])
params = sorted(json.dumps([r["type"], r["title"], r.get("parameters", {})], sort_keys=True) for r in c["resources"])
h = hashlib.sha256("\n".join(refs + edges + params).encode()).hexdigest()[:12]
print(f"{len(refs)} resources, {len(edges)} edges, digest {h}")
PY
}
