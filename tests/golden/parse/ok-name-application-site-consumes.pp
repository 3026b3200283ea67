$application = 1
$site = 2
notice(application, site, consumes, produces)
thing { 'x': application => 1, site => 2, consumes => 3, produces => 4 }
