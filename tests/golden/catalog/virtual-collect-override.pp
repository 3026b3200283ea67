@file { '/tmp/v': ensure => file }
file { '/tmp/real': ensure => file }
File <| |> { mode => '0600' }
