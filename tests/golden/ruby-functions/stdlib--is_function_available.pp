notice(is_function_available('is_function_available'))
notice(is_function_available('join'))
notice(is_function_available('no_such_function_here'))
notice(is_function_available(42))
