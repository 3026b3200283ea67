notice(binary_file(['rsync/motd']))
