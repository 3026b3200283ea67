host { 'pp.example':
  ip           => '10.9.9.9',
  host_aliases => ['pp', 'pp2'],
  comment      => 'added by puppet',
  target       => "__T__/hosts",
}
host { 'old.example':
  ip           => '10.1.1.5',
  host_aliases => ['old', 'legacy'],
  target       => "__T__/hosts",
}
host { 'gone.example':
  ensure => absent,
  target => "__T__/hosts",
}
host { 'keep.example':
  ip     => '192.168.0.1',
  target => "__T__/hosts",
}
host { 'six.example':
  ip     => 'fe80::1',
  target => "__T__/hosts2",
}
