include nova::db::online_data_migrations
