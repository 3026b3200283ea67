File <| notice('x') |>
