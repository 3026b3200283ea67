# host: an empty alias list and an empty comment, a comment added, aliases defined, a target whose
# directory is missing (the write fails after the change line), absent in a file that does not exist
host { 'a.example':
  ip           => '10.0.0.1',
  host_aliases => [],
  comment      => '',
  target       => "__T__/hosts",
}
host { 'b.example':
  ip      => '10.0.0.2',
  comment => 'new comment',
  target  => "__T__/hosts",
}
host { 'c.example':
  host_aliases => 'c1',
  target       => "__T__/hosts",
}
host { 'd.example':
  ip     => '10.0.0.4',
  target => "__T__/nodir/hosts",
}
host { 'e.example':
  ensure => absent,
  target => "__T__/other",
}
# ssh_authorized_key: drop_privileges => false (never trusted for a file), a key written as nobody into a
# directory nobody cannot enter, a user that does not exist, an absent key, key type alias and options
ssh_authorized_key { 'one@x':
  user            => 'root',
  type            => 'ssh-rsa',
  key             => 'AAAA1new',
  target          => "__T__/ak",
  drop_privileges => false,
}
ssh_authorized_key { 'two@x':
  user   => 'nobody',
  type   => 'ssh-rsa',
  key    => 'AAAA2',
  target => "__T__/home/.ssh/ak",
}
ssh_authorized_key { 'three@x':
  user   => 'nosuchuserpp',
  type   => 'ssh-rsa',
  key    => 'AAAA3',
  target => "__T__/ak3",
}
ssh_authorized_key { 'four@x':
  ensure => absent,
  user   => 'root',
  target => "__T__/ak",
}
ssh_authorized_key { 'five@x':
  user    => 'root',
  type    => 'ed25519',
  key     => 'AAAA5',
  options => ['a', 'b="c d"'],
  target  => "__T__/ak",
}
