include ironic::db::online_data_migrations
