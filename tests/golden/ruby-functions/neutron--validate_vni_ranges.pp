notice(validate_vni_ranges(['1:1000', '16777000:16777215']))
notice(validate_vni_ranges('10:100'))
