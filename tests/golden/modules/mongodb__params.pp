include mongodb::params
