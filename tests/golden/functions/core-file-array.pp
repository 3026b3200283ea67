notice(file(['rsync/motd']))
