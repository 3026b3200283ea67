# generate(): runs the command (no shell) in its own directory, with LANG/LC_ALL=C and no HOME, USER or
# LOGNAME, and returns what it printed
notice(generate('/bin/echo', 'hello', 'world'))
notice(generate('/bin/echo', 1, [2, [3]], undef, '*'))
notice(generate('/bin/sh', '-c', 'echo "[$LANG][$LC_ALL][$HOME][$USER][$LOGNAME]"; pwd'))
notice(generate('/bin/sh', '-c', 'echo to-stderr >&2'))
notice(generate('/bin/true') == '')
