define inner($m) {
  notify { "inner ${title}": message => $m }
}
define outer($items) {
  $items.each |$i| {
    Notify { withpath => true }
    inner { "${title}-${i}": m => "${title} ${i}" }
  }
}
class holder {
  [1, 2].each |$n| {
    outer { "o${n}": items => ['a', 'b'] }
  }
}
['h'].each |$x| { include holder }
