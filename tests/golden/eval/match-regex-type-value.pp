notice('abc' =~ Regexp['b'])
