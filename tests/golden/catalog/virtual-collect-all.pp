@notify { 'v1': }
@notify { 'v2': }
Notify <| |>
