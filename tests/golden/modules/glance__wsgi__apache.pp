include glance::wsgi::apache
