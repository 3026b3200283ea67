notice(count(['a', 'b', undef, '']))
notice(count(['a', 'b', 'a'], 'a'))
notice(count([]))
