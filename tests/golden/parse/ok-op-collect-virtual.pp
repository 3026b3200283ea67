@user { 'bob': ensure => present }
User <| title == 'bob' |>
