notice(true and false)
notice(true or false)
notice(false or false)
notice(true and true)
