include glance::wsgi::uwsgi
