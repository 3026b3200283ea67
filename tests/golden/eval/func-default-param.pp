function pp_greet(String $name = 'world') {
  "hello ${name}"
}
notice(pp_greet())
notice(pp_greet('you'))
