$a = @(END/)
  tab\t nl\n cr\r sp\s uni\u00e9 dollar\$ bs\\ \
  continued
  END
notice($a)
