# under --strict error a get result that canonicalize changes fails the resource (b); a and c apply
pp_kv_canon { 'a': value => 'UNO', store => '__T__/kv.json' }
pp_kv_canon { 'b': value => 'uno', store => '__T__/kv.json' }
pp_kv_canon { 'c': value => 'Tres', store => '__T__/kv.json' }
