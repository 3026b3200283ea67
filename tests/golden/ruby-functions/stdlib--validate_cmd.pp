# runs an external command on a temporary file holding the content
validate_cmd('some content', '/bin/true')
validate_cmd('some content', '/usr/bin/test -s %', 'must not be empty')
notice('valid')
