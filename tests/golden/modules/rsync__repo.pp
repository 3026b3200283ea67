include rsync::repo
