class a inherits default { }
