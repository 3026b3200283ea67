function upcase($x) { 'mine' }
notice(upcase('a'))
