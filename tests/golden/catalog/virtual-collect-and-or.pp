@notify { 'a': message => 'x', tag => 't' }
@notify { 'b': message => 'y' }
@notify { 'c': message => 'z' }
Notify <| (message == 'x' and tag == 't') or title == 'c' |>
