user { 'root':
  password_max_age => 'ninety',
}
