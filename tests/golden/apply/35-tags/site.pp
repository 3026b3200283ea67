define site {
  file { "__T__/site-${title}":
    content => $title,
  }
  exec { "reload-${title}":
    command     => '/bin/true',
    refreshonly => true,
  }
}
class web {
  site { 'a': }
  site { 'b': }
}
include web
notify { 'top': }
file { "__T__/top":
  content => 'top',
}
exec { 'top-exec':
  command => "/usr/bin/touch __T__/top-exec",
  creates => "__T__/top-exec",
}
