notice(shell_escape('foo bar'))
notice(shell_escape("it's \"quoted\" & \$x"))
notice(shell_escape(''))
