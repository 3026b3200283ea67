include apache::version
