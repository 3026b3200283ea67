host { 'pp.example':
  ip           => '10.9.9.9',
  host_aliases => ['pp'],
  target       => "__T__/hosts",
}
ssh_authorized_key { 'pp@test':
  user   => 'root',
  type   => 'ssh-ed25519',
  key    => 'AAAAC3NzaC1lZDI1NTE5AAAAIHBwYXBwbGllcmdvbGRlbnRlc3RrZXlfX19fX19f',
  target => "__T__/ak",
}
mount { '/mnt/pp':
  ensure  => defined,
  device  => 'tmpfs',
  fstype  => 'tmpfs',
  options => 'size=1m',
  target  => "__T__/fstab",
}
file_line { 'fl':
  path  => "__T__/fl",
  line  => 'foo=2',
  match => '^foo=',
}
ini_setting { 'i':
  path    => "__T__/a.ini",
  section => 'main',
  setting => 'key',
  value   => 'new',
}
concat { "__T__/c": }
concat::fragment { 'b':
  target  => "__T__/c",
  content => "B\n",
  order   => '20',
}
concat::fragment { 'a':
  target  => "__T__/c",
  content => "A\n",
  order   => '10',
}
tidy { "__T__/t":
  age     => '1w',
  recurse => true,
  matches => ['*.log'],
}
