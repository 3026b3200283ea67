include cinder::db::sync
