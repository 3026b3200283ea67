include nova::db
