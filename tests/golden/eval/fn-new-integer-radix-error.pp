notice(Integer('19', 8))
