$a = "\u{1F600} \u00e9 \u{41} \u00E9"
notice($a)
