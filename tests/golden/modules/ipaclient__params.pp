include ipaclient::params
