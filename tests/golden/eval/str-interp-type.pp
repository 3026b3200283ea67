$t = Integer[1, 10]
notice("t=${t} s=${String} h=${Hash[String, Integer]}")
