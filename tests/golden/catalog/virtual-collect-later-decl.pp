Notify <| tag == 'late' |>
@notify { 'declared after': tag => 'late' }
