cat > app.ini <<'INI'
; global comment
debug = false

[server]
    host = localhost
    port = 80
    # timeout = 30

[client]
name=old
INI
chmod 640 app.ini
