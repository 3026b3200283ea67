# the order is random: only what does not depend on it is checked
notice(shuffle(['a']))
notice(shuffle('a'))
notice(sort(shuffle(['c', 'a', 'b'])))
notice(length(shuffle('abcdef')))
