# ini_subsetting: one item of a setting's list changed, added at the start, removed, and a new setting
ini_subsetting { 'xmx':
  path       => "__T__/s.ini",
  section    => 'java',
  setting    => 'opts',
  subsetting => '-Xmx',
  value      => '2g',
}
ini_subsetting { 'xss':
  path        => "__T__/s.ini",
  section     => 'java',
  setting     => 'opts',
  subsetting  => '-Xss',
  value       => '1m',
  insert_type => 'start',
}
ini_subsetting { 'xms':
  ensure     => absent,
  path       => "__T__/s.ini",
  section    => 'java',
  setting    => 'opts',
  subsetting => '-Xms',
}
ini_subsetting { 'list':
  path                 => "__T__/s.ini",
  section              => 'other',
  setting              => 'list',
  subsetting           => 'a',
  subsetting_separator => ',',
}
