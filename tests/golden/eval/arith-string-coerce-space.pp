notice(' 1' + 1)
