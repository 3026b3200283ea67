class a(*$rest) { }
