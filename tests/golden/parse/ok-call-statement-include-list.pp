include a, b
