include keystone::wsgi::uwsgi
