include swift::xfs
