file { "__T__/dst":
  ensure  => directory,
  source  => "__T__/src",
  recurse => true,
  purge   => true,
  force   => true,
  ignore  => ['*.skip'],
}
file { "__T__/dst/keep":
  content => "explicit\n",
}
file { "__T__/perm":
  ensure  => directory,
  recurse => true,
  mode    => '0640',
}
file { "__T__/lim":
  ensure       => directory,
  source       => "__T__/src",
  recurse      => true,
  recurselimit => 1,
}
