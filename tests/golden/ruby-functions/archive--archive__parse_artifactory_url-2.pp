# no match: undef
notice(archive::parse_artifactory_url('https://example.com/not/an/artifact'))
notice(archive::parse_artifactory_url('https://example.com/not/an/artifact') == undef)
