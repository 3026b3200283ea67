printf '[main]\nkey: old\n' > colon.ini
printf '<sec>\nk=v\n' > angle.ini
printf '[s]\nexisting=1\n' > indent.ini
