notice('')
notice(['', ""])
