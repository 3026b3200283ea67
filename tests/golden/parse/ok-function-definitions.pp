function mymod::add(Integer $a, Integer $b = 1) >> Integer {
  $a + $b
}
function mymod::any(*$args) >> Array[Any, 0] { $args }
function mymod::noparams { }
