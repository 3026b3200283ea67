include ppmod
