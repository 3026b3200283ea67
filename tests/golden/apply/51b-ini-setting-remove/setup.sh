printf '[a]\nx=1\ny=2\n\n[b]\nonly=1\n[c]\n# comment\nz=1\n' > r.ini
