notice("cost $5 and $ alone")
notice("trailing $")
