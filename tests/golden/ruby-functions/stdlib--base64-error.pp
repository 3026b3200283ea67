notice(base64('compress', 'thestring'))
