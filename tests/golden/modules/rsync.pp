include rsync
