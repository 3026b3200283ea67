notice(call('pp_no_such_function', 1))
