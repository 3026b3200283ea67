define inner($n) {
  fail("boom ${n}")
}
define outer() {
  inner { "i-${title}": n => 1 }
}
class c {
  outer { 'o': }
}
include c
