notice(String(1, '%Q'))
