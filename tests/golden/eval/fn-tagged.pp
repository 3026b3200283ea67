notice(tagged('main'))
notice(tagged('nosuchtag'))
