notice(reject(['aaa', 'bbb', 'ccc', 'aaaddd'], 'aaa'))
notice(reject(['a', 'b'], '^a$'))
