# a collector's query sees the lambda's variables, evaluated when the collector is made
@notify { ['a', 'b', 'c']: }
['a', 'c'].each |$t| {
  Notify <| title == $t |> { message => "collected ${t}" }
}
