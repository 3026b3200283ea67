$re = /^\d+$/
notice('123' =~ $re)
notice('12a' =~ $re)
