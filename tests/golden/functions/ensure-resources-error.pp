ensure_resources("user", "dan")
