notice(Sensitive(1) + 1)
