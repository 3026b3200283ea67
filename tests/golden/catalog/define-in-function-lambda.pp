define leaf($n) { notify { "leaf ${title}": message => $n } }
function mk(String $prefix, Array $xs) >> Array {
  $xs.map |$x| {
    leaf { "${prefix}${x}": n => $x }
    "${prefix}${x}"
  }
}
$made = mk('f', [1, 2])
notify { 'made': message => $made }
