notice(epp('eppt/typed.epp', 5))
