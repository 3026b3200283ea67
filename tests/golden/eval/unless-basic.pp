unless false { notice('unless false runs') }
unless true { notice('no') } else { notice('unless-else runs') }
