# as staging::extract and staging::file call it
notice(staging_parse('sample-1.0.tar.gz', 'basename', '.tar.gz'))
notice(staging_parse('/opt/staging/sample-1.0.tar.bz2', 'basename', '.tar.bz2'))
notice(staging_parse('sample.zip', 'basename'))
notice(staging_parse('/opt/staging/mod/sample.zip', 'parent'))
notice(staging_parse('https://example.com/dl/sample.war'))
notice(staging_parse('puppet:///modules/staging/sample.tgz', 'extname'))
notice(staging_parse('C:\\staging\\sample.zip'))
