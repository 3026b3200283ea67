notice('abc123' ? { /(\d+)/ => "num ${1}", default => none })
