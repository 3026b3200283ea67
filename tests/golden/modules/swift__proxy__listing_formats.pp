include swift::proxy::listing_formats
