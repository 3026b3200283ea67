include neutron::db::mysql
