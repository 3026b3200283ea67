notice("[${strip('  a b  ')}]")
notice("[${lstrip('  a  ')}]")
notice("[${rstrip('  a  ')}]")
