class values {
  $arr = [1, 'two', 3.5, true, undef]
  $hsh = {'a' => 1, 'b' => 'two', 'c' => [1, 2], 'd' => {'e' => undef}}
  $empty_a = []
  $empty_h = {}
  $f1 = 1.5
  $f2 = 100.0
  $f3 = 1.0e20
  $f4 = 0.1
  $f5 = 1.5e-5
  $i1 = 100
  $i2 = -42
  $undef_var = undef
  $t = true
  $f = false
  $dflt = default
  $s = 'say "hi"\n'
  $mixed = [{'k' => [1.0, 'v']}, default, 'x']
  notice(template('tpl/values.erb'))
}
include values
