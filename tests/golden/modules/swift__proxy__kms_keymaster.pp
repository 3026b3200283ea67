include swift::proxy::kms_keymaster
