Enum['x', 'y'].each |$e| { notice($e) }
