notice("${split('a b', ' ')}")
