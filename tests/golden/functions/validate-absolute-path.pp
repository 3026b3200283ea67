validate_absolute_path("/tmp", ["/a", "C:/b"])
validate_absolute_path("relative")
