File <| (tag == 'a' or tag == 'b') and title != 'c' |>
