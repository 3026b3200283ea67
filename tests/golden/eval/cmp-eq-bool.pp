notice(true == true)
notice(true == 'true')
notice(false == false)
notice(true != false)
