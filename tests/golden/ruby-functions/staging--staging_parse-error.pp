notice(staging_parse('sample.zip', 'dirname'))
