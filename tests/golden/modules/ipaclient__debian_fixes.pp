include ipaclient::debian_fixes
