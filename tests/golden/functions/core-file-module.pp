# file(): a module's files/ directory, the first of several that exists, an absolute path
notice(file('rsync/motd'))
notice(file('rsync/nosuch', 'nosuchmodule/motd', 'rsync', '', 'rsync/motd') == file('rsync/motd'))
notice(file('/nonexistent/file', '/usr/share/puppet/modules/rsync/files/motd').length)
notice(file(undef, 'rsync/motd').length)
