# pp_kv_canon downcases values: 'UNO' in the manifest matches the stored 'uno'; the stored 'UNO' of b is not
# canonical (a warning under strict=warning, then an update); c is created as 'tres'
pp_kv_canon { 'a': value => 'UNO', store => '__T__/kv.json' }
pp_kv_canon { 'b': value => 'uno', store => '__T__/kv.json' }
pp_kv_canon { 'c': value => 'Tres', store => '__T__/kv.json' }
