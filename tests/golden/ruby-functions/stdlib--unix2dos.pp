notice(unix2dos("line1\nline2\n") == "line1\r\nline2\r\n")
