notice([Integer, String[1], Array[Integer]])
