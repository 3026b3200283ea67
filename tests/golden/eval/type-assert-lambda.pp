$r = assert_type(Integer, 'five') |$expected, $actual| {
  notice("expected ${expected}, got ${actual}")
  0
}
notice($r)
