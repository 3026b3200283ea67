include nova::db::sync
