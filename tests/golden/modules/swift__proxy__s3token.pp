include swift::proxy::s3token
