notice(lest(undef) || { 'default' })
notice(lest(1) || { 2 })
notice(lest(false) || { 'false is not undef' })
