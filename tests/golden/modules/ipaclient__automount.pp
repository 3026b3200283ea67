include ipaclient::automount
