notice(epp('eppt/nope.epp'))
