include ppmod::nosuch
