notice(Numeric('1.5'))
notice(Numeric('42'))
notice(Numeric('0x1f'))
notice(Numeric(true))
