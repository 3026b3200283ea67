else { notice('a') }
