notice(find_file(1))
