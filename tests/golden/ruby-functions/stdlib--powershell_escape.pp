notice(powershell_escape('foo bar'))
notice(powershell_escape('it\'s $HOME | `x` "q"'))
