if true notice('a')
