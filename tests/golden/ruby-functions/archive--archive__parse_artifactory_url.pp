# as archive::artifactory calls it
notice(archive::parse_artifactory_url('https://repo.jfrog.org/artifactory/repo1-cache/org/slf4j/slf4j-api/1.7.25/slf4j-api-1.7.25.jar'))
notice(archive::parse_artifactory_url('http://artifactory.example.com/artifactory/libs-snapshot-local/com/example/app/1.0.0-SNAPSHOT/app-1.0.0-20180101.123456-3-sources.tar.gz'))
