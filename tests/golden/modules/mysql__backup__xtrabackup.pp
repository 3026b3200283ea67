include mysql::backup::xtrabackup
