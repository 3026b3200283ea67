notice(binary_file('rsync/nosuch'))
