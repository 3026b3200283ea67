include nova::wsgi::uwsgi_api_metadata
