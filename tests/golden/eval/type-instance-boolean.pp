notice(true =~ Boolean)
notice('true' =~ Boolean)
notice(false =~ Boolean[false])
notice(true =~ Boolean[false])
