# as ipaclient::sudoers calls it; and the examples of its doc string
notice(join(values_at(split('ipa1.example.com,ipa2.example.com', ','), 0), ''))
notice(values_at(['a', 'b', 'c'], 2))
notice(values_at(['a', 'b', 'c'], ['0-1']))
notice(values_at(['a', 'b', 'c', 'd', 'e'], [0, '2-3']))
