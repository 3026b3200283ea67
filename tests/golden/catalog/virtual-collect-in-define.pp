define pp_d() { @notify { "v-${title}": tag => 'fromdefine' } }
pp_d { 'x': }
Notify <| tag == 'fromdefine' |>
