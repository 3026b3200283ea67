$h = {'Key' => 1}
notice($h['Key'])
notice($h['key'])
