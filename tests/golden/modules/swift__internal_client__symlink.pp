include swift::internal_client::symlink
