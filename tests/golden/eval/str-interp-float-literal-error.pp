notice("${100.0}")
