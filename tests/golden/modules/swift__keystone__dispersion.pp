include swift::keystone::dispersion
