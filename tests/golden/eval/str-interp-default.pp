$d = default
notice("d=${d}")
