notice(Binary('aGk=') + 'aGk=')
