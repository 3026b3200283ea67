# files of the stdlib module itself
notice(glob('/usr/share/puppet/modules/stdlib/metadata.json'))
notice(glob(['/usr/share/puppet/modules/stdlib/metadata.jso?', '/nonexistent/pp-golden/*']))
