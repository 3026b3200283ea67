printf '[main]\n' > r.ini
