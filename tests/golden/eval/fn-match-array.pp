notice(match(['a1', 'b', 'c3'], /\d/))
