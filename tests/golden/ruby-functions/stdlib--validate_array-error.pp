validate_array('a')
