notice(1 =~ ScalarData)
notice(/re/ =~ ScalarData)
