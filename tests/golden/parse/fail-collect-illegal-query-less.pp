File <| mode < 5 |>
