# as apt::ppa calls it
notice(shell_join(['-y', '--no-update']))
notice(shell_join(['foo bar', "it's", '$x']))
