include swift::proxy::etag_quoter
