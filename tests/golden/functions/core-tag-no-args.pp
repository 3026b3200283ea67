tag()
