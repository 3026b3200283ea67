$a = "tab\there nl\n space\s dollar\$ quote\" bs\\ cr\r sq\'"
notice($a)
