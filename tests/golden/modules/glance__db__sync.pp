include glance::db::sync
