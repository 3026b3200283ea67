notice("a\nb" =~ /^b$/)
notice("a\nb" =~ /a.b/)
notice("a\nb" =~ /(?m)a.b/)
notice("a\nb" =~ /\Ab\z/)
