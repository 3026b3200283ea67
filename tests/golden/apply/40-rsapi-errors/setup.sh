printf '%s\n' '{"o":{"created":"1","owner":"alice","value":"x"}}' > kv.json
