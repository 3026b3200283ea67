notify { 'x': stage => main }
