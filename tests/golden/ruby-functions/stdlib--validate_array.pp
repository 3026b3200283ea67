validate_array(['a', 'b'])
validate_array([], [[1]])
notice('valid')
