# Defines inside defines inside a contained class, empty containers, references as strings and values,
# arrays of references, collectors in chains, and edges between containers.
define inner() { notify { "inner-${title}": } }
define outer() {
  inner { "${title}-1": }
  inner { "${title}-2": require => Inner["${title}-1"] }
}
class empty { }
class holder {
  outer { 'o': }
  notify { 'held': tag => 'chained' }
}
class wrapper {
  contain holder
  notify { 'wrapped': before => [Class['holder'], 'Notify[last]'] }
}
define nothing() { }
include wrapper
include empty
nothing { 'n': }
notify { 'last': subscribe => Class['empty'], require => Nothing['n'] }
notify { 'first': tag => 'chained' }
Notify <| tag == 'chained' |> -> Notify['last']
Class['empty'] ~> Nothing['n']
