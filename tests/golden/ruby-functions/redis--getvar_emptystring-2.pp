# flags: --strict_variables
notice(getvar_emptystring('service_provider') == '')
