include swift::proxy::s3api
