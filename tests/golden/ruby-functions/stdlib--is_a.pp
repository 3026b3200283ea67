# the example of its doc string
$foo = 3
$bar = [1, 2, 3]
$baz = 'A string!'
notice($foo.is_a(Integer))
notice($bar.is_a(Array))
notice($baz.is_a(String))
notice(is_a($baz, Integer))
notice(is_a(undef, Optional[String]))
notice(is_a({ 'a' => 1 }, Hash[String, Integer]))
