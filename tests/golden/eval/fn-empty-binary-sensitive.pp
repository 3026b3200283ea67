notice(empty(Binary('')))
notice(empty(Sensitive('')))
