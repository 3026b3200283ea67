File <| title =~ /a/ |>
