printf '%s\n' '{"a":{"created":"1","value":"uno"},"b":{"created":"2","value":"UNO"}}' > kv.json
