concat { "__T__/c1":
  mode           => '0640',
  ensure_newline => true,
  order          => 'numeric',
}
concat::fragment { 'z':
  target  => "__T__/c1",
  content => 'zed',
  order   => 2,
}
concat::fragment { 'y':
  target  => "__T__/c1",
  content => "why\n",
  order   => 10,
}
concat::fragment { 'x':
  target => "__T__/c1",
  source => "__T__/src.txt",
  order  => 1,
}
concat { 'byname':
  path => "__T__/c2",
}
concat::fragment { 'n1':
  target  => 'byname',
  content => "1\n",
}
concat::fragment { 'n2':
  target  => 'byname',
  content => "2\n",
  order   => '05',
}
concat { "__T__/gone":
  ensure => absent,
}
notify { 'after':
  subscribe => Concat['byname'],
}
