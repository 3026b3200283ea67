include swift::storage::disks
