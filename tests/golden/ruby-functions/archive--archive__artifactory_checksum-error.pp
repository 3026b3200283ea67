# the url must be a Stdlib::HTTPUrl (the function itself needs the network)
notice(archive::artifactory_checksum('ftp://example.com/artifactory/repo/x.jar', 'sha1'))
