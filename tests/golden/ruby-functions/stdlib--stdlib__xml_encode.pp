notice(stdlib::xml_encode('<a & "b">'))
notice(stdlib::xml_encode('<a & "b">', 'attr'))
notice('pa&ss'.stdlib::xml_encode)
