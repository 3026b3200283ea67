validate_slength('discombobulate', 17)
validate_slength(['discombobulate', 'moo'], 17, 3)
notice('valid')
