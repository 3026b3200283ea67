notice(Numeric('4two'))
