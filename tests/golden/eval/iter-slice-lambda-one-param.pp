[1, 2, 3].slice(2) |$chunk| { notice($chunk) }
