notice(match('ac', /a(b)?c/))
