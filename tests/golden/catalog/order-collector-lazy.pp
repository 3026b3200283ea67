Notify <| tag == 'lazy' |> { message => 'collected' }
define pp_d() { @notify { "lazy ${title}": tag => 'lazy' } }
pp_d { 'one': }
