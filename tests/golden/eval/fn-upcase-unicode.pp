notice(upcase('héllo'))
notice(downcase('ÀÉ'))
