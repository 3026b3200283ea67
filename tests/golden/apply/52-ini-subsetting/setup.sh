printf '[java]\nopts = -Xmx1g -Xms512m\n' > s.ini
