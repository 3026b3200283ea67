tidy { "__T__/t":
  recurse => 2,
  matches => ['*.log', '*.dat'],
  age     => '4w',
  size    => '1k',
}
file { "__T__/t/managed.log":
  ensure => file,
}
tidy { "__T__/r":
  recurse => true,
  rmdirs  => true,
  age     => '1d',
  type    => 'mtime',
}
tidy { "__T__/missing":
  recurse => true,
}
