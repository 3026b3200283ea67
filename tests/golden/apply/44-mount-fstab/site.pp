mount { '/mnt/new':
  ensure  => defined,
  device  => 'tmpfs',
  fstype  => 'tmpfs',
  options => 'size=1m',
  target  => "__T__/fstab",
}
mount { '/mnt/old':
  ensure  => present,
  device  => '/dev/old',
  fstype  => 'ext4',
  options => 'noatime',
  pass    => 2,
  target  => "__T__/fstab",
}
mount { '/mnt/gone':
  ensure => absent,
  target => "__T__/fstab",
}
mount { '/mnt/unm':
  ensure => unmounted,
  device => 'tmpfs',
  fstype => 'tmpfs',
  dump   => 1,
  target => "__T__/fstab",
}
mount { '/mnt/with space':
  ensure => defined,
  device => '/dev/sp ace',
  fstype => 'ext4',
  target => "__T__/fstab",
}
