Package <| |> -> File <| tag == 'x' |>
