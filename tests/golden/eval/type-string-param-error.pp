notice(String[a])
