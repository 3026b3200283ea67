notice(generate('/bin/../bin/echo'))
