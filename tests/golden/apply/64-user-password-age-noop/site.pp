user { 'root':
  password_min_age   => '0',
  password_max_age   => 90,
  password_warn_days => 7,
}
