define pp_def_typed(Integer $n) {
  notice($n)
}
pp_def_typed { 'x': n => 'str' }
