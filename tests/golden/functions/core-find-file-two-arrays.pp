notice(find_file(['rsync/motd'], ['rsync/defaults']))
