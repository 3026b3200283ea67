filebucket { 'local':
  path => "__T__/bucket",
}
file { "__T__/suffix":
  content => "new one\n",
  backup  => '.bak',
}
file { "__T__/bucketed":
  content => "new two\n",
  backup  => 'puppet',
}
file { "__T__/local":
  content => "new three\n",
  backup  => 'local',
}
file { "__T__/d":
  ensure => file,
  force  => true,
  backup => 'local',
}
