class greet(String $who = 'world') {
  notify { "hello ${who}": }
}
