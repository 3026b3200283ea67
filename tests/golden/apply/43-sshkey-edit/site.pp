ssh_authorized_key { 'new@host':
  user    => 'root',
  type    => 'ssh-ed25519',
  key     => 'AAAAC3NzaC1lZDI1NTE5AAAAInew',
  options => ['no-agent-forwarding', 'from="10.0.0.1"'],
  target  => "__T__/ak",
}
ssh_authorized_key { 'old@host':
  user   => 'root',
  type   => 'rsa',
  key    => 'AAAAB3NzaC1yc2EAAAADAQABAAABAQCnew',
  target => "__T__/ak",
}
ssh_authorized_key { 'opts@host':
  user    => 'root',
  type    => 'ssh-ed25519',
  key     => 'AAAAC3NzaC1lZDI1NTE5AAAAIopts',
  options => 'no-pty',
  target  => "__T__/ak",
}
ssh_authorized_key { 'gone@host':
  ensure => absent,
  user   => 'root',
  target => "__T__/ak",
}
ssh_authorized_key { 'dir@host':
  user   => 'root',
  type   => 'ssh-ed25519',
  key    => 'AAAAC3NzaC1lZDI1NTE5AAAAIdir',
  target => "__T__/u/.ssh/authorized_keys",
}
