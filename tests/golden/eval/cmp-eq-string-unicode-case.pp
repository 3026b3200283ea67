notice('ÄBC' == 'äbc')
notice('ß' == 'SS')
