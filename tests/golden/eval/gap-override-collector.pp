notify { 'x': message => a }
Notify <| title == 'x' |> { message => b }
notice(Notify[x][message])
