include postgresql::repo
