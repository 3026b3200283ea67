validate_string('one', 'two')
validate_string(undef)
notice('valid')
