file <| |>
