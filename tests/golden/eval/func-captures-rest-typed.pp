function pp_rest_typed(Integer *$nums) {
  $nums.reduce(0) |$m, $v| { $m + $v }
}
notice(pp_rest_typed(1, 2, 3))
notice(pp_rest_typed(1, 'x'))
