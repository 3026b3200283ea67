notice("${upcase('x')} ${[1, 2].join('-')}")
