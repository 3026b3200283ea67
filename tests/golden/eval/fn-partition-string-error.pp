notice(partition('abcab') |$c| { $c == 'a' })
