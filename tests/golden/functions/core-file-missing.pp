notice(file('rsync/nosuch', 'nosuchmodule/x', 'plain', '/nonexistent/file'))
