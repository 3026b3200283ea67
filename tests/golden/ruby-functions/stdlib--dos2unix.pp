notice(dos2unix("line1\r\nline2\r\n") == "line1\nline2\n")
