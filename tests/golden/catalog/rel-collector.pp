notify { 'x': }
@notify { 'v': tag => 'grp' }
Notify['x'] -> Notify <| tag == 'grp' |>
