notice(generate('/nonexistent/directory/cmd'))
