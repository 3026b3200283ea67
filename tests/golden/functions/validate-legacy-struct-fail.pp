validate_legacy(Hash[String, Integer], "validate_hash", {"a" => "b"})
