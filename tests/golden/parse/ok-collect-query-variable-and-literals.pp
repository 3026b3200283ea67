$t = 'x'
File <| tag == $t or mode == 644 or ensure == present or managed == true |>
