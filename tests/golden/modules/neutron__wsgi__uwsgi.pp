include neutron::wsgi::uwsgi
