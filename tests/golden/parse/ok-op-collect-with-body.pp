File <| tag == 'x' |> { mode => '0644', owner +> 'root' }
