'method form'.notice
[1, 2].warning
