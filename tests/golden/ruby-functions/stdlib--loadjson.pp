# the stdlib module's own metadata.json; and the default of a missing file
notice(loadjson('/usr/share/puppet/modules/stdlib/metadata.json')['name'])
notice(loadjson('/nonexistent/pp-golden/no-file.json', { 'default' => 'value' }))
