notice(pp_undefined_function(1))
