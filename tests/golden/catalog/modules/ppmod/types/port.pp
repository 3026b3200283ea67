type Ppmod::Port = Integer[1, 65535]
