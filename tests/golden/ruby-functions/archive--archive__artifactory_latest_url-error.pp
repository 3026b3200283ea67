# the second argument must be a Hash (the function itself needs the network)
notice(archive::artifactory_latest_url('https://repo.jfrog.org/artifactory/repo1-cache/org/slf4j/slf4j-api/1.7.25-SNAPSHOT/slf4j-api-1.7.25-SNAPSHOT.jar', 'x'))
