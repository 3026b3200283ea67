File <| |>
File <<| |>>
