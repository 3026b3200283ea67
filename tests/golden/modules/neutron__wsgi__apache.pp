include neutron::wsgi::apache
