notice(epp('eppt/typed.epp'))
