include swift::proxy::account_quotas
