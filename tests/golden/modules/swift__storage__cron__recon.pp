include swift::storage::cron::recon
