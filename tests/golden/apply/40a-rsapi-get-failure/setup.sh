printf '%s\n' '{"a":{"created":"1","value":"one"}}' > kv.json
touch kv.json.getfail
