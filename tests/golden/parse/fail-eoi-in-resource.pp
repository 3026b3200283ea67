file { '/a':
