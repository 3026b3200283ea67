define site {
  file { "__T__/site-${title}":
    content => $title,
  }
  exec { "reload-${title}":
    command     => '/bin/true',
    refreshonly => true,
  }
}
site { 'a': }
site { 'b': }
file { "__T__/trigger":
  content => 't',
}
~> Site['a']
