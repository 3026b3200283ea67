define inner($m = 'x') { notice("inner ${title} ${m}") }
define outer() {
  ensure_resource('inner', "from ${title}", { 'm' => 'y' })
  [1, 2].each |$i| { ensure_resource('inner', "loop ${title} ${i}") }
}
outer { ['a', 'b']: }
[3].each |$j| { outer { "l${j}": } }
