include glance::api::logging
