validate_slength('discombobulate', 2)
