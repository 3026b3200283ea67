notice(Binary('!!!not base64', '%B'))
