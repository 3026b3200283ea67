# as apache::mod::php and apache::mod call it
$mod_packages = { 'phpXXX' => 'php', 'auth_kerb' => 'libapache2-mod-auth-kerb' }
notice(has_key($mod_packages, 'auth_kerb'))
notice(has_key($mod_packages, 'phpXXX'))
notice(has_key($mod_packages, 'ssl'))
