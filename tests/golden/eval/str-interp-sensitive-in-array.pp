notice([Sensitive(1)])
