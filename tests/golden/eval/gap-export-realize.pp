@@notify { 'x': message => 'exported' }
@@notify { 'y': message => 'exported' }
Notify <| title == 'x' |>
realize(Notify['y'])
notice(defined(Notify['x']), defined(Notify['y']))
