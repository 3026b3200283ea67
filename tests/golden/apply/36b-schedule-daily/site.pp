schedule { 'every-day':
  period => daily,
}
file { "__T__/s":
  content  => 's',
  schedule => 'every-day',
}
