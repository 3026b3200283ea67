# JSON is YAML: the stdlib module's own metadata.json; and the default of a missing file
notice(loadyaml('/usr/share/puppet/modules/stdlib/metadata.json')['name'])
notice(loadyaml('/nonexistent/pp-golden/no-file.yaml', { 'default' => 'value' }))
