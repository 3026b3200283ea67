host { "pp.example.org": ip => "10.0.0.1", host_aliases => ["pp"] }
