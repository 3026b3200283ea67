notice(Notify['a', 'b'])
notice(Notify[['a']])
notice(Notify[[]])
notice(Notify[['a'], 'b', undef])
