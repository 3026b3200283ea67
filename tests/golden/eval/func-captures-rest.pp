function pp_rest($first, *$rest) {
  "${first} / ${rest}"
}
notice(pp_rest(1))
notice(pp_rest(1, 2, 3))
