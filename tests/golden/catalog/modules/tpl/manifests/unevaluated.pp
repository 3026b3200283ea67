class tpl::unevaluated {
  $x = 'never seen'
}
