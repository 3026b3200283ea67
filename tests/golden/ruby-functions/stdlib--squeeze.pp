notice(squeeze('aaabbbccc'))
notice(squeeze('aaabbbccc', 'a'))
notice(squeeze(['aa', 'bbb']))
