notice('before')
class ppunused { }
class ppunused { }
