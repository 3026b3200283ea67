include nova::db::sync_api
